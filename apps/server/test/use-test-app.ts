import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkLedgerInvariants } from '../src/modules/ledger/index.js';
import { startTestApp, startTestApps, type TestApp, type TestAppOptions } from './harness.js';

/**
 * Starting a database and its migrations on a loaded two-core machine can take a minute;
 * the set-up gets three (the tests themselves keep the project's 60 s).
 */
export const START_TIMEOUT = 180_000;

/**
 * The app's environment, or a function that answers it when the app starts (after the hooks
 * registered before the call: a stub server's address known only once it listens).
 */
export type TestEnv = Record<string, string> | (() => Record<string, string>);

export interface UseTestAppOptions extends TestAppOptions {
  /**
   * After each test, the ledger's invariants hold (`checkLedgerInvariants` finds nothing).
   * On unless a file breaks the ledger on purpose.
   */
  checkLedger?: boolean;
}

/**
 * The test app of a file (or of the `describe` it is called in): started before its tests,
 * closed after them, the ledger checked after each test. Answers a live view of the app,
 * usable inside tests and hooks (it throws if read before the app started):
 *
 *   const t = useTestApp({ MARKET: 'IN' });
 *   beforeAll(async () => { owner = await signInAs(t, await makeOperator(t, 'owner')); });
 *
 * Hooks registered after the call run after the app started (vitest runs `beforeAll`s in
 * order and `afterAll`s in reverse), so a file's own set-up may use it; hooks registered
 * before it (a stub server to listen first) run before the app starts and close after it.
 */
export function useTestApp(env: TestEnv = {}, opts: UseTestAppOptions = {}): TestApp {
  const { checkLedger = true, ...appOptions } = opts;
  let app: TestApp | undefined;
  const started = (): TestApp => {
    if (!app) throw new Error('the test app starts in beforeAll: use it inside a test or a hook');
    return app;
  };
  beforeAll(async () => {
    app = await startTestApp(typeof env === 'function' ? env() : env, appOptions);
  }, START_TIMEOUT);
  afterAll(async () => {
    const closing = app;
    app = undefined;
    await closing?.close();
  });
  if (checkLedger) {
    afterEach(async () => {
      if (app) expect(await checkLedgerInvariants(app.deps.db)).toEqual([]);
    });
  }
  return liveView(started, async () => {
    const closing = app;
    app = undefined;
    await closing?.close();
  });
}

/**
 * `count` instances on one database (`startTestApps`: several processes behind a load
 * balancer), started before the file's tests and closed after them; the shared ledger is
 * checked after each test.
 */
export function useTestApps(
  count: number,
  env: Record<string, string> = {},
  opts: { checkLedger?: boolean } = {},
): TestApp[] {
  const { checkLedger = true } = opts;
  let apps: (TestApp | undefined)[] = [];
  beforeAll(async () => {
    apps = await startTestApps(count, env);
  }, START_TIMEOUT);
  afterAll(async () => {
    const closing = apps;
    apps = [];
    for (const a of closing) await a?.close();
  });
  if (checkLedger) {
    afterEach(async () => {
      const first = apps[0];
      if (first) expect(await checkLedgerInvariants(first.deps.db)).toEqual([]);
    });
  }
  return Array.from({ length: count }, (_, i) => {
    const started = (): TestApp => {
      const a = apps[i];
      if (!a) throw new Error('the test apps start in beforeAll: use them inside a test or a hook');
      return a;
    };
    return liveView(started, async () => {
      const a = apps[i];
      apps[i] = undefined;
      await a?.close();
    });
  });
}

/**
 * An app of one test's own (a fresh install, another market or setting): started, handed to
 * `fn`, its ledger checked after it, and closed even when `fn` throws.
 */
export async function withTestApp<T>(
  env: Record<string, string>,
  opts: UseTestAppOptions,
  fn: (app: TestApp) => Promise<T>,
): Promise<T> {
  const { checkLedger = true, ...appOptions } = opts;
  const app = await startTestApp(env, appOptions);
  try {
    const result = await fn(app);
    if (checkLedger) expect(await checkLedgerInvariants(app.deps.db)).toEqual([]);
    return result;
  } finally {
    await app.close();
  }
}

/** A view of an app that starts later: every read goes to the app `started` answers. */
function liveView(started: () => TestApp, close: () => Promise<void>): TestApp {
  const inject = (...args: unknown[]) =>
    (started().inject as unknown as (...a: unknown[]) => unknown)(...args);
  return {
    get deps() {
      return started().deps;
    },
    get config() {
      return started().config;
    },
    get routes() {
      return started().routes;
    },
    get jobs() {
      return started().jobs;
    },
    advance: (ms) => started().advance(ms),
    call: (endpoint, payload, callOptions) => started().call(endpoint, payload, callOptions),
    // `inject` is overloaded (a request, or a chain to build one): forwarded as it is.
    inject: inject as TestApp['inject'],
    listen: (host) => started().listen(host),
    // Closed by the afterAll that started it; a test that closes it early leaves nothing for it to do.
    close,
  };
}
