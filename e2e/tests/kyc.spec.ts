import { LoginPage } from '../pages/login';
import { expect, test } from '../support/inServer';

// KYC before the first withdrawal (issue 14), on a MARKET=IN server of this worker's own (PAN).
// The sandbox provider approves any name without "reject" or "review" in it.
test('with the switch on, a player verifies their identity on the withdraw page and opens the statement', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const on = await request.post('/sandbox/operator/settings/kyc', {
    data: { merge: { requiredBeforeWithdrawal: true } },
  });
  expect(on.ok()).toBe(true);
  try {
    const login = new LoginPage(page);
    await login.open();
    await login.playAsGuest();

    await page.goto('/pages/wallet/Withdraw');
    await expect(page.getByTestId('kyc-form')).toBeVisible();
    // The withdraw form is not offered until the check is approved.
    await expect(page.getByTestId('withdraw-amount')).toHaveCount(0);
    await page.getByTestId('kyc-name').fill('Asha Rao');
    await page.getByTestId('kyc-birthday').fill('1992-03-14');
    // A company PAN (fourth letter C) is refused before anything is sent.
    await page.getByTestId('kyc-document').fill('ABCCE1234F');
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByTestId('form-error')).toContainText(/PAN/);
    await page.getByTestId('kyc-document').fill('abcpe1234f');
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByTestId('kyc-approved')).toContainText(/PAN ••••••234F/);
    await expect(page.getByTestId('kyc-approved')).not.toContainText('ABCPE1234F');
    await page.screenshot({ path: `/tmp/kyc-approved-${test.info().project.name}.png` });

    await page.goto('/pages/account/Account');
    await page.getByTestId('account-menu-statement').click();
    await expect(page.getByTestId('statement-page')).toBeVisible();
    await expect(page.getByTestId('statement-netDeposits')).toContainText('₹0');
    await page.getByTestId('statement-lastMonth').click();
    await expect(page.getByTestId('statement-period')).toContainText(/\d{4}-\d{2}-01/);
    await page.screenshot({ path: `/tmp/kyc-statement-${test.info().project.name}.png` });
  } finally {
    await request.post('/sandbox/operator/settings/kyc', {
      data: { merge: { requiredBeforeWithdrawal: false } },
    });
  }
});
