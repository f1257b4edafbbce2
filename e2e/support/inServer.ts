import { test as base } from '@playwright/test';
import { sideServer } from './sideServer';

/**
 * The e2e server runs MARKET=ID. The +91 rules (transfer tab, UPI, method availability, the
 * deposit guard) need an Indian market, so specs that need one get a second server: MARKET=IN,
 * sandbox on, a fresh embedded database, one per worker slot and project (sideServer.ts). Per
 * project: promo-india's claim-mode test failed on a server the other project's specs had used
 * (whichever project makes the claim-mode promotion first, the other finds it made).
 */
export const test = base.extend<object, { inServerUrl: string }>({
  inServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
    async ({}, use, workerInfo) => {
      const server = await sideServer({
        name: `in-${workerInfo.project.name}`,
        env: { MARKET: 'IN' },
        parallelIndex: workerInfo.parallelIndex,
      });
      await use(server.url);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ inServerUrl }, use) => {
    await use(inServerUrl);
  },
});

export { expect } from '@playwright/test';
