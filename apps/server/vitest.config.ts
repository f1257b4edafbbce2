import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker process, so PGlite's WebAssembly is compiled once per worker
    // rather than once per file; every file still opens its own database.
    isolate: false,
  },
});
