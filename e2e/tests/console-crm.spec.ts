import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn, expect, freshCode, openConsolePage, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * The Players CRM end to end (docs/OPERATIONS.md "Players: list, segments, notes and tags"):
 * support reads the player list, filters it (one filter that keeps the player, one that does
 * not), saves the filters as a segment and opens it again, then on the player's page adds a tag
 * and a note and reads the sign-in history; back on the list, the tag filters. After marketing
 * sends a broadcast to the segment, deleting it asks first and says so. Runs at 1280×800 and
 * 375×812.
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
  return { mobile, uid: body.data.uid };
}

test('support filters the player list, saves a segment, tags and notes a player', async ({
  page,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/console-crm-${name}-${info.project.name}.png`, fullPage: true });
  const player = await registerPlayer(request);
  const suffix = Math.random().toString(36).slice(2, 7);
  const tag = `e2e-${suffix}`;
  const segment = `New, no KYC ${suffix}`;

  await consoleSignIn(page, server.operators.support);
  await openConsolePage(page, 'Players');
  const table = page.getByTestId('player-list');
  // The list opens on every player, newest first: the one just registered is on the first page.
  await expect(table.locator(`tr[data-uid="${player.uid}"]`)).toBeVisible();
  await shot('list');

  const filters = page.getByRole('form', { name: 'Filter players' });
  await filters.getByLabel('Uid, phone or nickname').fill(player.uid);
  await filters.getByLabel('KYC').selectOption('approved');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No player matches these filters.')).toBeVisible();
  await filters.getByLabel('KYC').selectOption('none');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator(`tr[data-uid="${player.uid}"]`)).toContainText('Not started');

  // Save the filters as a segment, clear them, open the segment again.
  const save = page.getByRole('form', { name: 'Save the filters as a segment' });
  await save.getByLabel('Save filters as').fill(segment);
  await save.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByRole('status')).toContainText(`Saved “${segment}”.`);
  await page.getByLabel('Saved segment').selectOption({ label: 'All players' });
  await expect(filters.getByLabel('Uid, phone or nickname')).toHaveValue('');
  await page.getByLabel('Saved segment').selectOption({ label: segment });
  await expect(filters.getByLabel('Uid, phone or nickname')).toHaveValue(player.uid);
  await expect(filters.getByLabel('KYC')).toHaveValue('none');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await shot('segment');

  // The player's page: a tag and a note, the sign-in history, KYC.
  await table.getByRole('link', { name: player.uid }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.uid);
  const tagForm = page.getByRole('form', { name: 'Add a tag' });
  await tagForm.getByLabel('Tag').fill(tag);
  await tagForm.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByTestId('player-tags')).toContainText(tag);
  const noteForm = page.getByRole('form', { name: 'Add a note' });
  await noteForm.getByLabel('Note').fill('Called about a late withdrawal; explained KYC.');
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByTestId('player-notes');
  await expect(notes).toContainText('Called about a late withdrawal; explained KYC.');
  await expect(notes).toContainText(server.operators.support.login);
  await expect(page.getByTestId('player-kyc')).toHaveText('Not started');
  // Registering signed the player in once, from one address (this request sent no device number).
  await expect(page.getByTestId('player-signins').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('player-addresses').locator('li')).toHaveCount(1);
  await shot('player');

  // Back on the list, the tag is shown and filters.
  await openConsolePage(page, 'Players');
  await filters.getByLabel('Tag').fill(tag);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator(`tr[data-uid="${player.uid}"]`)).toContainText(tag);

  // Marketing sends a broadcast to the segment (through the console API, its own session);
  // deleting the segment then asks first and says the broadcast keeps its recipients.
  const marketing = server.operators.marketing;
  const signIn = await request.post('/console/api/auth/signIn', {
    data: {
      login: marketing.login,
      password: marketing.password,
      code: await freshCode(page, marketing),
    },
  });
  const csrf = ((await signIn.json()) as { resultData: { csrfToken: string } }).resultData
    .csrfToken;
  const segments = (await (await request.get('/console/api/segments/list')).json()) as {
    resultData: { segments: { id: number; name: string }[] };
  };
  const savedId = segments.resultData.segments.find((s) => s.name === segment)?.id;
  const sent = await request.post('/console/api/inbox/broadcast', {
    headers: { 'x-csrf-token': csrf },
    data: {
      savedSegmentId: savedId,
      titleEn: 'Finish KYC',
      titleId: 'Selesaikan KYC',
      bodyEn: 'Two minutes.',
      bodyId: 'Dua menit.',
      link: '',
    },
  });
  expect(((await sent.json()) as { state: string }).state).toBe('200');
  await page.getByLabel('Saved segment').selectOption({ label: segment });
  await page.getByRole('button', { name: 'Delete this segment' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the segment “${segment}”?` });
  await expect(confirm.getByTestId('segment-broadcasts')).toHaveText(
    '1 broadcast was addressed to it; they keep their recipients. Its filters are gone for every operator.',
  );
  await shot('delete-segment');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByLabel('Saved segment')).toHaveValue(String(savedId));
  await page.getByRole('button', { name: 'Delete this segment' }).click();
  await confirm.getByRole('button', { name: 'Delete the segment' }).click();
  await expect(page.getByRole('status')).toContainText('Segment deleted.');
  await expect(
    page.getByLabel('Saved segment').locator('option', { hasText: segment }),
  ).toHaveCount(0);
});
