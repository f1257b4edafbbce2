import { expect, type Page, type TestInfo } from '@playwright/test';
import { LoginPage } from './login';

// Issue 33: the play-money edition never promises money. Words that would (en and id): a
// deposit, a withdrawal, a transfer reference. "Tarik" is matched as a word, so "menarik" passes.
export const MONEY_PROMISE = /\b(deposits?|withdraw\w*|UTR|setor\w*|tarik|penarikan)\b/i;

/** Each page the player walks, by path, with the element that says it has loaded. */
const WALK: ReadonlyArray<[name: string, path: string, ready: string]> = [
  ['home', '/pages/home/Home', 'home-balance'],
  ['promo', '/pages/promo/Promo', 'promo-page'],
  ['signup', '/pages/promo/SignupBonus', 'signup-tasks'],
  ['vip', '/pages/vip/Vip', 'vip-page'],
  ['earn', '/pages/earn/Earn', 'earn-rules'],
  ['records', '/pages/account/BalanceRecords/BalanceRecords', 'balance-records'],
  ['faq', '/pages/account/FAQ/FAQ', 'faq-page'],
];

/**
 * A new guest of a play-money server walks Home, Promo, the sign-up bonus, Vip, Earn, balance
 * records and the FAQ: no text promises money, the filters and tasks are the edition's, and
 * every Home banner opens a page of the edition. A full-page screenshot of each page is kept in
 * the test's output folder (play-<market>-<lang>-<page>.png) to be looked at.
 */
export async function walkPlayEdition(page: Page, info: TestInfo, market: 'ID' | 'IN') {
  // Seven pages and every banner, with a screenshot each: longer than one page's test.
  info.setTimeout(240_000);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('home-balance')).toBeVisible();
  // The project's language, chosen (the market's own is the default): en at 375, id at 320.
  const lang = info.project.name.endsWith('-id') ? 'id' : 'en';
  await page.goto('/pages/account/Language');
  await page.getByTestId(`language-item-${lang === 'id' ? 'ind' : 'en'}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);

  for (const [name, path, ready] of WALK) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // Let the page's data settle (lists, texts) before reading it.
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text, `${name} (${market}, ${lang})`).not.toMatch(MONEY_PROMISE);
    await page.screenshot({
      path: info.outputPath(`play-${market}-${lang}-${name}.png`),
      fullPage: true,
    });
  }

  // The balance filters offer only what exists here.
  await page.goto('/pages/account/BalanceRecords/BalanceRecords');
  for (const gone of ['deposit', 'withdrawal', 'daily_rebate', 'deposit_bonus']) {
    await expect(page.getByTestId(`type-${gone}`)).toHaveCount(0);
  }
  await expect(page.getByTestId('type-gift')).toHaveText(/^(Free coins|Koin gratis)$/);

  // The sign-up tasks are ones that can be done with coins.
  await page.goto('/pages/promo/SignupBonus');
  await expect(page.getByTestId('signup-task-valid_bet')).toBeVisible();
  await expect(page.getByTestId('signup-task-play_rounds')).toBeVisible();
  for (const gone of ['first_deposit', 'withdraw_password']) {
    await expect(page.getByTestId(`signup-task-${gone}`)).toHaveCount(0);
  }

  // VIP lists no withdrawal benefit and asks no deposit.
  await page.goto('/pages/vip/Vip');
  await expect(page.getByTestId('vip-page')).toBeVisible();
  await expect(page.getByTestId('vip-page')).not.toContainText(/Withdraw|Penarikan/);

  // Every Home banner opens a page of this edition.
  await page.goto('/pages/home/Home');
  const banners = page.locator('[data-testid^="banner-"].banner-slide');
  await expect(banners.first()).toBeAttached();
  const count = await banners.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await page.goto('/pages/home/Home');
    const banner = page.getByTestId(`banner-${i}`);
    await expect(banner).toBeAttached();
    await expect(banner).not.toContainText(MONEY_PROMISE);
    await banner.evaluate((el) => (el as HTMLButtonElement).click());
    await expect(page).not.toHaveURL(/\/pages\/home\/Home$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
}
