import { test as base } from '@playwright/test';
import { sideServer } from './sideServer';

/**
 * A server that deals live tables (LIVE_DEALER=true; the main e2e server does not, so no other
 * spec runs beside dealer rounds): MARKET=ID, one Dragon Tiger table with short rounds
 * (apps/server/test/e2e-live-server.ts), one per worker slot (sideServer.ts).
 */
export const test = base.extend<object, { liveServerUrl: string }>({
  liveServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
    async ({}, use, workerInfo) => {
      const server = await sideServer({
        name: 'live',
        env: { MARKET: 'ID', LIVE_DEALER: 'true', LIVE_CHAIN_LENGTH: '5000' },
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

export { expect } from '@playwright/test';
