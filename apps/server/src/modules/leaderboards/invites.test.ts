import { marketPeriod, type PeriodUnit } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { type Board, rankOf, refreshBoards, SETTLE_GRACE_MS, snapshotOf, topOf } from './boards.js';
import { invitee, invitees, setValidAt } from './testkit-invites.js';

const MIN = 60_000;
const refresh = (t: TestApp) => refreshBoards(t.deps.db, t.deps.market.code, t.deps.now());
const key = (t: TestApp, unit: PeriodUnit, at = t.deps.now()) =>
  marketPeriod(t.deps.market.code, at, unit).key;
const INVITE_BOARDS: Array<[Board, PeriodUnit]> = [
  ['invites_daily', 'day'],
  ['invites_weekly', 'week'],
  ['invites_monthly', 'month'],
];

/** Moves the app's clock to `msBefore` before the next market midnight. */
function toBeforeMidnight(t: TestApp, msBefore: number) {
  const today = marketPeriod(t.deps.market.code, t.deps.now(), 'day');
  t.advance(today.end.getTime() - msBefore - t.deps.now().getTime());
}

/** Two players created one after the other: the first is the older account. */
async function twoInviters(t: TestApp): Promise<[Player, Player]> {
  const a = await fundedPlayer(t);
  const b = await fundedPlayer(t);
  return a.userId < b.userId ? [a, b] : [b, a];
}

describe('invite boards (Indonesia, WIB)', () => {
  const t = useTestApp({ MARKET: 'ID' });
  beforeAll(async () => {
    toBeforeMidnight(t, 6 * 3_600_000);
  });

  it('counts valid invitees by the WIB day of valid_at; invitees not valid yet count nothing', async () => {
    const [a, b] = await twoInviters(t);
    const now = t.deps.now();
    await invitees(t, a, 3, now);
    await invitees(t, b, 1, now);
    await invitee(t, b, null);
    const report = await refresh(t);
    expect(report.inviteScoresChanged).toBe(6);
    for (const [board, unit] of INVITE_BOARDS) {
      const top = await topOf(t.deps.db, board, key(t, unit), 50);
      expect(top.map((s) => [s.rank, s.uid, s.score])).toEqual([
        [1, a.uid, 3],
        [2, b.uid, 1],
      ]);
      expect((await snapshotOf(t.deps.db, board, key(t, unit)))?.frozen).toBe(false);
    }
    // The bet boards are untouched by invitees.
    expect(await topOf(t.deps.db, 'daily', key(t, 'day'), 50)).toEqual([]);
    // Nothing changed: a second run writes nothing.
    expect((await refresh(t)).inviteScoresChanged).toBe(0);
  });

  it('ranks equal counts by the older account, and drops an invitee who stops being valid', async () => {
    const [a, b] = await twoInviters(t);
    const now = t.deps.now();
    await invitees(t, b, 2, now);
    const first = await invitee(t, a, now);
    await invitee(t, a, now);
    await refresh(t);
    const day = key(t, 'day');
    expect((await rankOf(t.deps.db, 'invites_daily', day, a.userId))?.score).toBe(2);
    const ra = await rankOf(t.deps.db, 'invites_daily', day, a.userId);
    const rb = await rankOf(t.deps.db, 'invites_daily', day, b.userId);
    expect(rb?.rank).toBe((ra?.rank ?? 0) + 1);
    await setValidAt(t, first, null);
    await refresh(t);
    expect(await rankOf(t.deps.db, 'invites_daily', day, a.userId)).toMatchObject({ score: 1 });
    expect((await rankOf(t.deps.db, 'invites_daily', day, b.userId))?.rank).toBe(ra?.rank);
  });

  it('takes 50 concurrent refreshes without a duplicate or a lost score', async () => {
    const before = await topOf(t.deps.db, 'invites_daily', key(t, 'day'), 50);
    await Promise.all(Array.from({ length: 50 }, () => refresh(t)));
    expect(await topOf(t.deps.db, 'invites_daily', key(t, 'day'), 50)).toEqual(before);
  });

  it('puts 23:59 and 00:01 WIB in two days, freezes the day after its grace, then never recounts it', async () => {
    const p = await fundedPlayer(t);
    toBeforeMidnight(t, MIN);
    const closing = key(t, 'day');
    await invitee(t, p, t.deps.now());
    t.advance(2 * MIN);
    const next = key(t, 'day');
    const late = await invitee(t, p, t.deps.now());
    await refresh(t);
    expect((await rankOf(t.deps.db, 'invites_daily', closing, p.userId))?.score).toBe(1);
    expect((await rankOf(t.deps.db, 'invites_daily', next, p.userId))?.score).toBe(1);
    t.advance(SETTLE_GRACE_MS);
    const report = await refresh(t);
    expect(report.boards).toContainEqual({
      board: 'invites_daily',
      period: closing,
      frozen: true,
    });
    // A valid_at written into a final day is past the rule's grace: the frozen day keeps its count.
    await setValidAt(
      t,
      late,
      new Date(marketPeriod('ID', t.deps.now(), 'day').start.getTime() - MIN),
    );
    await refresh(t);
    expect((await rankOf(t.deps.db, 'invites_daily', closing, p.userId))?.score).toBe(1);
    expect(await rankOf(t.deps.db, 'invites_daily', next, p.userId)).toBeNull();
  });
});

describe('invite boards (India, IST)', () => {
  const t = useTestApp({ MARKET: 'IN' });

  it('keys a valid invitee at 23:59 IST and one at 00:01 IST to two days, the same week and month', async () => {
    const p = await fundedPlayer(t);
    // A Wednesday in mid-June of next year, so both days share their week and month.
    const year = t.deps.now().getUTCFullYear() + 1;
    let noonIst = new Date(Date.UTC(year, 5, 14, 6, 30));
    while (noonIst.getUTCDay() !== 3) noonIst = new Date(noonIst.getTime() + 86_400_000);
    t.advance(noonIst.getTime() - t.deps.now().getTime());
    toBeforeMidnight(t, MIN);
    const first = key(t, 'day');
    await invitee(t, p, t.deps.now());
    t.advance(2 * MIN);
    const second = key(t, 'day');
    await invitee(t, p, t.deps.now());
    await refresh(t);
    expect(first).not.toBe(second);
    expect((await rankOf(t.deps.db, 'invites_daily', first, p.userId))?.score).toBe(1);
    expect((await rankOf(t.deps.db, 'invites_daily', second, p.userId))?.score).toBe(1);
    expect((await rankOf(t.deps.db, 'invites_weekly', key(t, 'week'), p.userId))?.score).toBe(2);
    expect((await rankOf(t.deps.db, 'invites_monthly', key(t, 'month'), p.userId))?.score).toBe(2);
  });
});
