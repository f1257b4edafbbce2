import type { MarketCode, MarketPeriod, PeriodUnit } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { closedPeriods, type PeriodJob, runDuePeriods } from './runs.js';

const t = useTestApp();

let jobs = 0;
/** A job that records each period it ran in, inside the claim's transaction. */
function countingJob(unit: PeriodUnit, catchUp: number, fail = false) {
  const ran: string[] = [];
  const job: PeriodJob = {
    name: `test job ${++jobs}`,
    unit,
    catchUp,
    async work(tx, period: MarketPeriod) {
      await rawRows(tx, sql`select 1`);
      if (fail) throw new Error('work failed');
      ran.push(period.key);
    },
  };
  return { job, ran };
}

const at = (iso: string) => new Date(iso);

describe('once per period', () => {
  it('runs each closed period once, however often and however many runners at once', async () => {
    const { job, ran } = countingJob('day', 3);
    const now = at('2026-11-23T10:00:00Z');
    // Eight runners at once (as several instances would): each period runs exactly once.
    const results = await Promise.all(
      Array.from({ length: 8 }, () => runDuePeriods(t.deps.db, 'ID', job, now)),
    );
    expect(ran.sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(results.flat().sort()).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    // Replayed: nothing more.
    expect(await runDuePeriods(t.deps.db, 'ID', job, now)).toEqual([]);
    expect(ran).toHaveLength(3);
  });

  it('catches up after downtime and then runs only the new period', async () => {
    const { job, ran } = countingJob('day', 7);
    await runDuePeriods(t.deps.db, 'IN', job, at('2026-11-23T10:00:00Z'));
    expect(ran).toHaveLength(7);
    // Down for three days: the three missed days run, oldest first.
    await runDuePeriods(t.deps.db, 'IN', job, at('2026-11-26T10:00:00Z'));
    expect(ran.slice(7)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('a failed run leaves no claim, so the next tick tries again', async () => {
    const failing = countingJob('day', 1, true);
    await expect(
      runDuePeriods(t.deps.db, 'ID', failing.job, at('2026-11-23T10:00:00Z')),
    ).rejects.toThrow('work failed');
    const rows = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from schedule_runs where job = ${failing.job.name}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('closes days, weeks and months at the market’s own midnight', async () => {
    const keys = (market: MarketCode, unit: PeriodUnit, iso: string) =>
      closedPeriods(market, unit, at(iso), 1).map((p) => p.key);
    // 00:01 WIB on Monday 2026-11-30 (Sunday 17:01 UTC): Sunday, the week and nothing in December yet.
    expect(keys('ID', 'day', '2026-11-29T17:01:00Z')).toEqual(['2026-11-29']);
    expect(keys('ID', 'week', '2026-11-29T17:01:00Z')).toEqual(['2026-W48']);
    // 23:59 IST on Sunday 2026-11-29: that week is still open.
    expect(keys('IN', 'week', '2026-11-29T18:29:00Z')).toEqual(['2026-W47']);
    expect(keys('IN', 'week', '2026-11-29T18:31:00Z')).toEqual(['2026-W48']);
    // Month ends: 00:01 IST on 1 December closes November; 23:59 does not.
    expect(keys('IN', 'month', '2026-11-30T18:31:00Z')).toEqual(['2026-11']);
    expect(keys('IN', 'month', '2026-11-30T18:29:00Z')).toEqual(['2026-10']);
    expect(keys('ID', 'month', '2026-11-30T17:01:00Z')).toEqual(['2026-11']);
  });

  it('runs a weekly job once when the clock crosses the week end', async () => {
    const { job, ran } = countingJob('week', 1);
    await runDuePeriods(t.deps.db, 'ID', job, at('2026-11-29T16:59:00Z'));
    await runDuePeriods(t.deps.db, 'ID', job, at('2026-11-29T17:01:00Z'));
    await runDuePeriods(t.deps.db, 'ID', job, at('2026-11-29T17:05:00Z'));
    expect(ran).toEqual(['2026-W47', '2026-W48']);
  });
});
