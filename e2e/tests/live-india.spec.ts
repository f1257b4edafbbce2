import { formatMoney } from '@cardroom/contract';
import type { Page } from '@playwright/test';
import { guestWithMoney, liveNumber, waitForBetting } from '../pages/live';
import { promoLang, useLang } from '../pages/promo';
import { Shell } from '../pages/shell';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, testIndia as test } from '../support/liveServer';
import { dropFirstSocketBetAnswer, OFFLINE, recordLiveBets } from '../support/network';

// Issue 39 in the other market: a MARKET=IN server dealing Andar Bahar (live.spec.ts is Indonesia's
// Dragon Tiger). English at 375×812, Indonesian at 320×640.

const TABLE = 'andar-bahar-1';
/** ₹1,00,000 (minor units). */
const FUNDS = 10_000_000;
/** The table's ₹1,000 chip. */
const CHIP = 100_000;

const num = liveNumber;

/** A new guest with ₹1,00,000 at the table, in this project's language (answered). */
async function openTable(page: Page): Promise<'en' | 'id'> {
  const appLang = promoLang(test.info());
  await useLang(page, appLang);
  await guestWithMoney(page, FUNDS);
  await page.goto(`/pages/webview/LiveTable?table=${TABLE}`);
  await expect(page.getByTestId('live-table')).toBeVisible();
  return appLang === 'ind' ? 'id' : 'en';
}

test('India: a live Andar Bahar round in rupees, bet, dealt, paid and checked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bets = recordLiveBets(page);
  const lang = await openTable(page);
  // Rupees as Indians write them: a lakh is 1,00,000 (in Indonesian the groups use dots).
  await expect(page.getByTestId('live-balance')).toHaveText(formatMoney(FUNDS, 'IN', lang));
  if (lang === 'en') await expect(page.getByTestId('live-balance')).toContainText('₹1,00,000');
  await expect(page.getByTestId(`live-chip-${CHIP}`)).toBeVisible();

  // A round with time left in its window.
  await waitForBetting(page, 4);
  const round = await num(page, 'live-table', 'data-round');
  // This server's earlier test may have bet on the same round: counted from what it shows now.
  const playersBefore = await num(page, 'live-players', 'data-players');
  const baharBefore = await num(page, 'live-total-bahar', 'data-stake');
  await page.getByTestId(`live-chip-${CHIP}`).click();
  await page.getByTestId('live-spot-bahar').click();
  await expect.poll(() => bets.socket.signedIn).toBe(true);
  await page.getByTestId('live-bet').click();
  // On the table's socket, signed in: one message, one answer.
  await expect.poll(() => bets.answers.length).toBe(1);
  expect(bets.answers[0]).toMatchObject({ via: 'socket', state: '200' });
  await expect(page.getByTestId('live-mine-bahar')).toHaveAttribute('data-stake', String(CHIP));
  await expect(page.getByTestId('live-total-bahar')).toHaveAttribute(
    'data-stake',
    String(baharBefore + CHIP),
  );
  await expect(page.getByTestId('live-players')).toHaveAttribute(
    'data-players',
    String(playersBefore + 1),
  );
  await expect(page.getByTestId('live-balance')).toHaveText(formatMoney(FUNDS - CHIP, 'IN', lang));
  await new Shell(page).expectNoHorizontalOverflow();

  // The deal (the joker, then cards to Andar and Bahar until one matches it) and the result:
  // Bahar pays 1:1, so the payout is the stake twice or nothing.
  await expect(page.getByTestId('live-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-table')).toHaveAttribute('data-round', String(round));
  const winner = (await page.getByTestId('live-result').getAttribute('data-winner')) ?? '';
  expect(['andar', 'bahar']).toContain(winner);
  expect(await page.getByTestId('live-cards').locator('[data-card]').count()).toBeGreaterThan(1);
  const payout = winner === 'bahar' ? 2 * CHIP : 0;
  await expect(page.getByTestId('live-payout')).toHaveAttribute('data-payout', String(payout));
  await expect(page.getByTestId('live-balance')).toHaveText(
    formatMoney(FUNDS - CHIP + payout, 'IN', lang),
  );
  // E2E_SCREENSHOT=on keeps the table at the result, to look at.
  if (process.env.E2E_SCREENSHOT === 'on') {
    await page.screenshot({ path: test.info().outputPath('result.png'), fullPage: true });
  }
  await new Shell(page).expectNoHorizontalOverflow();
  await expectNoSeriousA11yViolations(page, 'live table (India)');

  // The round checked in the browser: its seed hashes to the previous one, the cards follow.
  await page.locator(`[data-testid="live-bead"][data-number="${round}"]`).click();
  await expect(page.getByTestId('live-round-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByTestId('live-round-verify').click();
  await expect(page.getByTestId('live-round-verdict').locator('li[data-ok="true"]')).toHaveCount(2);
});

test('India: a bet whose answer the network lost is placed once when the player taps again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The bet reaches the server on the table's socket (it is placed), then the socket breaks
  // before its answer comes back.
  const bets = recordLiveBets(page);
  const onSocket = await dropFirstSocketBetAnswer(page);
  const lang = await openTable(page);

  await waitForBetting(page, 6);
  // This server's earlier test may have bet on the same round: counted from what it shows now.
  const andarBefore = await num(page, 'live-total-andar', 'data-stake');
  await page.getByTestId(`live-chip-${CHIP}`).click();
  await page.getByTestId('live-spot-andar').click();
  await expect.poll(() => bets.socket.signedIn).toBe(true);
  await page.getByTestId('live-bet').click();
  await expect(page.getByTestId('live-error')).toHaveText(OFFLINE);
  if (process.env.E2E_SCREENSHOT === 'on') {
    await page.screenshot({ path: test.info().outputPath('dropped.png') });
  }
  // The player taps Bet again (on the socket once it is back, else as a call): the same bet,
  // the same id; the server answers what it answered the first time.
  await page.getByTestId('live-bet').click();
  const given = () => [...onSocket, ...bets.answers.filter((a) => a.via === 'http')];
  await expect.poll(() => given().length).toBe(1);
  expect(given()[0]?.state).toBe('200');
  expect(bets.sent).toHaveLength(2);
  expect(bets.sent[0]?.via).toBe('socket');
  expect(new Set(bets.sent.map((s) => s.requestId)).size).toBe(1);
  await expect(page.getByTestId('live-error')).toHaveCount(0);
  await expect(page.getByTestId('live-mine-andar')).toHaveAttribute('data-stake', String(CHIP));
  await expect(page.getByTestId('live-total-andar')).toHaveAttribute(
    'data-stake',
    String(andarBefore + CHIP),
  );
  await expect(page.getByTestId('live-balance')).toHaveText(formatMoney(FUNDS - CHIP, 'IN', lang));
});
