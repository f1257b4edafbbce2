import { expect, test } from '@playwright/test';
import { GameTablePage, LobbyPage } from '../pages/games';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import {
  expectNoSeriousA11yViolations,
  type Stop,
  settle,
  signInAsGuest,
  visitAll,
} from '../support/axe';

/**
 * Accessibility (issue 35): axe, with the WCAG 2.x A and AA rules, finds nothing serious or
 * critical on the player's pages, signed out and signed in as a guest, nor with a sheet open or
 * at a game table. Runs in both player projects (English at 375 px, Indonesian at 320 px).
 */

const SIGNED_OUT: readonly Stop[] = [
  { path: '/', ready: 'home-login' },
  { path: '/pages/home/Home', ready: 'home-login' },
  { path: '/pages/promo/Promo', ready: 'promo-page' },
  { path: '/pages/vip/Vip', ready: 'vip-page' },
  { path: '/pages/earn/Earn', ready: 'earn-page' },
  { path: '/pages/account/Account', ready: 'account-login' },
  { path: '/pages/Login/Login', ready: 'login-guest' },
  { path: '/pages/Login/LoginV2', ready: 'loginv2-phone' },
  { path: '/pages/Login/Register', ready: 'register-phone' },
  { path: '/pages/Login/ForgetPassword' },
  { path: '/pages/search/Search', ready: 'search-input' },
  { path: '/pages/account/Language' },
  { path: '/pages/account/FAQ/FAQ' },
  { path: '/pages/promo/FirstDeposit/FirstDeposit', ready: 'fd-page' },
  { path: '/pages/promo/RebatePromo/RebatePromo', ready: 'rebate-page' },
  { path: '/pages/promo/Ranking/Ranking' },
];

const SIGNED_IN_TABS_AND_MONEY: readonly Stop[] = [
  { path: '/pages/home/Home', ready: 'home-balance' },
  { path: '/pages/promo/Promo', ready: 'promo-page' },
  { path: '/pages/vip/Vip', ready: 'vip-page' },
  { path: '/pages/earn/Earn', ready: 'earn-page' },
  { path: '/pages/account/Account', ready: 'account-uid' },
  { path: '/pages/wallet/Deposit', ready: 'deposit-tab-1' },
  { path: '/pages/wallet/Withdraw', ready: 'withdraw-page' },
  { path: '/pages/wallet/DepositHistory' },
  { path: '/pages/wallet/WithdrawHistory' },
  { path: '/pages/mail/Mail', ready: 'mail-page' },
];

const SIGNED_IN_ACCOUNT_AND_PROMO: readonly Stop[] = [
  { path: '/pages/account/Safety', ready: 'safety-page' },
  { path: '/pages/account/Safety/Break', ready: 'break-page' },
  { path: '/pages/account/Safety/RealityCheck', ready: 'reality-page' },
  { path: '/pages/account/Statement', ready: 'statement-page' },
  { path: '/pages/account/Profile/Profile' },
  { path: '/pages/account/GameRecords/GameRecords' },
  { path: '/pages/account/BalanceRecords/BalanceRecords' },
  { path: '/pages/account/FeedBack/FeedBack', ready: 'feedback-page' },
  { path: '/pages/promo/Signin/Signin', ready: 'checkin-page' },
  { path: '/pages/promo/SignupBonus', ready: 'signup-page' },
];

const SIGNED_IN_MORE: readonly Stop[] = [
  { path: '/pages/account/components/EditProfile/EditProfile' },
  { path: '/pages/account/WithdrawalPassword/WithdrawalPassword' },
  { path: '/pages/account/PhoneBinding/PhoneBinding' },
  { path: '/pages/account/BankCard/BankCard' },
  { path: '/pages/account/Language' },
  { path: '/pages/promo/CashbackRecord/CashbackRecord' },
  { path: '/pages/search/SearchResult?q=dragon' },
];

/** Every game of the lobby (packages/games). */
const GAMES = ['dragon-tiger', 'andar-bahar', 'teen-patti', 'baccarat'] as const;

