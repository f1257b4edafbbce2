import {
  type Endpoint,
  type Locale,
  type MessageKey,
  message,
  type RequestOf,
  type ResultOf,
  State,
  toLocale,
} from '@cardroom/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';
import {
  type HeldKey,
  type RequestKeyCtx,
  type RequestKeyStore,
  RequestKeySuperseded,
  requestKeyCtx,
  type StoredAnswer,
} from './request-keys.js';
import { nulField, validationMessage } from './validation.js';

/**
 * The language of a request's messages: the body's `locale` field (SPEC §3, the app always sends
 * it), else the browser's first Accept-Language, so a body too broken to carry `locale` is still
 * refused in the player's language. Anything but Indonesian is English.
 */
export function requestLocale(body: unknown, acceptLanguage: string | undefined): Locale {
  const field =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { locale?: unknown }).locale
      : undefined;
  if (field !== undefined) return toLocale(field);
  // The first tag's primary language: `id-ID,id;q=0.9,en;q=0.8` is `id`.
  return toLocale(acceptLanguage?.split(/[,;-]/)[0]?.trim().toLowerCase());
}

export interface Session {
  sessionId: number;
  userId: number;
  uid: string;
  /** Signed in during a break: only the calls in `allowedDuringBreak` answer (modules/breaks). */
  withdrawOnly?: boolean;
}

export interface Ctx<S extends Session | null = Session | null> {
  locale: Locale;
  ip: string;
  requestId: string;
  session: S;
  /** The raw sign token of this request, when one was sent and is valid. */
  sign: string | null;
  log: FastifyBaseLogger;
  /**
   * A keyed call (`idempotent` in the contract, sent with a `requestId`): services that create
   * their order in one transaction call `requestKey.bind(tx)` inside it. Null otherwise.
   */
  requestKey: RequestKeyCtx | null;
}

type SessionFor<E extends Endpoint> = E['auth'] extends 'required' ? Session : Session | null;

export type Handler<E extends Endpoint> = (
  input: RequestOf<E>,
  ctx: Ctx<SessionFor<E>>,
) => Promise<ResultOf<E>>;

export interface RouterOptions {
  resolveSession(sign: string): Promise<Session | null>;
  /**
   * Why a sign no longer works, when there is a reason worth telling the player (a session
   * limit ended it); asked only on the "please login" path, never on a served request.
   */
  signedOutReason?(sign: string): Promise<MessageKey | null>;
  /** Check answers against the contract (development and tests), so drift fails loudly. */
  checkResponses: boolean;
  /**
   * The play-money edition: every endpoint flagged `money` in the contract is refused here,
   * before validation or any handler, so a new money route cannot forget the check.
   */
  refuseMoney: boolean;
  /** The paths a withdraw-only session (during a break) may call; every other is refused. */
  allowedDuringBreak?: ReadonlySet<string>;
  /**
   * The store of client idempotency keys: an `idempotent` endpoint called with a `requestId`
   * answers a repeat with the first answer (docs/ARCHITECTURE.md "Client idempotency keys").
   */
  requestKeys?: RequestKeyStore;
}

