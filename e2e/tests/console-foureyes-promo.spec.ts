import { maskGiftCode } from '@cardroom/contract/console';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

/**
 * Four-eyes for gift codes end to end (docs/OPERATIONS.md, "Four-eyes"): marketing asks for a
 * batch whose possible cost (20 × Rp 100.000) passes the market's Rp 1.000.000 threshold, so no
 * code exists and the form names the request; the owner, in another browser, reads the batch's
 * terms in Requests and approves; marketing then opens its approved batch and sees the codes in
 * full once (a second look is refused), and the promotion's list shows them masked.
 * Runs at 1280×800 (console-laptop) and 375×812 (console-phone).
 */
test('marketing asks for a costly batch, the owner approves, the codes appear once', async ({
  page,
  browser,
  consoleServer: server,
}, info) => {
  test.setTimeout(240_000);
  const shot = (name: string, p = page) =>
    p.screenshot({
      path: `/tmp/console-foureyes-promo-${name}-${info.project.name}.png`,
      fullPage: true,
    });

  // Marketing: a live gift-code promotion within its own limits (budget Rp 5.000.000).
  await consoleSignIn(page, server.operators.marketing);
  await openConsolePage(page, 'Promotions');
  const title = `Four-eyes gifts ${info.project.name}`;
  await page.getByLabel('Kind').selectOption('gift_code');
  await page.getByRole('button', { name: 'New promotion' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Indonesian)').fill(`Hadiah empat mata ${info.project.name}`);
  await page.getByLabel('Summary (the Promo tab card) (English)').fill('Codes after approval');
  await page.getByLabel('Summary (the Promo tab card) (Indonesian)').fill('Kode setelah disetujui');
  await page.getByLabel('Rules as players read them (English)').fill('One code per player.');
  await page.getByLabel('Rules as players read them (Indonesian)').fill('Satu kode per pemain.');
  await page.getByLabel('Budget in Rp (empty: none)').fill('5000000');
  await page.getByLabel(/Live at once/).check();
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByRole('status')).toContainText(`“${title}” (live)`);
  const card = page.locator('li.card', { hasText: title });
  await card.getByRole('button', { name: 'Gift codes' }).click();

  // 20 codes × Rp 100.000 × 1 use = Rp 2.000.000: over the threshold, so a request.
  await page.getByLabel('How many codes').fill('20');
  await page.getByLabel('Amount each (Rp)').fill('100000');
  await page.getByLabel('Prefix (optional)').fill('fe');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  const waiting = page.getByTestId('batch-waiting');
  await expect(waiting).toContainText('Waits for a second operator (request #');
  const id = /request #(\d+)/.exec((await waiting.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByRole('region', { name: 'New codes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Codes (0)' })).toBeVisible();
  await shot('waiting');

  // The owner, in a browser of their own, reads the terms and approves with a reason.
  const ownerContext = await browser.newContext({
    baseURL: server.url,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const owner = await ownerContext.newPage();
  await consoleSignIn(owner, server.operators.owner);
  await owner.goto('/console/requests');
  const request = owner.locator(`[data-request="${id}"]`);
  await expect(request).toContainText('Gift-code batch');
  await expect(request.getByTestId('batch-terms')).toContainText('20 codes × Rp 100.000 × 1 uses');
  await expect(request).toContainText('giftCodeBatchDirectMax');
  await request.getByRole('button', { name: 'Approve' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('launch campaign, agreed with finance');
  await shot('approve', owner);
  await dialog.getByRole('button', { name: 'Approve and carry out' }).click();
  await expect(owner.getByRole('status')).toContainText(`Request ${id} approved`);
  // The approver never sees the codes.
  await expect(owner.locator(`[data-approved-batch="${id}"]`)).toHaveCount(0);
  await ownerContext.close();

  // Marketing collects its codes, once.
  await page.goto('/console/requests');
  const batch = page.locator(`[data-approved-batch="${id}"]`);
  await batch.getByRole('button', { name: 'Show the codes (once)' }).click();
  const made = batch.getByRole('region', { name: 'New codes' });
  await expect(made).toContainText('20 codes made, Rp 100.000 each');
  const codes = (await made.getByRole('textbox').inputValue()).split('\n');
  expect(codes).toHaveLength(20);
  for (const c of codes) expect(c).toMatch(/^FE[A-Z2-9]{10}$/);
  const download = page.waitForEvent('download');
  await made.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`gift-codes-request-${id}.csv`);
  await shot('codes');

  // After a reload the batch says when it was shown and offers no second look (the server
  // refuses one: four-eyes.routes.test.ts); the promotion's list shows them masked.
  await page.reload();
  const after = page.locator(`[data-approved-batch="${id}"]`);
  await expect(after.getByTestId('batch-shown')).toContainText('Shown to you on');
  await expect(after.getByRole('button', { name: 'Show the codes (once)' })).toHaveCount(0);
  await openConsolePage(page, 'Promotions');
  await page
    .locator('li.card', { hasText: title })
    .getByRole('button', { name: 'Gift codes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Codes (20)' })).toBeVisible();
  await expect(page.locator(`tr[data-code="${maskGiftCode(codes[0] ?? '')}"]`)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(codes[0] ?? '');
  await shot('masked');
});
