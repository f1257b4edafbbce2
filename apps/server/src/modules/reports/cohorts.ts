import { type MarketCode, marketPeriod } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { daysBetween } from './service.js';

type Num = number | string;

/**
 * Players by sign-up day: how many bet on the 1st, 7th and 30th day after (a day that has not
 * come yet is null, not 0), and how many have deposited since. A row per day of the range from
 * the cohorts the job keeps (rollup-cohorts.ts), not a pass over the players.
 */
export async function readCohorts(
  db: DbOrTx,
  market: MarketCode,
  from: string,
  to: string,
  now: Date,
) {
  const rows = await rawRows<{
    day: string;
    players: Num;
    d1: Num;
    d7: Num;
    d30: Num;
    depositors: Num;
  }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, players, d1, d7, d30, depositors
          from report_cohort_days where day between ${from}::date and ${to}::date`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const today = marketPeriod(market, now, 'day').key;
  const after = (day: string, k: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
  // A return day is known once it has ended (today's bets are still coming).
  const known = (day: string, k: number, v: Num | undefined) =>
    after(day, k) < today ? Number(v ?? 0) : null;
  return daysBetween(from, to).map((day) => {
    const r = byDay.get(day);
    return {
      day,
      players: Number(r?.players ?? 0),
      d1: known(day, 1, r?.d1),
      d7: known(day, 7, r?.d7),
      d30: known(day, 30, r?.d30),
      depositors: Number(r?.depositors ?? 0),
    };
  });
}
