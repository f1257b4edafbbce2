import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { DepositPage } from '../pages/wallet';

/**
 * Issue 33: picking OVO (an e-wallet taking at most Rp 2 jt) left the list's range
 * (up to Rp 10 jt) under the amount; the range follows the chosen method.
 */
test('the deposit range follows the chosen method (OVO)', async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();
  const dep = new DepositPage(page);
  await dep.open();
  const range = page.getByTestId('online-range');
  await dep.chip('online', 1_000_000).click();
  await page.getByTestId('method-qris').click();
  await expect(range).toContainText(/10[.,]000[.,]000/);
  await page.getByTestId('method-ovo').click();
  await expect(range).toContainText(/2[.,]000[.,]000/);
  await expect(range).not.toContainText(/10[.,]000[.,]000/);
  await page.getByTestId('method-qris').click();
  await expect(range).toContainText(/10[.,]000[.,]000/);
});
