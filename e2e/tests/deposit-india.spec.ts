import { randomInt } from 'node:crypto';
import { LanguagePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import {
  DepositPage,
  ORDER_DETAIL_PATH,
  OrderDetailPage,
  TransferDetailPage,
} from '../pages/wallet';
import { expect, test } from '../support/inServer';

/** The +91 market of SPEC.md: transfer deposits by UPI, method availability, the deposit guard. */

const utr12 = () => String(randomInt(100_000, 1_000_000)) + String(randomInt(100_000, 1_000_000));

/** English (the spec's texts are English) and a fresh guest player. */
async function guest(page: import('@playwright/test').Page) {
  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose('en');
  await expect(page).toHaveURL((u) => u.pathname === '/pages/home/Home');
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('home-balance')).toBeVisible();
}

test('UPI transfer with a UTR, credited after a sandbox incoming transfer', async ({
  page,
  request,
  inServerUrl,
}) => {
  await guest(page);
  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(2);
  await expect(dep.depositTab(2)).toContainText('+3%');
  await dep.chooseTransferMethod('upi');
  await dep.chip('transfer', 50_000).click();
  await dep.submitTransfer();

  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/DepositUpiDetail');
  const detail = new TransferDetailPage(page);
  await expect(detail.upiId()).not.toHaveText('—');
  await expect(page.getByTestId('payee-upi-copy')).toBeVisible();
  await detail.expectNoHorizontalOverflow();

  // 'Please input UTR!' first, then the 12-digit rule, before any call.
  await page.getByTestId('utr-submit').click();
  await expect(detail.formError()).toHaveText('Please input UTR!');
  await detail.submitUtr('12345');
  await expect(detail.formError()).toHaveText('The UTR must be 12 digits');

  const utr = utr12();
  await detail.submitUtr(utr);
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  const order = new OrderDetailPage(page);
  await order.expectStatus('pending');
  await expect(page.getByTestId('order-utr')).toHaveText(utr);
  await expect(page.getByTestId('order-ifsc')).toBeVisible();
  // The 1-5 minutes are said once, in the hint under the amount (issue 33).
  await expect(page.getByTestId('order-detail')).toContainText('credited in 1-5 minutes');
  await expect(page.getByTestId('order-notice')).toHaveCount(0);

  // The operator's bank statement shows the transfer; the open page polls and sees it arrive.
  const res = await request.post(`${inServerUrl}/sandbox/bank/incoming`, {
    data: { utr, amount: 50_000 },
  });
  expect(res.ok()).toBe(true);
  await order.expectStatus('success');
  // A finished order no longer promises a time.
  await expect(page.getByTestId('order-notice')).toHaveCount(0);

  await page.goto('/pages/account/Account');
  await expect
    .poll(async () => (await page.getByTestId('account-balance').innerText()).replace(/\D/g, ''), {
      timeout: 20_000,
    })
    .not.toMatch(/^0*$/);
});

test('+91 payment method availability follows the amount', async ({ page }) => {
  await guest(page);
  const dep = new DepositPage(page);
  // Deposits are open: Home's button gets through the guard.
  await page.getByTestId('home-deposit').click();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Deposit');
  await expect(dep.depositTab(1)).toHaveAttribute('aria-selected', 'true');

  // ₹100 is not above the ₹1,000 limit: sorted by showOffset; PhonePe (from ₹200) and
  // IMPS Pay (from ₹1,000) are disabled; the first enabled one is selected.
  await dep.chip('online', 10_000).click();
  expect(await dep.methodOrder()).toEqual(['upi_fast', 'phonepe', 'paytm', 'imps_pay']);
  await expect(dep.method('phonepe')).toBeDisabled();
  await expect(dep.method('imps_pay')).toBeDisabled();
  await expect(dep.method('upi_fast')).toHaveAttribute('aria-pressed', 'true');

  // ₹3,000 is above the limit: sorted by showWeight, all in range.
  await dep.amount('online').fill('3000');
  expect(await dep.methodOrder()).toEqual(['upi_fast', 'imps_pay', 'paytm', 'phonepe']);
  await expect(dep.method('imps_pay')).toBeEnabled();
  // Typed with its comma, it is the same amount.
  await dep.amount('online').fill('3,000');
  expect(await dep.methodOrder()).toEqual(['upi_fast', 'imps_pay', 'paytm', 'phonepe']);

  // ₹1,00,000 (a lakh, written the Indian way) fits no method: the selection is cleared and the
  // order is refused on the client with the range, in a sentence.
  await dep.amount('online').fill('1,00,000');
  await expect(page.getByTestId('no-method')).toBeVisible();
  await expect(page.locator('[data-testid^="method-"][aria-pressed="true"]')).toHaveCount(0);
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    /^Deposit amount must be between ₹\d[\d,]* and ₹[\d,]+$/,
  );
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Deposit');

  // "1.500" could be ₹1.50 or ₹1,500: asked, not guessed.
  await dep.amount('online').fill('1.500');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    'Did you mean ₹1.50 or ₹1,500? Type the amount without a thousands separator',
  );
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Deposit');
});

test('+91 deposit guard: closed deposits show the popup instead of the page', async ({ page }) => {
  // The operator closes deposits: the client sees rechargeOpen false in getChargeInfo.
  await page.route('**/recharge/getChargeInfo', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { code: number; data?: Record<string, unknown> };
    if (body.data) body.data.rechargeOpen = false;
    await route.fulfill({ response: res, json: body });
  });
  await guest(page);
  // Home's deposit button goes through navigateTo, which the guard refuses.
  await page.getByTestId('home-deposit').click();
  await expect(page.getByTestId('deposit-close-popup')).toBeVisible();
  await expect(page.getByTestId('deposit-close-popup')).toContainText(
    'Your deposit function has been closed, please contact customer service',
  );
  await expect(page).toHaveURL((u) => u.pathname === '/pages/home/Home');

  // A direct link skips navigation; the page applies the guard itself.
  await page.goto('/pages/wallet/Deposit');
  await expect(page.getByTestId('deposit-closed')).toBeVisible();
  await expect(page.getByTestId('deposit-close-popup')).toBeVisible();
});

test('Back from Transfer instructions returns to the Transfer tab; self-service UTR says 2-24 hours', async ({
  page,
}) => {
  await guest(page);
  const dep = new DepositPage(page);
  await dep.open();
  await dep.chooseTab(2);
  await page.getByTestId('link-instructions').click();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/TransferInstructions');
  await page.goBack();
  await expect(dep.depositTab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('transfer-method-upi')).toBeVisible();

  // A self-service UTR order waits for a person: its page says 2-24 hours, not 1-5 minutes.
  await page.goto('/pages/wallet/SelfUtrInfo');
  await page.getByTestId('self-amount').fill('1000');
  await page.getByTestId('self-utr-input').fill(utr12());
  await page.getByTestId('self-submit').click();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  await expect(page.getByTestId('order-notice')).toHaveText(
    'Self-service UTR deposits are handled within 2-24 hours',
  );
  await expect(page.getByTestId('order-remark')).toHaveText(
    'Handled by the operator within 2-24 hours',
  );
});
