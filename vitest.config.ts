import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
