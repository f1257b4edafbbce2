import { LoginPage } from '../pages/login';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { consoleSignIn, expect, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * Risk on the queues (docs/OPERATIONS.md "Risk rules"): a player funded without any deposit asks
 * to withdraw Rp 500.000; finance sees the flag "Withdraws more than deposited" with its figures
 * on the queue card, beside what the player deposited, withdrew and received in bonuses, and the
 * same on the player page. Runs at 1280×800 (laptop) and 375×812 (phone).
 */
test('a flagged player’s withdrawal shows its flag on the queue card and the player page', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-risk-${name}-${info.project.name}.png`, fullPage: true });

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
  await player.close();

  await consoleSignIn(page, server.operators.finance);
  await page.goto('/console/withdrawals');
  const card = page.locator(`[data-order="${orderNo}"]`);
  await expect(card.getByTestId('risk-money')).toHaveText(/^Rp\s0 \/ Rp\s500\.000 \/ Rp\s0$/);
  const flag = card.getByTestId('risk-flags').locator('[data-rule="withdrawOverDeposit"]');
  await expect(flag).toContainText('Withdraws more than deposited');
  await expect(flag).toContainText('Withdrew Rp 500.000 against Rp 0 deposited (over 1.5×)');
  await card.scrollIntoViewIfNeeded();
  await shot('queue');

  await card.getByRole('link', { name: uid }).click();
  await expect(page).toHaveURL(new RegExp(`/console/players/${uid}$`));
  const risk = page.getByTestId('player-risk');
  await expect(risk.getByTestId('risk-money')).toHaveText(/^Rp\s0 \/ Rp\s500\.000 \/ Rp\s0$/);
  await expect(risk.locator('[data-rule="withdrawOverDeposit"]')).toContainText(
    'Withdrew Rp 500.000 against Rp 0 deposited (over 1.5×)',
  );
  // Nothing on the page is wider than the screen (the phone project is 375 px wide).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('player');
});
