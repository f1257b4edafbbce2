import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { LoginPage } from '../pages/login';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe files under these tags. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core itself, put into the page and run there. `@axe-core/playwright`'s `analyze()` did the
 * same work 3.3 times slower here (16 page checks: 28.6 s against 8.6 s, the same violations and
 * passes on every page): it runs axe in parts and opens a second, blank page to join them, on
 * every call; its legacy mode hung on our pages. The axe specs were a third of the browser
 * suite's time.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_A_AA },
  // Only violations are read: axe skips writing up every passing element.
  resultTypes: ['violations'],
};

/** Runs axe on the page as it is now, in every frame (axe joins the frames' results itself). */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) await frame.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/** How many of a violation's elements the failure names (the rest are counted). */
const TARGETS_SHOWN = 3;

/**
 * Runs axe on the page as it is now and fails the test (softly: the test goes on to its next
 * page, so one run lists them all) with one line per serious or critical violation: the rule,
 * its help text, how many elements break it and the first few of them as selectors.
 * Moderate and minor findings are not failures here.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await runAxe(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const lines = serious.map((v) => {
    const targets = v.nodes
      .slice(0, TARGETS_SHOWN)
      .map((n) => n.target.map(String).join(' >>> '))
      .join(' | ');
    const more = v.nodes.length > TARGETS_SHOWN ? ` (+${v.nodes.length - TARGETS_SHOWN} more)` : '';
    // What the first element lacks, as axe says it (for contrast: the ratio and both colours).
    const first = v.nodes[0];
    const why = first ? [...first.any, ...first.all, ...first.none][0]?.message : undefined;
    return `${v.id} [${v.impact}] ${v.help} - ${v.nodes.length} element(s): ${targets}${more}${why ? ` - ${why}` : ''}`;
  });
  expect.soft(lines, `${label}: serious or critical axe violations`).toEqual([]);
}

/** A page to check and what shows once its content is in (else the page's first content). */
export interface Stop {
  path: string;
  ready?: string;
}

/**
 * Waits until what axe will read is what a player sees: the page's content, no loading
 * indicator, and no transition still fading colours in (a half-faded text fails contrast).
 */
export async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Opens each page in turn, checks it is that page (not where a guard sent it) and runs axe. */
export async function visitAll(page: Page, stops: readonly Stop[], who: string) {
  for (const stop of stops) {
    await page.goto(stop.path);
    const ready = stop.ready
      ? page.getByTestId(stop.ready).first()
      : page.locator('main.shell-main > *').first();
    await settle(page, ready);
    // The page itself, not where a guard sent the visit (the entry forwards to Home).
    const path = stop.path === '/' ? '/pages/home/Home' : (stop.path.split('?')[0] ?? '');
    expect(new URL(page.url()).pathname).toBe(path);
    await expectNoSeriousA11yViolations(page, `${who} ${stop.path}`);
  }
}

/** A new guest, past the 18+ sheet, on Home. */
export async function signInAsGuest(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('home-balance')).toBeVisible();
}

/** The signed-in player's uid, as the app keeps it. */
export async function currentUid(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
}
