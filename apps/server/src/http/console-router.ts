import { timingSafeEqual } from 'node:crypto';
import {
  type Locale,
  message,
  type RequestOf,
  type ResultOf,
  State,
  toLocale,
} from '@cardroom/contract';
import type { ConsoleEndpoint, OperatorRole } from '@cardroom/contract/console';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import { type AuthStrategy, refusal, runPipeline, type StreamedAnswer } from './pipeline.js';

/** The console's session cookie; Path=/console keeps it off every player call. */
export const CONSOLE_COOKIE = 'cr_console';
export const CSRF_HEADER = 'x-csrf-token';

/** The signed-in operator a console request acts as. */
export interface ConsoleOperatorRef {
  sessionId: number;
  operatorId: number;
  login: string;
  displayName: string;
  role: OperatorRole;
  idleMinutes: number;
}

/** What a handler writes to the audit log; who, when and from where are filled in here. */
export interface AuditNote {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface ConsoleCtx<Signed extends boolean = boolean> {
  locale: Locale;
  ip: string;
  userAgent: string;
  requestId: string;
  log: FastifyBaseLogger;
  operator: Signed extends true ? ConsoleOperatorRef : null;
  /** The session token from the cookie (signed-in calls). */
  token: Signed extends true ? string : null;
  /** Appends the handler's audit row inside the change's own transaction. */
  audit(tx: Tx, note: AuditNote): Promise<void>;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

type SignedFor<E extends ConsoleEndpoint> = E['access'] extends 'signedOut' ? false : true;

export type ConsoleHandler<E extends ConsoleEndpoint> = (
  input: RequestOf<E>,
  ctx: ConsoleCtx<SignedFor<E>>,
) => Promise<ResultOf<E>>;

export interface ConsoleRouterOptions {
  resolveOperator(token: string): Promise<ConsoleOperatorRef | null>;
  csrfFor(token: string): string;
  writeAudit(
    tx: Tx,
    entry: AuditNote & { operatorId: number | null; actor: string; ip: string },
  ): Promise<void>;
  /** Secure cookies (everywhere but development). */
  secureCookies: boolean;
  checkResponses: boolean;
  /** The play-money edition: endpoints flagged `money` are refused before anything else. */
  refuseMoney: boolean;
}

/**
 * The back office's router: validate -> operator session -> CSRF (every POST but sign-in)
 * -> role -> handler -> envelope, by the one pipeline (pipeline.ts) with the operator's
 * session strategy, so a console handler never runs for a
 * caller who may not call it. An endpoint without roles cannot be registered.
 */
export class ConsoleRouter {
  readonly registered = new Set<string>();
  private readonly strategy: AuthStrategy<ConsoleEndpoint, OperatorCaller, ConsoleCtx>;

  constructor(
    private readonly app: FastifyInstance,
    opts: ConsoleRouterOptions,
  ) {
    this.strategy = operatorStrategy(opts);
  }

  handle<E extends ConsoleEndpoint>(endpoint: E, handler: ConsoleHandler<E>): void {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (this.registered.has(key)) throw new Error(`console route registered twice: ${key}`);
    const access: unknown = endpoint.access;
    if (access !== 'signedOut' && (!Array.isArray(access) || access.length === 0)) {
      throw new Error(`console endpoint without roles: ${key}`);
    }
    this.registered.add(key);
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: (req, reply) => this.run(endpoint, handler, req, reply),
    });
  }

  /**
   * A download written as it is read (a desk's CSV export): the same pipeline (validation,
   * session, role, the refusal envelope), but the handler answers a StreamedAnswer.
   */
  stream<E extends ConsoleEndpoint>(
    endpoint: E,
    handler: (input: RequestOf<E>, ctx: ConsoleCtx<SignedFor<E>>) => Promise<StreamedAnswer>,
  ): void {
    // The pipeline sends a StreamedAnswer as it is, whatever the endpoint's result type says.
    this.handle(endpoint, handler as unknown as ConsoleHandler<E>);
  }

  private async run<E extends ConsoleEndpoint>(
    endpoint: E,
    handler: ConsoleHandler<E>,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    return runPipeline<E, OperatorCaller, ConsoleCtx>(
      this.strategy,
      endpoint,
      handler as (input: RequestOf<E>, ctx: ConsoleCtx) => Promise<ResultOf<E>>,
      req,
      reply,
    );
  }
}

interface OperatorCaller {
  operator: ConsoleOperatorRef | null;
  token: string | null;
}

/**
 * The operator's session strategy: the session cookie, then CSRF (every call but GET on a
 * signed-in endpoint) and the endpoint's roles. Console answers are never cached.
 */
function operatorStrategy(
  opts: ConsoleRouterOptions,
): AuthStrategy<ConsoleEndpoint, OperatorCaller, ConsoleCtx> {
  const attrs = `Path=/console; HttpOnly; SameSite=Strict${opts.secureCookies ? '; Secure' : ''}`;
  const setCookie = (reply: FastifyReply, value: string, expiresAt: Date) =>
    reply.header(
      'set-cookie',
      `${CONSOLE_COOKIE}=${value}; ${attrs}; Expires=${expiresAt.toUTCString()}`,
    );
  const clearCookie = (reply: FastifyReply) =>
    reply.header('set-cookie', `${CONSOLE_COOKIE}=; ${attrs}; Max-Age=0`);
  return {
    failureLog: 'console request failed',
    refuseMoney: opts.refuseMoney,
    checkResponses: opts.checkResponses,
    start: (reply) => reply.header('cache-control', 'no-store'),
    locale: (raw, rawObject) =>
      toLocale(rawObject ? (raw as { locale?: unknown }).locale : undefined),
    authorize: async (endpoint, _input, req, reply) => {
      const token = cookieOf(req, CONSOLE_COOKIE);
      if (endpoint.access === 'signedOut') return { operator: null, token: null };
      const operator = token ? await opts.resolveOperator(token) : null;
      if (!operator || !token) {
        if (token) clearCookie(reply);
        return refusal(State.unauthorized, 'consoleSessionEnded');
      }
      if (endpoint.method !== 'GET' && !sameToken(req.headers[CSRF_HEADER], opts.csrfFor(token))) {
        return refusal(State.forbidden, 'consoleCsrfMissing');
      }
      if (!endpoint.access.includes(operator.role)) {
        return refusal(State.forbidden, 'consoleRoleRefused');
      }
      return { operator, token };
    },
    context: ({ operator, token }, base, req, reply) => ({
      ...base,
      userAgent: String(req.headers['user-agent'] ?? ''),
      operator,
      token,
      audit: (tx, note) =>
        opts.writeAudit(tx, {
          ...note,
          operatorId: operator?.operatorId ?? null,
          actor: operator?.login ?? 'anonymous',
          ip: base.ip,
        }),
      setSessionCookie: (value, expiresAt) => setCookie(reply, value, expiresAt),
      clearSessionCookie: () => clearCookie(reply),
    }),
    success: (_endpoint, result, locale) => ({
      state: State.ok,
      msg: message('ok', locale),
      resultData: result,
    }),
    // Every console answer is the `state` envelope, refusals included.
    failure: (_endpoint, state, msg) => ({ status: 200, body: { state, msg } }),
  };
}

/**
 * One cookie's value, parsed by @fastify/cookie (registered without its per-request hook in
 * app.ts), and only when it has a session token's shape (base64url).
 */
export function cookieOf(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = req.server.parseCookie(header)[name];
  return value !== undefined && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
