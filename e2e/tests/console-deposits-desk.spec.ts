import { readFileSync } from 'node:fs';
import { LoginPage } from '../pages/login';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

/**
 * The deposits desk (issue 37): finance finds orders in any state by UTR, reads one order's
 * history in the drawer, and sees an unmatched bank statement line beside the order it might
 * belong to, whose "Match and credit" is the queue's own four-eyes path. Runs at 1280×800 and
 * 375×812, where the page never scrolls sideways. The server is Indonesian: self-service UTR is
 * switched on by the sandbox operator, and the player's orders are the player's own API calls.
 */
test('finance searches the deposits desk, opens an order and matches an unmatched line', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-desk-${name}-${info.project.name}.png` });
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

  const on = await request.post(`${server.url}/sandbox/operator/settings/chargeInfo`, {
    data: { merge: { fillOrderSwitch: true } },
  });
  expect(on.ok()).toBe(true);

  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await player.newPage();
  await new LoginPage(app).open();
  await new LoginPage(app).playAsGuest();
  await expect(app.getByTestId('tab-home')).toBeVisible();
  const stored = (key: string) =>
    app.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '""') as string, key);
  const uid = await stored('uid');
  const sign = await stored('sign');
  const stamp = String(Date.now()).slice(-10);
  const selfUtr = async (utr: string, amount: number) => {
    const made = await request.post(`${server.url}/recharge/selfUtr`, {
      data: {
        appId: 621108,
        deviceNumber: 'e2e-console-desk',
        locale: 'en',
        appPackageName: 'Web',
        sign,
        uid,
        amount,
        utr,
      },
    });
    const answer = (await made.json()) as { state: string; resultData: { orderNo: string } };
    expect(answer.state).toBe('200');
    return answer.resultData.orderNo;
  };
  // A: Rp 123.400 whose UTR the bank never shows; B: Rp 200.000 searched for by its UTR.
  const orderA = await selfUtr(`81${stamp}`, 12_340_000);
  const utrB = `82${stamp}`;
  const orderB = await selfUtr(utrB, 20_000_000);
  // The bank shows Rp 123.400 under another UTR: no order has it.
  const lineUtr = `83${stamp}`;
  const line = await request.post(`${server.url}/sandbox/bank/incoming`, {
    data: { utr: lineUtr, amount: 12_340_000 },
  });
  expect(line.ok()).toBe(true);
  await player.close();

  await consoleSignIn(page, server.operators.finance);
  await openConsolePage(page, 'Deposit desk');
  await expect(page.getByRole('heading', { name: 'Deposit desk' })).toBeVisible();
  await expect(page.locator(`button[data-order="${orderA}"]`)).toContainText('Rp 123.400');
  await noSidewaysScroll();
  await shot('orders');

  // Search by UTR: only B.
  await page.getByLabel('Order, UTR, player uid or phone').fill(utrB);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('button.desk-row[data-order]')).toHaveCount(1);
  await expect(page.locator(`button[data-order="${orderB}"]`)).toContainText('Rp 200.000');
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  // Export CSV of these filters: the server's file holds B alone, in rupiah (major units).
  if (info.project.name === 'console-laptop') {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readFileSync(await file.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${orderB},pending,`);
    expect(rows[1]).toContain(`,IDR,200000.00,,0.00,${utrB},`);
  }

  // Its drawer: the order and its history.
  await page.locator(`button[data-order="${orderB}"]`).click();
  const drawer = page.getByRole('dialog', { name: `Deposit ${orderB}` });
  await expect(drawer.getByTestId('drawer-state')).toHaveText('Pending');
  await expect(drawer.getByTestId('history')).toContainText('Order created: Rp 200.000');
  await noSidewaysScroll();
  await shot('drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);

  // The filters: the pending state with B's amount finds B; the flagged ones do not.
  await page.getByLabel('Order, UTR, player uid or phone').fill(uid);
  await page.getByLabel('State').selectOption('pending');
  await page.getByLabel('Amount from').fill('150.000');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('button.desk-row[data-order]')).toHaveCount(1);
  await page.getByLabel('Flagged').selectOption('yes');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No deposit order matches.')).toBeVisible();

  // The unmatched line beside order A; its match is the queue's four-eyes request.
  await page.getByRole('tab', { name: 'Unmatched statement lines' }).click();
  const card = page.locator(`[data-line="${lineUtr}"]`);
  await expect(card).toContainText('Rp 123.400');
  const candidate = card.locator(`[data-candidate="${orderA}"]`);
  await expect(candidate).toContainText('same amount');
  await noSidewaysScroll();
  await shot('unmatched');
  await candidate.getByRole('button', { name: 'Match and credit' }).click();
  const confirm = page.getByRole('dialog', { name: `Credit ${orderA}?` });
  await confirm.getByRole('button', { name: 'Match and credit' }).click();
  await expect(page.getByRole('status').first()).toContainText(`${orderA}: request #`);
});
