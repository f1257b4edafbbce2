import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (job, period) that has run. The row is inserted in the same transaction as the
 * period's work, so it exists exactly when the work committed: a second instance (or a replay)
 * finds it and skips, a failed run leaves nothing and is tried again on the next tick.
 */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    job: text('job').notNull(),
    /** The market period key: `2026-11-23`, `2026-W48`, `2026-11`. */
    period: text('period').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
