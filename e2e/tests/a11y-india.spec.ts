import { randomInt } from 'node:crypto';
import { promoLang, useLang } from '../pages/promo';
import { DepositPage, ORDER_DETAIL_PATH } from '../pages/wallet';
import { expectNoSeriousA11yViolations, settle, signInAsGuest, visitAll } from '../support/axe';
import { expect, test } from '../support/inServer';

/**
 * Accessibility (issue 35) in India (MARKET=IN, rupees): the tabs signed out and in, the
 * deposit tabs, the UPI and IMPS transfer pages, the instructions, the self-service UTR page,
 * an order's detail after a UTR, the bank account form with its IFSC, and the deposit-closed
 * popup. English at 375 px (phone-en), Indonesian at 320 px (small-id).
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, info) => {
  await useLang(page, promoLang(info));
});

const utr12 = () => String(randomInt(100_000, 1_000_000)) + String(randomInt(100_000, 1_000_000));

test('India: tabs signed out and signed in, withdraw and the bank account form', async ({
  page,
}) => {
  await visitAll(
    page,
    [
      { path: '/', ready: 'home-login' },
      { path: '/pages/promo/Promo', ready: 'promo-page' },
      { path: '/pages/vip/Vip', ready: 'vip-page' },
      { path: '/pages/earn/Earn', ready: 'earn-page' },
      { path: '/pages/account/Account', ready: 'account-login' },
    ],
    'IN signed out',
  );
  await signInAsGuest(page);
  await visitAll(
    page,
    [
      { path: '/pages/home/Home', ready: 'home-balance' },
      { path: '/pages/promo/Promo', ready: 'promo-page' },
      { path: '/pages/vip/Vip', ready: 'vip-page' },
      { path: '/pages/earn/Earn', ready: 'earn-page' },
      { path: '/pages/account/Account', ready: 'account-uid' },
      { path: '/pages/wallet/Withdraw', ready: 'withdraw-page' },
      { path: '/pages/account/BankCard/BankCard' },
      { path: '/pages/account/BankCard/BankCardList', ready: 'bank-list-page' },
      { path: '/pages/wallet/TransferInstructions', ready: 'transfer-instructions' },
      { path: '/pages/wallet/SelfUtrInfo', ready: 'self-utr' },
    ],
    'IN guest',
  );
});

test('India: every deposit tab, UPI and IMPS details, an order after its UTR', async ({ page }) => {
  await signInAsGuest(page);
  const dep = new DepositPage(page);
  await dep.open();
  const tabs = page.locator('[data-testid^="deposit-tab-"]');
  for (const id of await tabs.evaluateAll((els) => els.map((e) => e.dataset.testid ?? ''))) {
    await page.getByTestId(id).click();
    await expect(page.getByTestId(id)).toHaveAttribute('aria-selected', 'true');
    await settle(page, page.locator('.dep').first());
    await expectNoSeriousA11yViolations(page, `IN deposit, ${id}`);
  }

  for (const method of ['imps', 'upi'] as const) {
    await dep.open();
    await dep.chooseTab(2);
    await dep.chooseTransferMethod(method);
    await dep.chip('transfer', 50_000).click();
    await dep.submitTransfer();
    const detail = method === 'upi' ? 'DepositUpiDetail' : 'DepositImpsDetail';
    await expect(page).toHaveURL((u) => u.pathname === `/pages/wallet/${detail}`);
    await settle(page, page.getByTestId('utr-input'));
    await expectNoSeriousA11yViolations(page, `IN ${detail}`);
  }
  // The form's own error, shown beside the field.
  await page.getByTestId('utr-submit').click();
  await settle(page, page.getByTestId('form-error'));
  // Back to the top: scrolled to the error, the order number's copy button sits under the sticky
  // header, which axe's target-size rule counts as a target covered (it is one scroll away).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('form-error')).toBeAttached();
  await expectNoSeriousA11yViolations(page, 'IN DepositUpiDetail, an error shown');

  await page.getByTestId('utr-input').fill(utr12());
  await page.getByTestId('utr-submit').click();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await settle(page, page.getByTestId('order-utr'));
  await expectNoSeriousA11yViolations(page, 'IN order detail, waiting for the UTR match');
  await page.goto('/pages/wallet/DepositHistory');
  await settle(page, page.locator('main.shell-main > *').first());
  await expectNoSeriousA11yViolations(page, 'IN deposit history with an order');
});

test('India: the deposit-closed popup', async ({ page }) => {
  await page.route('**/recharge/getChargeInfo', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { code: number; data?: Record<string, unknown> };
    if (body.data) body.data.rechargeOpen = false;
    await route.fulfill({ response: res, json: body });
  });
  await signInAsGuest(page);
  await page.getByTestId('home-deposit').click();
  await settle(page, page.getByTestId('deposit-close-popup'));
  await expectNoSeriousA11yViolations(page, 'IN deposit-closed popup over Home');
  await page.goto('/pages/wallet/Deposit');
  await settle(page, page.getByTestId('deposit-close-popup'));
  await expectNoSeriousA11yViolations(page, 'IN deposit-closed popup over Deposit');
});
