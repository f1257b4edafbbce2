import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Some tests start a second app (another market, sandbox off) inside the test: a fresh
    // database and its migrations, which on a busy two-core machine can take half a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker process, so PGlite's WebAssembly is compiled once per worker
    // rather than once per file; every file still opens its own database.
    isolate: false,
  },
});
