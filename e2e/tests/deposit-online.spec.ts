import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';

/** Amount text to a number of major units: "Rp 1.234,56" / "₹ 1,234.56" → 1234.56. */
function major(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const m = /^(.*?)[.,](\d{2})$/.exec(digits);
  return m
    ? Number(`${(m[1] ?? '').replace(/[.,]/g, '')}.${m[2]}`)
    : Number(digits.replace(/[.,]/g, ''));
}

test('online deposit through the sandbox pay page until the balance shows the money', async ({
  page,
}) => {
  const home = new HomePage(page);
  const dep = new DepositPage(page);
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await home.expectSignedIn();
  const before = major(await page.getByTestId('home-balance').innerText());

  await dep.open();
  await dep.expectNoHorizontalOverflow();
  // The ID market: online first, then the virtual account inserted at position 2.
  await expect(page.locator('[data-testid^="deposit-tab-"]').nth(0)).toHaveAttribute(
    'data-testid',
    'deposit-tab-1',
  );
  await expect(page.locator('[data-testid^="deposit-tab-"]').nth(1)).toHaveAttribute(
    'data-testid',
    'deposit-tab-5',
  );

  // Client checks: empty amount, then below the range; no order is made.
  await dep.amount('online').fill('');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    /Please input deposit amount!|Silakan masukkan jumlah deposit!/,
  );
  await dep.amount('online').fill('1');
  await dep.submitOnline();
  await expect(dep.formError()).toHaveText(
    /Deposit amount must be between|Jumlah deposit harus antara/,
  );

  // Rp 50.000 from its chip (5,000,000 sen), the default method is selected (isDefault).
  await dep.chip('online', 5_000_000).click();
  await expect(dep.method('qris')).toHaveAttribute('aria-pressed', 'true');
  await dep.submitOnline();

  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();

  // The gateway sends the player back to the order, which turns to success by itself.
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  const order = new OrderDetailPage(page);
  const orderNo = order.orderNo();
  expect(orderNo).not.toBe('');
  await order.expectStatus('success');
  await expect(page.getByTestId('order-type')).not.toBeEmpty();
  await expect(page.getByTestId('order-arrived')).not.toHaveText('—');

  // The balance shows the money (user info polls every 10 s; the page also asks at once).
  await page.goto('/pages/home/Home');
  await expect
    .poll(async () => major(await page.getByTestId('home-balance').innerText()), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(before + 50_000);

  // History lists the order as a success.
  await page.goto('/pages/wallet/DepositHistory');
  const record = page.getByTestId(`record-${orderNo}`);
  await expect(record).toBeVisible();
  await expect(record.getByTestId('order-status')).toHaveClass(/is-success/);
  await dep.expectNoHorizontalOverflow();

  // Balance records show the deposit.
  await page.goto('/pages/account/BalanceRecords/BalanceRecords');
  await page.getByTestId('type-deposit').click();
  await expect(page.locator('[data-testid^="balance-"]').first()).toBeVisible();
  await dep.expectNoHorizontalOverflow();
});
