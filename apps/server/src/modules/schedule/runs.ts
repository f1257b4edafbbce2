import {
  type MarketCode,
  type MarketPeriod,
  marketPeriod,
  type PeriodUnit,
} from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client.js';

/**
 * Work that must happen exactly once per closed market period (a day's rebates, a week's
 * ranking payouts, a day's expiry sweep), whichever instance gets there first, and that catches
 * up after downtime.
 */
export interface PeriodJob {
  /** Unique name; the claim rows are keyed on it. */
  name: string;
  unit: PeriodUnit;
  /** How many closed periods back a run looks (catch-up after downtime). */
  catchUp: number;
  /** Runs inside the claim's transaction: read and write only through `tx`. */
  work(tx: Tx, period: MarketPeriod): Promise<void>;
}

/** The last `count` closed periods before the one containing `now`, oldest first. */
export function closedPeriods(
  market: MarketCode,
  unit: PeriodUnit,
  now: Date,
  count: number,
): MarketPeriod[] {
  const out: MarketPeriod[] = [];
  let current = marketPeriod(market, now, unit);
  for (let i = 0; i < count; i++) {
    current = marketPeriod(market, new Date(current.start.getTime() - 1), unit);
    out.unshift(current);
  }
  return out;
}

/**
 * Runs the job for each closed period that has not run yet. Each period is one transaction:
 * `insert … on conflict do nothing returning` claims it (a concurrent instance waits on the row
 * and then sees the conflict), the work runs, and both commit together. Answers the periods
 * this call ran.
 */
export async function runDuePeriods(
  db: Db,
  market: MarketCode,
  job: PeriodJob,
  now: Date,
): Promise<string[]> {
  const ran: string[] = [];
  for (const period of closedPeriods(market, job.unit, now, job.catchUp)) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await rawRows<{ period: string }>(
        tx,
        sql`insert into schedule_runs (job, period, ran_at)
            values (${job.name}, ${period.key}, ${now.toISOString()})
            on conflict do nothing returning period`,
      );
      if (rows.length === 0) return false;
      await job.work(tx, period);
      return true;
    });
    if (claimed) ran.push(period.key);
  }
  return ran;
}
