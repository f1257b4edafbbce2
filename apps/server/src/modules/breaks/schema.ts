import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * One row per player who ever took a break. A row whose `ends_at` has passed is no break: the
 * player signs in again as before. The row is locked while a new break is decided, so 50
 * requests at once leave one break (service.ts).
 */
export const playerBreaks = pgTable('player_breaks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** 'timeout' | 'exclusion'; null on the placeholder row before the first break. */
  kind: text('kind'),
  /** The period chosen (`breakPeriods` in the contract). */
  period: text('period'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** The player's reality-check interval (no row: the operator's default). */
export const realityChecks = pgTable('reality_checks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** Minutes between checks; 0 is off. */
  minutes: integer('minutes').notNull(),
  /** A less frequent choice that applies at `pending_at` (24 hours after it was made). */
  pendingMinutes: integer('pending_minutes'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  /** Sandbox only: when the next check is due, set by a test to see the popup quickly. */
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
});

/**
 * What a break binds besides the account: the person as far as the app knows them. At a break's
 * start every device the account signed in from, its guest device, its phone number and its
 * Google account are held until the break ends; an account opened or signed in from a held one
 * is refused with the end date (holds.ts). A longer break keeps the later end.
 */
export const breakHolds = pgTable(
  'break_holds',
  {
    /** 'device' | 'phone' | 'google'. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    /** The player whose break holds it (the latest-ending one). */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);
