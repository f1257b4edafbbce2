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
import { AppError } from './errors.js';
import { nulField, validationMessage } from './validation.js';

/**
 * The one request pipeline of both routers (router.ts for the player's calls, console-router.ts
 * for the back office): money refusal -> validate -> authorize -> handler -> envelope, each step
 * once. What differs between the two is a strategy: how the language is read, who the caller
 * is (player session or operator session), what the handler's context holds, and how answers
 * are wrapped.
 */

/** A caller refused before the handler: the state and the message to answer. */
export interface Refusal {
  refuse: string;
  key: MessageKey;
}

export const refusal = (refuse: string, key: MessageKey): Refusal => ({ refuse, key });
const isRefusal = (v: unknown): v is Refusal =>
  typeof v === 'object' && v !== null && 'refuse' in v && 'key' in v;

/** The request's facts every context carries. */
export interface BaseCtx {
  locale: Locale;
  ip: string;
  requestId: string;
  log: FastifyBaseLogger;
}

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
  success(endpoint: E, result: unknown, locale: Locale): unknown;
  failure(endpoint: E, reply: FastifyReply, state: string, msg: string): unknown;
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
  const fail = (state: string, msg: string) => strategy.failure(endpoint, reply, state, msg);

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
  try {
    const result = await handler(input, ctx);
    const body = strategy.success(endpoint, result, locale);
    if (strategy.checkResponses) {
      const check = endpoint.response.safeParse(body);
      if (!check.success) {
        req.log.error({ issues: check.error.issues }, 'answer does not match the contract');
        throw new Error(`answer of ${endpoint.path} does not match the contract`);
      }
    }
    return reply.send(body);
  } catch (err) {
    if (err instanceof AppError) return fail(err.state, message(err.key, locale, err.params));
    req.log.error({ err }, strategy.failureLog);
    return fail(State.system, message('system', locale));
  }
}
