import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.js';
import { users } from '../users/index.js';

/**
 * The cohort rows (report_cohort_days) the job keeps, in the transaction of the day it sums
 * and under its lock:
 *  - a sign-up day's figures are counted again (not added to) whenever a day that can change
 *    them is summed: the day itself its players (today's sign-ups), the 1st, 7th and 30th day
 *    after it its d1, d7 and d30 (sumCohorts). Counted again, so summing a day again is exact;
 *  - a player's first deposit adds one to their sign-up day's depositors when it is recorded
 *    (firstDepositsAdded): a player enters report_first_deposits once and never leaves it, and
 *    their sign-up day may be any day before.
 * A database that has players but no cohort row yet (the table's first run) is counted whole
 * once (rebuildCohorts).
 */

const DAY_MS = 86_400_000;
const RETURN_DAYS = [1, 7, 30] as const;

/** A timestamp column's market day. */
export const marketDay = (market: MarketCode, at: SQL) =>
  sql`((${at} at time zone 'UTC') + make_interval(mins => ${MARKET_TIME_ZONE[market].offsetMinutes}))::date`;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A market day's first instant (rollup.ts dayBounds; not imported: rollup.ts imports this). */
const dayStart = (market: MarketCode, day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - MARKET_TIME_ZONE[market].offsetMinutes * 60_000);

/** Counts the cohorts of the players `signedUp` selects (their id and sign-up market day). */
async function countCohorts(tx: Tx, signedUp: SQL): Promise<void> {
  const returned = (k: number) => sql`count(*) filter (where exists (
      select 1 from report_player_days pd
       where pd.day = c.day + ${k}::int and pd.user_id = c.id and pd.bets > 0))`;
  await tx.execute(sql`
    insert into report_cohort_days (day, players, d1, d7, d30, depositors)
    select c.day, count(*), ${returned(1)}, ${returned(7)}, ${returned(30)},
           count(*) filter (where exists (
             select 1 from report_first_deposits f where f.user_id = c.id))
      from (${signedUp}) c
     group by c.day
    on conflict (day) do update
       set players = excluded.players, d1 = excluded.d1, d7 = excluded.d7, d30 = excluded.d30,
           depositors = excluded.depositors`);
}

/**
 * What a summed `day` can change, counted again: its own sign-ups (players), and the returns of
 * the cohorts 1, 7 and 30 days before it (d1, d7, d30: of their players, those with a bet on
 * `day`). Each an aggregate without grouping, so a count of 0 is written too. The players of a
 * sign-up day are read from users_created_idx, each one's day by the player-days' primary key.
 */
export async function sumCohorts(tx: Tx, market: MarketCode, day: string): Promise<void> {
  const u = users;
  for (const k of [0, ...RETURN_DAYS]) {
    const signedUp = shift(day, -k);
    const start = dayStart(market, signedUp);
    const end = new Date(start.getTime() + DAY_MS);
    const counted =
      k === 0
        ? sql`count(*)::int`
        : sql`(count(*) filter (where exists (
            select 1 from report_player_days pd
             where pd.day = ${day}::date and pd.user_id = ${u.id} and pd.bets > 0)))::int`;
    const column = sql.raw(k === 0 ? 'players' : `d${k}`);
    const at = (n: number) => (n === k ? counted : sql`0`);
    await tx.execute(sql`
      insert into report_cohort_days (day, players, d1, d7, d30, depositors)
      select ${signedUp}::date, ${at(0)}, ${at(1)}, ${at(7)}, ${at(30)}, 0 from ${u}
       where ${u.createdAt} >= ${start.toISOString()}::timestamptz
         and ${u.createdAt} < ${end.toISOString()}::timestamptz
      on conflict (day) do update set ${column} = excluded.${column}`);
  }
}

/**
 * One more depositor on each new first depositor's sign-up day. `fresh` selects the user ids
 * whose report_first_deposits row was just inserted (not those that only moved to an earlier
 * day: they were counted when first inserted).
 */
export function firstDepositsAdded(market: MarketCode, fresh: SQL): SQL {
  const u = users;
  return sql`
    insert into report_cohort_days (day, players, d1, d7, d30, depositors)
    select ${marketDay(market, sql`${u.createdAt}`)}, 0, 0, 0, 0, count(*)
      from ${u} where ${u.id} in (${fresh})
     group by 1
    on conflict (day) do update set depositors = report_cohort_days.depositors + excluded.depositors`;
}

/** Every cohort counted whole: the table's first run on a database that already has players. */
export async function rebuildCohorts(tx: Tx, market: MarketCode): Promise<void> {
  const u = users;
  const [state] = await rawRows<{ built: boolean; players: boolean }>(
    tx,
    sql`select exists (select 1 from report_cohort_days) as built,
               exists (select 1 from ${u}) as players`,
  );
  if (state?.built || !state?.players) return;
  await countCohorts(
    tx,
    sql`select ${u.id} as id, ${marketDay(market, sql`${u.createdAt}`)} as day from ${u}`,
  );
}
