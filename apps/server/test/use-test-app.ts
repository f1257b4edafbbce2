import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkLedgerInvariants } from '../src/modules/ledger/index.js';
import { startTestApp, type TestApp, type TestAppOptions } from './harness.js';

/**
 * Starting a database and its migrations on a loaded two-core machine can take a minute;
 * the set-up gets three (the tests themselves keep the project's 60 s).
 */
export const START_TIMEOUT = 180_000;

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
 * order and `afterAll`s in reverse), so a file's own set-up may use it.
 */
export function useTestApp(
  env: Record<string, string> = {},
  opts: UseTestAppOptions = {},
): TestApp {
  const { checkLedger = true, ...appOptions } = opts;
  let app: TestApp | undefined;
  const started = (): TestApp => {
    if (!app) throw new Error('the test app starts in beforeAll: use it inside a test or a hook');
    return app;
  };
  beforeAll(async () => {
    app = await startTestApp(env, appOptions);
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
    // Closed by the afterAll above; a test that closes it early leaves nothing for it to do.
    close: async () => {
      const closing = app;
      app = undefined;
      await closing?.close();
    },
  };
}
