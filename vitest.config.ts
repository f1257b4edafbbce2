import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    // The machines have two cores; vitest would otherwise keep one for itself.
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/games', 'apps/server', 'apps/web', 'apps/console'],
  },
});
