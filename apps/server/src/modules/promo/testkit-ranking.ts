import { api, type MarketCode, marketPeriod, type RankingBoard } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { refreshBoards, SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { gameSession, type Player } from '../wallet-api/testkit.js';
import { payRankingPrizes } from './ranking-payout.js';
import { promoGrants } from './schema.js';

/** Ranking test helpers (imported only by *.test.ts files). */

/** The smallest house-table stake: Rp 1.000 (sen) or ₹10 (paise). */
export const STAKE: Record<MarketCode, number> = { ID: 100_000, IN: 1_000 };

/** `n` rounds of one Dragon bet of `stake` each: valid bet n × stake. */
export async function bet(t: TestApp, p: Player, stake: number, n = 1): Promise<void> {
  const s = await gameSession(t, p);
  for (let i = 0; i < n; i++) {
    resultData(await t.call(api.gamePlay, { token: s.token, bets: [{ spot: 'dragon', stake }] }));
  }
}

export const refresh = (t: TestApp) => refreshBoards(t.deps.db, t.config.market, t.deps.now());
export const payout = (t: TestApp) => payRankingPrizes(t.deps);

/** Moves the clock past the end of the current `unit` and its settling grace, then refreshes. */
export async function closePeriod(t: TestApp, unit: RankingBoard = 'day'): Promise<string> {
  const period = marketPeriod(t.config.market, t.deps.now(), unit);
  t.advance(period.end.getTime() + SETTLE_GRACE_MS + 1_000 - t.deps.now().getTime());
  await refresh(t);
  return period.key;
}

export type Line = { rank: number; name: string; score: number; prize: number };
export type LastLine = Line & { state: 'paid' | 'pending' | 'unpaid' };
export interface BoardView {
  promotionId: string;
  period: string;
  endsAt: string;
  prizes: Array<{ fromRank: number; toRank: number; amount: number }>;
  minBet: number;
  top: Line[];
  my: Line | null;
  last: { period: string; final: boolean; winners: LastLine[]; my: LastLine | null } | null;
}

export async function boardOf(
  t: TestApp,
  board: RankingBoard,
  sign?: string,
  locale: 'en' | 'id' = 'en',
): Promise<BoardView> {
  return resultData<BoardView>(
    await t.call(api.rankingBoard, { board }, { ...(sign ? { sign } : {}), locale }),
  );
}

/** The promotion's grants of one grant period (`day:2026-11-23`), by player. */
export async function grantsOf(t: TestApp, promotionId: number, period: string) {
  const rows = await t.deps.db
    .select()
    .from(promoGrants)
    .where(and(eq(promoGrants.promotionId, promotionId), eq(promoGrants.period, period)));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** A prize table of `amounts[i]` for rank i + 1. */
export const prizesOf = (amounts: number[]) =>
  amounts.map((amount, i) => ({ fromRank: i + 1, toRank: i + 1, amount }));

export function expectMasked(name: string): void {
  expect(name).toMatch(/^.\*\*\*.?$/u);
}
