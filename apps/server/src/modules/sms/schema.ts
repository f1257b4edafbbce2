import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message handed to the SMS provider; in sandbox mode this is the outbox testers read. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_mobile_idx').on(t.mobile, t.createdAt)],
);
