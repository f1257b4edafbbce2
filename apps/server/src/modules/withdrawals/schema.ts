import type { WithdrawAccountKind } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A player's withdraw accounts. Deleting one keeps the row (orders point at it). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'bank', or 'ewallet' (bankCode is the wallet, accountNumber its phone: 0812…). */
    kind: text('kind').$type<WithdrawAccountKind>().notNull().default('bank'),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull().default(''),
    accountType: text('account_type').notNull().default(''),
    bankCode: text('bank_code').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_cards_user_idx').on(t.userId),
    // The risk rule finding other players with the same account (modules/risk).
    index('bank_cards_account_idx').on(t.accountNumber).where(sql`${t.deletedAt} is null`),
    uniqueIndex('bank_cards_user_number_key')
      .on(t.userId, t.accountNumber, t.bankCode, t.ifsc)
      .where(sql`${t.deletedAt} is null`),
  ],
);
export type BankCardRow = typeof bankCards.$inferSelect;

/**
 * One withdrawal. Money moves only through the ledger (`withdrawal:<orderNo>`, then
 * `withdrawal_settled:<orderNo>` or `withdrawal_refund:<orderNo>`); this row is the story.
 * status: review (waits for an operator), approved (to be sent to the gateway), paying (sent),
 * success, failed, rejected, refunded. A failed payout either gave the money back at once
 * (finishedAt set) or holds it for the operator (finishedAt null, withdrawRules.failedPayouts
 * = hold), who sends it again (failed → approved, next payout attempt) or refunds it.
 */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    arrivalAmount: bigint('arrival_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The beneficiary as it was when the player asked (a later edit of the card changes nothing). */
    beneficiary: jsonb('beneficiary')
      .$type<{
        name: string;
        accountNumber: string;
        ifsc: string;
        bankCode: string;
        bankName: string;
        /** Missing on orders from before e-wallets: a bank account. */
        kind?: WithdrawAccountKind;
      }>()
      .notNull(),
    gateway: text('gateway'),
    gatewayPayoutNo: text('gateway_payout_no'),
    /**
     * How many times an operator sent a failed payout again: attempt 0 goes out under the
     * order number, attempt n under `<orderNo>-R<n>` (a PSP never pays one reference twice).
     */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    /** When the order was last handed to the gateway (a lease against double sends). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    lastError: text('last_error'),
    remark: text('remark').notNull().default(''),
    flagged: boolean('flagged').notNull().default(false),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdraw_orders_order_no_key').on(t.orderNo),
    uniqueIndex('withdraw_orders_payout_key')
      .on(t.gateway, t.gatewayPayoutNo)
      .where(sql`${t.gatewayPayoutNo} is not null`),
    index('withdraw_orders_user_idx').on(t.userId, t.createdAt),
    index('withdraw_orders_status_idx').on(t.status),
    index('withdraw_orders_created_idx').on(t.createdAt, t.id),
    // The desk (issue 37, `npm run bench:desk`): its amount sort, and its search by payout
    // number and by the start of an order number, each an index read instead of a scan.
    index('withdraw_orders_amount_idx').on(t.amount, t.id),
    index('withdraw_orders_payout_no_idx')
      .on(t.gatewayPayoutNo)
      .where(sql`${t.gatewayPayoutNo} is not null`),
    index('withdraw_orders_order_no_prefix_idx').on(sql`lower(${t.orderNo}) text_pattern_ops`),
  ],
);
export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;

/** Every verified payout callback, once per (gateway, event id): a replay changes nothing. */
export const payoutCallbacks = pgTable(
  'payout_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    gatewayPayoutNo: text('gateway_payout_no').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rawBody: text('raw_body').notNull(),
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_callbacks_event_key').on(t.gateway, t.eventId),
    // The desk's history of an order reads the answers about its payouts.
    index('payout_callbacks_payout_idx').on(t.gatewayPayoutNo),
  ],
);
