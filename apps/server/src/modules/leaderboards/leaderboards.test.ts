import { api, marketPeriod } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  type Player,
  rollbackBody,
  walletCall,
} from '../wallet-api/testkit.js';
import { rankOf, refreshBoards, SETTLE_GRACE_MS, snapshotOf, topOf } from './boards.js';
import { countedDays } from './schema.js';

const MIN = 60_000;
const refresh = (t: TestApp) => refreshBoards(t.deps.db, t.deps.market.code, t.deps.now());
/** Rupiah and rupees are 100 minor units; house tables take Rp 1.000 / ₹10 at the least. */
const U = 100;

/** Moves the app's clock to `msBefore` before the next market midnight. */
function toBeforeMidnight(t: TestApp, msBefore: number) {
  const today = marketPeriod(t.deps.market.code, t.deps.now(), 'day');
  t.advance(today.end.getTime() - msBefore - t.deps.now().getTime());
}

/** A house round that must be accepted (a refused one fails the test). */
const houseBet = async (t: TestApp, token: string, bets: Array<{ spot: string; stake: number }>) =>
  resultData(await t.call(api.gamePlay, { token, bets }));

const period = (t: TestApp, unit: 'day' | 'week' | 'month', at = t.deps.now()) =>
  marketPeriod(t.deps.market.code, at, unit).key;

describe('leaderboards (Indonesia, WIB)', () => {
  let a: Player;
  let b: Player;
  let c: Player;
  const t = useTestApp();
  beforeAll(async () => {
    // Away from midnight, so the day's bets stay in one day whatever the time the test runs.
    toBeforeMidnight(t, 6 * 3_600_000);
    [a, b, c] = await Promise.all([
      fundedPlayer(t, 1_000_000 * U),
      fundedPlayer(t, 1_000_000 * U),
      fundedPlayer(t, 1_000_000 * U),
    ]);
  });

  it('ranks by valid bet: matched stakes count only at risk, a rolled-back bet not at all', async () => {
    const ta = await gameSession(t, a);
    await houseBet(t, ta.token, [{ spot: 'dragon', stake: 5_000 * U }]);
    await houseBet(t, ta.token, [{ spot: 'dragon', stake: 5_000 * U }]);
    // B stakes 41,000 but only the Tie's 1,000 is at risk.
    const tb = await gameSession(t, b);
    await houseBet(t, tb.token, [
      { spot: 'dragon', stake: 20_000 * U },
      { spot: 'tiger', stake: 20_000 * U },
      { spot: 'tie', stake: 1_000 * U },
    ]);
    // C's only bet, through an outside aggregator, counts while open, then is rolled back.
    const tc = await gameSession(t, c);
    const bet = betBody(c, tc.token, 7_000 * U);
    expect((await walletCall(t, 'transaction/bet', bet)).status).toBe('RS_OK');
    await refresh(t);
    expect(await rankOf(t.deps.db, 'daily', period(t, 'day'), c.userId)).toEqual({
      rank: 2,
      score: 7_000 * U,
    });
    expect(
      (await walletCall(t, 'transaction/rollback', rollbackBody(c, bet.transaction_uuid))).status,
    ).toBe('RS_OK');

    await refresh(t);
    for (const board of ['daily', 'weekly', 'monthly'] as const) {
      const key = period(t, board === 'daily' ? 'day' : board === 'weekly' ? 'week' : 'month');
      const top = await topOf(t.deps.db, board, key, 50);
      expect(top.map((s) => [s.rank, s.uid, s.score])).toEqual([
        [1, a.uid, 10_000 * U],
        [2, b.uid, 1_000 * U],
      ]);
      expect(await rankOf(t.deps.db, board, key, c.userId)).toBeNull();
      expect((await snapshotOf(t.deps.db, board, key))?.frozen).toBe(false);
    }
  });

  it('takes many concurrent refreshes without a duplicate or a lost row', async () => {
    const reports = await Promise.all(Array.from({ length: 50 }, () => refresh(t)));
    expect(reports).toHaveLength(50);
    const top = await topOf(t.deps.db, 'daily', period(t, 'day'), 50);
    expect(top.map((s) => s.rank)).toEqual([1, 2]);
  });

  it('closes a day once it has settled: final standings are frozen and never recounted', async () => {
    const yesterday = period(t, 'day');
    // B's bet a minute before midnight belongs to the closing day.
    toBeforeMidnight(t, MIN);
    const ta = await gameSession(t, b);
    await houseBet(t, ta.token, [{ spot: 'dragon', stake: 50_000 * U }]);
    t.advance(2 * MIN);
    expect(period(t, 'day')).not.toBe(yesterday);
    // After midnight, within the grace: the closing day is recounted but not final yet.
    let report = await refresh(t);
    expect(report.daysRecounted).toContain(yesterday);
    expect((await snapshotOf(t.deps.db, 'daily', yesterday))?.frozen).toBe(false);
    t.advance(SETTLE_GRACE_MS);
    report = await refresh(t);
    expect(report.boards).toContainEqual({ board: 'daily', period: yesterday, frozen: true });
    const final = await topOf(t.deps.db, 'daily', yesterday, 50);
    expect(final.map((s) => [s.rank, s.uid, s.score])).toEqual([
      [1, b.uid, 51_000 * U],
      [2, a.uid, 10_000 * U],
    ]);
    // The final day is not counted again; the new day starts empty.
    report = await refresh(t);
    expect(report.daysRecounted).not.toContain(yesterday);
    const [row] = await t.deps.db.select().from(countedDays).where(eq(countedDays.day, yesterday));
    expect(row?.final).toBe(true);
    expect(await topOf(t.deps.db, 'daily', period(t, 'day'), 50)).toEqual([]);
  });

  it('catches up on the days it missed while down', async () => {
    const before = period(t, 'day');
    t.advance(3 * 86_400_000 + SETTLE_GRACE_MS);
    const report = await refresh(t);
    const missed = [1, 2, 3].map((d) =>
      period(t, 'day', new Date(t.deps.now().getTime() - d * 86_400_000)),
    );
    for (const day of missed) expect(report.daysRecounted).toContain(day);
    expect((await snapshotOf(t.deps.db, 'daily', missed[0] ?? ''))?.frozen).toBe(true);
    expect(report.daysRecounted).toContain(before);
  });
});

