import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { serviceButtonOverlaps } from '../pages/shell';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// The e2e server runs MARKET=ID: Rp amounts; Rp 400,000 and below are paid out at once.
test('bind phone, withdraw password, account, withdraw; the operator approves; payout success; then a failed payout returns the money', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('tab-home')).toBeVisible();
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);

  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await sandbox.credit(request, await flow.uid(), 100_000_000);

  // The form's password field (with its Show toggle) and the submit button stay uncovered.
  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('withdraw-password')).toBeVisible();
  expect(await serviceButtonOverlaps(page)).toEqual([]);
  const fab = await page.getByTestId('service-button').boundingBox();
  const show = await page.locator('.field-toggle').first().boundingBox();
  expect(fab && show).toBeTruthy();
  if (fab && show) {
    const apart =
      fab.x + fab.width <= show.x ||
      show.x + show.width <= fab.x ||
      fab.y + fab.height <= show.y ||
      show.y + show.height <= fab.y;
    expect(apart).toBe(true);
  }
  await page.screenshot({ path: `/tmp/withdraw-form-${test.info().project.name}.png` });

  // Rp 500,000 is above the automatic payout limit: it waits for the operator.
  const big = await flow.withdraw('500000', 'pin-2468');
  await expect(page.getByTestId('wait-fee')).toContainText('Rp 10.000');
  await expect(page.getByTestId('wait-arrival')).toContainText('Rp 490.000');
  await flow.history();
  await expect(flow.record(big).getByTestId('withdraw-status')).toHaveText(
    /Under review|Sedang ditinjau/,
  );
  await sandbox.approve(request, big);
  await sandbox.decide(request, big, 'success');
  await flow.history();
  await expect(flow.record(big).getByTestId('withdraw-status')).toHaveText(/Success|Berhasil/);
  await expect(page.getByTestId('withdraw-history-page')).toContainText(
    /No more records|Tidak ada catatan lagi/,
  );
  await page.screenshot({ path: `/tmp/withdraw-history-${test.info().project.name}.png` });

  // Rp 100,000 goes to the gateway at once; the gateway fails it and the money comes back.
  const small = await flow.withdraw('100000', 'pin-2468');
  await sandbox.decide(request, small, 'fail');
  await flow.history();
  await expect(flow.record(small).getByTestId('withdraw-status')).toHaveText(/Failed|Gagal/);
  await expect(flow.record(small).getByTestId('withdraw-returned')).toBeVisible();
  await page.goto('/pages/wallet/Withdraw');
  // Rp 1,000,000 funded − Rp 500,000 paid out = Rp 500,000 (the failed Rp 100,000 returned).
  await expect(page.getByTestId('withdraw-balance')).toContainText('Rp 500.000');
  await flow.expectNoHorizontalOverflow();
});
