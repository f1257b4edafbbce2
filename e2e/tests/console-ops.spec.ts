import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';

/**
 * The back office's desks of issue 38, in one walk at 1280×800: support takes a player's
 * feedback (assign to me, in progress, a canned reply the player reads in Indonesian), finance
 * holds an inviter's rewards on the Affiliates page, and the owner edits first-deposit tiers in
 * the table editor (a row's error named under that row).
 */
async function guest(request: APIRequestContext, referralCode?: string) {
  const res = await request.post('/sso/guest', {
    data: { deviceNumber: `e2e-ops-${Math.random()}`, locale: 'id', referralCode },
  });
  const body = (await res.json()) as { code: number; data: { sign: string; uid: string } };
  expect(body.code).toBe(200);
  return body.data;
}

test('feedback desk, affiliates hold and the tier editor', async ({
  page,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-ops-${name}-${info.project.name}.png`, fullPage: true });
  const inviter = await guest(request);
  const agent = await request.post('/invite/agent/info', {
    data: { sign: inviter.sign, locale: 'en' },
  });
  const agentBody = (await agent.json()) as { resultData?: { inviteCode: string } };
  const code = agentBody.resultData?.inviteCode ?? '';
  expect(code).not.toBe('');
  const player = await guest(request, code);
  const text = `Where is my deposit ${info.project.name}`;
  const sent = await request.post('/feedback/submit', {
    data: { sign: player.sign, locale: 'id', category: 'deposit', text },
  });
  expect(((await sent.json()) as { state: string }).state).toBe('200');

  // Support: the item is new and nobody's; assign it to me, mark it in progress, send a canned reply.
  await consoleSignIn(page, server.operators.support);
  await openConsolePage(page, 'Feedback');
  await page.getByLabel('State').selectOption('open');
  await page.getByLabel('Owner').selectOption('none');
  const card = page.locator('.card', { hasText: text });
  await expect(card).toContainText('New');
  await expect(card).toContainText('No owner');
  await card.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('link', { name: player.uid })).toHaveAttribute(
    'href',
    `/console/players/${player.uid}`,
  );
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByTestId('feedback-owner')).toHaveText('e2e-support');
  await page.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('In progress');
  await page.getByLabel(/^Canned reply/).selectOption({ label: 'Deposit credited' });
  await expect(page.getByLabel(/^Reply in Indonesian/)).toHaveValue(/Deposit Anda sudah masuk/);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toContainText('Reply sent');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Answered');
  await shot('feedback');
  // The player, whose app is in Indonesian, reads the Indonesian text.
  const mine = await request.post('/feedback/list', { data: { sign: player.sign, locale: 'id' } });
  const list = ((await mine.json()) as { resultData: { list: { text: string; reply: string }[] } })
    .resultData.list;
  expect(list.find((f) => f.text === text)?.reply).toMatch(/^Deposit Anda sudah masuk/);
  await page.getByRole('button', { name: '← All feedback' }).click();
  await page.getByLabel('State').selectOption('replied');
  await page.getByLabel('Owner').selectOption('me');
  await expect(page.locator('.card', { hasText: text })).toContainText('Owner: e2e-support');

  // Finance: the inviter has one invitation; hold their rewards.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await consoleSignIn(page, server.operators.finance);
  await openConsolePage(page, 'Affiliates');
  await page.getByLabel('Inviter uid').fill(inviter.uid);
  const row = page.locator(`tr[data-inviter="${inviter.uid}"]`);
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row).toContainText('Not held');
  await row.getByRole('button', { name: 'Hold rewards' }).click();
  await expect(page.getByRole('status')).toContainText(`Held ${inviter.uid}`);
  await expect(row).toContainText('Held since');
  await page.getByLabel('Show').selectOption('held');
  await expect(row.getByRole('button', { name: 'Release' })).toBeVisible();
  await shot('affiliates');

  // Owner: first-deposit tiers as a table; a wrong row is named, then the promotion is created.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await consoleSignIn(page, server.operators.owner);
  await openConsolePage(page, 'Promotions');
  await page.getByLabel('Kind').selectOption('first_deposit');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const tiers = page.getByRole('table', { name: 'First-deposit tiers' });
  await expect(tiers.getByLabel('Tier 1: deposit of at least')).toHaveValue('500');
  await page.getByRole('button', { name: 'Add a tier' }).click();
  await tiers.getByLabel('Tier 2: deposit of at least').fill('1.000.000');
  await tiers.getByLabel('Tier 2: bonus in basis points').fill('3001');
  await page.getByRole('button', { name: 'Add a tier' }).click();
  await page.getByRole('button', { name: 'Remove tier 3' }).click();
  await expect(tiers.getByRole('row')).toHaveCount(3);
  const title = `Tiered bonus ${info.project.name}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Indonesian)').fill(`Bonus bertingkat ${info.project.name}`);
  await page.getByLabel('Summary (the Promo tab card) (English)').fill('More for more');
  await page.getByLabel('Summary (the Promo tab card) (Indonesian)').fill('Lebih banyak');
  await page.getByLabel('Rules as players read them (English)').fill('First deposit only.');
  await page.getByLabel('Rules as players read them (Indonesian)').fill('Deposit pertama saja.');
  // A budget keeps it under the four-eyes rule (no budget waits for a second operator).
  await page.getByLabel('Budget in Rp (empty: none)').fill('1000000');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(tiers.locator('tr[data-tier="1"]')).toContainText(
    'bonus: from 1 to 3000 basis points',
  );
  await expect(tiers.locator('tr[data-tier="0"] .field-problem')).toHaveCount(0);
  await shot('tiers');
  await tiers.getByLabel('Tier 2: bonus in basis points').fill('2000');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(page.getByRole('status')).toContainText(`“${title}”`);
});
