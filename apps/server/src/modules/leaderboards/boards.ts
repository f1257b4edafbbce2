import {
  MARKET_TIME_ZONE,
  type MarketCode,
  type MarketPeriod,
  marketPeriod,
  type PeriodUnit,
} from '@cardroom/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import { users } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { recountInvites } from './invites.js';
import { boardScores, boardSnapshots, countedDays } from './schema.js';

/**
 * The leaderboards and the market period each one spans: the three of SPEC.md §9 by valid bet,
 * and the invitational ranks' three by valid invitees (issue 12). Both metrics share the same
 * tables, freeze rule and reads; only how a score is counted differs (invites.ts).
 */
export const BOARDS = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  invites_daily: 'day',
  invites_weekly: 'week',
  invites_monthly: 'month',
} as const satisfies Record<string, PeriodUnit>;
export type Board = keyof typeof BOARDS;
export const boardNames = Object.keys(BOARDS) as Board[];

/**
 * How long after a day ends its bets are recounted once more before the day is final: a round
 * dealt at 23:59:59 settles (or is rolled back by the recovery job, after a minute) after it.
 */
export const SETTLE_GRACE_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

/** The market days of a period, in order (a market day is exactly 24 h: no daylight saving). */
export function daysOf(market: MarketCode, period: MarketPeriod): MarketPeriod[] {
  const days: MarketPeriod[] = [];
  for (let t = period.start.getTime(); t < period.end.getTime(); t += DAY_MS) {
    days.push(marketPeriod(market, new Date(t), 'day'));
  }
  return days;
}

/**
 * Recounts market days from the wallet's bet rows (open and settled bets count their valid
 * amount, the stake at risk; rolled-back and refused bets nothing) and applies what changed
 * since the last count: each changed player-day in `bet_days`, and the player's score on the
 * daily, weekly and monthly boards by the sum of their differences. One statement, whatever the
 * number of days (a catch-up after downtime updates a monthly score once, not once a day);
 * answers how many player-days changed. Period keys are made in SQL in `marketPeriod`'s formats.
 */
export async function recountDays(
  tx: Tx,
  market: MarketCode,
  days: MarketPeriod[],
): Promise<number> {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 0;
  const w = walletTransactions;
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const keys = `{${days.map((d) => d.key).join(',')}}`;
  const [row] = await rawRows<{ n: number | string }>(
    tx,
    sql`with fresh as (
          select ((${w.createdAt} at time zone 'UTC') + make_interval(mins => ${offset}))::date as day,
                 ${w.userId} as user_id, sum(${w.validAmount}) as valid_bet, count(*)::int as bets
            from ${w}
           where ${w.kind} = 'bet' and ${w.state} in ('open', 'settled') and ${w.userId} is not null
             and ${w.createdAt} >= ${first.start.toISOString()}::timestamptz
             and ${w.createdAt} < ${last.end.toISOString()}::timestamptz
           group by 1, 2),
        old as (select day, user_id, valid_bet from bet_days where day = any(${keys}::date[])),
        delta as (
          select coalesce(f.day, o.day) as day, coalesce(f.user_id, o.user_id) as user_id,
                 coalesce(f.valid_bet, 0) as valid_bet, coalesce(f.bets, 0) as bets,
                 coalesce(f.valid_bet, 0) - coalesce(o.valid_bet, 0) as d
            from (select * from fresh where day = any(${keys}::date[])) f
            full join old o on o.day = f.day and o.user_id = f.user_id
           where coalesce(f.valid_bet, 0) <> coalesce(o.valid_bet, 0)),
        changed_days as (
          insert into bet_days (day, user_id, valid_bet, bets)
          select day, user_id, valid_bet, bets from delta
          on conflict (day, user_id) do update
            set valid_bet = excluded.valid_bet, bets = excluded.bets),
        scores as (
          insert into board_scores (board, period, user_id, score)
          select board, period, user_id, sum(d)
            from (select 'daily' as board, to_char(day, 'YYYY-MM-DD') as period, user_id, d from delta
                  union all
                  select 'weekly', to_char(day, 'IYYY-"W"IW'), user_id, d from delta
                  union all
                  select 'monthly', to_char(day, 'YYYY-MM'), user_id, d from delta) by_board
           group by board, period, user_id
          on conflict (board, period, user_id) do update
            set score = board_scores.score + excluded.score)
        select count(*) as n from delta`,
  );
  return Number(row?.n ?? 0);
}

/** What one run of the job did (for its log line and the tests). */
export interface RefreshReport {
  daysRecounted: string[];
  /** Players whose day totals changed, over every day recounted. */
  changed: number;
  /** Invite-board scores (player, board, period) that changed. */
  inviteScoresChanged: number;
  boards: Array<{ board: Board; period: string; frozen: boolean }>;
}

/**
 * The leaderboard job: recounts the days that are not final yet (valid bets, and the valid
 * invitees of every invite-board period those days fall in), from the start of the
 * previous month (so it catches up after downtime) to today; a day recounted once its grace
 * has passed is final and never counted again. Then it notes each board's current period and
 * closes the previous one: once all its days are final, the board is frozen. One transaction
 * under one lock, so two instances take turns and a crash leaves the last complete run.
 */
