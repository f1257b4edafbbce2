import type { Readable } from 'node:stream';
import {
  type Endpoint,
  type Locale,
  type MessageKey,
  message,
  type RequestOf,
  type ResultOf,
  State,
} from '@cardroom/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';
import { nulField, validationMessage } from './validation.js';

/**
 * The one request pipeline of both routers (router.ts for the player's calls, console-router.ts
 * for the back office): money refusal -> validate -> authorize -> [around] handler -> envelope,
 * each step once. What differs between the two is a strategy: how the language is read, who the
 * caller is (player session or operator session), what the handler's context holds, how answers
 * are wrapped, and an optional step around the handler (the player's client idempotency keys,
 * request-keys.ts).
 */

/** A caller refused before the handler: the state and the message to answer. */
export interface Refusal {
  refuse: string;
  key: MessageKey;
}

export const refusal = (refuse: string, key: MessageKey): Refusal => ({ refuse, key });
const isRefusal = (v: unknown): v is Refusal =>
  typeof v === 'object' && v !== null && 'refuse' in v && 'key' in v;

/** An answer as it is sent: the HTTP status and the body (an envelope, raw JSON or a stream). */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** Headers of a streamed answer (its content type and file name). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A handler's answer that is a download written as it is read (the desks' CSV exports): sent
 * as it is, not wrapped in an envelope nor checked against the contract's schema. The handler
 * checks what can be refused before it returns one; a failure while it streams ends the
 * connection, so the operator's download fails instead of arriving cut short as if whole.
 */
export class StreamedAnswer {
  constructor(
    readonly stream: Readable,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

/**
 * The handler's answer: a success, a refusal, or a fault (an unexpected error, carried so the
 * pipeline logs it once, when the answer is sent, and a step around the handler can tell a
 * fault it knows, such as a superseded request key, from one it does not).
 */
export interface HandlerAnswer extends Answer {
  readonly fault?: { readonly err: unknown };
}

/** The request's facts every context carries. */
export interface BaseCtx {
  locale: Locale;
  ip: string;
  requestId: string;
  log: FastifyBaseLogger;
}

/** What a step around the handler is given: the checked call, and how to run or refuse it. */
export interface AroundCall<E extends Endpoint, Caller, Ctx> {
  endpoint: E;
  input: RequestOf<E>;
  caller: Caller;
  ctx: Ctx;
  /** Runs the handler with this context (the step may add to it) and wraps its answer. */
  run(ctx: Ctx): Promise<HandlerAnswer>;
  /** A refusal in the endpoint's envelope and the request's language. */
  refuse(state: string, key: MessageKey): Answer;
}

/**
 * A step around the handler, after the caller is authorized: it may answer without running the
 * handler (a stored answer), run it once with more in its context, and keep what it answered.
 * Errors it throws itself are not the handler's: they reach Fastify's error handler.
 */
export type AroundHandler<E extends Endpoint, Caller, Ctx> = (
  call: AroundCall<E, Caller, Ctx>,
) => Promise<HandlerAnswer>;

export interface AuthStrategy<E extends Endpoint, Caller, Ctx> {
  /** Written into the log when a handler fails unexpectedly. */
  failureLog: string;
  /** The play-money edition refuses endpoints flagged `money` before anything else. */
  refuseMoney: boolean;
  /** Check answers against the contract (development and tests), so drift fails loudly. */
  checkResponses: boolean;
  /** Before anything is read (headers every answer carries). */
  start?(reply: FastifyReply): void;
  locale(raw: unknown, rawObject: boolean, req: FastifyRequest): Locale;
  /** Who is calling, after the input is valid; a refusal ends the request. */
  authorize(
    endpoint: E,
    input: RequestOf<E>,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Caller | Refusal>;
  context(caller: Caller, base: BaseCtx, req: FastifyRequest, reply: FastifyReply): Ctx;
  /** Optional: a step around the handler (client idempotency keys). */
  around?: AroundHandler<E, Caller, Ctx>;
  success(endpoint: E, result: unknown, locale: Locale): unknown;
  failure(endpoint: E, state: string, msg: string): Answer;
}

export async function runPipeline<E extends Endpoint, Caller, Ctx>(
  strategy: AuthStrategy<E, Caller, Ctx>,
  endpoint: E,
  handler: (input: RequestOf<E>, ctx: Ctx) => Promise<ResultOf<E>>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  strategy.start?.(reply);
  const raw = endpoint.method === 'GET' ? req.query : (req.body ?? {});
  const rawObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const locale = strategy.locale(raw, rawObject, req);
  const failure = (state: string, msg: string) => strategy.failure(endpoint, state, msg);
  const fail = (state: string, msg: string) => send(reply, failure(state, msg));

  if (endpoint.money && strategy.refuseMoney) {
    return fail(State.badRequest, message('playNoMoney', locale));
  }
  if (!rawObject) return fail(State.badRequest, message('badRequest', locale));
  const parsed = endpoint.request.safeParse(raw);
  if (!parsed.success) return fail(State.badRequest, validationMessage(parsed.error, locale));
  const input = parsed.data as RequestOf<E>;
  const nul = nulField(input);
  if (nul) return fail(State.badRequest, message('invalidField', locale, { field: nul }));

  const caller = await strategy.authorize(endpoint, input, req, reply);
  if (isRefusal(caller)) return fail(caller.refuse, message(caller.key, locale));

  const base: BaseCtx = { locale, ip: req.ip, requestId: String(req.id), log: req.log };
  const ctx = strategy.context(caller, base, req, reply);
  const run = async (runCtx: Ctx): Promise<HandlerAnswer> => {
    try {
      const result: unknown = await handler(input, runCtx);
      if (result instanceof StreamedAnswer) {
        return { status: 200, body: result.stream, headers: result.headers };
      }
      const body = strategy.success(endpoint, result, locale);
      if (strategy.checkResponses) {
        const check = endpoint.response.safeParse(body);
        if (!check.success) {
          req.log.error({ issues: check.error.issues }, 'answer does not match the contract');
          throw new Error(`answer of ${endpoint.path} does not match the contract`);
        }
      }
      return { status: 200, body };
    } catch (err) {
      if (err instanceof AppError) return failure(err.state, message(err.key, locale, err.params));
      return { ...failure(State.system, message('system', locale)), fault: { err } };
    }
  };
  const answer = strategy.around
    ? await strategy.around({
        endpoint,
        input,
        caller,
        ctx,
        run,
        refuse: (state, key) => failure(state, message(key, locale)),
      })
    : await run(ctx);
  if (answer.fault) req.log.error({ err: answer.fault.err }, strategy.failureLog);
  return send(reply, answer);
}

function send(reply: FastifyReply, answer: Answer): unknown {
  if (answer.headers) reply.headers(answer.headers);
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