test.describe('accessibility (axe, WCAG 2.x A/AA: nothing serious or critical)', () => {
  // English at 375 px (phone-en), Indonesian at 320 px (small-id): each project its language.
  test.beforeEach(async ({ page }, info) => {
    await useLang(page, promoLang(info));
  });
  test.describe.configure({ timeout: 180_000 });

  test('signed-out pages', async ({ page }) => {
    await visitAll(page, SIGNED_OUT, 'signed out');
  });

  test('signed-in pages: tabs, wallet, mail', async ({ page }) => {
    await signInAsGuest(page);
    await visitAll(page, SIGNED_IN_TABS_AND_MONEY, 'guest');
  });

  test('signed-in pages: account, safety, promotions', async ({ page }) => {
    await signInAsGuest(page);
    await visitAll(page, SIGNED_IN_ACCOUNT_AND_PROMO, 'guest');
  });

  test('signed-in pages: profile, passwords, bank card, language, search; every deposit tab', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await visitAll(page, SIGNED_IN_MORE, 'guest');
    await page.goto('/pages/wallet/Deposit');
    const tabs = page.locator('[data-testid^="deposit-tab-"]');
    await settle(page, tabs.first());
    for (const id of await tabs.evaluateAll((els) => els.map((e) => e.dataset.testid ?? ''))) {
      await page.getByTestId(id).click();
      await expect(page.getByTestId(id)).toHaveAttribute('aria-selected', 'true');
      await settle(page, page.locator('.dep').first());
      await expectNoSeriousA11yViolations(page, `guest deposit, ${id}`);
    }
  });

  test('game tables: each game and its pay table, and a dealt round', async ({ page, request }) => {
    await signInAsGuest(page);
    const uid = await page.evaluate(
      () => JSON.parse(localStorage.getItem('uid') ?? '""') as string,
    );
    const credit = await request.post('/sandbox/wallet/credit', {
      data: { uid, amount: 50_000_000 },
    });
    expect(credit.ok()).toBe(true);
    const table = new GameTablePage(page);
    for (const code of GAMES) {
      await page.goto('/pages/home/Home');
      await settle(page, page.getByTestId('lobby'));
      await new LobbyPage(page).openGame(code);
      await settle(page, table.table());
      await expectNoSeriousA11yViolations(page, `game table ${code}`);
      await page.getByTestId('open-pays').click();
      await settle(page, page.getByTestId('pay-table'));
      await expectNoSeriousA11yViolations(page, `game table ${code}, pay table`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('pay-table')).toBeHidden();
    }
    // The last table (baccarat) after a round: the cards, the result and the road.
    await table.bet(100_000, 'player');
    await table.dealAndSettle();
    await settle(page, page.getByTestId('game-result'));
    await expectNoSeriousA11yViolations(page, 'game table baccarat, a round dealt');
  });

  test('open states: the 18+ sheet, the log-out sheet, a game table', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByTestId('login-guest').click();
    // A new guest is asked for 18+ and the terms: the sheet over Home.
    const adult = page.getByTestId('adult-sheet');
    await settle(page, adult);
    await expectNoSeriousA11yViolations(page, 'adult sheet');
    await adult.getByTestId('adult-age').check();
    await adult.getByTestId('adult-terms').check();
    await adult.getByTestId('adult-confirm').click();
    await expect(adult).toBeHidden();

    await page.goto('/pages/account/Account');
    await settle(page, page.getByTestId('account-uid'));
    await page.getByTestId('logout').click();
    await settle(page, page.getByTestId('logout-sheet'));
    await expectNoSeriousA11yViolations(page, 'log-out sheet');
    await page.getByTestId('logout-cancel').click();
    await expect(page.getByTestId('logout-sheet')).toBeHidden();

    await page.goto('/pages/home/Home');
    await settle(page, page.getByTestId('lobby'));
    await new LobbyPage(page).openGame('dragon-tiger');
    const table = new GameTablePage(page);
    await settle(page, table.table());
    await expectNoSeriousA11yViolations(page, 'game table (dragon tiger)');
    await table.openFairness();
    await settle(page, page.getByTestId('fairness'));
    await expectNoSeriousA11yViolations(page, 'game table, fairness panel');
  });

  test('keyboard in a sheet: focus moves in, Tab stays inside, Escape returns it to the opener', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await page.goto('/pages/account/Account');
    await settle(page, page.getByTestId('account-uid'));
    const opener = page.getByTestId('logout');
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('logout-sheet');
    await settle(page, sheet);
    await expect(sheet).toBeFocused();
    const inside = () =>
      sheet.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
