import { formatMoney } from '@cardroom/contract';
import type { Page, WebSocketRoute } from '@playwright/test';
import { guestWithMoney, liveNumber, waitForBetting } from '../pages/live';
import { promoLang, useLang } from '../pages/promo';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/liveServer';
import { recordLiveBets } from '../support/network';

const TABLE = 'dragon-tiger-1';
/** Rp 500.000 each (the sandbox credit, minor units). */
const FUNDS = 50_000_000;
/** The table's Rp 50.000 chip. */
const CHIP = 5_000_000;

const num = liveNumber;
const player = (page: Page) => guestWithMoney(page, FUNDS);

/**
 * Places `chips` of CHIP on `spot` with one Bet tap (double: two taps at once, one bet), sent
 * on the page's signed-in table socket and answered there.
 */
async function bet(
  page: Page,
  bets: ReturnType<typeof recordLiveBets>,
  spot: string,
  chips: number,
  double = false,
) {
  const before = bets.answers.length;
  await expect.poll(() => bets.socket.signedIn).toBe(true);
  await page.getByTestId(`live-chip-${CHIP}`).click();
  for (let i = 0; i < chips; i++) await page.getByTestId(`live-spot-${spot}`).click();
  if (double) await page.getByTestId('live-bet').dblclick();
  else await page.getByTestId('live-bet').click();
  await expect.poll(() => bets.answers.length).toBe(before + 1);
  expect(bets.answers[before]).toMatchObject({ via: 'socket', state: '200' });
  expect(bets.sent.filter((s) => s.requestId === bets.answers[before]?.requestId)).toHaveLength(1);
}

/** What a Dragon Tiger bet pays back (stake included): 1:1, a tie halves Dragon and Tiger. */
function paid(spot: string, stake: number, winner: string): number {
  if (winner === 'tie') return spot === 'tie' ? stake * 12 : stake / 2;
  return spot === winner ? stake * 2 : 0;
}

