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
import { type AuthStrategy, refusal, runPipeline } from './pipeline.js';

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
}

/**
 * Registers contract endpoints on Fastify: validate -> authorize -> handler -> envelope, by the
 * one pipeline (pipeline.ts) with the player's session strategy.
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
    return runPipeline<E, PlayerCaller, Ctx>(
      this.strategy,
      endpoint,
      handler as (input: RequestOf<E>, ctx: Ctx) => Promise<ResultOf<E>>,
      req,
      reply,
    );
  }
}

/** The player's session strategy: a sign (Bearer header or the body's `sign`). */
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
    context: ({ session, sign }, base) => ({ ...base, session, sign: session ? sign : null }),
    success,
    failure,
  };
}

interface PlayerCaller {
  session: Session | null;
  sign: string | null;
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

function failure(endpoint: Endpoint, reply: FastifyReply, state: string, msg: string): unknown {
  if (endpoint.envelope === 'state') return reply.send({ state, msg });
  if (endpoint.envelope === 'code') return reply.send({ code: Number(state), msg });
  // Calls without an envelope use the HTTP status itself.
  return reply.code(Number(state)).send({ state, msg });
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
