import { MARKET_TIME_ZONE, type MarketCode, marketPeriod } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { users } from '../users/index.js';
import { dayBounds } from './rollup.js';
import { daysBetween } from './service.js';

type Num = number | string;

/**
 * Players by sign-up day: how many bet on the 1st, 7th and 30th day after (a day that has not
 * come yet is null, not 0), and how many have deposited since. From `report_player_days`.
 */
export async function readCohorts(
  db: DbOrTx,
  market: MarketCode,
  from: string,
  to: string,
  now: Date,
) {
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const u = users;
  const rows = await rawRows<{
    day: string;
    players: Num;
    d1: Num;
    d7: Num;
    d30: Num;
    depositors: Num;
  }>(
    db,
    sql`with c as (
          select ${u.id} as user_id,
                 ((${u.createdAt} at time zone 'UTC') + make_interval(mins => ${offset}))::date as day
            from ${u}
           where ${u.createdAt} >= ${dayBounds(market, from).start.toISOString()}::timestamptz
             and ${u.createdAt} < ${dayBounds(market, to).end.toISOString()}::timestamptz)
        select to_char(c.day, 'YYYY-MM-DD') as day, count(*) as players,
               count(*) filter (where exists (select 1 from report_player_days pd
                 where pd.user_id = c.user_id and pd.day = c.day + 1 and pd.bets > 0)) as d1,
               count(*) filter (where exists (select 1 from report_player_days pd
                 where pd.user_id = c.user_id and pd.day = c.day + 7 and pd.bets > 0)) as d7,
               count(*) filter (where exists (select 1 from report_player_days pd
                 where pd.user_id = c.user_id and pd.day = c.day + 30 and pd.bets > 0)) as d30,
               count(*) filter (where exists (select 1 from report_player_days pd
                 where pd.user_id = c.user_id and pd.day >= c.day and pd.deposits > 0)) as depositors
          from c group by c.day`,
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
