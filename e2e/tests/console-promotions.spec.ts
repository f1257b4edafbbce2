import { maskGiftCode } from '@cardroom/contract/console';
import { LoginPage } from '../pages/login';
import { GiftCodePage, openBalanceRecords, PROMO_TEXT } from '../pages/promo';
import { consoleSignIn, expect, menuHas, openConsolePage, test } from '../support/consoleServer';

/**
 * The console's Promotions page end to end: marketing (made with `npm run ops -- operator
 * create`) creates a live gift-code promotion, generates a batch of codes (shown once), and a
 * player redeems one on the Jili page and sees the Gift money; the console then counts the
 * redemption; then edits one prize row of the seeded ranking's prize boards (a table, not JSON)
 * and saves it. Runs at 1280×800 (laptop).
 */
test('marketing creates a gift-code batch; a player redeems one code and sees the bonus', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `/tmp/console-promotions-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  const op = server.operators.marketing;

  await consoleSignIn(page, op);
  await openConsolePage(page, 'Promotions');
  await expect(page.getByRole('heading', { name: /^Promotions \(\d+\)$/ })).toBeVisible();
  // Marketing does not see finance's queue.
  expect(await menuHas(page, 'Withdrawals')).toBe(false);
  await shot('list');

  // A live gift-code promotion, texts in both languages; a missing text is refused on the form.
  const title = `Console gifts ${info.project.name}`;
  await page.getByLabel('Kind').selectOption('gift_code');
  await page.getByRole('button', { name: 'New promotion' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByText('required').first()).toBeVisible();
  await page.getByLabel('Title (Indonesian)').fill(`Hadiah konsol ${info.project.name}`);
  await page.getByLabel('Summary (the Promo tab card) (English)').fill('Codes from the console');
  await page.getByLabel('Summary (the Promo tab card) (Indonesian)').fill('Kode dari konsol');
  await page.getByLabel('Rules as players read them (English)').fill('One code per player.');
  await page.getByLabel('Rules as players read them (Indonesian)').fill('Satu kode per pemain.');
  await page.getByLabel('Budget in Rp (empty: none)').fill('1000000');
  await page.getByLabel(/Live at once/).check();
  await shot('form');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByRole('status')).toContainText(`“${title}” (live)`);

  const card = page.locator('li.card', { hasText: title });
  await expect(card).toContainText('Spent Rp 0 of Rp 1.000.000 (0%)');
  await card.getByRole('button', { name: 'Gift codes' }).click();

  // A bad amount is refused on the form and makes nothing; then 3 codes of Rp 2.500, one use each.
  await page.getByLabel('How many codes').fill('3');
  await page.getByLabel('Amount each (Rp)').fill('2.5.0');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(
    page.getByText(/The separators are in the wrong places: did you mean 250\?/),
  ).toBeVisible();
  await page.getByLabel('Amount each (Rp)').fill('2500');
  await page.getByLabel('Prefix (optional)').fill('e2e');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  const made = page.getByRole('region', { name: 'New codes' });
  await expect(made).toContainText('3 codes made, Rp 2.500 each');
  const codes = (await made.getByRole('textbox').inputValue()).split('\n');
  expect(codes).toHaveLength(3);
  for (const c of codes) expect(c).toMatch(/^E2E[A-Z2-9]{10}$/);
  const download = page.waitForEvent('download');
  await made.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^gift-codes-promotion-\d+\.csv$/);
  await shot('codes');

  // The player redeems the first code and sees the bonus.
  const player = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const app = await player.newPage();
  await app.addInitScript(() => localStorage.setItem('lang', JSON.stringify('en')));
  await new LoginPage(app).open();
  await new LoginPage(app).playAsGuest();
  await expect(app.getByTestId('tab-home')).toBeVisible();
  const gift = new GiftCodePage(app);
  await gift.open();
  await gift.redeem(codes[0] ?? '');
  await expect(gift.success()).toContainText('Rp 2,500');
  const records = await openBalanceRecords(app);
  await expect(records.first()).toContainText(PROMO_TEXT.giftMoney.en);
  await expect(records.first()).toContainText('+Rp 2,500');
  await app.screenshot({ path: `/tmp/console-promotions-player-${info.project.name}.png` });
  await player.close();

  // The console counts it; the budget bar shows the spend.
  await page.reload();
  await openConsolePage(page, 'Promotions');
  const again = page.locator('li.card', { hasText: title });
  await expect(again).toContainText('Spent Rp 2.500 of Rp 1.000.000');
  await again.getByRole('button', { name: 'Gift codes' }).click();
  // The list shows the codes masked: handed out once, not readable again.
  await expect(page.locator('main')).not.toContainText(codes[0] ?? '');
  await expect(page.locator(`tr[data-code="${maskGiftCode(codes[0] ?? '')}"]`)).toContainText(
    '1 / 1',
  );
  await expect(page.locator(`tr[data-code="${maskGiftCode(codes[1] ?? '')}"]`)).toContainText(
    '0 / 1',
  );
  await shot('codes-after');

  // The seeded ranking's prize boards are tables: a wrong prize is named under its row; a
  // changed prize is saved and read back as typed (marketing changes what a promotion may cost
  // only within a budget).
  const rankings = page
    .locator('li.card')
    .filter({ has: page.locator('strong', { hasText: /^Rankings$/ }) });
  await page
    .getByRole('button', { name: /Back|All promotions/ })
    .first()
    .click();
  await rankings.getByRole('button', { name: 'Edit' }).click();
  const prize = page.getByLabel('Daily board, row 1: prize');
  await expect(prize).toHaveValue('50000');
  await prize.fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('row').filter({ has: prize })).toContainText('prize: ');
  await prize.fill('75.000');
  await expect(page.getByRole('row').filter({ has: prize })).toContainText('Rp 75.000');
  await page.getByLabel('Budget in Rp (empty: none)').fill('1000000');
  await shot('boards');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('“Rankings” (live)');
  // The list has been read again (the new budget shows) before the form opens from it.
  await expect(rankings).toContainText('of Rp 1.000.000');
  await rankings.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Daily board, row 1: prize')).toHaveValue('75000');
});
