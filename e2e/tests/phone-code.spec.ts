import { expect, test } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { LoginPage, LoginV2Page } from '../pages/login';
import { otpInbox, uniqueMobile } from '../support/sandbox';

test('phone + one-time code sign-in with the code from the sandbox outbox', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  const v2 = new LoginV2Page(page);
  const mobile = uniqueMobile();

  await login.open();
  await login.goToCodeSignIn();
  await v2.expectPath('/pages/Login/LoginV2');

  // Nothing typed: the spec's text, and no call made.
  await v2.submit();
  await expect(v2.formError()).toBeVisible();

  // Another country's number is refused in the player's language.
  await v2.fillPhone('+1 202 555 0123');
  await v2.sendCode();
  await expect(v2.formError()).toHaveText(
    /The phone number is not valid|Nomor telepon tidak valid/,
  );

  // Typed the way people write it (a trunk 0, spaces, dashes): the code goes to the number.
  await v2.fillPhone(`0${mobile.slice(0, 3)} ${mobile.slice(3, 7)}-${mobile.slice(7)}`);
  await v2.sendCode();
  const code = await otpInbox(request, mobile)();

  await v2.fillCode(code === '000000' ? '111111' : '000000');
  await v2.submit();
  await v2.expectToast(/The OTP is incorrect|OTP salah/);

  await v2.fillCode(code);
  await v2.submit();
  // A new number made an account without a form: it is asked for 18+ and the terms once.
  const sheet = page.getByTestId('adult-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('adult-age').check();
  await sheet.getByTestId('adult-terms').check();
  await sheet.getByTestId('adult-confirm').click();
  await expect(sheet).toBeHidden();
  const home = new HomePage(page);
  await home.expectSignedIn();
  await home.openTab('account');
  const account = new AccountPage(page);
  await account.expectSignedIn();
  await expect(page.getByTestId('account-phone')).toContainText(mobile.slice(-4));
});