export async function refreshBoards(db: Db, market: MarketCode, now: Date): Promise<RefreshReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leaderboards'))`);
    const thisMonth = marketPeriod(market, now, 'month');
    const lastMonth = marketPeriod(market, new Date(thisMonth.start.getTime() - 1), 'month');
    const report: RefreshReport = {
      daysRecounted: [],
      changed: 0,
      inviteScoresChanged: 0,
      boards: [],
    };
    const finalDays = new Set(
      (
        await tx
          .select({ day: countedDays.day })
          .from(countedDays)
          .where(and(gte(countedDays.day, `${lastMonth.key}-01`), eq(countedDays.final, true)))
      ).map((r) => r.day),
    );
    const open: MarketPeriod[] = [];
    for (let t = lastMonth.start.getTime(); t <= now.getTime(); t += DAY_MS) {
      const day = marketPeriod(market, new Date(t), 'day');
      if (!finalDays.has(day.key)) open.push(day);
    }
    report.changed = await recountDays(tx, market, open);
    report.inviteScoresChanged = await recountInvites(tx, market, open);
    for (const day of open) {
      report.daysRecounted.push(day.key);
      const final = now.getTime() >= day.end.getTime() + SETTLE_GRACE_MS;
      await tx
        .insert(countedDays)
        .values({ day: day.key, countedAt: now, final })
        .onConflictDoUpdate({ target: countedDays.day, set: { countedAt: now, final } });
      if (final) finalDays.add(day.key);
    }
    for (const board of boardNames) {
      const current = marketPeriod(market, now, BOARDS[board]);
      const previous = marketPeriod(market, new Date(current.start.getTime() - 1), BOARDS[board]);
      for (const period of [previous, current]) {
        const frozen = daysOf(market, period).every((d) => finalDays.has(d.key));
        // A frozen board stays frozen: no recount can reach a final day.
        await tx
          .insert(boardSnapshots)
          .values({ board, period: period.key, takenAt: now, frozen })
          .onConflictDoUpdate({
            target: [boardSnapshots.board, boardSnapshots.period],
            set: { takenAt: now, frozen },
            setWhere: sql`not ${boardSnapshots.frozen}`,
          });
        report.boards.push({ board, period: period.key, frozen });
      }
    }
    return report;
  });
}

/** One line of a board as the player sees it. */
export interface Standing {
  rank: number;
  userId: number;
  uid: string;
  nickname: string;
  score: number;
}

/**
 * The first `limit` of a board, highest score first. Equal scores rank the older account first
 * (lower user id), so each rank is held by one player and a prize table is never ambiguous.
 */
export async function topOf(
  db: DbOrTx,
  board: Board,
  period: string,
  limit: number,
): Promise<Standing[]> {
  const rows = await db
    .select({
      userId: boardScores.userId,
      uid: users.uid,
      nickname: users.nickname,
      score: boardScores.score,
    })
    .from(boardScores)
    .innerJoin(users, eq(users.id, boardScores.userId))
    .where(
      and(
        eq(boardScores.board, board),
        eq(boardScores.period, period),
        sql`${boardScores.score} > 0`,
      ),
    )
    .orderBy(desc(boardScores.score), asc(boardScores.userId))
    .limit(limit);
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}

/** A player's place on a board; null when they have no score (valid bet, valid invitee) in its period. */
export async function rankOf(
  db: DbOrTx,
  board: Board,
  period: string,
  userId: number,
): Promise<{ rank: number; score: number } | null> {
  const [row] = await rawRows<{ score: number | string; above: number | string }>(
    db,
    // Two range counts on the score index: higher scores, then equal scores of older accounts.
    sql`select me.score,
               (select count(*) from ${boardScores} o
                 where o.board = me.board and o.period = me.period and o.score > me.score)
             + (select count(*) from ${boardScores} o
                 where o.board = me.board and o.period = me.period and o.score = me.score
                   and o.user_id < me.user_id) as above
          from ${boardScores} me
         where me.board = ${board} and me.period = ${period} and me.user_id = ${userId}
           and me.score > 0`,
  );
  return row ? { rank: Number(row.above) + 1, score: Number(row.score) } : null;
}

/**
 * Whether every market day of a period has been counted after it settled (the same test that
 * freezes a board), so its standings can no longer change. Unlike `board_snapshots`, which
 * notes only the current and previous periods, this holds for any period a catch-up reaches.
 */
export async function periodIsFinal(
  db: DbOrTx,
  market: MarketCode,
  period: MarketPeriod,
): Promise<boolean> {
  const days = daysOf(market, period).map((d) => d.key);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(countedDays)
    .where(and(inArray(countedDays.day, days), eq(countedDays.final, true)));
  return Number(row?.n ?? 0) === days.length;
}

/** When a board's scores were last brought up to date, and whether they are final. */
export async function snapshotOf(db: DbOrTx, board: Board, period: string) {
  const [row] = await db
    .select()
    .from(boardSnapshots)
    .where(and(eq(boardSnapshots.board, board), eq(boardSnapshots.period, period)));
  return row ?? null;
}
