import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_ROLES, type OperatorRole } from '@cardroom/contract/console';
import { test as base } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The console specs get a server of their own (MARKET=ID, sandbox on, a fresh embedded
 * database, one per worker) whose first operator is made the way a real deployment makes
 * it: `npm run ops -- operator create` on the data folder before the server starts (PGlite
 * lets one process open it at a time). The printed password and TOTP secret are read from
 * the command's output; the test computes codes as an authenticator app would.
 */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
const OPS_CLI = fileURLToPath(new URL('../../apps/server/src/ops/cli.ts', import.meta.url));

export interface ConsoleOperator {
  login: string;
  password: string;
  totpSecret: string;
}

/** The 6-digit code of the current 30-second step (or a later one). */
export function totpNow(op: ConsoleOperator, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(op.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

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

function createOperator(dir: string, login: string, role: OperatorRole): Promise<ConsoleOperator> {
  return new Promise((resolve, reject) => {
    execFile(
      'node',
      ['--import', 'tsx', OPS_CLI, 'operator', 'create', '--login', login, '--role', role],
      { cwd: REPO_ROOT, env: { ...process.env, PGLITE_DIR: dir, MARKET: 'ID', LOG_LEVEL: 'warn' } },
      (err, stdout) => {
        if (err) return reject(err);
        const field = (name: string) =>
          stdout
            .split('\n')
            .find((l) => l.startsWith(name))
            ?.slice(name.length)
            .trim() ?? '';
        resolve({ login, password: field('password:'), totpSecret: field('TOTP secret:') });
      },
    );
  });
}

async function waitHealthy(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`console e2e server did not start within ${timeoutMs} ms`);
}

export const test = base.extend<
  object,
  {
    consoleServer: {
      url: string;
      /** The finance operator (e2e-finance). */
      operator: ConsoleOperator;
      /** One operator per role, `e2e-<role>`. */
      operators: Record<OperatorRole, ConsoleOperator>;
    };
  }
>({
  consoleServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps object first.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'cardroom-e2e-console-'));
      // One per role, made before the server starts: PGlite's folder has one writer at a time.
      const operators = {} as Record<OperatorRole, ConsoleOperator>;
      for (const role of OPERATOR_ROLES) {
        operators[role] = await createOperator(dir, `e2e-${role}`, role);
      }
      const operator = operators.finance;
      const port = await freePort();
      const proc = spawn('node', ['--import', 'tsx', SERVER_MAIN], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DIR: dir,
          SANDBOX: 'true',
          MARKET: 'ID',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://localhost:${port}`;
      const stop = () => proc.kill('SIGTERM');
      process.once('exit', stop);
      try {
        await waitHealthy(url, 90_000);
        await use({ url, operator, operators });
      } finally {
        process.off('exit', stop);
        stop();
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.url);
  },
});

export { expect } from '@playwright/test';
