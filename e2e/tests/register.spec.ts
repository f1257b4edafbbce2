import { expect, test } from '@playwright/test';
import { AccountPage, HomePage } from '../pages/account';
import { LoginPage, RegisterPage } from '../pages/login';
import { otpInbox, uniqueMobile } from '../support/sandbox';

test('registration needs 18+ and the terms, then signs in; the password works afterwards', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  const register = new RegisterPage(page);
  const mobile = uniqueMobile();
  const password = 'secret-pass-1';

  await login.open();
  await login.goToRegister();
  await register.expectPath('/pages/Login/Register');
  await register.fillPhone(mobile);
  await register.sendCode();
  const code = await otpInbox(request, mobile)();
  await register.fill(mobile, code, password);

  await register.setAge(false);
  await register.setTerms(true);
  await register.submit();
  await expect(register.formError()).toHaveText(
    /You must be 18 or older to register|Anda harus berusia 18 tahun/,
  );

  await register.setAge(true);
  await register.setTerms(false);
  await register.submit();
  await expect(register.formError()).toHaveText(
    /Please accept the terms and conditions|Silakan setujui syarat dan ketentuan/,
  );

  await register.setTerms(true);
  await register.submit();
  const home = new HomePage(page);
  await home.expectSignedIn();

  await home.openTab('account');
  const account = new AccountPage(page);
  await account.expectSignedIn();
  await account.logout();

  await login.open();
  await login.signInWithPassword(mobile, password);
  await home.expectSignedIn();
  await home.openTab('account');
  await account.expectSignedIn();
});
