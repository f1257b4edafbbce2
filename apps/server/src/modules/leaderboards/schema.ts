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
 * A board's standings as of its last snapshot: every player with a valid bet in the period,
 * ranked. "Top 50" and "my rank" read this, never the bets. `frozen` snapshots are final (the
 * period closed and was recounted once more) and are what prizes are paid from.
 */
export const boardStandings = pgTable(
  'board_standings',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.period, t.userId] }),
    index('board_standings_rank_idx').on(t.board, t.period, t.rank),
  ],
);

/** One row per board and period: when it was last counted, how many players, and whether final. */
export const boardSnapshots = pgTable(
  'board_snapshots',
  {
    board: text('board').notNull(),
    period: text('period').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    players: integer('players').notNull(),
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
  players: integer('players').notNull(),
  final: boolean('final').notNull(),
});
