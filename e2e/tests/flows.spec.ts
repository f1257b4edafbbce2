import { expect, test } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { serviceButtonOverlaps } from '../pages/shell';
import { DepositPage, ORDER_DETAIL_PATH, OrderDetailPage, SandboxPayPage } from '../pages/wallet';

test('a deep link survives sign-in; Login sends a signed-in player to Account; logout asks first', async ({
  page,
}) => {
  const login = new LoginPage(page);
  // Signed out, the deposit page asks for sign-in ...
  await page.goto('/pages/wallet/Deposit');
  await login.expectPath('/pages/Login/Login');
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/flows-login-${test.info().project.name}.png` });
  // ... and signing in goes back to it, not to Home.
  await login.playAsGuest();
  await login.expectPath('/pages/wallet/Deposit');
  await expect(page.locator('[data-testid^="deposit-tab-"]').first()).toBeVisible();

  // Signed in, the sign-in pages lead to Account.
  await page.goto('/pages/Login/Login');
  const account = new AccountPage(page);
  await account.expectSignedIn();
  await page.goto('/pages/Login/Register');
  await account.expectSignedIn();

  // The inbox has a way in from the Account menu (inbox.spec.ts covers what it holds).
  await page.getByTestId('account-menu-inbox').click();
  await account.expectPath('/pages/mail/Mail');
  await expect(page.getByTestId('mail-page')).toBeVisible();
  await page.goBack();

  // Logout asks first; staying keeps the session.
  await account.expectSignedIn();
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/flows-account-${test.info().project.name}.png` });
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-sheet')).toBeVisible();
  await page.getByTestId('logout-cancel').click();
  await expect(page.getByTestId('logout-sheet')).toBeHidden();
  await account.expectSignedIn();
  await account.logout();
  const home = new HomePage(page);
  await home.expectLoaded();
  await expect(page.getByTestId('home-login')).toBeVisible();

  // A deep link abandoned for Home is forgotten: the next sign-in goes Home.
  await page.goto('/pages/wallet/Withdraw');
  await login.expectPath('/pages/Login/Login');
  await page.goto('/pages/home/Home');
  // Shown, not just requested: the app forgets the deep link once Home is on screen, and a
  // sign-in started before that (a few milliseconds after the load event) would still find it.
  await home.expectLoaded();
  await login.open();
  await login.playAsGuest();
  await home.expectSignedIn();
});

test('a new guest confirms 18+ and the terms once, with both texts readable', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByTestId('login-guest').click();
  const sheet = page.getByTestId('adult-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('adult-confirm').click();
  await expect(page.getByTestId('form-error')).toHaveText(
    /Please confirm that you are 18 or older|Silakan konfirmasi bahwa Anda berusia 18 tahun/,
  );
  await sheet.getByTestId('adult-terms-link').click();
  await expect(page.getByTestId('legal-terms')).toContainText(/18/);
  await page.screenshot({ path: `/tmp/flows-terms-${test.info().project.name}.png` });
  await page
    .getByTestId('legal-terms')
    .getByRole('button', { name: /Close|Tutup/ })
    .click();
  await sheet.getByTestId('adult-privacy-link').click();
  await expect(page.getByTestId('legal-privacy')).toBeVisible();
  await page
    .getByTestId('legal-privacy')
    .getByRole('button', { name: /Close|Tutup/ })
    .click();
  // Opening a text did not tick the box.
  await expect(sheet.getByTestId('adult-terms')).not.toBeChecked();
  await sheet.getByTestId('adult-age').check();
  await sheet.getByTestId('adult-terms').check();
  await sheet.getByTestId('adult-confirm').click();
  await expect(sheet).toBeHidden();
  // Asked once: a reload does not ask again.
  await page.reload();
  await new HomePage(page).expectSignedIn();
  await expect(page.getByTestId('adult-sheet')).toBeHidden();
});

test('Withdraw says how much is left to bet before anything is typed; Indian pages and rows are absent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await new HomePage(page).expectSignedIn();
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);

  // Rp 50.000 online: 3× wagering (Rp 150.000) comes with it.
  const dep = new DepositPage(page);
  await dep.open();
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);
  await dep.chip('online', 5_000_000).click();
  await dep.submitOnline();
  const pay = new SandboxPayPage(page);
  await pay.expectLoaded();
  await pay.pay();
  await expect(page).toHaveURL((u) => u.pathname === ORDER_DETAIL_PATH);
  const order = new OrderDetailPage(page);
  await order.expectStatus('success');
  // Indonesia: no UTR or IFSC rows; a finished order has no "credited in" notice.
  await expect(page.getByTestId('order-utr')).toHaveCount(0);
  await expect(page.getByTestId('order-ifsc')).toHaveCount(0);
  await expect(page.getByTestId('order-notice')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/flows-order-${test.info().project.name}.png` });

  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('wagering-notice')).toHaveText(
    /You still have 150,000 rupiah left to bet in the game|Anda masih harus bertaruh 150\.000 rupiah lagi dalam permainan/,
  );
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/flows-withdraw-${test.info().project.name}.png` });

  // Indian pages are not found in Indonesia.
  await page.goto('/pages/wallet/DepositUpiDetail?orderNo=x');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/pages/wallet/SelfUtrInfo');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
