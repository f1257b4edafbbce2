import {
  type MarketCode,
  type MarketPeriod,
  marketPeriod,
  type PeriodUnit,
} from '@cardroom/contract';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { users } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { betDays, boardSnapshots, boardStandings, countedDays } from './schema.js';

/** The three leaderboards of SPEC.md §9 and the market period each one spans. */
export const BOARDS = { daily: 'day', weekly: 'week', monthly: 'month' } as const satisfies Record<
  string,
  PeriodUnit
>;
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

/** One lock for every writer of the boards: two instances running the job take turns. */
const lockBoards = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('leaderboards'))`);

/**
 * Recounts one market day from the wallet's bet rows, replacing the day's totals: open and
 * settled bets count their valid amount (the stake at risk); rolled-back and refused bets do
 * not. Answers how many players bet that day.
 */
export async function recountDay(tx: Tx, day: MarketPeriod): Promise<number> {
  const w = walletTransactions;
  await tx.delete(betDays).where(eq(betDays.day, day.key));
  const [row] = await rawRows<{ n: number | string }>(
    tx,
    sql`with counted as (
          insert into bet_days (day, user_id, valid_bet, bets)
          select ${day.key}::date, ${w.userId}, sum(${w.validAmount}), count(*)::int
            from ${w}
           where ${w.kind} = 'bet' and ${w.state} in ('open', 'settled') and ${w.userId} is not null
             and ${w.createdAt} >= ${day.start.toISOString()}::timestamptz
             and ${w.createdAt} < ${day.end.toISOString()}::timestamptz
           group by ${w.userId}
          having sum(${w.validAmount}) > 0
          returning 1)
        select count(*) as n from counted`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Ranks every player with a valid bet in the board's period and replaces its standings, unless
 * the period is frozen (final standings never change). Equal scores rank by the older account
 * first (lower user id), so every rank is held by one player and a prize table is unambiguous.
 */
export async function snapshotBoard(
  tx: Tx,
  market: MarketCode,
  board: Board,
  period: MarketPeriod,
  at: Date,
  freeze: boolean,
): Promise<{ players: number; frozen: boolean }> {
  const [existing] = await tx
    .select({ frozen: boardSnapshots.frozen, players: boardSnapshots.players })
    .from(boardSnapshots)
    .where(and(eq(boardSnapshots.board, board), eq(boardSnapshots.period, period.key)));
  if (existing?.frozen) return { players: existing.players, frozen: true };
  const days = daysOf(market, period);
  const first = days[0]?.key ?? period.key;
  const last = days[days.length - 1]?.key ?? period.key;
  await tx
    .delete(boardStandings)
    .where(and(eq(boardStandings.board, board), eq(boardStandings.period, period.key)));
  const [row] = await rawRows<{ n: number | string }>(
    tx,
    sql`with ranked as (
          insert into board_standings (board, period, user_id, score, rank)
          select ${board}, ${period.key}, user_id, score,
                 row_number() over (order by score desc, user_id asc)
            from (select user_id, sum(valid_bet) as score from bet_days
                   where day >= ${first}::date and day <= ${last}::date
                   group by user_id) totals
          returning 1)
        select count(*) as n from ranked`,
  );
  const players = Number(row?.n ?? 0);
  await tx
    .insert(boardSnapshots)
    .values({ board, period: period.key, takenAt: at, players, frozen: freeze })
    .onConflictDoUpdate({
      target: [boardSnapshots.board, boardSnapshots.period],
      set: { takenAt: at, players, frozen: freeze },
    });
  return { players, frozen: freeze };
}

/** What one run of the job did (for its log line and the tests). */
export interface RefreshReport {
  daysRecounted: string[];
  snapshots: Array<{ board: Board; period: string; players: number; frozen: boolean }>;
}

/**
 * The leaderboard job: recounts the days that are not final yet, from the start of the
 * previous month (catching up after downtime) to today, then re-ranks each board's current
 * period and closes its previous one: once every day of it is final, a last snapshot is
 * frozen. Everything under one lock, in one transaction: a crash leaves the last complete run.
 */
export async function refreshBoards(deps: Deps): Promise<RefreshReport> {
  const now = deps.now();
  const market = deps.market.code;
  return deps.db.transaction(async (tx) => {
    await lockBoards(tx);
    const thisMonth = marketPeriod(market, now, 'month');
    const lastMonth = marketPeriod(market, new Date(thisMonth.start.getTime() - 1), 'month');
    const report: RefreshReport = { daysRecounted: [], snapshots: [] };
    const finalDays = new Set(
      (
        await tx
          .select({ day: countedDays.day })
          .from(countedDays)
          .where(and(gte(countedDays.day, lastMonth.key + '-01'), eq(countedDays.final, true)))
      ).map((r) => r.day),
    );
    for (let t = lastMonth.start.getTime(); t <= now.getTime(); t += DAY_MS) {
      const day = marketPeriod(market, new Date(t), 'day');
      if (finalDays.has(day.key)) continue;
      const players = await recountDay(tx, day);
      report.daysRecounted.push(day.key);
      const final = now.getTime() >= day.end.getTime() + SETTLE_GRACE_MS;
      await tx
        .insert(countedDays)
        .values({ day: day.key, countedAt: now, players, final })
        .onConflictDoUpdate({ target: countedDays.day, set: { countedAt: now, players, final } });
      if (final) finalDays.add(day.key);
    }
    for (const board of boardNames) {
      const current = marketPeriod(market, now, BOARDS[board]);
      const previous = marketPeriod(market, new Date(current.start.getTime() - 1), BOARDS[board]);
      const closed = daysOf(market, previous).every((d) => finalDays.has(d.key));
      const prev = await snapshotBoard(tx, market, board, previous, now, closed);
      report.snapshots.push({ board, period: previous.key, ...prev });
      const live = await snapshotBoard(tx, market, board, current, now, false);
      report.snapshots.push({ board, period: current.key, ...live });
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

/** The top `limit` of a board's last snapshot, with the players' public names. */
export async function topOf(
  db: DbOrTx,
  board: Board,
  period: string,
  limit: number,
): Promise<Standing[]> {
  return db
    .select({
      rank: boardStandings.rank,
      userId: boardStandings.userId,
      uid: users.uid,
      nickname: users.nickname,
      score: boardStandings.score,
    })
    .from(boardStandings)
    .innerJoin(users, eq(users.id, boardStandings.userId))
    .where(
      and(
        eq(boardStandings.board, board),
        eq(boardStandings.period, period),
        lte(boardStandings.rank, limit),
      ),
    )
    .orderBy(asc(boardStandings.rank));
}

/** A player's place on a board's last snapshot; null when they had no valid bet in it then. */
export async function rankOf(
  db: DbOrTx,
  board: Board,
  period: string,
  userId: number,
): Promise<{ rank: number; score: number } | null> {
  const [row] = await db
    .select({ rank: boardStandings.rank, score: boardStandings.score })
    .from(boardStandings)
    .where(
      and(
        eq(boardStandings.board, board),
        eq(boardStandings.period, period),
        eq(boardStandings.userId, userId),
      ),
    );
  return row ?? null;
}

/** When a board's standings were last counted, and whether they are final. */
export async function snapshotOf(db: DbOrTx, board: Board, period: string) {
  const [row] = await db
    .select()
    .from(boardSnapshots)
    .where(and(eq(boardSnapshots.board, board), eq(boardSnapshots.period, period)));
  return row ?? null;
}
