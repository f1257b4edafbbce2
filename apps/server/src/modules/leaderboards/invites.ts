import {
  MARKET_TIME_ZONE,
  type MarketCode,
  type MarketPeriod,
  marketPeriod,
} from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.js';

/**
 * The invitational ranks' score (issue 12): an inviter's valid invitees in a period, counted in
 * the market day (IST / WIB) in which each invitee's `valid_at` falls. The invite module writes
 * `valid_at`; this only reads it.
 *
 * Unlike valid bets, a count needs no per-day table: every invite-board period that holds a day
 * not final yet is counted again whole from `invitations` (one grouped range scan on its
 * `valid_at` index) and only the scores that differ are written, so a run after downtime or an
 * invitee who stops being valid is right on the next run. The freeze rule is the bets' one: a
 * day is final once counted `SETTLE_GRACE_MS` after it ended, and a period whose days are all
 * final is never counted again, so `valid_at` must be written within that grace of the time it
 * names (the invite module sets it in the transaction that makes the invitee valid).
 *
 * The table is read by name, not through `invite/index.ts`: the invite module builds on the
 * leaderboards (its agent rebate reads `bet_days`), so importing it here would close a cycle.
 * Only two columns are read, `inviter_id` and `valid_at`; the invite module's tests pin them.
 */

/** The invite boards and the SQL that keys a market day to each one's period (`marketPeriod`'s formats). */
const INVITE_BOARD_KEYS = [
  ['invites_daily', 'YYYY-MM-DD', 'day'],
  ['invites_weekly', 'IYYY-"W"IW', 'week'],
  ['invites_monthly', 'YYYY-MM', 'month'],
] as const;

/**
 * Counts the invite boards' periods that contain any of `days` (the days not final yet) and
 * applies what changed; answers how many (board, period, inviter) scores changed.
 */
export async function recountInvites(
  tx: Tx,
  market: MarketCode,
  days: MarketPeriod[],
): Promise<number> {
  const periods = new Map<string, { board: string; key: string; start: Date; end: Date }>();
  for (const day of days) {
    for (const [board, , unit] of INVITE_BOARD_KEYS) {
      const p = marketPeriod(market, day.start, unit);
      periods.set(`${board} ${p.key}`, { board, key: p.key, start: p.start, end: p.end });
    }
  }
  if (periods.size === 0) return 0;
  const list = [...periods.values()];
  const from = new Date(Math.min(...list.map((p) => p.start.getTime())));
  const to = new Date(Math.max(...list.map((p) => p.end.getTime())));
  const boards = `{${list.map((p) => p.board).join(',')}}`;
  const keys = `{${list.map((p) => p.key).join(',')}}`;
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const [row] = await rawRows<{ n: number | string }>(
    tx,
    sql`with targets as (
          select * from unnest(${boards}::text[], ${keys}::text[]) as t(board, period)),
        valid as (
          select i.inviter_id as user_id,
                 ((i.valid_at at time zone 'UTC') + make_interval(mins => ${offset}))::date as day
            from invitations i
           where i.valid_at >= ${from.toISOString()}::timestamptz
             and i.valid_at < ${to.toISOString()}::timestamptz),
        fresh as (
          select k.board, k.period, v.user_id, count(*)::bigint as score
            from valid v
           cross join lateral (values
             (${INVITE_BOARD_KEYS[0][0]}, to_char(v.day, ${INVITE_BOARD_KEYS[0][1]})),
             (${INVITE_BOARD_KEYS[1][0]}, to_char(v.day, ${INVITE_BOARD_KEYS[1][1]})),
             (${INVITE_BOARD_KEYS[2][0]}, to_char(v.day, ${INVITE_BOARD_KEYS[2][1]}))
           ) as k(board, period)
           join targets using (board, period)
           group by 1, 2, 3),
        old as (
          select s.board, s.period, s.user_id, s.score
            from board_scores s join targets using (board, period)),
        changed as (
          select coalesce(f.board, o.board) as board, coalesce(f.period, o.period) as period,
                 coalesce(f.user_id, o.user_id) as user_id, coalesce(f.score, 0) as score
            from fresh f
            full join old o on o.board = f.board and o.period = f.period and o.user_id = f.user_id
           where coalesce(f.score, 0) <> coalesce(o.score, 0)),
        written as (
          insert into board_scores (board, period, user_id, score)
          select board, period, user_id, score from changed
          on conflict (board, period, user_id) do update set score = excluded.score)
        select count(*) as n from changed`,
  );
  return Number(row?.n ?? 0);
}
