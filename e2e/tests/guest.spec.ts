import { expect, test } from '@playwright/test';
import { AccountPage, HomePage, LanguagePage } from '../pages/account';
import { LoginPage } from '../pages/login';

test('guest sign-in, Home, Account, switch to English, log out', async ({ page }) => {
  const login = new LoginPage(page);
  const home = new HomePage(page);
  const account = new AccountPage(page);

  // A first visit lands on Home through the launch entry, launch parameters kept.
  await page.goto('/?invite_code=ABC1234');
  await home.expectLoaded();
  await expect(page).toHaveTitle(/^Cardroom/);
  await home.expectNoHorizontalOverflow();

  await login.open();
  await login.playAsGuest();
  await home.expectSignedIn();

  await home.openTab('account');
  await account.expectSignedIn();
  const uid = await account.uid().innerText();
  // Indonesian is the default language.
  await expect(page.getByTestId('logout')).toHaveText(/Keluar/);
  await account.expectNoHorizontalOverflow();

  await account.openMenu('language');
  await new LanguagePage(page).choose('en');
  // A language change reloads to the start page, which goes on to Home.
  await home.expectLoaded();
  await home.openTab('account');
  await expect(page.getByTestId('logout')).toHaveText(/Log out/);
  await expect(account.uid()).toHaveText(uid);

  await account.logout();
  await home.expectPath('/pages/home/Home');
  await home.openTab('account');
  await expect(page.getByTestId('account-login')).toBeVisible();

  // The same device gets the same guest account back.
  await login.open();
  await login.playAsGuest();
  await home.expectSignedIn();
  await home.openTab('account');
  await expect(account.uid()).toHaveText(uid);
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose('en');
  await new HomePage(page).expectLoaded();
  await page.reload();
  await expect(page.getByTestId('tab-account')).toHaveText(/Account/);
});
