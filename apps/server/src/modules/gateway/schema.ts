import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own books: what a PSP keeps on its side. Nothing outside
 * modules/gateway reads these; the server learns about payments only through callbacks.
 */
export const sandboxPayments = pgTable('sandbox_gateway_payments', {
  gatewayOrderNo: text('gateway_order_no').primaryKey(),
  merchantOrderNo: text('merchant_order_no').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** created, success, failed */
  status: text('status').notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Callbacks the sandbox gateway owes the merchant: retried with backoff until a 200 arrives.
 * Kept in the database so a callback due while the server was down goes out after it restarts.
 */
export const sandboxCallbacks = pgTable(
  'sandbox_gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayOrderNo: text('gateway_order_no').notNull(),
    eventId: text('event_id').notNull(),
    notifyUrl: text('notify_url').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_gateway_callbacks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
    index('sandbox_gateway_callbacks_order_idx').on(t.gatewayOrderNo, t.id),
  ],
);

/** The sandbox PSP's own payouts (what a PSP keeps on its side). */
export const sandboxPayouts = pgTable(
  'sandbox_gateway_payouts',
  {
    payoutNo: text('payout_no').primaryKey(),
    merchantPayoutNo: text('merchant_payout_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    notifyUrl: text('notify_url').notNull(),
    beneficiary: jsonb('beneficiary').notNull(),
    /** created, success, failed */
    status: text('status').notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_gateway_payouts_merchant_key').on(t.merchantPayoutNo)],
);
