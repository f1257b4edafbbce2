import type { APIRequestContext } from '@playwright/test';
import { LoginPage } from '../pages/login';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

/**
 * Held money returns (issue 33): a player's push payment beyond their daily deposit limit is
 * held; they ask it back; finance opens Held returns, sees player, amount and source, and marks
 * it returned with the transfer's reference. Runs at 1280×800 and 375×812.
 */
test('finance marks held money returned once the player asked it back', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-${name}-${info.project.name}.png`, fullPage: true });

  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
  });
  const app = await player.newPage();
  await new LoginPage(app).open();
  await new LoginPage(app).playAsGuest();
  await expect(app.getByTestId('tab-home')).toBeVisible();
  const stored = (key: string) =>
    app.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '""') as string, key);
  const uid = await stored('uid');
  const sign = await stored('sign');
  const asPlayer = async (r: APIRequestContext, path: string, data: Record<string, unknown>) => {
    const res = await r.post(`${server.url}${path}`, {
      data: {
        appId: 621108,
        deviceNumber: 'e2e-console-held',
        locale: 'en',
        appPackageName: 'Web',
        sign,
        uid,
        ...data,
      },
    });
    const body = (await res.json()) as { state: string; resultData: Record<string, unknown> };
    expect(body.state, JSON.stringify(body)).toBe('200');
    return body.resultData;
  };
  // A Rp 500.000 daily limit, then Rp 700.000 pushed to the player's virtual account.
  await asPlayer(request, '/limits/set', { kind: 'deposit', period: 'day', value: 50_000_000 });
  const { vaNumber } = (await asPlayer(request, '/recharge/vaInfo', {})) as { vaNumber: string };
  const pushed = await request.post(`${server.url}/sandbox/va/incoming`, {
    data: { vaNumber, amount: 70_000_000, reference: `e2e-held-${uid}` },
  });
  expect(pushed.ok()).toBe(true);
  const { orderNo } = (await pushed.json()) as { orderNo: string };
  await asPlayer(request, '/limits/heldReturn', {});
  await player.close();

  await consoleSignIn(page, server.operators.finance);
  await openConsolePage(page, 'Held returns');
  await expect(page.getByRole('heading', { name: /Held money to return/ })).toBeVisible();
  const card = page.locator(`[data-held="${orderNo}"]`);
  await expect(card.locator('strong')).toHaveText('Rp 200.000');
  await expect(card).toContainText(uid);
  await expect(card.getByTestId('held-source')).not.toBeEmpty();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('held-returns');
  await card.getByTestId('held-mark').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Mark ${orderNo} returned?`);
  await expect(dialog.getByRole('button', { name: 'Mark returned' })).toBeDisabled();
  await dialog.getByTestId('held-reference').fill('BCA 99812 back to sender');
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  await expect(page.getByRole('status')).toContainText(`Marked ${orderNo} returned: Rp 200.000`);
  await expect(card).toContainText('Returned');
  await expect(card.getByTestId('held-mark')).toHaveCount(0);
  await shot('held-returned');
});
