import { expect, test } from '@playwright/test';
import { GameTablePage, LobbyPage } from '../pages/games';
import { MailPage } from '../pages/inbox';
import { LoginPage } from '../pages/login';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import {
  currentUid,
  expectNoSeriousA11yViolations,
  settle,
  signInAsGuest,
  visitAll,
} from '../support/axe';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * Accessibility (issue 35), the states a11y.spec's empty pages do not reach: pages once money
 * has moved (an order's detail, the inbox with a message, records with rows, VIP's celebration),
 * the withdraw flow, the promotion detail pages, and the sheets a player opens (terms, privacy,
 * change password, a round's detail, one-click credentials). MARKET=ID; English at 375 px
 * (phone-en) and Indonesian at 320 px (small-id). The Indian pages: a11y-india.spec.ts.
 */

// Long flows (a deposit, a round, a withdrawal) with axe at each stop; 5 min on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }, info) => {
  await useLang(page, promoLang(info));
});

test('after a deposit and a round: order detail, inbox, VIP celebration, records and a round detail', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  const dep = new DepositPage(page);
  await dep.open();
  await dep.amount('online').fill('100000');
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await new OrderDetailPage(page).expectStatus('success');
  await settle(page, page.getByTestId('order-status'));
  await expectNoSeriousA11yViolations(page, 'deposit order detail, success');

  // A second order left unpaid, so the history lists a pending one too.
  await dep.open();
  await dep.amount('online').fill('50000');
  await dep.submitOnline();
  await pay.expectLoaded();
  await page.goto('/pages/wallet/DepositHistory');
  await settle(page, page.locator('main.shell-main > *').first());
  await expectNoSeriousA11yViolations(page, 'deposit history with orders');

  const mail = new MailPage(page);
  await page.goto('/pages/mail/Mail');
  await mail.expectLoaded();
  await expect(mail.rows().first()).toBeVisible({ timeout: 20_000 });
  await settle(page, mail.rows().first());
  await expectNoSeriousA11yViolations(page, 'inbox with a message');
  await mail.rows().first().click();
  await settle(page, mail.view());
  await expectNoSeriousA11yViolations(page, 'inbox, a message open');

  // A Rp 500.000 round after Rp 100.000 deposited reaches VIP 1: the celebration.
  await sandbox.credit(request, await currentUid(page), 50_000_000);
  await page.goto('/pages/home/Home');
  await new LobbyPage(page).openGame('dragon-tiger');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await table.bet(50_000_000, 'dragon');
  await table.deal();
  await settle(page, page.getByTestId('game-result'));
  await expectNoSeriousA11yViolations(page, 'dragon tiger, a round dealt');

  await page.goto('/pages/vip/Vip');
  await settle(page, page.getByTestId('vip-celebration'));
  await expectNoSeriousA11yViolations(page, 'VIP celebration');
  await page.getByTestId('vip-celebration-close').click();
  await settle(page, page.getByTestId('vip-history-1'));
  await expectNoSeriousA11yViolations(page, 'VIP 1 with its history');

  await page.goto('/pages/account/GameRecords/GameRecords');
  await settle(page, page.getByTestId('record-row').first());
  await expectNoSeriousA11yViolations(page, 'game records with a round');
  await page.getByTestId('record-open').first().click();
  await settle(page, page.getByTestId('round-detail'));
  await expectNoSeriousA11yViolations(page, 'game records, a round detail');

  await visitAll(
    page,
    [
      { path: '/pages/account/BalanceRecords/BalanceRecords' },
      { path: '/pages/account/Statement', ready: 'statement-page' },
      { path: '/pages/promo/FirstDeposit/FirstDeposit', ready: 'fd-page' },
    ],
    'after money moved',
  );
});

test('withdraw flow: bank accounts, the filled form, the wait page, history with an order', async ({
  page,
  request,
}) => {
  await signInAsGuest(page);
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);

  await page.goto('/pages/account/BankCard/BankCardList');
  await settle(page, page.getByTestId('bank-list-page'));
  await expectNoSeriousA11yViolations(page, 'bank accounts, none yet');
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await settle(page, page.getByTestId('bank-list-page'));
  await expectNoSeriousA11yViolations(page, 'bank accounts, one');

  await sandbox.credit(request, await flow.uid(), 100_000_000);
  await page.goto('/pages/wallet/Withdraw');
  await page.getByTestId('withdraw-amount').fill('100000');
  await expect(page.getByTestId('withdraw-arrival')).not.toHaveText('—');
  await settle(page, page.getByTestId('withdraw-password'));
  await expectNoSeriousA11yViolations(page, 'withdraw form, filled');

  await flow.withdraw('500000', 'pin-2468');
  await settle(page, page.getByTestId('withdraw-wait-text'));
  await expectNoSeriousA11yViolations(page, 'withdraw wait');
  await flow.history();
  await settle(page, page.getByTestId('withdraw-history-page'));
  await expectNoSeriousA11yViolations(page, 'withdraw history with an order');
});

test('promotion detail pages, FAQ answers and the sheets a player opens', async ({ page }) => {
  // Signed out: the terms and privacy sheets from the sign-up form, the one-click credentials.
  await new LoginPage(page).open();
  await new LoginPage(page).goToRegister();
  await page.getByTestId('register-terms-link').click();
  await settle(page, page.getByTestId('legal-terms'));
  await expectNoSeriousA11yViolations(page, 'terms sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('legal-terms')).toHaveCount(0);
  await page.getByTestId('register-privacy-link').click();
  await settle(page, page.getByTestId('legal-privacy'));
  await expectNoSeriousA11yViolations(page, 'privacy sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('legal-privacy')).toHaveCount(0);

  await visitAll(
    page,
    [
      { path: '/pages/promo/Jili', ready: 'gift-page' },
      { path: '/pages/promo/InvitationalRanks', ready: 'invite-ranking-page' },
    ],
    'signed out',
  );
  await page.goto('/pages/account/FAQ/FAQ');
  await page.locator('[data-testid^="faq-question-"]').first().click();
  await settle(page, page.getByTestId('faq-answer-text'));
  await expectNoSeriousA11yViolations(page, 'an FAQ answer');

  await page.goto('/pages/Login/Register');
  await page.getByTestId('register-oneclick').click();
  await settle(page, page.getByTestId('oneclick-dialog'));
  await expectNoSeriousA11yViolations(page, 'one-click credentials');
  await page.getByTestId('oneclick-done').click();
  await settle(page, page.getByTestId('adult-sheet'));
  await expectNoSeriousA11yViolations(page, 'adult sheet after one-click');
  await page.getByTestId('adult-age').check();
  await page.getByTestId('adult-terms').check();
  await page.getByTestId('adult-confirm').click();
  await expect(page.getByTestId('adult-sheet')).toHaveCount(0);

  await visitAll(
    page,
    [
      { path: '/pages/promo/Jili', ready: 'gift-page' },
      { path: '/pages/promo/InvitationalRanks', ready: 'invite-ranking-page' },
      { path: '/pages/promo/Ranking/Ranking' },
      { path: '/pages/promo/FirstDeposit/FirstDeposit', ready: 'fd-page' },
      { path: '/pages/promo/RebatePromo/RebatePromo', ready: 'rebate-page' },
      { path: '/pages/account/FAQ/FAQ' },
    ],
    'signed in',
  );

  await page.goto('/pages/account/Account');
  await settle(page, page.getByTestId('account-uid'));
  await page.getByTestId('account-menu-change-password').click();
  await settle(page, page.getByTestId('change-password-sheet'));
  await expectNoSeriousA11yViolations(page, 'change-password sheet');
});
