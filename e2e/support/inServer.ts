import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { freePort } from './sideServer';

/**
 * The e2e server runs MARKET=ID. The +91 rules (transfer tab, UPI, method availability, the
 * deposit guard) need an Indian market, so specs that need one get a second server of their
 * own: MARKET=IN, sandbox on, a fresh embedded database, one per worker.
 */
async function waitHealthy(url: string, proc: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`MARKET=IN server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`MARKET=IN server did not start within ${timeoutMs} ms`);
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export const test = base.extend<object, { inServerUrl: string }>({
  inServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
    async ({}, use) => {
      const port = await freePort();
      const dir = mkdtempSync(join(tmpdir(), 'cardroom-e2e-in-'));
      const proc = spawn('node', ['--import', 'tsx', SERVER_MAIN], {
        // From the repository root, so `tsx` resolves whatever the runner's working folder is.
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DIR: dir,
          SANDBOX: 'true',
          MARKET: 'IN',
          LOG_LEVEL: 'warn',
          // Every browser test signs up from 127.0.0.1: one address with the sign-ups of a crowd.
          SIGNUPS_PER_ADDRESS_HOUR: '10000',
          OTP_SENDS_PER_ADDRESS_HOUR: '10000',
          SIGNUPS_PER_ADDRESS_DAY: '10000',
          // No dealer rounds beside the specs (live.spec.ts deals on its own: liveServer.ts).
          LIVE_DEALER: 'false',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://localhost:${port}`;
      // If the worker is torn down without running teardown, the server must not outlive it.
      const stop = () => proc.kill('SIGTERM');
      process.once('exit', stop);
      try {
        await waitHealthy(url, proc, 150_000);
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
