import { test as base } from '@playwright/test';
import { startServer } from './sideServer';

/**
 * The e2e server runs MARKET=ID. The +91 rules (transfer tab, UPI, method availability, the
 * deposit guard) need an Indian market, so specs that need one get a second server of their
 * own: MARKET=IN, sandbox on, a fresh embedded database, one per worker (not per slot like
 * sideServer's: promo-india's claim-mode test needs a server no other spec has used).
 */
export const test = base.extend<object, { inServerUrl: string }>({
  inServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
    async ({}, use) => {
      const server = await startServer({ name: 'in', env: { MARKET: 'IN' }, detached: false });
      const { proc, url } = server;
      // If the worker is torn down without running teardown, the server must not outlive it.
      const stop = () => proc.kill('SIGTERM');
      process.once('exit', stop);
      try {
        await server.healthy;
        await use(url);
      } finally {
        process.off('exit', stop);
        stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ inServerUrl }, use) => {
    await use(inServerUrl);
  },
});

export { expect } from '@playwright/test';
