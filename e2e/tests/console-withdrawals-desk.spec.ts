import { readFileSync } from 'node:fs';
import { LoginPage } from '../pages/login';
import { sandbox, WithdrawFlow } from '../pages/withdraw';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * The payments desk, withdrawals (issue 37): a player asks for Rp 500.000 (it waits for
 * review); finance finds it on the desk by its order number, exports what the filters match as
 * CSV, reads its history in the drawer, selects it and approves the selection; the desk then
 * shows it sent on. The page never scrolls sideways. Runs at 1280×800 (laptop) and 375×812
 * (phone).
 */
test('finance finds a withdrawal on the desk, reads its history and bulk-approves it', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-desk-${name}-${info.project.name}.png` });

  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
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
  await openConsolePage(page, 'Withdrawals');
  await page.getByRole('link', { name: /Withdrawals desk/ }).click();
  await expect(page).toHaveURL(/\/console\/withdrawals\/desk$/);
  await expect(page.getByRole('heading', { name: 'Withdrawals desk' })).toBeVisible();

  // Search by the player's phone as people type it, then by the order number.
  await page.getByLabel('Search').fill(`0${mobile}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('desk-total')).toHaveText('1 order');
  await page.getByLabel('Search').fill(orderNo);
  await page.getByLabel('State').selectOption('review');
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.locator(`[data-desk-order="${orderNo}"]`);
  await expect(row.getByTestId('desk-state')).toHaveText('In review');
  await expect(row).toContainText('Rp 500.000');
  await expect(row).toContainText(uid);
  // A bad amount is refused in the operator's words, and nothing is asked.
  await page.getByLabel('Amount from').fill('12,5');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toContainText('From amount');
  await page.getByLabel('Amount from').fill('');
  // Export CSV of these filters: the server's file holds this order alone, amounts in rupiah.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^withdrawals-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\n');
  // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
  expect(rows[0]).toMatch(/^\uFEFForder_no,state,created_at,/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatch(new RegExp(`^${orderNo},review,`));
  expect(rows[1]).toContain(`,${uid},`);
  expect(rows[1]).toContain(',IDR,500000.00,');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('list');

  await row.getByRole('button', { name: orderNo }).click();
  const drawer = page.getByTestId('desk-drawer');
  await expect(drawer.getByTestId('drawer-state')).toHaveText('In review');
  await expect(drawer.getByTestId('drawer-history')).toContainText('withdrawal.request');
  await expect(drawer.getByTestId('drawer-history')).toContainText('Ledger');
  await shot('drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('checkbox', { name: `Select ${orderNo}` }).check();
  await page.getByRole('button', { name: 'Approve selected (1)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Approve 1 withdrawals?');
  await expect(dialog).toContainText('Rp 500.000 in all');
  await dialog.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Approved 1; sent to four-eyes 0; no longer waiting 0.',
  );
  // Filtered to "In review", the order has left the list.
  await expect(page.getByText('No withdrawal matches.')).toBeVisible();
  await page.getByLabel('State').selectOption('');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(row.getByTestId('desk-state')).toHaveText(/Approved|Processing/);
  await shot('approved');
});
