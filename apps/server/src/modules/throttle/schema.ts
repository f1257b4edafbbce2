import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for throttling (sign-in checks, SMS caps, withdraw-password tries).
 * Kept in the database so every server instance sees the same counts.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

/**
 * "Not again before `until`" per subject (the SMS resend wait). One row per subject, taken
 * with a conditional upsert, so two requests can never both start a cooldown.
 */
export const cooldowns = pgTable(
  'cooldowns',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);
