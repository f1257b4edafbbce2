import { test as base } from '@playwright/test';
import { sideServer } from './sideServer';

/**
 * A server that deals live tables (LIVE_DEALER=true; the main e2e server does not, so no other
 * spec runs beside dealer rounds), with one table whose rounds are short
 * (apps/server/test/e2e-live-server.ts), one per worker slot (sideServer.ts).
 */
function liveServerTest(name: string, env: Record<string, string>) {
  return base.extend<object, { liveServerUrl: string }>({
    liveServerUrl: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
      async ({}, use, workerInfo) => {
        const server = await sideServer({
          name,
          env: { LIVE_DEALER: 'true', LIVE_CHAIN_LENGTH: '5000', ...env },
          main: 'apps/server/test/e2e-live-server.ts',
          parallelIndex: workerInfo.parallelIndex,
        });
        await use(server.url);
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ liveServerUrl }, use) => {
      await use(liveServerUrl);
    },
  });
}

/** MARKET=ID, Dragon Tiger. */
export const test = liveServerTest('live', { MARKET: 'ID', LIVE_E2E_TABLE: 'dragon-tiger-1' });

/** MARKET=IN, Andar Bahar (rupees, Indian grouping). */
export const testIndia = liveServerTest('live-in', {
  MARKET: 'IN',
  LIVE_E2E_TABLE: 'andar-bahar-1',
});

export { expect } from '@playwright/test';
