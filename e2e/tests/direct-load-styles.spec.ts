import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';

/**
 * Issue 33: Safer play opened directly (or reloaded) showed unstyled grey buttons with bullets,
 * because its menu styles came with the Account page's chunk. Every Account page is opened here
 * by a direct load, and every class its elements carry that the built app styles somewhere
 * must have its rule loaded: a class styled only in another page's stylesheet fails.
 */
const ACCOUNT_PAGES = [
  '/pages/account/Account',
  '/pages/account/Profile/Profile',
  '/pages/account/components/EditProfile/EditProfile',
  '/pages/account/GameRecords/GameRecords',
  '/pages/account/BalanceRecords/BalanceRecords',
  '/pages/account/FeedBack/FeedBack',
  '/pages/account/BankCard/BankCard',
  '/pages/account/BankCard/BankCardList',
  '/pages/account/WithdrawalPassword/WithdrawalPassword',
  '/pages/account/PhoneBinding/PhoneBinding',
  '/pages/account/Language',
  '/pages/account/FAQ/FAQ',
  '/pages/account/Safety',
  '/pages/account/Statement',
  '/pages/account/Safety/Break',
  '/pages/account/Safety/RealityCheck',
];

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;

/** Every class any stylesheet of the built web app styles. */
function builtClasses(): Set<string> {
  const dir = fileURLToPath(new URL('../../apps/web/dist/assets', import.meta.url));
  const out = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.css'))) {
    // Drop url(...) and quoted strings so file names are not read as classes.
    const css = readFileSync(join(dir, f), 'utf8')
      .replace(/url\([^)]*\)/g, '')
      .replace(/"[^"]*"|'[^']*'/g, '');
    for (const m of css.matchAll(CLASS_IN_SELECTOR)) out.add(m[1] as string);
  }
  return out;
}

/** Classes on the page's elements that no loaded stylesheet has a rule for. */
function unstyledOnPage(page: Page, styled: string[]): Promise<string[]> {
  return page.evaluate(
    ({ styled, pattern }) => {
      const re = new RegExp(pattern, 'g');
      const loaded = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule)
            for (const m of rule.selectorText.matchAll(re)) loaded.add(m[1] as string);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      const known = new Set(styled);
      const used = new Set<string>();
      for (const el of Array.from(document.querySelectorAll('[class]')))
        for (const c of Array.from(el.classList)) used.add(c);
      return [...used].filter((c) => known.has(c) && !loaded.has(c)).sort();
    },
    { styled, pattern: CLASS_IN_SELECTOR.source },
  );
}

test('every Account page loaded directly has its styles', async ({ page }) => {
  const styled = [...builtClasses()];
  expect(styled.length).toBeGreaterThan(100);
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();

  const missing: Record<string, string[]> = {};
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.shell-main')).not.toBeEmpty();
    const unstyled = await unstyledOnPage(page, styled);
    if (unstyled.length > 0) missing[path] = unstyled;
  }
  expect(missing).toEqual({});

  // Safer play by reload: its protections are menu rows (flex, no bullets), not grey buttons.
  await page.goto('/pages/account/Safety');
  await page.reload();
  const row = page.getByTestId('safety-break');
  await expect(row).toBeVisible();
  const look = await row.evaluate((el) => {
    const list = el.closest('ul');
    return {
      display: getComputedStyle(el).display,
      background: getComputedStyle(el).backgroundColor,
      bullets: list ? getComputedStyle(list).listStyleType : 'none',
    };
  });
  expect(look.display).toBe('flex');
  expect(look.bullets).toBe('none');
  // A button's default grey (buttonface) is what an unstyled row showed.
  expect(look.background).not.toBe('rgb(239, 239, 239)');
});
