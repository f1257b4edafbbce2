import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn, expect, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * Reports (docs/OPERATIONS.md "Reports"): finance credits a player by hand, and within a run of
 * the summing job (every minute) today's manual adjustments on the Reports page have grown by
 * exactly that amount; the presets change the range, and a table downloads as CSV. At 1280×800
 * and 375×812.
 */
async function registerPlayer(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  const sent = await request.post('/sms/send', { data: { mobile, type: 'register' } });
  expect((await sent.json()).state).toBe('200');
  const res = await request.post('/sso/register', {
    data: {
      mobile,
      verificationCode: await code(),
      password: 'Secret-2468',
      ageConfirmed: true,
      termsAccepted: true,
      locale: 'en',
    },
  });
  const body = (await res.json()) as { code: number; data: { uid: string } };
  expect(body.code).toBe(200);
  return body.data;
}

/** "Rp 1.234.567" or "-Rp 5.000" as rupiah. */
const rupiah = (text: string) => {
  const digits = Number(text.replace(/,\d\d$/, '').replace(/[^\d]/g, ''));
  return text.trim().startsWith('-') ? -digits : digits;
};

test('a manual credit shows in today’s report; presets and CSV work', async ({
  page,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(240_000);
  const shot = (name: string) =>
    page.screenshot({
      path: `/tmp/console-reports-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  await consoleSignIn(page, server.operators.finance);
  await page.goto('/console/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  const tile = page.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({
    hasText: 'Manual adjustments',
  });
  await expect(tile.locator('strong')).toHaveText(/Rp/);
  // What earlier specs on this server already did today (the job may not have summed them yet:
  // what matters is the difference once it has).
  const player = await registerPlayer(request);
  await page.goto(`/console/players/${player.uid}`);
  const form = page.getByRole('form', { name: 'Manual adjustment' });
  await form.getByLabel(/Amount/).fill('12.345');
  await form.getByLabel(/Reason/).fill('report check: goodwill credit');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Credit the player' }).click();
  await expect(page.getByTestId('player-balance')).toHaveText(/Rp\s12\.345$/);

  // The player's own day row: a credit of Rp 12.345 is in the adjustments once the job has run.
  await page.goto('/console/reports');
  await page.getByRole('button', { name: 'Today' }).click();
  const ledgerAdjustments = async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Today' }).click();
    return rupiah((await tile.locator('strong').textContent()) ?? '');
  };
  await expect
    .poll(ledgerAdjustments, { timeout: 150_000, intervals: [5_000] })
    .toBeGreaterThanOrEqual(12_345);
  await expect(page.getByRole('heading', { name: 'By day' })).toBeVisible();
  await expect(page.getByText(/Includes every movement up to/)).toBeVisible();
  await shot('today');

  // CSV of the days table: a header and today's row, money as plain numbers.
  const download = page.waitForEvent('download');
  await page
    .locator('section.report-section', { has: page.getByRole('heading', { name: 'By day' }) })
    .getByRole('button', { name: 'Download CSV' })
    .click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const [header, row] = csv.split(/\r?\n/);
  expect(header).toBe(
    'Day,Deposits,Withdrawals paid,Turnover,GGR,Bonus cost,Adjustments,NGR,FTD,Active,New',
  );
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2},-?\d+\.\d\d,/);
  const adjustments = Number(row?.split(',')[6]);
  expect(adjustments).toBeGreaterThanOrEqual(12_345);

  // A preset of 30 days shows 30 day rows.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const days = page.getByRole('region', { name: 'By day, table' }).locator('tbody tr');
  await expect(days).toHaveCount(30);
  await shot('30-days');
});
