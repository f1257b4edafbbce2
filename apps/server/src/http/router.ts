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
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type Answer, type AuthStrategy, refusal, runPipeline } from './pipeline.js';
import { type RequestKeyCtx, type RequestKeyStore, requestKeyStep } from './request-keys.js';

// The call's own fields; modules import it from here with the Router.
export { payloadOf } from './pipeline.js';

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

/**
 * Registers contract endpoints on Fastify and runs them through the one pipeline
 * (pipeline.ts) with the player's session strategy: validate -> session -> [request key]
 * handler -> envelope.
 */
export class Router {
  readonly registered = new Set<string>();
  private readonly strategy: AuthStrategy<Endpoint, PlayerCaller, Ctx>;

  constructor(
    private readonly app: FastifyInstance,
    opts: RouterOptions,
  ) {
    this.strategy = playerStrategy(opts);
  }

  /**
   * `keys: 'handler'`: an `idempotent` endpoint whose handler makes the `requestId` its own
   * once-only id and answers a repeat itself (a live bet: the id is the wallet transaction's), so
   * the router's key store, two more statements and commits a call, is not used for it
   * (docs/ARCHITECTURE.md "Client idempotency keys").
   */
  handle<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E>,
    opts: { keys?: 'router' | 'handler' } = {},
  ): void {
    if (opts.keys === 'handler' && !endpoint.idempotent) {
      throw new Error(`${endpoint.path}: only an idempotent endpoint has keys to own`);
    }
    const { around: _keys, ...withoutKeys } = this.strategy;
    const strategy = opts.keys === 'handler' ? withoutKeys : this.strategy;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (this.registered.has(key)) throw new Error(`route registered twice: ${key}`);
    this.registered.add(key);
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: (req, reply) =>
        runPipeline<E, PlayerCaller, Ctx>(
          strategy,
          endpoint,
          handler as (input: RequestOf<E>, ctx: Ctx) => Promise<ResultOf<E>>,
          req,
          reply,
        ),
    });
  }
}

interface PlayerCaller {
  session: Session | null;
  /** The sign sent (Bearer or body), kept in the context only when it resolved to the session. */
  sign: string | null;
}

/**
 * The player's session strategy: the Bearer token or the body's `sign`, a uid that must be the
 * session's own, the break's withdraw-only rule, and the client idempotency keys around the
 * handler when the app has a store for them.
 */
function playerStrategy(opts: RouterOptions): AuthStrategy<Endpoint, PlayerCaller, Ctx> {
  return {
    failureLog: 'request failed',
    refuseMoney: opts.refuseMoney,
    checkResponses: opts.checkResponses,
    locale: (raw, _rawObject, req) => requestLocale(raw, req.headers['accept-language']),
    authorize: async (endpoint, input, req) => {
      const sign = bearer(req) ?? (input as { sign?: string }).sign ?? null;
      let session: Session | null = null;
      if (endpoint.auth !== 'none' && sign) {
        session = await opts.resolveSession(sign);
        const claimedUid = (input as { uid?: string }).uid;
        // A uid that is not the session's own is someone else's: treat the request as unauthenticated.
        if (session && claimedUid !== undefined && claimedUid !== session.uid) session = null;
      }
      if (endpoint.auth === 'required' && !session) {
        const why = sign ? await opts.signedOutReason?.(sign) : null;
        return refusal(State.unauthorized, why ?? 'pleaseLogin');
      }
      if (session?.withdrawOnly && !opts.allowedDuringBreak?.has(endpoint.path)) {
        return refusal(State.forbidden, 'breakWithdrawOnly');
      }
      return { session, sign };
    },
    context: ({ session, sign }, base) => ({
      ...base,
      session,
      sign: session ? sign : null,
      requestKey: null,
    }),
    ...(opts.requestKeys && {
      around: requestKeyStep<Endpoint, PlayerCaller, Ctx>(opts.requestKeys, {
        owner: ({ session }) => session?.userId ?? null,
        withKey: (ctx, requestKey) => ({ ...ctx, requestKey }),
      }),
    }),
    success,
    failure: failureAnswer,
  };
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

function failureAnswer(endpoint: Endpoint, state: string, msg: string): Answer {
  if (endpoint.envelope === 'state') return { status: 200, body: { state, msg } };
  if (endpoint.envelope === 'code') return { status: 200, body: { code: Number(state), msg } };
  // Calls without an envelope use the HTTP status itself.
  return { status: Number(state), body: { state, msg } };
}
