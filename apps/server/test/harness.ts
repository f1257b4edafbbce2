import type { Endpoint, PayloadOf } from '@cardroom/contract';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import type { Deps } from '../src/deps.js';
import { openTestDatabase } from './databases.js';

/**
 * A real server on a real, private database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL that DATABASE_URL names (dropped afterwards).
 */
export interface TestApp {
  deps: Deps;
  config: Config;
  /** Moves the services' clock forward (expiring codes, ending throttling windows). */
  advance(ms: number): void;
  call<E extends Endpoint>(
    endpoint: E,
    payload: PayloadOf<E> | Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<CallResult>;
  inject: Awaited<ReturnType<typeof buildApp>>['app']['inject'];
  /** Every route the server answers ("METHOD /url") and the jobs it scheduled, by name. */
  routes: string[];
  jobs: string[];
  /** Listens on a real socket (tests through a real proxy); answers the port. */
  listen(host: string): Promise<number>;
  close(): Promise<void>;
}

export interface CallOptions {
  sign?: string;
  uid?: string;
  locale?: 'en' | 'id';
  deviceNumber?: string;
  ip?: string;
  /** Extra common fields or raw overrides. */
  extra?: Record<string, unknown>;
}

export interface CallResult {
  status: number;
  /** On a 500, what the server logged for this request (the error and its stack). */
  serverError?: string;
  // Envelope fields; tests assert on them.
  body: {
    state?: string;
    code?: number;
    msg?: string;
    resultData?: unknown;
    data?: unknown;
    [k: string]: unknown;
  };
}

export interface TestAppOptions {
  /** Receives the server's log lines (pino JSON), for tests about what gets logged. */
  logStream?: { write(line: string): void };
  /** Serve the built web app from WEB_DIST (tests of the static side). */
  serveWeb?: boolean;
  /**
   * PostgreSQL only: the address of a streaming replica of DATABASE_URL's server
   * (scripts/pg-replica.sh); the app's reports read their private database's copy there.
   */
  reportsReplica?: string;
}

export async function startTestApp(
  env: Record<string, string> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const db = await openTestDatabase();
  if (opts.reportsReplica) {
    if (!db.url) throw new Error('a reports replica needs DATABASE_URL (PostgreSQL)');
    const replica = new URL(opts.reportsReplica);
    replica.pathname = new URL(db.url).pathname;
    env = { ...env, REPORTS_DATABASE_URL: replica.toString() };
  }
  try {
    return await buildTestApp(env, opts, db.database, async () => {
      await db.database.close();
      await db.drop();
    });
  } catch (err) {
    await db.database.close();
    await db.drop();
    throw err;
  }
}

/**
 * `count` server instances on ONE private database, as several processes behind a load
 * balancer share one PostgreSQL: on PostgreSQL each instance has its own connection pool;
 * on PGlite (one process may open a database) they share its one connection. Each instance
 * has its own in-process state (caches, per-app maps), so what works across them cannot
 * lean on memory. One clock for all (`advance` on any moves every instance's).
 */
export async function startTestApps(
  count: number,
  env: Record<string, string> = {},
): Promise<TestApp[]> {
  const db = await openTestDatabase();
  const extra: Database[] = [];
  const apps: TestApp[] = [];
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  let open = count;
  const closeOne = async () => {
    if (--open > 0) return;
    for (const d of extra) await d.close();
    await db.database.close();
    await db.drop();
  };
  try {
    for (let i = 0; i < count; i++) {
      let database = db.database;
      if (i > 0 && db.url) {
        database = await openDatabase({ databaseUrl: db.url, poolSize: 10 });
        extra.push(database);
      }
      apps.push(await buildTestApp(env, {}, database, closeOne, clock));
    }
    return apps;
  } catch (err) {
    for (const a of apps) await a.close();
    if (apps.length === 0) {
      for (const d of extra) await d.close();
      await db.database.close();
      await db.drop();
    }
    throw err;
  }
}

async function buildTestApp(
  env: Record<string, string>,
  opts: TestAppOptions,
  database: Database,
  release: () => Promise<void>,
  sharedClock?: { now(): Date; advance(ms: number): void },
): Promise<TestApp> {
  // Without a stream of its own, a test app logs its errors into memory: a call that fails
  // with a system error then carries the server's own account of it (CallResult.serverError),
  // so a failure that happens once in a thousand runs says what went wrong.
  const errors = opts.logStream ? null : new ErrorLog();
  const stream = opts.logStream ?? errors;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: errors ? 'error' : 'silent',
    SANDBOX: 'true',
    ...env,
  } as NodeJS.ProcessEnv);
  let offset = 0;
  const clock = sharedClock ?? {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const built = await buildApp({
    config,
    database,
    now: clock.now,
    ...(stream ? { logStream: stream } : {}),
    serveWeb: opts.serveWeb ?? false,
  });
  await built.app.ready();
  // The jobs' first runs (started by ready) end before the test writes anything.
  await built.jobsIdle();
  const { app, deps } = built;
  return {
    deps,
    config,
    advance(ms) {
      clock.advance(ms);
    },
    inject: app.inject.bind(app),
    routes: built.routes,
    jobs: built.jobs,
    async listen(host) {
      await app.listen({ host, port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return address.port;
    },
    async call(endpoint, payload, opts = {}) {
      const common: Record<string, unknown> = {
        appId: 621108,
        deviceNumber: opts.deviceNumber ?? 'test-device',
        locale: opts.locale ?? 'en',
        appPackageName: 'Web',
        ...(opts.sign ? { sign: opts.sign } : {}),
        ...(opts.uid ? { uid: opts.uid } : {}),
        ...opts.extra,
      };
      const all = { ...common, ...(payload as Record<string, unknown>) };
      const res =
        endpoint.method === 'GET'
          ? await app.inject({
              method: 'GET',
              url: endpoint.path,
              query: Object.fromEntries(Object.entries(all).map(([k, v]) => [k, String(v)])),
              remoteAddress: opts.ip ?? '127.0.0.1',
            })
          : await app.inject({
              method: 'POST',
              url: endpoint.path,
              payload: all,
              remoteAddress: opts.ip ?? '127.0.0.1',
            });
      const body = res.json() as CallResult['body'];
      const failed = body.state === '500' || body.code === 500;
      const logged = failed ? errors?.of(String(res.headers['x-request-id'])) : undefined;
      return { status: res.statusCode, body, ...(logged ? { serverError: logged } : {}) };
    },
    async close() {
      await app.close();
      await release();
    },
  };
}

/** The last error lines a test app logged, by request id (pino JSON lines with `reqId`). */
class ErrorLog {
  private readonly lines = new Map<string, string>();

  write(line: string): void {
    let reqId: unknown;
    try {
      reqId = (JSON.parse(line) as { reqId?: unknown }).reqId;
    } catch {
      return; // not a pino line
    }
    // Only what a request logged: that is what a failing call is asked about.
    if (typeof reqId !== 'string') return;
    this.lines.set(reqId, `${this.lines.get(reqId) ?? ''}${line}`.slice(0, 20_000));
    // A test app lives for one file; a few hundred entries cover any failing call.
    if (this.lines.size > 500) {
      const oldest = this.lines.keys().next().value;
      if (oldest !== undefined) this.lines.delete(oldest);
    }
  }

  of(reqId: string): string | undefined {
    return this.lines.get(reqId);
  }
}