/** Registers contract endpoints on Fastify: validate -> authorize -> handler -> envelope. */
export class Router {
  readonly registered = new Set<string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: RouterOptions,
  ) {}

  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (this.registered.has(key)) throw new Error(`route registered twice: ${key}`);
    this.registered.add(key);
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: (req, reply) => this.run(endpoint, handler, req, reply),
    });
  }

  private async run<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const raw = endpoint.method === 'GET' ? req.query : (req.body ?? {});
    const rawObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    const locale = requestLocale(raw, req.headers['accept-language']);
    const fail = (state: string, msg: string) => failure(endpoint, reply, state, msg);

    if (endpoint.money && this.opts.refuseMoney) {
      return fail(State.badRequest, message('playNoMoney', locale));
    }
    if (!rawObject) return fail(State.badRequest, message('badRequest', locale));
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) return fail(State.badRequest, validationMessage(parsed.error, locale));
    const input = parsed.data as RequestOf<E>;
    const nul = nulField(input);
    if (nul) return fail(State.badRequest, message('invalidField', locale, { field: nul }));

    const sign = bearer(req) ?? (input as { sign?: string }).sign ?? null;
    let session: Session | null = null;
    if (endpoint.auth !== 'none' && sign) {
      session = await this.opts.resolveSession(sign);
      const claimedUid = (input as { uid?: string }).uid;
      // A uid that is not the session's own is someone else's: treat the request as unauthenticated.
      if (session && claimedUid !== undefined && claimedUid !== session.uid) session = null;
    }
    if (endpoint.auth === 'required' && !session) {
      const why = sign ? await this.opts.signedOutReason?.(sign) : null;
      return fail(State.unauthorized, message(why ?? 'pleaseLogin', locale));
    }
    if (session?.withdrawOnly && !this.opts.allowedDuringBreak?.has(endpoint.path)) {
      return fail(State.forbidden, message('breakWithdrawOnly', locale));
    }

    const ctx: Ctx = {
      locale,
      ip: req.ip,
      requestId: String(req.id),
      session,
      sign: session ? sign : null,
      log: req.log,
      requestKey: null,
    };
    const requestId = (input as { requestId?: string }).requestId;
    const store = this.opts.requestKeys;
    if (!endpoint.idempotent || !store || !session || requestId === undefined) {
      return send(reply, await this.answer(endpoint, handler, input, ctx, req));
    }
    // The call and its own fields (the common ones and the key itself left out), in the
    // contract's field order: the same intent sent again gives the same text.
    const { requestId: _key, ...fields } = payloadOf(endpoint, input) as Record<string, unknown>;
    const outcome = await store.begin({
      userId: session.userId,
      requestId,
      path: endpoint.path,
      body: JSON.stringify(fields),
    });
    if (outcome.kind === 'replay') return send(reply, outcome.answer);
    if (outcome.kind === 'mismatch') {
      return fail(State.badRequest, message('requestIdReused', locale));
    }
    if (outcome.kind === 'busy') {
      return fail(State.requestInProgress, message('requestInProgress', locale));
    }
    if (outcome.kind === 'lost') return fail(State.conflict, message('requestAnswerLost', locale));
    return send(reply, await this.keyed(store, outcome.held, endpoint, handler, input, ctx, req));
  }

  /** Runs a keyed call and stores its answer; a fault before any commit gives the key back. */
  private async keyed<E extends Endpoint>(
    store: RequestKeyStore,
    held: HeldKey,
    endpoint: E,
    handler: Handler<E>,
    input: RequestOf<E>,
    ctx: Ctx,
    req: FastifyRequest,
  ): Promise<StoredAnswer> {
    const keyCtx = { ...ctx, requestKey: requestKeyCtx(store, held) };
    const answer = await this.answer(endpoint, handler, input, keyCtx, req);
    if (answer.superseded) {
      // A later attempt took the key over (this one outlived its lease): it answers, not us.
      const msg = message('requestInProgress', ctx.locale);
      return failureAnswer(endpoint, State.requestInProgress, msg);
    }
    if (!answer.fault || !(await store.release(held))) {
      // A refusal, a success, or a fault after the work committed: the first answer is final.
      await store.finish(held, answer);
    }
    return answer;
  }

  /** The handler's answer as it will be sent: a success, a refusal, or a logged fault. */
  private async answer<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    input: RequestOf<E>,
    ctx: Ctx,
    req: FastifyRequest,
  ): Promise<StoredAnswer & { fault?: true; superseded?: true }> {
    const { locale } = ctx;
    try {
      const result = await handler(input, ctx as Ctx<SessionFor<E>>);
      const body = success(endpoint, result, locale);
      if (this.opts.checkResponses) {
        const check = endpoint.response.safeParse(body);
        if (!check.success) {
          req.log.error({ issues: check.error.issues }, 'answer does not match the contract');
          throw new Error(`answer of ${endpoint.path} does not match the contract`);
        }
      }
      return { status: 200, body };
    } catch (err) {
      if (err instanceof AppError) {
        return failureAnswer(endpoint, err.state, message(err.key, locale, err.params));
      }
      if (err instanceof RequestKeySuperseded) {
        return { ...failureAnswer(endpoint, State.system, ''), superseded: true };
      }
      req.log.error({ err }, 'request failed');
      return { ...failureAnswer(endpoint, State.system, message('system', locale)), fault: true };
    }
  }
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

function success(endpoint: Endpoint, result: unknown, locale: Locale): unknown {
  const msg = message('ok', locale);
  if (endpoint.envelope === 'state') return { state: State.ok, msg, resultData: result };
  if (endpoint.envelope === 'code') return { code: 200, msg, data: result };
  return result;
}

function failureAnswer(endpoint: Endpoint, state: string, msg: string): StoredAnswer {
  if (endpoint.envelope === 'state') return { status: 200, body: { state, msg } };
  if (endpoint.envelope === 'code') return { status: 200, body: { code: Number(state), msg } };
  // Calls without an envelope use the HTTP status itself.
  return { status: Number(state), body: { state, msg } };
}

function failure(endpoint: Endpoint, reply: FastifyReply, state: string, msg: string): unknown {
  return send(reply, failureAnswer(endpoint, state, msg));
}

function send(reply: FastifyReply, answer: StoredAnswer): unknown {
  return reply.code(answer.status).send(answer.body);
}

/** The call's own fields, without the common ones the wrapper adds. */
export function payloadOf<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
): Partial<z.output<z.ZodObject<E['payload']>>> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(endpoint.payload)) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as Partial<z.output<z.ZodObject<E['payload']>>>;
}
