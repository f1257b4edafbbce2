import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// Issue 33: a bound phone can be changed. The e2e server runs MARKET=ID; phone-en at 375×812 in
// English, small-id at 320×640 in Indonesian.

test('a player changes the bound phone: code to the old number, the new one typed as people do', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  const flow = new WithdrawFlow(page);
  const oldMobile = uniqueMobile();
  const oldCodes = otpInbox(request, oldMobile);
  await flow.bindPhone(oldMobile, oldCodes);

  await page.goto('/pages/account/PhoneBinding/PhoneBinding');
  await expect(page.getByTestId('bound-phone')).toContainText(oldMobile.slice(-4));
  await page.getByTestId('change-phone-open').click();
  // No withdraw password yet: the proof is a code to the current number.
  await expect(page.getByTestId('change-phone-step')).toContainText(oldMobile.slice(-4));
  await page.getByTestId('change-phone-old-send').click();
  await page.getByTestId('change-phone-old-code').fill(await oldCodes());
  await page.getByTestId('change-phone-verify').click();

  // Typed with the country code, spaces and dashes: read as the national number as they type.
  const newMobile = uniqueMobile();
  const typed = `+62 ${newMobile.slice(0, 3)}-${newMobile.slice(3, 7)} ${newMobile.slice(7)}`;
  await page.getByTestId('change-phone-new').fill(typed);
  await expect(page.getByTestId('change-phone-normalised')).toContainText(`+62 ${newMobile}`);
  await page.getByTestId('change-phone-new-send').click();
  await page.getByTestId('change-phone-new-code').fill(await otpInbox(request, newMobile)());
  await page.screenshot({ path: `/tmp/phone-change-${test.info().project.name}.png` });
  await page.getByTestId('change-phone-submit').click();
  await flow.expectToast(/Phone number changed|Nomor telepon sudah diganti/);
  await expect(page.getByTestId('bound-phone')).toContainText(newMobile.slice(-4));
  await flow.expectNoHorizontalOverflow();
});

test('a number bound to another account is refused in the player language', async ({
  page,
  request,
  browser,
}) => {
  // Another player holds this number.
  const taken = uniqueMobile();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await new LoginPage(otherPage).open();
  await new LoginPage(otherPage).playAsGuest();
  await new WithdrawFlow(otherPage).bindPhone(taken, otpInbox(request, taken));
  await other.close();

  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  const flow = new WithdrawFlow(page);
  const mine = uniqueMobile();
  const codes = otpInbox(request, mine);
  await flow.bindPhone(mine, codes);
  await page.goto('/pages/account/PhoneBinding/PhoneBinding');
  await page.getByTestId('change-phone-open').click();
  await page.getByTestId('change-phone-old-send').click();
  await page.getByTestId('change-phone-old-code').fill(await codes());
  await page.getByTestId('change-phone-verify').click();
  await page.getByTestId('change-phone-new').fill(`0${taken}`);
  await page.getByTestId('change-phone-new-send').click();
  await flow.expectToast(
    /This phone number is already used by another account|Nomor telepon ini sudah digunakan oleh akun lain/,
  );
});
