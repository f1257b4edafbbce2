import { consoleSignIn, expect, openConsolePage, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * The console's Identity checks page: a player's check the sandbox provider sends to review
 * ("review" in the name) waits in the queue with the NIK masked; support approves it and the
 * player may then withdraw. Runs at 1280×800 (laptop) and 375×812 (phone).
 */
test('support approves an identity check waiting for review', async ({
  page,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(120_000);
  const mobile = uniqueMobile();
  const code = otpInbox(request, mobile);
  await request.post('/sms/send', { data: { mobile, type: 'login' } });
  const login = await request.post('/sso/v2/login', {
    data: { mobile, verificationCode: await code(), locale: 'en' },
  });
  const sign = ((await login.json()) as { data: { sign: string } }).data.sign;
  const sent = await request.post('/kyc/submit', {
    headers: { authorization: `Bearer ${sign}` },
    data: {
      fullName: 'Review Dewi Lestari',
      birthday: '1990-05-05',
      documentNumber: '3171014505900001',
    },
  });
  expect((await sent.json()).state).toBe('200');

  await consoleSignIn(page, server.operators.support);
  await openConsolePage(page, 'Identity checks');
  const card = page.locator('li.card', { hasText: 'Review Dewi Lestari' });
  await expect(card).toContainText('NIK ••••••••••••0001');
  await expect(page.locator('main')).not.toContainText('3171014505900001');
  await page.screenshot({ path: `/tmp/console-kyc-${info.project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).last().click();
  await expect(page.getByRole('status')).toContainText(
    'Approved the identity check of Review Dewi Lestari',
  );
  await expect(card).toHaveCount(0);

  const status = await request.post('/kyc/status', {
    headers: { authorization: `Bearer ${sign}` },
    data: {},
  });
  expect(((await status.json()) as { resultData: { state: string } }).resultData.state).toBe(
    'approved',
  );
});
