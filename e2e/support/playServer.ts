import { test as base } from '@playwright/test';
import { sideServer } from './sideServer';

/**
 * The play-money edition (EDITION=play, sandbox on, a fresh embedded database) of either
 * market, one per worker slot and market (sideServer.ts).
 */
export const test = base.extend<object, { playServerUrl: string; playMarket: 'ID' | 'IN' }>({
  // The market of the play server: `test.use({ playMarket: 'IN' })` in a describe gives that
  // describe's tests an IN play-money server.
  playMarket: ['ID', { scope: 'worker', option: true }],
  playServerUrl: [
    async ({ playMarket }, use, workerInfo) => {
      const server = await sideServer({
        name: `play-${playMarket}-${workerInfo.project.name}`,
        env: { MARKET: playMarket, EDITION: 'play' },
        parallelIndex: workerInfo.parallelIndex,
      });
      await use(server.url);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ playServerUrl }, use) => {
    await use(playServerUrl);
  },
});

export { expect } from '@playwright/test';
