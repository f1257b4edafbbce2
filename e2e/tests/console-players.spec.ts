import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * The console's Players page end to end: support finds a registered player by phone and
 * blocks their sign-in (the player's session ends and sign-in is refused), unblocks; finance
 * finds the same player by uid and credits them through a confirmed manual adjustment.
 * Runs at 1280×800 (laptop) and 375×812 (phone).
 */
const PASSWORD = 'Secret-2468';

async function registerPlayer(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  const sent = await request.post('/sms/send', { data: { mobile, type: 'register' } });
  expect((await sent.json()).state).toBe('200');
  const res = await request.post('/sso/register', {
    data: {
      mobile,
      verificationCode: await code(),
      password: PASSWORD,
      ageConfirmed: true,
      termsAccepted: true,
      locale: 'en',
    },
  });
  const body = (await res.json()) as { code: number; data: { sign: string; uid: string } };
  expect(body.code).toBe(200);
  return { mobile, ...body.data };
}

const signIn = async (request: APIRequestContext, mobile: string) =>
  (await request.post('/sso/login', { data: { mobile, password: PASSWORD, locale: 'en' } })).json();

test('support finds and blocks a player; finance credits them', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string, p = page) =>
    p.screenshot({ path: `/tmp/console-players-${name}-${info.project.name}.png`, fullPage: true });
  const player = await registerPlayer(request);
  // The player sets a deposit limit of Rp 500.000 a day; support will read it on their page.
  const limited = await request.post('/limits/set', {
    data: { sign: player.sign, uid: player.uid, kind: 'deposit', period: 'day', value: 50_000_000 },
  });
  expect((await limited.json()).state).toBe('200');

  // Support: search by phone with the country code, open the player, block.
  await consoleSignIn(page, server.operators.support);
  await openConsolePage(page, 'Players');
  await page.getByLabel('Uid, phone or nickname').fill(`+62${player.mobile}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: player.uid })).toBeVisible();
  await shot('search');
  await page.getByRole('link', { name: player.uid }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.uid);
  await expect(page.getByTestId('player-balance')).toHaveText(/^Rp\s0$/);
  await expect(page.getByTestId('player-break')).toHaveText('None');
  await expect(page.getByTestId('player-limits')).toHaveText(
    /^Deposit a day: Rp\s500\.000 \(used Rp\s0\)$/,
  );
  // Support reads and blocks; adjusting is finance's.
  await expect(page.getByRole('form', { name: 'Manual adjustment' })).toHaveCount(0);
  await shot('player');
  await page.getByRole('button', { name: 'Block sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Block and end sessions' })).toBeDisabled();
  await dialog.getByLabel(/Reason/).fill('reported account takeover');
  await dialog.getByRole('button', { name: 'Block and end sessions' }).click();
  await expect(page.getByRole('status')).toContainText('every session has ended');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign-in blocked');
  await shot('blocked');

  // The player: the kept session is gone and sign-in is refused.
  const info1 = await request.post('/user/getUserInfo', {
    data: { sign: player.sign, uid: player.uid },
  });
  expect((await info1.json()).state).toBe('401');
  const refused = await signIn(request, player.mobile);
  expect(refused.code).not.toBe(200);
  expect(refused.msg).toBe('This account is disabled, please contact customer service');

  await page.getByRole('button', { name: 'Unblock sign-in' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Reason/)
    .fill('owner confirmed by phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('status')).toContainText('may sign in again');
  expect((await signIn(request, player.mobile)).code).toBe(200);

  // Finance, in its own browser context: find by uid, credit Rp 25,000.50.
  const financeContext = await browser.newContext({
    baseURL: server.url,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const fin = await financeContext.newPage();
  await consoleSignIn(fin, server.operators.finance);
  await fin.goto(`/console/players`);
  await fin.getByLabel('Uid, phone or nickname').fill(player.uid);
  await fin.getByRole('button', { name: 'Search' }).click();
  await fin.getByRole('link', { name: player.uid }).click();
  await expect(fin.getByRole('button', { name: /Block sign-in/ })).toHaveCount(0);
  const form = fin.getByRole('form', { name: 'Manual adjustment' });
  // Rupiah are whole: an English-style "25,000.5" is refused saying what was read, not rounded.
  await form.getByLabel(/Amount/).fill('25,000.5');
  await form.getByLabel(/Reason/).fill('goodwill for a stuck round');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(form).toContainText('Whole amounts only: we read Rp 25.000,5. Did you mean 25.000?');
  await expect(fin.getByRole('dialog')).toHaveCount(0);
  await form.getByLabel(/Amount/).fill('25.000');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  const confirm = fin.getByRole('dialog');
  await expect(confirm.getByTestId('adjust-after')).toHaveText(/^Rp\s25\.000$/);
  await shot('adjust-confirm', fin);
  await confirm.getByRole('button', { name: 'Credit the player' }).click();
  await expect(fin.getByRole('status')).toContainText('balance now Rp');
  await expect(fin.getByTestId('player-balance')).toHaveText(/^Rp\s25\.000$/);
  await expect(fin.getByRole('tabpanel')).toContainText('adjustment');
  await shot('adjusted', fin);

  // A debit beyond the balance is refused in the dialog, and nothing moves.
  await form.getByLabel('Debit (take)').check();
  await form.getByLabel(/Amount/).fill('99999');
  await form.getByLabel(/Reason/).fill('testing an overdraft');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(fin.getByRole('dialog').getByRole('alert')).toContainText('more than');
  await fin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(fin.getByTestId('player-balance')).toHaveText(/^Rp\s25\.000$/);
  await financeContext.close();
});
