import type { CommonFields, Endpoint, PayloadOf, ResultOf, Route } from '@cardroom/contract';

export const REQUEST_TIMEOUT_MS = 60_000;
/** The code every failure resolves with (SPEC §8), whatever the server's own state was. */
export const FAIL_CODE = 999;

/** Why a call got no answer: the 60 s timer ran out, or the network refused (offline). */
export type NoAnswer = 'timeout' | 'network';

export type ApiResult<T> =
  | { ok: true; data: T; msg: string }
  | { ok: false; code: number; msg: string; state?: string; noAnswer?: NoAnswer };

export interface ClientDeps {
  fetch: typeof fetch;
  /** Common request fields (SPEC §3), read at call time so sign/locale are current. */
  common: () => CommonFields;
  /** `msg`: the server's words (e.g. why the session ended). */
  onUnauthorized: (msg: string) => void;
  toast: (msg: string) => void;
  /** Text for a call that got no answer, in the player's language (never the browser's own). */
  networkError: (why: NoAnswer) => string;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface CallOptions {
  /** No toast for this call's failure (the page shows its own message). */
  silent?: boolean;
  /** Do not log out on a 401: logout itself and the error upload use this to avoid loops. */
  ignoreAuth?: boolean;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** SPEC §8: these answers mean the session is gone, whatever else they say. */
export function isLoginRequired(state: unknown, msg: string): boolean {
  if (state === '401' || state === '-1' || state === 401 || state === -1) return true;
  return msg.toLowerCase().includes('please login');
}

/** Server faults say "system" and are not worth a toast (SPEC §8). */
export function isToastable(msg: string): boolean {
  return msg.trim() !== '' && !/system/i.test(msg);
}

function withoutUndefined(o: Json): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

function toQuery(o: Json): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) {
    q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A route (`routes.x`, no schemas: what the app uses) or a full endpoint object; both carry
 * the method, path and envelope the wrapper needs.
 */
export type Call = <E extends Endpoint>(
  endpoint: Route<E> | E,
  payload: PayloadOf<E>,
  opts?: CallOptions,
) => Promise<ApiResult<ResultOf<E>>>;

/** What a call that got no answer resolves with, in the player's words (`networkError`). */
export function unanswered(
  networkError: ClientDeps['networkError'],
  why: NoAnswer,
): ApiResult<never> {
  return { ok: false, code: FAIL_CODE, msg: networkError(why), noAnswer: why };
}

/**
 * Reads a server's answer as the wrapper does: the envelope whatever the HTTP status, 401 and
 * "please login" sign the player out, refusals toast unless silent. For answers that come
 * another way than `call` (a live bet answered on the table's socket carries `/live/bet`'s
 * envelope), so they mean exactly what the same answer over HTTP means.
 */
export function answerReader(deps: Pick<ClientDeps, 'onUnauthorized' | 'toast'>) {
  function fail(code: number, msg: string, opts: CallOptions, state?: unknown) {
    if (!opts.ignoreAuth && isLoginRequired(state, msg)) {
      deps.onUnauthorized(msg);
    } else if (!opts.silent && isToastable(msg)) {
      deps.toast(msg);
    }
    const out: { ok: false; code: number; msg: string; state?: string } = { ok: false, code, msg };
    if (state !== undefined) out.state = String(state);
    return out;
  }

  return function read<E extends Endpoint>(
    endpoint: Route<E> | E,
    answer: { status: number; statusText?: string; body: unknown },
    opts: CallOptions = {},
  ): ApiResult<ResultOf<E>> {
    const { status, body } = answer;
    if (status === 401) {
      const msg = isObject(body) && typeof body.msg === 'string' ? body.msg : 'Please login first';
      if (!opts.ignoreAuth) deps.onUnauthorized(msg);
      return { ok: false, code: 401, msg, state: '401' };
    }

    const msg = isObject(body) && typeof body.msg === 'string' ? body.msg : '';
    // An envelope is honoured whatever the HTTP status (a 429 still carries a readable msg).
    if (isObject(body) && endpoint.envelope === 'state' && 'state' in body) {
      if (String(body.state) === '200') {
        return { ok: true, data: body.resultData as never, msg };
      }
      return fail(FAIL_CODE, msg, opts, body.state);
    }
    if (isObject(body) && endpoint.envelope === 'code' && 'code' in body) {
      if (body.code === 200 || body.code === '200') {
        return { ok: true, data: body.data as never, msg };
      }
      return fail(FAIL_CODE, msg, opts, body.code);
    }
    if (status < 200 || status > 299) {
      return fail(status, msg || answer.statusText || `HTTP ${status}`, opts);
    }
    // HTTP 200 without an envelope field: passed through (SPEC §8), which is also how raw calls answer.
    return { ok: true, data: body as never, msg };
  };
}

/** The one request wrapper (DESIGN §6): every call to the server goes through here. */
export function createClient(deps: ClientDeps): Call {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = deps.baseUrl ?? '';

  const read = answerReader(deps);

  return async function call(endpoint, payload, opts = {}) {
    const fields = withoutUndefined({ ...deps.common(), ...(payload as Json) });
    const isGet = endpoint.method === 'GET';
    const url = `${base}${endpoint.path}${isGet ? toQuery(fields) : ''}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let res: Response;
    let body: unknown;
    try {
      res = await deps.fetch(url, {
        method: endpoint.method,
        headers: isGet ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        body: isGet ? undefined : JSON.stringify(fields),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const text = await res.text();
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
    } catch {
      // The browser's own text ("Failed to fetch") is English whatever the player reads, so
      // the failure carries ours: pages that show r.msg show it in the player's language.
      const why: NoAnswer = timedOut ? 'timeout' : 'network';
      const lost = unanswered(deps.networkError, why);
      if (!opts.silent) deps.toast(lost.msg);
      return lost;
    } finally {
      clearTimeout(timer);
    }

    return read(endpoint, { status: res.status, statusText: res.statusText, body }, opts);
  };
}
