import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One deposit, whatever the method. Money moves only through the ledger, under the key
 * `deposit:<orderNo>`; this row is the order's story (status, who paid what, how).
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** online, transfer_imps, transfer_upi, self_utr, agency, crypto, va */
    depositType: text('deposit_type').notNull(),
    /** The online type code, the transfer method, the agent id or the crypto network. */
    method: text('method').notNull().default(''),
    /** pending, success, failed, rejected, expired */
    status: text('status').notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Deposit Bonus credited with the order (minor units). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    /** Bank transfers and self-service UTR: unique across the whole system. */
    utr: text('utr'),
    gateway: text('gateway'),
    gatewayOrderNo: text('gateway_order_no'),
    payUrl: text('pay_url').notNull().default(''),
    /** Crypto tx hash or virtual-account reference: credited once per (type, reference). */
    externalRef: text('external_ref'),
    /** Where the player was told to pay (transfer) or where the money came from. */
    bankName: text('bank_name').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Set when something did not add up (amount or currency mismatch): an operator looks. */
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    /**
     * Of the credited amount, what arrived beyond the player's deposit limit and went to the
     * held balance (docs/architecture/protection.md "Money beyond a deposit limit"); 0 for most orders.
     */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    /** What of `held` is still held: released parts and returned money leave it. */
    heldLeft: bigint('held_left', { mode: 'number' }).notNull().default(0),
    /** The player asked for the held part back to its source: the operator sends it, no release. */
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    /** The operator sent the held money back to its source and marked it returned (console). */
    heldReturnedAt: timestamp('held_returned_at', { withTimezone: true }),
    /** What that return moved out of the held balance (minor units); 0 until then. */
    heldReturned: bigint('held_returned', { mode: 'number' }).notNull().default(0),
    /**
     * A bank transfer whose statement line shows another amount (issue 33): what arrived. The
     * order stays pending for the operator, who credits this amount or refuses it.
     */
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_orders_order_no_key').on(t.orderNo),
    index('deposit_orders_held_idx').on(t.userId).where(sql`${t.heldLeft} > 0`),
    uniqueIndex('deposit_orders_utr_key').on(t.utr).where(sql`${t.utr} is not null`),
    uniqueIndex('deposit_orders_gateway_order_key')
      .on(t.gateway, t.gatewayOrderNo)
      .where(sql`${t.gatewayOrderNo} is not null`),
    uniqueIndex('deposit_orders_external_ref_key')
      .on(t.depositType, t.externalRef)
      .where(sql`${t.externalRef} is not null`),
    index('deposit_orders_user_idx').on(t.userId, t.createdAt),
    index('deposit_orders_status_idx').on(t.status, t.depositType),
    // The desk's sorts (issue 37, `npm run bench:desk`): newest/oldest and by amount, each
    // with the id that breaks ties and keys the cursor, so a page reads 100 index entries.
    index('deposit_orders_created_idx').on(t.createdAt, t.id),
    index('deposit_orders_amount_idx').on(t.amount, t.id),
    // The flagged filter: few orders, read newest first without walking the others.
    index('deposit_orders_flagged_idx').on(t.createdAt, t.id).where(sql`${t.flagged}`),
  ],
);
export type DepositOrderRow = typeof depositOrders.$inferSelect;

/** Every gateway callback that passed its signature check, once per (gateway, event id). */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    gatewayOrderNo: text('gateway_order_no').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rawBody: text('raw_body').notNull(),
    /** credited, failed, ignored, mismatch, unknown_order */
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_callbacks_event_key').on(t.gateway, t.eventId)],
);

/** Incoming transfers on the operator's bank statement, matched to orders by UTR. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    utr: text('utr').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    matchedOrderNo: text('matched_order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_lines_utr_key').on(t.utr)],
);

/** Per-player deposit addresses: crypto addresses per network and virtual-account numbers. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 'crypto' or 'va' */
    kind: text('kind').notNull(),
    /** Crypto network (TRC20, …) or the VA bank. */
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_addresses_address_key').on(t.kind, t.address),
    uniqueIndex('deposit_addresses_user_key').on(t.userId, t.kind, t.network),
  ],
);

/**
 * A part of held deposit money released to the playable balance (ledger key
 * `deposit_release:<id>`): counts against the deposit limits of the period it was released in.
 */
export const depositReleases = pgTable(
  'deposit_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposit_releases_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What the method gifts (transfer, agency, crypto, self-service UTR: deposits' `giftFor` and
 * `selfUtrBonus`) paid in one market day, against `depositRules.methodGiftDailyBudget`. A gift
 * adds its amount with one conditional upsert in the transaction that pays it (gift-budget.ts).
 */
export const depositGiftBudgetDays = pgTable(
  'deposit_gift_budget_days',
  {
    market: text('market').notNull(),
    /** The market day, `2026-11-28` in the market's clock (contract marketPeriod). */
    day: text('day').notNull(),
    /** Minor units paid that day. */
    paid: bigint('paid', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.day] })],
);
