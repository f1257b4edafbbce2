import { MARKET_TIME_ZONE, type MarketCode, marketPeriod } from '@cardroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { users } from '../users/index.js';
import { dayBounds } from './rollup.js';
import { daysBetween } from './service.js';

type Num = number | string;

/** A date expression's bit in its month's day masks (report_player_months). */
const bitOf = (day: SQL) => sql`(1 << (extract(day from ${day})::int - 1))`;

/**
 * Players by sign-up day: how many bet on the 1st, 7th and 30th day after (a day that has not
 * come yet is null, not 0), and how many have deposited since. From the players' month rows
 * and first deposits (rollup-players.ts): a row or two per player, not a row per player-day.
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
               count(*) filter (where (m1.active_days & ${bitOf(sql`c.day + 1`)}) <> 0) as d1,
               count(*) filter (where (m7.active_days & ${bitOf(sql`c.day + 7`)}) <> 0) as d7,
               count(*) filter (where (m30.active_days & ${bitOf(sql`c.day + 30`)}) <> 0) as d30,
               count(f.user_id) as depositors
          from c
          left join report_player_months m1
            on m1.user_id = c.user_id and m1.month = date_trunc('month', c.day + 1)::date
          left join report_player_months m7
            on m7.user_id = c.user_id and m7.month = date_trunc('month', c.day + 7)::date
          left join report_player_months m30
            on m30.user_id = c.user_id and m30.month = date_trunc('month', c.day + 30)::date
          -- Nobody deposits before signing up: a first deposit is one since sign-up.
          left join report_first_deposits f on f.user_id = c.user_id
         group by c.day`,
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