test('two players at one live table see the same round and totals, the countdown, the result and their own payouts; a reload resumes', async ({
  page,
  browser,
  viewport,
  locale,
  isMobile,
  hasTouch,
  baseURL,
}) => {
  // The project's language, chosen (the market's Indonesian is the default): en at 375, id at 320.
  const appLang = promoLang(test.info());
  const lang = appLang === 'ind' ? 'id' : 'en';
  const other = await browser.newContext({
    viewport,
    ...(locale ? { locale } : {}),
    isMobile,
    hasTouch,
    ...(baseURL ? { baseURL } : {}),
  });
  const b = await other.newPage();
  // B's table socket runs through a route the spec can cut: a lost connection, and while `cut`
  // every new one is dropped at once (the page keeps trying, with its backoff).
  let cut = false;
  const sockets: WebSocketRoute[] = [];
  await b.routeWebSocket(/\/live\/socket/, (ws) => {
    if (cut) return ws.close({ code: 1011 });
    ws.connectToServer();
    sockets.push(ws);
  });
  const aBets = recordLiveBets(page);
  const bBets = recordLiveBets(b);
  await Promise.all([useLang(page, appLang), useLang(b, appLang)]);
  await Promise.all([player(page), player(b)]);

  // A opens the table from the lobby; B by a deep link.
  if (process.env.E2E_SCREENSHOT === 'on') {
    await expect(page.getByTestId(`live-table-${TABLE}`)).toBeVisible();
    await page.getByTestId('live-lobby').screenshot({ path: test.info().outputPath('lobby.png') });
  }
  await page.getByTestId(`live-table-${TABLE}`).click();
  await expect(page).toHaveURL(new RegExp(`/pages/webview/LiveTable\\?table=${TABLE}$`));
  await b.goto(`/pages/webview/LiveTable?table=${TABLE}`);
  for (const p of [page, b]) {
    await expect(p.getByTestId('live-table')).toBeVisible();
    await expect(p.getByTestId('live-balance')).toHaveText(formatMoney(FUNDS, 'ID', lang));
  }

  // A round whose window has time left for both bets (the next one, if this one is late).
  await waitForBetting(page, 7, 20_000);
  const round = await num(page, 'live-table', 'data-round');
  await expect(b.getByTestId('live-table')).toHaveAttribute('data-round', String(round));
  await expect(b.getByTestId('live-phase')).toHaveAttribute('data-phase', 'betting');
  const first = await num(page, 'live-countdown', 'data-seconds');
  await expect.poll(() => num(page, 'live-countdown', 'data-seconds')).toBeLessThan(first);

  // A taps Bet twice at once: one bet. Both see A's total on Dragon and one player.
  await bet(page, aBets, 'dragon', 1, true);
  await expect(page.getByTestId('live-mine-dragon')).toHaveAttribute('data-stake', String(CHIP));
  await expect(page.getByTestId('live-balance')).toHaveAttribute(
    'data-balance',
    String(FUNDS - CHIP),
  );
  for (const p of [page, b]) {
    await expect(p.getByTestId('live-total-dragon')).toHaveAttribute('data-stake', String(CHIP));
    await expect(p.getByTestId('live-players')).toHaveAttribute('data-players', '1');
  }
  // B bets two chips on Tiger: both see it, two players; B sees only its own chips as its own.
  await bet(b, bBets, 'tiger', 2);
  for (const p of [page, b]) {
    await expect(p.getByTestId('live-total-tiger')).toHaveAttribute('data-stake', String(2 * CHIP));
    await expect(p.getByTestId('live-players')).toHaveAttribute('data-players', '2');
  }
  await expect(b.getByTestId('live-mine-tiger')).toHaveAttribute('data-stake', String(2 * CHIP));
  await expect(b.getByTestId('live-mine-dragon')).toHaveCount(0);
  await expect(page.getByTestId('live-mine-tiger')).toHaveCount(0);

  // B loses its connection: it says so while it cannot get back.
  cut = true;
  for (const ws of sockets.splice(0)) await ws.close({ code: 1011 });
  await expect(b.getByTestId('live-reconnecting')).toBeVisible();
  // A reloads mid-round: the same round, its phase and A's bet come back.
  await page.reload();
  await expect(page.getByTestId('live-table')).toHaveAttribute('data-round', String(round));
  await expect(page.getByTestId('live-mine-dragon')).toHaveAttribute('data-stake', String(CHIP));
  await expect(page.getByTestId('live-total-tiger')).toHaveAttribute(
    'data-stake',
    String(2 * CHIP),
  );
  // B is let back: the same round, its phase and B's own bet, and it hears the rest.
  cut = false;
  await expect(b.getByTestId('live-reconnecting')).toBeHidden({ timeout: 15_000 });
  await expect(b.getByTestId('live-table')).toHaveAttribute('data-round', String(round));
  await expect(b.getByTestId('live-mine-tiger')).toHaveAttribute('data-stake', String(2 * CHIP));

  // The result: the same on both screens, each player's own payout and balance after it.
  await expect(page.getByTestId('live-result')).toBeVisible({ timeout: 20_000 });
  await expect(b.getByTestId('live-result')).toBeVisible();
  const winner = (await page.getByTestId('live-result').getAttribute('data-winner')) ?? '';
  await expect(b.getByTestId('live-result')).toHaveAttribute('data-winner', winner);
  await expect(page.getByTestId('live-cards').locator('[data-card]')).toHaveCount(2);
  const cards = await page
    .getByTestId('live-cards')
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(
    await b
      .getByTestId('live-cards')
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
  ).toEqual(cards);
  const aPaid = paid('dragon', CHIP, winner);
  const bPaid = paid('tiger', 2 * CHIP, winner);
  await expect(page.getByTestId('live-payout')).toHaveAttribute('data-payout', String(aPaid));
  await expect(b.getByTestId('live-payout')).toHaveAttribute('data-payout', String(bPaid));
  await expect(page.getByTestId('live-balance')).toHaveAttribute(
    'data-balance',
    String(FUNDS - CHIP + aPaid),
  );
  await expect(b.getByTestId('live-balance')).toHaveAttribute(
    'data-balance',
    String(FUNDS - 2 * CHIP + bPaid),
  );
  // E2E_SCREENSHOT=on keeps each project's table at the result, to look at.
  if (process.env.E2E_SCREENSHOT === 'on') {
    await page.screenshot({ path: test.info().outputPath('result-a.png') });
    await b.screenshot({ path: test.info().outputPath('result-b.png') });
  }
  await new Shell(page).expectNoHorizontalOverflow();
  await expectNoSeriousA11yViolations(page, 'live table');

  // The round checked in the browser: its seed hashes to the previous one, the cards follow.
  await page.locator(`[data-testid="live-bead"][data-number="${round}"]`).click();
  await expect(page.getByTestId('live-round-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('live-round-verify').click();
  await expect(page.getByTestId('live-round-verdict').locator('li[data-ok="true"]')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'live round');

  // The public fairness page, signed out: the table's commitment and when it was published.
  const guest = await browser.newContext({
    viewport,
    ...(locale ? { locale } : {}),
    isMobile,
    hasTouch,
    ...(baseURL ? { baseURL } : {}),
  });
  const visitor = await guest.newPage();
  await useLang(visitor, appLang);
  await visitor.goto('/pages/webview/LiveFairness');
  const commitment = visitor.locator(`[data-testid="live-commitment"][data-table="${TABLE}"]`);
  await expect(commitment).toBeVisible();
  await expect(commitment.getByTestId('live-commitment-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(commitment.locator('time')).toBeVisible();
  await expectNoSeriousA11yViolations(visitor, 'live fairness');
  await Promise.all([other.close(), guest.close()]);
});
