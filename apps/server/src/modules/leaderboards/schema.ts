import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Each player's valid bets per market day (IST or WIB), recomputed from the wallet's own bet
 * rows by the leaderboard job. A day's rows are replaced whole, so a rolled-back bet or a late
 * commit is right on the next run; nothing is added on the bet's hot path.
 */
export const betDays = pgTable(
  'bet_days',
  {
    /** The market day, as `marketPeriod(…, 'day').key`. */
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Sum of the valid bets (the stake at risk) of the day's open and settled bets, minor units. */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    bets: integer('bets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * Each player's score on each board and period (daily `2026-11-23`, weekly `2026-W48`, monthly
 * `2026-11`): the sum of their valid bets over the period's days. Kept up to date by the
 * difference each recount of a day makes, so a run writes only the players whose bets changed.
 * Ranks are read from the score index ("top 50" is its first 50 entries; "my rank" counts the
 * entries above a player), so nothing is re-ranked on a schedule.
 */
export const boardScores = pgTable(
  'board_scores',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.period, t.userId] }),
    index('board_scores_rank_idx').on(t.board, t.period, t.score.desc().nullsFirst(), t.userId),
  ],
);

/**
 * One row per board and period: when its scores were last brought up to date, and whether they
 * are final (`frozen`: every day of the period is final, so no recount can change them). Prizes
 * are paid from frozen boards only.
 */
export const boardSnapshots = pgTable(
  'board_snapshots',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    frozen: boolean('frozen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.board, t.period] })],
);

/**
 * Which market days `bet_days` holds, and whether each is final: recounted at least once after
 * the day ended and its last rounds had time to settle. Final days are not counted again; a day
 * missing here (the server was down) is counted on the next run.
 */
export const countedDays = pgTable('counted_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  final: boolean('final').notNull(),
});
