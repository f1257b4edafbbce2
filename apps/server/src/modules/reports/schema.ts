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
 * The ledger's house postings summed per market day: one row per (day, movement type, house
 * account, key). Every report figure is a sum of these rows, so every figure is a sum of
 * ledger postings (docs/OPERATIONS.md "Reports"). `key` is what the figure is broken down by:
 * the game of a bet or win, the payment method of a deposit, the promotion of a bonus, else ''.
 */
export const reportHouseDays = pgTable(
  'report_house_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The ledger transaction's type: deposit, bet, win, gift, adjustment, … */
    type: text('type').notNull(),
    /** The house account the postings went to: game, gateway_clearing, promotion_expense, … */
    account: text('account').notNull(),
    key: text('key').notNull(),
    /** Sum of the postings to that house account, signed as the ledger writes them. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Ledger transactions summed. */
    movements: integer('movements').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.account, t.key] })],
);

/**
 * The same postings per player and market day, for the figures counted in players (active,
 * depositing, first-time depositors, cohorts, VIP levels). Amounts as the player sees them:
 * deposits credited, stakes, wins paid, bonuses received, withdrawals requested.
 */
export const reportPlayerDays = pgTable(
  'report_player_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull(),
    depositCount: integer('deposit_count').notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull(),
    betCount: integer('bet_count').notNull(),
    wins: bigint('wins', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    index('report_player_days_user_idx').on(t.userId, t.day),
  ],
);

/**
 * When each market day was last summed. A day summed after its end and a grace is final and
 * never summed again; today and the days not final yet are summed on every run of the job.
 */
export const reportRefreshes = pgTable('report_refreshes', {
  day: date('day', { mode: 'string' }).primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  final: boolean('final').notNull().default(false),
  /**
   * The day's watermark (rollup-since.ts): every movement of the day created before it is in
   * the day's sums; of those created at or after it, the ones in `report_recent_movements`
   * are. Null: the day was never summed this way, and its next run sums it whole.
   */
  settledBefore: timestamp('settled_before', { withTimezone: true }),
});

/**
 * The movements of a day created at or after its watermark that are already in its sums (a few
 * minutes of them): a run adds only movements not here, and adds each once, however late it
 * committed and however many runs race.
 */
export const reportRecentMovements = pgTable(
  'report_recent_movements',
  {
    day: date('day', { mode: 'string' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.transactionId] })],
);

/**
 * One row per player and calendar month of market days: which days of the month the player bet
 * on and deposited on, as bit masks (bit d-1 for day d). A range's distinct players are then one
 * pass over at most a row per player per month touched, not over every player-day (the 31-day
 * report at 100,000 players read a million player-days; docs/SCALING.md "Reports"). Kept by the
 * job from `report_player_days` as each day is summed. `level` is the player's VIP level when
 * the row was last summed.
 */
export const reportPlayerMonths = pgTable(
  'report_player_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Days with any movement of the player's (a player-day row). */
    seenDays: integer('seen_days').notNull(),
    /** Days with a bet. */
    activeDays: integer('active_days').notNull(),
    /** Days with a credited deposit. */
    depositDays: integer('deposit_days').notNull(),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] })],
);

/** Each player's first market day with a credited deposit (first-time depositors, cohorts). */
export const reportFirstDeposits = pgTable(
  'report_first_deposits',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('report_first_deposits_day_idx').on(t.day)],
);

/**
 * A day's counts of players, summed with the day (the report's "By day" rows). First-time
 * depositors are counted from `report_first_deposits`, which a later day cannot change.
 */
export const reportDayCounts = pgTable('report_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  depositors: integer('depositors').notNull(),
  active: integer('active').notNull(),
});

/** A day's player sums by the VIP level the players had when the day was summed. */
export const reportLevelDays = pgTable(
  'report_level_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    level: integer('level').notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull(),
    bets: bigint('bets', { mode: 'number' }).notNull(),
    wins: bigint('wins', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.level] })],
);

/**
 * Players by sign-up market day (the Reports page's cohorts), kept by the job
 * (rollup-cohorts.ts) so a cohort read is a row per day, not a pass over every player and
 * their month rows (1.4-2.3 s at 100,000 players, bench:reports). `players` signed up that
 * day; `d1`/`d7`/`d30` of them bet on the 1st/7th/30th day after; `depositors` of them have a
 * first deposit (report_first_deposits).
 */
export const reportCohortDays = pgTable('report_cohort_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  players: integer('players').notNull(),
  d1: integer('d1').notNull(),
  d7: integer('d7').notNull(),
  d30: integer('d30').notNull(),
  depositors: integer('depositors').notNull(),
});
