import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
// A fresh embedded database for every run, so tests never see a previous run's players; or,
// with E2E_DATABASE_URL, an empty PostgreSQL database the caller made (CI does: the specs ran a
// third faster on it, 86-90 s against 128-132 s for four specs, measured twice in turn).
const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-e2e-'));
// The run's folder for the side servers' records (support/sideServer.ts). Set once, in the runner,
// before the workers start: they inherit it (this file is evaluated again in each worker).
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'cardroom-e2e-run-'));

// Debian's Chromium headless shell (package chromium-headless-shell, what Playwright itself runs
// headless) when installed: the same Blink, without the full browser's window, top chrome and
// GPU process, measured 14% faster here. Otherwise the full Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI asks for a JSON report (its path in PLAYWRIGHT_JSON_OUTPUT_NAME) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: './artifacts',
  globalSetup: './support/setup.ts',
  globalTeardown: './support/teardown.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // E2E_SCREENSHOT=on keeps every test's last screen, to look at what a page shows.
    screenshot: process.env.E2E_SCREENSHOT === 'on' ? 'on' : 'only-on-failure',
    // Recording a trace of every test (to keep the failures') doubled the suite's time here
    // (20 tests: 2.6 min against 1.3 min). A failure keeps its screenshot and error context;
    // E2E_TRACE=retain-on-failure records traces when one needs them.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    isMobile: true,
    hasTouch: true,
  },
  projects: [
    {
      name: 'phone-en',
      testIgnore: /console(-[a-z-]+)?\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, locale: 'en-US' },
    },
    {
      name: 'small-id',
      testIgnore: /console(-[a-z-]+)?\.spec\.ts/,
      use: { viewport: { width: 320, height: 640 }, locale: 'id-ID' },
    },
    // The operator console (console.spec.ts, console-<page>.spec.ts) is English and
    // laptop-first; it must stay usable on a phone.
    {
      name: 'console-laptop',
      testMatch: /console(-[a-z-]+)?\.spec\.ts/,
      use: {
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
        isMobile: false,
        hasTouch: false,
      },
    },
    // On a phone: sign-in, the queue and its dialog (console.spec.ts), the generated settings
    // forms (console-settings.spec.ts), axe on every page (console-axe.spec.ts), issue 37's
    // reports and payments desks (console-reports, -deposits-desk, -withdrawals-desk), issue 38's
    // player list, player page, risk on the queues and operator management (console-crm,
    // -players, -risk, -operators). Every console spec passes here too (run with
    // CONSOLE_PHONE_ALL=1); CI keeps this list to stay inside its time.
    {
      name: 'console-phone',
      testMatch: process.env.CONSOLE_PHONE_ALL
        ? /console(-[a-z-]+)?\.spec\.ts/
        : /console(-settings|-axe|-deposits-desk|-withdrawals-desk|-reports|-risk|-crm|-players|-operators)?\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, locale: 'en-US' },
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PGLITE_DIR: dataDir,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      SANDBOX: 'true',
      MARKET: 'ID',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1: one address with the sign-ups of a crowd.
      SIGNUPS_PER_ADDRESS_HOUR: '10000',
      SIGNUPS_PER_ADDRESS_DAY: '10000',
      OTP_SENDS_PER_ADDRESS_HOUR: '10000',
      // No dealer rounds beside the specs (live.spec.ts deals on its own: liveServer.ts).
      LIVE_DEALER: 'false',
    },
  },
});
