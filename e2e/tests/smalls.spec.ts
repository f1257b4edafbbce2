import { expect, test } from '@playwright/test';
import { AccountPage } from '../pages/account';
import { confirmAdultIfAsked, LoginPage } from '../pages/login';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// Issue 33's smaller things a player sees. The e2e server runs MARKET=ID; phone-en at 375×812
// in English, small-id at 320×640 in Indonesian.

test('a first visit is welcomed as new, a return as "welcome back"', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByTestId('login-guest').click();
  // A first visit meets the 18+ sheet: the greeting waits for it, never covering its boxes
  // (the toast lasts 1.5 s, so a second of watching would catch it).
  const sheet = page.getByTestId('adult-sheet');
  await expect(sheet.getByTestId('adult-age')).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await expect(login.toast()).toHaveCount(0);
    await page.waitForTimeout(200);
  }
  await confirmAdultIfAsked(page);
  await login.expectToast(/Welcome! Your account is ready|Selamat datang! Akun Anda sudah siap/);
  await page.goto('/pages/account/Account');
  await new AccountPage(page).logout();
  await login.open();
  // The same device's guest account: a return.
  await page.getByTestId('login-guest').click();
  await login.expectToast(/^\s*(Welcome back|Selamat datang kembali)\s*$/);
});

test("Register's two boxes are one size, at least 24 px", async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).goToRegister();
  const age = await page.getByTestId('register-age').boundingBox();
  const terms = await page.getByTestId('register-terms').boundingBox();
  expect(age && terms).toBeTruthy();
  if (!age || !terms) return;
  expect([age.width, age.height]).toEqual([terms.width, terms.height]);
  expect(age.width).toBeGreaterThanOrEqual(24);
  expect(age.height).toBeGreaterThanOrEqual(24);
});

test('a failed payout: the page follows the order, says the money is back once, the bank name stays whole', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await sandbox.credit(request, await flow.uid(), 100_000_000);

  const orderNo = await flow.withdraw('100000', 'pin-2468');
  const header = page.locator('.app-header');
  await expect(header).not.toContainText(/in progress|diproses/);
  await sandbox.decide(request, orderNo, 'fail');
  // The page polls the order: its heading, not a stale "processing", says what happened.
  await expect(page.getByTestId('withdraw-wait-title')).toHaveText(
    /Withdrawal not paid|Penarikan tidak dibayar/,
    { timeout: 20_000 },
  );
  await expect(header).not.toContainText(/in progress|diproses/);
  const said = (await page.getByTestId('withdraw-wait-page').textContent()) ?? '';
  expect(said.match(/back in your balance|kembali ke saldo/g)).toHaveLength(1);
  await expect(page.getByTestId('withdraw-wait-remark')).toHaveText(
    /The bank transfer to your account failed|Transfer bank ke rekening Anda gagal/,
  );

  // "Bank Central Asia (BCA)" never breaks inside "(BCA)".
  const lines = await page.evaluate(() => {
    const dd = Array.from(document.querySelectorAll('dd')).find((d) =>
      d.textContent?.includes('(BCA)'),
    );
    if (!dd) return -1;
    const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent?.indexOf('(BCA)') ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + 5);
      return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
    }
    return -1;
  });
  expect(lines).toBe(1);
});

test('a bound phone is listed as the number (masked), not as "bind phone"', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await page.goto('/pages/account/Account');
  const row = page.getByTestId('account-menu-phone-binding');
  await expect(row).toContainText(/Phone binding|Hubungkan nomor telepon/);
  const mobile = uniqueMobile();
  await new WithdrawFlow(page).bindPhone(mobile, otpInbox(request, mobile));
  await page.goto('/pages/account/Account');
  await expect(row).toContainText(/Phone number|Nomor telepon/);
  await expect(row).not.toContainText(/Phone binding|Hubungkan/);
  await expect(page.getByTestId('account-menu-phone-binding-value')).toHaveText(
    new RegExp(`\\+62 \\*+${mobile.slice(-4)}$`),
  );
});

test('the service button is reached by Tab and has a name', async ({ page }) => {
  await new LoginPage(page).open();
  const fab = page.getByRole('button', { name: /service|layanan/i });
  await expect(fab).toHaveAttribute('data-testid', 'service-button');
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await fab.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
});
