import { LoginPage } from '../pages/login';
import { ORDER_DETAIL_PATH, OrderDetailPage } from '../pages/wallet';
import { consoleSignIn, expect, menuHas, openConsolePage, test } from '../support/consoleServer';

/**
 * Finance's day: the dashboard (today's tiles, the 30-day charts from a lazily loaded chunk),
 * then the deposit queue, where a self-service UTR order is matched and credited; the player
 * then sees the order succeed. The console server is Indonesian, where self-service UTR is off
 * by default: the sandbox operator switches it on first, and the player's order is made with
 * the player's own API call (the page for it exists only in the Indian app). Runs at 1280×800
 * and 375×812.
 */
test('finance opens the dashboard and matches a UTR deposit the player then sees credited', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-${name}-${info.project.name}.png`, fullPage: true });

  const on = await request.post(`${server.url}/sandbox/operator/settings/chargeInfo`, {
    data: { merge: { fillOrderSwitch: true } },
  });
  expect(on.ok()).toBe(true);

  // The player: a guest who paid Rp 100.000 and tells us the transfer's UTR.
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
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  // The self-service UTR page is an Indian one (its route is not in the Indonesian app); the
  // player's own call makes the order here, signed with the player's session.
  const made = await request.post(`${server.url}/recharge/selfUtr`, {
    data: {
      appId: 621108,
      deviceNumber: 'e2e-console-deposits',
      locale: 'en',
      appPackageName: 'Web',
      sign: await stored('sign'),
      uid,
      amount: 10_000_000,
      utr,
    },
  });
  const answer = (await made.json()) as { state: string; resultData: { orderNo: string } };
  expect(answer.state).toBe('200');
  const orderNo = answer.resultData.orderNo;
  await app.goto(`${ORDER_DETAIL_PATH}?orderNo=${orderNo}`);
  const detail = new OrderDetailPage(app);
  await detail.expectStatus('pending');

  // Finance signs in and opens the dashboard: today's tiles and three charts.
  await consoleSignIn(page, server.operators.finance);
  expect(await menuHas(page, 'Dashboard')).toBe(true);
  await openConsolePage(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Today' });
  await expect(tiles).toContainText('New players');
  await expect(page.getByTestId('chart')).toHaveCount(3);
  await expect(page.getByTestId('chart').first().locator('canvas')).toBeVisible();
  await shot('dashboard');

  // The deposit queue: the order with its UTR and player; match it.
  await openConsolePage(page, 'Deposits');
  const card = page.locator(`[data-order="${orderNo}"]`);
  await expect(card.locator('strong')).toHaveText('Rp 100.000');
  await expect(card).toContainText(utr);
  await expect(card).toContainText(uid);
  await expect(card.getByTestId('statement')).toHaveText('No line with this UTR yet');
  await shot('deposits');
  await card.getByRole('button', { name: 'Match and credit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Credit ${orderNo}?`);
  await dialog.getByRole('button', { name: 'Credit the player' }).click();
  // No bank line has this UTR: four-eyes (issue 34), finance alone credits nothing.
  await expect(page.getByRole('status')).toContainText(
    `No bank line matches ${orderNo}: request #`,
  );
  await expect(card).toHaveCount(1);
  await shot('deposit-matched');
  await app.reload();
  await detail.expectStatus('pending');
  await app.screenshot({ path: `/tmp/console-deposit-player-${info.project.name}.png` });
  await player.close();
});
