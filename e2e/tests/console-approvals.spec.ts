import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn, expect, test } from '../support/consoleServer';
import { otpInbox, uniqueMobile } from '../support/sandbox';

/**
 * Four-eyes end to end (docs/OPERATIONS.md): finance credits a player more than the market's
 * threshold (Rp 500.000 in ID) and nothing moves; the request waits in Requests, where finance
 * cannot approve its own (the button says why); the owner, in another browser, approves with a
 * reason and the player's balance changes once. Runs at 1280×800 (laptop) and 375×812 (phone).
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
  const body = (await res.json()) as { code: number; data: { sign: string; uid: string } };
  expect(body.code).toBe(200);
  return body.data;
}

test('finance asks for a large credit, the owner approves it, the balance moves once', async ({
  page,
  browser,
  request,
  consoleServer: server,
}, info) => {
  test.setTimeout(180_000);
  const shot = (name: string, p = page) =>
    p.screenshot({
      path: `/tmp/console-approvals-${name}-${info.project.name}.png`,
      fullPage: true,
    });
  const player = await registerPlayer(request);

  // Operator A (finance): Rp 750.000 is over the threshold, so it becomes a request.
  await consoleSignIn(page, server.operators.finance);
  await page.goto(`/console/players/${player.uid}`);
  await expect(page.getByTestId('player-balance')).toHaveText(/^Rp\s0$/);
  const form = page.getByRole('form', { name: 'Manual adjustment' });
  await form.getByLabel(/Amount/).fill('750.000');
  await form.getByLabel(/Reason/).fill('compensation for a lost jackpot');
  await form.getByRole('button', { name: 'Review adjustment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Credit the player' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('needs a second operator');
  const id = /Request #(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByTestId('player-balance')).toHaveText(/^Rp\s0$/);

  // A's own request shows in Requests, but A cannot decide it.
  await page.goto('/console/requests');
  const mine = page.locator(`[data-request="${id}"]`);
  await expect(mine).toContainText('Rp 750.000');
  await expect(mine).toContainText('Manual adjustment');
  await expect(mine).toContainText(`player:${player.uid}`);
  await expect(mine.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(mine).toContainText('another operator must decide it');
  await shot('own-request');

  // Operator B (owner), in a browser of their own, approves with a reason.
  const ownerContext = await browser.newContext({
    baseURL: server.url,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const owner = await ownerContext.newPage();
  await consoleSignIn(owner, server.operators.owner);
  await owner.goto('/console/requests');
  const card = owner.locator(`[data-request="${id}"]`);
  await expect(card).toContainText('Rp 750.000');
  await expect(card).toContainText('e2e-finance');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Approve and carry out' })).toBeDisabled();
  await dialog.getByLabel(/Reason/).fill('matches the support ticket');
  await shot('approve-dialog', owner);
  await dialog.getByRole('button', { name: 'Approve and carry out' }).click();
  await expect(owner.getByRole('status')).toContainText(`Request ${id} approved`);
  await expect(card).toHaveCount(0);
  await shot('approved', owner);
  await ownerContext.close();

  // The balance moved once: Rp 750.000 and one adjustment line.
  await page.goto(`/console/players/${player.uid}`);
  await expect(page.getByTestId('player-balance')).toHaveText(/^Rp\s750\.000$/);
  await expect(page.getByRole('tabpanel').getByText('adjustment')).toHaveCount(1);
  await shot('balance');
});
