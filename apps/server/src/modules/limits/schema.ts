import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One limit a player set: a money limit per (kind, period) or the session limit (period
 * 'session'). `value` is in force; a raise or removal waits in `pending_*` until `pending_at`
 * and is applied by whoever reads the row after that (service.ts `effective`), so no job is
 * needed. A row with no value and nothing pending is deleted.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'deposit' | 'loss' | 'wager' | 'session' */
    kind: text('kind').notNull(),
    /** 'day' | 'week' | 'month' | 'session' */
    period: text('period').notNull(),
    /** Minor units (money) or minutes (session); null: no limit in force. */
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** The player's answers to the first-deposit offer and the 6-monthly review (one row each). */
export const playerLimitProfiles = pgTable('player_limit_profiles', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  offerAnsweredAt: timestamp('offer_answered_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

export type PlayerLimitRow = typeof playerLimits.$inferSelect;