describe('leaderboards (India, IST)', () => {
  const t = useTestApp({ MARKET: 'IN' });

  it('puts a bet at 23:59 IST and one at 00:01 IST in two market days', async () => {
    const p = await fundedPlayer(t, 1_000_000 * U);
    toBeforeMidnight(t, MIN);
    const s = await gameSession(t, p);
    const first = period(t, 'day');
    await houseBet(t, s.token, [{ spot: 'dragon', stake: 100 * U }]);
    t.advance(2 * MIN);
    const second = period(t, 'day');
    await houseBet(t, s.token, [{ spot: 'dragon', stake: 300 * U }]);
    await refresh(t);
    expect((await rankOf(t.deps.db, 'daily', first, p.userId))?.score).toBe(100 * U);
    expect((await rankOf(t.deps.db, 'daily', second, p.userId))?.score).toBe(300 * U);
  });
  it('keys a bet on New Year’s Day to the same day, ISO week and month as marketPeriod', async () => {
    // 00:30 IST on the next 1 January: the ISO week often belongs to the old year (2027-01-01
    // is in 2026-W53), which the SQL that keys the boards must agree with.
    const year = new Date(t.deps.now().getTime() + 330 * MIN).getUTCFullYear() + 1;
    t.advance(Date.UTC(year, 0, 1) - 300 * MIN - t.deps.now().getTime());
    const p = await fundedPlayer(t, 1_000_000 * U);
    const s = await gameSession(t, p);
    await houseBet(t, s.token, [{ spot: 'dragon', stake: 200 * U }]);
    await refresh(t);
    expect(period(t, 'day')).toBe(`${year}-01-01`);
    for (const [board, unit] of [
      ['daily', 'day'],
      ['weekly', 'week'],
      ['monthly', 'month'],
    ] as const) {
      expect((await rankOf(t.deps.db, board, period(t, unit), p.userId))?.score).toBe(200 * U);
    }
  });
});
