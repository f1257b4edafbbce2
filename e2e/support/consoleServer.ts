import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorRole } from '@cardroom/contract/console';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sideServer } from './sideServer';

/**
 * The console specs get a server of their own (MARKET=ID, sandbox on, a fresh embedded
 * database, one per worker slot and project: sideServer.ts) with one operator per role, made by the
 * operators service `npm run ops -- operator create` calls, before the server listens
 * (apps/server/test/e2e-console-server.ts). Their passwords and TOTP secrets are read from
 * the file it writes; the test computes codes as an authenticator app would.
 */
export interface ConsoleOperator {
  login: string;
  password: string;
  totpSecret: string;
}

/** This worker's console server folder, where the steps spent are kept (set by the fixture). */
let serverDir: string | undefined;

/** The 6-digit code of the current 30-second step (or a later one). */
export function totpNow(op: ConsoleOperator, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(op.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * The TOTP steps spent on the slot's server, per operator. The server takes a code once (it
 * records the step) and accepts the step before and after the current one, so the specs that
 * share a server and its operators each sign in with a step not yet spent: the current one,
 * else the next, else they wait for a fresh one. Kept in a file beside the server's database:
 * the workers that follow in the slot reuse the server and must not reuse a step.
 */
function unspentStep(op: ConsoleOperator): number | undefined {
  if (!serverDir) throw new Error('freshCode needs the consoleServer fixture');
  const file = join(serverDir, `spent-${op.login}.json`);
  const spent = new Set<number>(
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as number[]) : [],
  );
  const now = Math.floor(Date.now() / 30_000);
  const step = [now, now + 1].find((s) => !spent.has(s));
  if (step !== undefined) {
    spent.add(step);
    writeFileSync(file, JSON.stringify([...spent].filter((s) => s >= now - 2)));
  }
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

/**
 * Signs the operator in and waits for the shell (its Sign out button). The first time in a
 * worker slot through the form; afterwards as a returning operator whose session cookie is
 * still good (the console asks the server who is signed in), falling back to the form when the
 * session has ended. Every form sign-in spends a TOTP step, and an operator has three usable at
 * a time: the specs waited up to a minute for fresh ones (console.spec.ts tests the form).
 */
export async function consoleSignIn(page: Page, op: ConsoleOperator): Promise<void> {
  const saved = serverDir ? join(serverDir, `session-${op.login}.json`) : undefined;
  if (saved && existsSync(saved)) {
    await page.context().addCookies(JSON.parse(readFileSync(saved, 'utf8')));
    await page.goto('/console/');
    const shell = page.getByRole('button', { name: 'Sign out' });
    await shell.or(page.getByLabel('Authenticator code')).first().waitFor();
    if (await shell.isVisible()) return;
    await page.context().clearCookies();
  }
  await page.goto('/console/login');
  await page.getByLabel('Login').fill(op.login);
  await page.getByLabel('Password').fill(op.password);
  await page.getByLabel('Authenticator code').fill(await freshCode(page, op));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  if (saved) writeFileSync(saved, JSON.stringify(await page.context().cookies()));
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
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // The drawer closes when the path changes (Shell.tsx): a tap just after sign-in can land before
  // the console forwards to its first page, and that forward closes it again (the stop 47 CI run
  // waited 3 minutes on a drawer opened and closed). An operator taps again; so does the spec.
  await expect(async () => {
    if (!(await drawer.isVisible())) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
    }
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
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
    async ({}, use, workerInfo) => {
      const server = await sideServer({
        // One per project too: the console projects run the same specs, and a spec may make
        // things with fixed names (an operator's login) that it expects to be new.
        name: `console-${workerInfo.project.name}`,
        env: { MARKET: 'ID' },
        main: 'apps/server/test/e2e-console-server.ts',
        parallelIndex: workerInfo.parallelIndex,
      });
      serverDir = server.dir;
      const operators = JSON.parse(
        readFileSync(join(server.dir, 'operators.json'), 'utf8'),
      ) as Record<OperatorRole, ConsoleOperator>;
      await use({ url: server.url, operator: operators.finance, operators });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ consoleServer }, use) => {
    await use(consoleServer.url);
  },
});

export { expect } from '@playwright/test';
