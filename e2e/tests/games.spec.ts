import { expect, test } from '@playwright/test';
import { GameRecordsPage, GameTablePage, LobbyPage, minorOf } from '../pages/games';
import { LoginPage } from '../pages/login';

interface PlayAnswer {
  resultData: {
    balance: number;
    round: {
      betId: string;
      cards: number[];
      payout: number;
      stake: number;
      serverSeedHash: string;
    };
  };
}

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♦', '♥', '♠', '♣'];
const label = (card: number) => `${RANKS[card >> 2]}${SUITS[card & 3]}`;

test('open a game from the lobby, bet, see the round and balance, verify it, find it in records', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();

  // Money to play with: the sandbox-only credit endpoint (a ledger adjustment from the house).
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  expect(uid).toMatch(/^\d+$/);
  const credit = await request.post('/sandbox/wallet/credit', { data: { uid, amount: 500_000 } });
  expect(credit.ok()).toBe(true);

  await new LobbyPage(page).openGame('dragon-tiger');
  await expect(page).toHaveURL(/\/pages\/webview\/GameWeb\?url=/);
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  expect(await table.balance()).toBe(500_000);
  await table.expectNoHorizontalOverflow();

  await table.bet(10_000, 'dragon');
  await table.bet(10_000, 'tie');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game/play'));
  await table.deal();
  const played = (await (await answer).json()) as PlayAnswer;
  const { round, balance } = played.resultData;
  expect(round.stake).toBe(20_000);
  expect(balance).toBe(500_000 - 20_000 + round.payout);

  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(table.roundCards()).toHaveCount(2);
  const shown = await table
    .roundCards()
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(shown).toEqual(round.cards.map(label));
  await expect(page.getByTestId('game-balance')).toHaveText(/\d/);
  await expect.poll(() => table.balance()).toBe(balance);

  await table.openFairness();
  await expect(page.getByTestId('fair-hash')).toHaveText(round.serverSeedHash);
  // Before rotation the seed is secret, so the round cannot be verified yet.
  await expect(page.getByTestId('fair-verify').first()).toBeDisabled();
  await table.rotate();
  await expect(page.getByTestId('fair-hash')).not.toHaveText(round.serverSeedHash);
  const verdict = await table.verifyFirstRound();
  await expect(verdict).toHaveClass(/is-ok/);
  const recomputed = await verdict
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(recomputed).toEqual(round.cards.map(label));

  const records = new GameRecordsPage(page);
  await records.open();
  await expect(records.rows()).toHaveCount(1);
  await expect(records.rows().first().getByTestId('record-bet-id')).toHaveText(round.betId);
  const winLoss = await records.rows().first().getByTestId('record-win-loss').innerText();
  expect(minorOf(winLoss) * (winLoss.includes('-') ? -1 : 1)).toBe(round.payout - round.stake);
  await page.getByTestId('records-status-cancel').click();
  await expect(page.getByTestId('record-row')).toHaveCount(0);
});
