import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { HomePage, LanguagePage } from '../pages/account';
import { LoginPage } from '../pages/login';
import { DepositPage } from '../pages/wallet';

/**
 * Money pushed to the virtual account beyond a daily deposit limit (issue 33): the part within
 * the limit is credited, the rest is held and shown on Safer play and the deposit page with
 * when it is released; the player can ask for it back, and the page says the operator sends it.
 */
test('a transfer beyond the deposit limit shows as held, and a return can be asked for', async ({
  page,
  request,
}) => {
  // Each project's own language (the ID server would start a new device in Indonesian).
  const en = test.info().project.name === 'phone-en';
  await page.goto('/pages/account/Language');
  await new LanguagePage(page).choose(en ? 'en' : 'ind');
  await new LoginPage(page).open();
  await new LoginPage(page).playAsGuest();
  await new HomePage(page).expectSignedIn();

  const dep = new DepositPage(page);
  await page.goto('/pages/account/Safety');
  await expect(page.getByTestId('limits-held-rule')).toContainText(
    en ? 'beyond your deposit limit is held' : 'melebihi batas setoran akan ditahan',
  );
  await page.getByTestId('limit-deposit-day-edit').click();
  await page.getByTestId('limit-deposit-day-input').fill('20.000');
  await page.getByTestId('limit-deposit-day-save').click();
  await expect(page.getByTestId('limit-deposit-day-value')).toHaveText(/20[.,]000/);

  // The player's virtual account, as the deposit page shows it; Rp 50.000 arrives there.
  await dep.open();
  await page.getByTestId('deposit-tab-5').click();
  const vaNumber = (await page.getByTestId('va-number').innerText()).trim();
  expect(vaNumber).toMatch(/^\d+$/);
  const res = await request.post('/sandbox/va/incoming', {
    data: { vaNumber, amount: 5_000_000, reference: `e2e-held-${randomUUID()}` },
  });
  expect(res.ok()).toBe(true);

  await page.goto('/pages/account/Safety');
  await expect(page.getByTestId('limits-held-amount')).toHaveText(/^(Held|Ditahan) Rp ?30[.,]000$/);
  await expect(page.getByTestId('limits-held-when')).toContainText(
    /released on .+ or returned on request|dilepas pada .+ atau dikembalikan atas permintaan/,
  );
  // Used never passes the limit: Rp 20.000 used, nothing left.
  await expect(page.getByTestId('limit-deposit-day-left')).toHaveText(
    /(Used|Terpakai) Rp ?20[.,]000 · (left|sisa) Rp ?0$/,
  );
  await dep.expectNoHorizontalOverflow();
  await page.screenshot({ path: test.info().outputPath('held.png'), fullPage: true });

  // On the deposit page too.
  await dep.open();
  await expect(page.getByTestId('limits-held-amount')).toHaveText(/30[.,]000/);

  // Asking for it back: recorded, and the page says the operator sends it by hand.
  await page.goto('/pages/account/Safety');
  await page.getByTestId('limits-held-return').click();
  await expect(page.getByTestId('limits-held-returning')).toContainText(
    en
      ? /^Return requested: Rp ?30,000\. Our team sends it back by hand/
      : /^Pengembalian diminta: Rp ?30\.000\. Tim kami mengirimnya kembali secara manual/,
  );
  await expect(page.getByTestId('limits-held-amount')).toHaveCount(0);
});
