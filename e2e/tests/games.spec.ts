import { expect, test } from '@playwright/test';
import { GameRecordsPage, GameTablePage, LobbyPage, minorOf } from '../pages/games';
import { LoginPage } from '../pages/login';
import { serviceButtonOverlaps } from '../pages/shell';

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
  // Rp 500.000 (MARKET=ID: chips from Rp 1.000 to Rp 500.000).
  const credit = await request.post('/sandbox/wallet/credit', {
    data: { uid, amount: 50_000_000 },
  });
  expect(credit.ok()).toBe(true);

  await new LobbyPage(page).openGame('dragon-tiger');
  await expect(page).toHaveURL(/\/pages\/webview\/GameWeb\?url=/);
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  expect(await table.balance()).toBe(50_000_000);
  await table.expectNoHorizontalOverflow();

  await table.bet(1_000_000, 'dragon');
  await table.bet(100_000, 'tie');
  const answer = page.waitForResponse((r) => r.url().endsWith('/game/play'));
  await table.watchReveal();
  await table.deal();
  const played = (await (await answer).json()) as PlayAnswer;
  const { round, balance } = played.resultData;
  expect(round.stake).toBe(1_100_000);
  expect(balance).toBe(50_000_000 - 1_100_000 + round.payout);

  // The cards turn one by one; the result shows only once both are down.
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(table.roundCards()).toHaveCount(2);
  const seen = await table.revealSeen();
  expect(seen).toContainEqual({ cards: 1, result: false });
  expect(seen.filter((s) => s.result).every((s) => s.cards === 2)).toBe(true);
  await expect(page.getByTestId('game-result')).toContainText(/(Round|Ronde) 1$/);
  await expect(table.roadBeads()).toHaveCount(1);
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

  // The record opens to its round: the same cards, and (the seed now rotated) verified.
  await records.openRound(0);
  const detail = page.getByTestId('round-detail');
  const dealt = detail.getByTestId('detail-round').locator('[data-card]');
  await expect(dealt).toHaveCount(round.cards.length);
  const detailCards = await dealt.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(detailCards.sort()).toEqual(round.cards.map(label).sort());
  await detail.getByTestId('detail-verify').click();
  await expect(detail.getByTestId('fair-verdict')).toHaveClass(/is-ok/);
  await page.keyboard.press('Escape');

  await page.getByTestId('records-status-cancel').click();
  await expect(page.getByTestId('record-row')).toHaveCount(0);
  await expect(page.getByTestId('records-empty')).toBeVisible();
});

test('a reload mid-game resumes the same table, and a spent link opens the game again', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.playAsGuest();
  await expect(page.getByTestId('lobby')).toBeVisible();
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? '""') as string);
  await request.post('/sandbox/wallet/credit', { data: { uid, amount: 10_000_000 } });

  await new LobbyPage(page).openGame('baccarat');
  const table = new GameTablePage(page);
  await expect(table.table()).toBeVisible();
  await table.bet(100_000, 'banker');
  await table.deal();
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(table.roadBeads()).toHaveCount(1);
  const balance = await table.balance();
  const url = page.url();

  // Reload: same URL, same session, the road and balance as they were; no error.
  await page.reload();
  await expect(table.table()).toBeVisible();
  await expect(page.getByTestId('game-ended')).toHaveCount(0);
  expect(page.url()).toBe(url);
  expect(await table.balance()).toBe(balance);
  await expect(table.roadBeads()).toHaveCount(1);
  await table.bet(100_000, 'player');
  await table.deal();
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(table.roadBeads()).toHaveCount(2);

  // A tab that lost its session (its storage cleared) holds a spent launch link: the game
  // opens again on a new link rather than showing "link expired".
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(table.table()).toBeVisible();
  await expect(page.getByTestId('game-ended')).toHaveCount(0);
  expect(page.url()).not.toBe(url);
  await expect(table.roadBeads()).toHaveCount(2);

  // Home lists it under "Recently played".
  await page.goto('/pages/home/Home');
  await expect(page.getByTestId('recent-baccarat')).toBeVisible();
});

test('the service button leaves the lobby’s heading and the texts around it readable', async ({
  page,
}) => {
  await page.goto('/pages/home/Home');
  await expect(page.getByTestId('game-baccarat')).toBeVisible();
  await page.evaluate(() => document.querySelector('.lobby-grid')?.scrollIntoView());
  await expect.poll(() => serviceButtonOverlaps(page, 'h1, h2, h3, p')).toEqual([]);
  await expect.poll(() => serviceButtonOverlaps(page)).toEqual([]);
});
