import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator configuration, one JSON document per key, editable without a code change. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
