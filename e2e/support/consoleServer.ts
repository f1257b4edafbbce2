import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_ROLES, type OperatorRole } from '@cardroom/contract/console';
import { test as base, type Locator, type Page } from '@playwright/test';
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

/**
 * The TOTP steps this worker has spent, per operator. The server takes a code once (it
 * records the step) and accepts the step before and after the current one, so the specs of
 * one worker, which share its server and operators, each sign in with a step not yet spent:
 * the current one, else the next, else they wait for a fresh one.
 */
const spentSteps = new Map<string, Set<number>>();

function unspentStep(op: ConsoleOperator): number | undefined {
  const spent = spentSteps.get(op.login) ?? new Set<number>();
  spentSteps.set(op.login, spent);
  const now = Math.floor(Date.now() / 30_000);
  const step = [now, now + 1].find((s) => !spent.has(s));
  if (step !== undefined) spent.add(step);
  return step;
}

/** A code of a step this worker has not spent yet for the operator (waits for one if need be). */
export async function freshCode(page: Page, op: ConsoleOperator): Promise<string> {
  let step = unspentStep(op);
  while (step === undefined) {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
    step = unspentStep(op);
  }
  return totpNow(op, step - Math.floor(Date.now() / 30_000));
}

/** Signs the operator in through the form and waits for the shell (its Sign out button). */
export async function consoleSignIn(page: Page, op: ConsoleOperator): Promise<void> {
  await page.goto('/console/login');
  await page.getByLabel('Login').fill(op.login);
  await page.getByLabel('Password').fill(op.password);
  await page.getByLabel('Authenticator code').fill(await freshCode(page, op));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Phone widths show the menu as a drawer behind the Menu button (Shell.tsx, console.css). */
const DRAWER_MAX_WIDTH = 720;

/**
 * The console's menu of pages: on a laptop the bar at the top; on a phone the drawer, opened by
 * its Menu button. Decided by the viewport, so a spec never reads the wrong one.
 */
export async function consoleMenu(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) > DRAWER_MAX_WIDTH) {
    return page.getByRole('navigation', { name: 'Console pages' });
  }
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  return drawer.getByRole('navigation', { name: 'Console pages' });
}

/** Opens a page of the console's menu by its name, as an operator would. */
export async function openConsolePage(page: Page, name: string): Promise<void> {
  await (await consoleMenu(page)).getByRole('link', { name, exact: true }).click();
}

/** Whether the menu offers a page (the drawer is closed again on a phone). */
export async function menuHas(page: Page, name: string): Promise<boolean> {
  const menu = await consoleMenu(page);
  await menu.getByRole('link').first().waitFor();
  const has = (await menu.getByRole('link', { name, exact: true }).count()) > 0;
  if ((page.viewportSize()?.width ?? 1280) <= DRAWER_MAX_WIDTH) await page.keyboard.press('Escape');
  return has;
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
          // Every browser test signs up from 127.0.0.1: one address with the sign-ups of a crowd.
          SIGNUPS_PER_ADDRESS_HOUR: '10000',
          OTP_SENDS_PER_ADDRESS_HOUR: '10000',
          SIGNUPS_PER_ADDRESS_DAY: '10000',
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
