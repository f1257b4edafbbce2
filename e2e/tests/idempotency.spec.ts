import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { DepositPage, SandboxPayPage } from '../pages/wallet';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { dropFirstAnswer, OFFLINE, sentIds } from '../support/network';
import { otpInbox, uniqueMobile } from '../support/sandbox';

// Client idempotency keys (docs/ARCHITECTURE.md): a double tap and a resend after a dropped
// answer carry the same requestId, and the server makes one order of them.

async function session(page: Page): Promise<{ sign: string; uid: string }> {
  return page.evaluate(() => ({
    sign: (localStorage.getItem('sign') ?? '').replace(/"/g, ''),
    uid: (localStorage.getItem('uid') ?? '').replace(/"/g, ''),
  }));
}

async function listed(request: APIRequestContext, page: Page, path: string): Promise<number> {
  const res = await request.post(path, { data: { ...(await session(page)), range: 'today' } });
  const body = (await res.json()) as { state: string; resultData: { total: number } };
  expect(body.state).toBe('200');
  return body.resultData.total;
}

test('a double tap and a resend after a dropped answer make one deposit order', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('tab-home')).toBeVisible();
  const ids = sentIds(page, '/recharge/createRechargeOrder');
  await dropFirstAnswer(page, '/recharge/createRechargeOrder');

  const dep = new DepositPage(page);
  await dep.open();
  await dep.chip('online', 5_000_000).click();
  // The first tap's answer is lost: the app says so and stays on the form.
  await dep.submitOnline();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  expect(ids).toHaveLength(1);
  // The player taps again, twice in a row: the same intent, the same id.
  await page.getByTestId('online-submit').dblclick();
  await new SandboxPayPage(page).expectLoaded();
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
  expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(await listed(request, page, '/recharge/record')).toBe(1);
});

test('a resend after a dropped answer and a double tap make one withdrawal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('tab-home')).toBeVisible();
  const flow = new WithdrawFlow(page);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await flow.bindPhone(mobile, code);
  await flow.setWithdrawPassword('pin-2468', code);
  await flow.addBankAccount('Budi Santoso', '1234567890', code);
  await sandbox.credit(request, await flow.uid(), 100_000_000);

  const ids = sentIds(page, '/withdraw/apply');
  await dropFirstAnswer(page, '/withdraw/apply');
  await page.goto('/pages/wallet/Withdraw');
  await page.getByTestId('withdraw-amount').fill('100000');
  await expect(page.getByTestId('withdraw-arrival')).not.toHaveText('—');
  await page.getByTestId('withdraw-password').fill('pin-2468');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/Withdraw');
  await page.getByTestId('withdraw-submit').dblclick();
  await expect(page).toHaveURL((u) => u.pathname === '/pages/wallet/WithdrawWait');
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
  expect(await listed(request, page, '/withdraw/record')).toBe(1);
  // Rp 1,000,000 funded, Rp 100,000 taken once.
  await page.goto('/pages/wallet/Withdraw');
  await expect(page.getByTestId('withdraw-balance')).toContainText('Rp 900.000');
});
