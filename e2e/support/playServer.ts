import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

/**
 * The play-money edition's specs get a server of their own: EDITION=play, MARKET=ID (or IN, the
 * `playMarket` option), sandbox on, a fresh embedded database, one per worker (the shared e2e
 * server is the real edition).
 */
async function waitHealthy(url: string, proc: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`EDITION=play server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`EDITION=play server did not start within ${timeoutMs} ms`);
}

/** A port nobody listens on, from the OS, so reruns and replacement workers never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export const test = base.extend<object, { playServerUrl: string; playMarket: 'ID' | 'IN' }>({
  // The market of the play server: `test.use({ playMarket: 'IN' })` in a describe gives that
  // describe's tests an IN play-money server (a worker of its own).
  playMarket: ['ID', { scope: 'worker', option: true }],
  playServerUrl: [
    async ({ playMarket }, use) => {
      const port = await freePort();
      const dir = mkdtempSync(join(tmpdir(), 'cardroom-e2e-play-'));
      const proc = spawn('node', ['--import', 'tsx', SERVER_MAIN], {
        // From the repository root, so `tsx` resolves whatever the runner's working folder is.
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DIR: dir,
          SANDBOX: 'true',
          MARKET: playMarket,
          EDITION: 'play',
          LOG_LEVEL: 'warn',
          // Every browser test signs up from 127.0.0.1: one address with the sign-ups of a crowd.
          SIGNUPS_PER_ADDRESS_HOUR: '10000',
          OTP_SENDS_PER_ADDRESS_HOUR: '10000',
          SIGNUPS_PER_ADDRESS_DAY: '10000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://localhost:${port}`;
      // If the worker is torn down without running teardown, the server must not outlive it.
      const stop = () => proc.kill('SIGTERM');
      process.once('exit', stop);
      try {
        // Generous: on a busy machine several servers start at once.
        await waitHealthy(url, proc, 150_000);
        await use(url);
      } finally {
        process.off('exit', stop);
        stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ playServerUrl }, use) => {
    await use(playServerUrl);
  },
});

export { expect } from '@playwright/test';
