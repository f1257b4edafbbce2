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
import { AppError } from './errors.js';
import { nulField, validationMessage } from './validation.js';

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
 * -> role -> handler -> envelope, in this one place, so a console handler never runs for a
 * caller who may not call it. An endpoint without roles cannot be registered.
 */
export class ConsoleRouter {
  readonly registered = new Set<string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: ConsoleRouterOptions,
  ) {}

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

  private async run<E extends ConsoleEndpoint>(
    endpoint: E,
    handler: ConsoleHandler<E>,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('cache-control', 'no-store');
    const raw = endpoint.method === 'GET' ? req.query : (req.body ?? {});
    const rawObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    const locale = toLocale(rawObject ? (raw as { locale?: unknown }).locale : undefined);
    const fail = (state: string, msg: string) => reply.send({ state, msg });
    if (endpoint.money && this.opts.refuseMoney) {
      return fail(State.badRequest, message('playNoMoney', locale));
    }
    if (!rawObject) return fail(State.badRequest, message('badRequest', locale));
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) return fail(State.badRequest, validationMessage(parsed.error, locale));
    const input = parsed.data as RequestOf<E>;
    const nul = nulField(input);
    if (nul) return fail(State.badRequest, message('invalidField', locale, { field: nul }));

    const token = cookieOf(req, CONSOLE_COOKIE);
    let operator: ConsoleOperatorRef | null = null;
    if (endpoint.access !== 'signedOut') {
      operator = token ? await this.opts.resolveOperator(token) : null;
      if (!operator || !token) {
        if (token) this.clearCookie(reply);
        return fail(State.unauthorized, message('consoleSessionEnded', locale));
      }
      if (
        endpoint.method !== 'GET' &&
        !sameToken(req.headers[CSRF_HEADER], this.opts.csrfFor(token))
      ) {
        return fail(State.forbidden, message('consoleCsrfMissing', locale));
      }
      if (!endpoint.access.includes(operator.role)) {
        return fail(State.forbidden, message('consoleRoleRefused', locale));
      }
    }
    const ip = req.ip;
    const ctx: ConsoleCtx = {
      locale,
      ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      requestId: String(req.id),
      log: req.log,
      operator,
      token: operator ? token : null,
      audit: (tx, note) =>
        this.opts.writeAudit(tx, {
          ...note,
          operatorId: operator?.operatorId ?? null,
          actor: operator?.login ?? 'anonymous',
          ip,
        }),
      setSessionCookie: (value, expiresAt) => this.setCookie(reply, value, expiresAt),
      clearSessionCookie: () => this.clearCookie(reply),
    };
    try {
      const result = await handler(input, ctx as ConsoleCtx<SignedFor<E>>);
      const body = { state: State.ok, msg: message('ok', locale), resultData: result };
      if (this.opts.checkResponses) {
        const check = endpoint.response.safeParse(body);
        if (!check.success) {
          req.log.error({ issues: check.error.issues }, 'answer does not match the contract');
          throw new Error(`answer of ${endpoint.path} does not match the contract`);
        }
      }
      return reply.send(body);
    } catch (err) {
      if (err instanceof AppError) return fail(err.state, message(err.key, locale, err.params));
      req.log.error({ err }, 'console request failed');
      return fail(State.system, message('system', locale));
    }
  }

  private cookieAttrs(): string {
    return `Path=/console; HttpOnly; SameSite=Strict${this.opts.secureCookies ? '; Secure' : ''}`;
  }

  private setCookie(reply: FastifyReply, value: string, expiresAt: Date): void {
    reply.header(
      'set-cookie',
      `${CONSOLE_COOKIE}=${value}; ${this.cookieAttrs()}; Expires=${expiresAt.toUTCString()}`,
    );
  }

  private clearCookie(reply: FastifyReply): void {
    reply.header('set-cookie', `${CONSOLE_COOKIE}=; ${this.cookieAttrs()}; Max-Age=0`);
  }
}

/** One cookie's value from the Cookie header (tokens are base64url: nothing to decode). */
export function cookieOf(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
