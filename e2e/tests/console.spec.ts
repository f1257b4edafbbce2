import { LoginPage } from '../pages/login';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { expect, freshCode, menuHas, openConsolePage, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * The operator console end to end: a player asks for a withdrawal above the automatic
 * limit; an operator (made with `npm run ops -- operator create`) signs in with password
 * and TOTP, approves it in the review queue; the PSP pays; the player sees it paid, with
 * the inbox message. Runs at 1280×800 (laptop) and 375×812 (phone).
 */
test('an operator signs in with TOTP and approves a withdrawal the player then sees paid', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string, p = page) =>
    p.screenshot({ path: `/tmp/console-${name}-${info.project.name}.png` });

  // The player: guest, phone, withdraw password, bank account, Rp 1,000,000, asks for Rp 500,000.
  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await player.newPage();
  const flow = new WithdrawFlow(app);
  const login = new LoginPage(app);
  await login.open();
  await login.playAsGuest();
  await expect(app.getByTestId('tab-home')).toBeVisible();
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  const uid = await flow.uid();
  await sandbox.credit(request, uid, 100_000_000);
  const orderNo = await flow.withdraw('500000', 'pin-2468');

  // The operator's console: wrong code first, then the right one.
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.getByLabel('Login').fill(server.operator.login);
  await page.getByLabel('Password').fill(server.operator.password);
  const good = await freshCode(page, server.operator);
  await page.getByLabel('Authenticator code').fill(good === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong login, password or code');
  await shot('signin-refused');
  await page.getByLabel('Authenticator code').fill(good);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Finance lands on the dashboard, the first page of its menu; the queue is one tap away.
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await openConsolePage(page, 'Withdrawals');
  await expect(page).toHaveURL(/\/console\/withdrawals$/);
  await expect(page.getByRole('banner')).toContainText('e2e-finance · finance');
  // Finance sees its page and not the owner's audit log.
  expect(await menuHas(page, 'Withdrawals')).toBe(true);
  expect(await menuHas(page, 'Audit log')).toBe(false);
  const card = page.locator(`[data-order="${orderNo}"]`);
  await expect(card.locator('strong')).toHaveText('Rp 500.000');
  await expect(card).toContainText('Budi Santoso');
  await expect(card).toContainText(uid);
  // The balance left after the request.
  await expect(card.locator('dd').nth(4)).toHaveText('Rp 500.000');
  await shot('queue');

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Approve ${orderNo}?`);
  await expect(dialog).toContainText('Rp 490.000 will be paid to Budi Santoso');
  await shot('approve-dialog');
  await dialog.getByRole('button', { name: 'Approve and pay out' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Approved ${orderNo}: sent to the payment gateway.`,
  );
  await expect(card).toHaveCount(0);
  await shot('approved');

  // The PSP pays; the player sees Success and the inbox message.
  await sandbox.decide(request, orderNo, 'success');
  await flow.history();
  await expect(flow.record(orderNo).getByTestId('withdraw-status')).toHaveText(/Success|Berhasil/);
  await app.goto('/pages/mail/Mail');
  const paid = app.locator('[data-testid^="mail-row-"]', {
    hasText: /Withdrawal paid|Penarikan dibayar/,
  });
  await expect(paid).toHaveCount(1);
  await paid.click();
  await expect(app.getByTestId('mail-view-body')).toContainText(orderNo);
  await app.screenshot({ path: `/tmp/console-player-mail-${info.project.name}.png` });
  await player.close();

  // Sign out: the console is closed until the next sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login(\?|$)/);
  await page.goto('/console/withdrawals');
  await expect(page).toHaveURL(/\/console\/login(\?|$)/);
});
