import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Ledger accounts. Only the ledger module writes here.
 *
 * Player accounts carry a materialized balance that the database keeps at or above zero.
 * House accounts (clearing, expense, game) do not: their balance is the sum of their
 * postings. Updating one house row on every bet would make all players queue behind it.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'player' accounts belong to a user; 'house' accounts do not. */
    ownerType: text('owner_type').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** Player: 'cash', 'wagering'. House: 'gateway_clearing', 'game', 'promotion_expense', … */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_key')
      .on(t.ownerType, t.userId, t.kind, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_house_kind_key')
      .on(t.kind, t.currency)
      .where(sql`${t.ownerType} = 'house'`),
    check(
      'ledger_player_balance_nonnegative',
      sql`${t.ownerType} <> 'player' or ${t.balance} >= 0`,
    ),
    check(
      'ledger_house_balance_unmaterialized',
      sql`${t.ownerType} <> 'house' or ${t.balance} = 0`,
    ),
    check('ledger_owner_type', sql`${t.ownerType} in ('player', 'house')`),
  ],
);

/** One balanced movement of money; its idempotency key makes a replay move nothing. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the player sees it as: deposit, deposit_bonus, bet, win, withdrawal, … */
    type: text('type').notNull(),
    /** The player it concerns, for their records (null for house-only movements). */
    userId: bigint('user_id', { mode: 'number' }),
    /** The outside reference it settles (order number, gateway id, bet id). */
    reference: text('reference'),
    /** SHA-256 of the postings, to tell a true replay from a reused key. */
    fingerprint: text('fingerprint').notNull(),
    memo: jsonb('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
    // A player's bonuses without reading every bet (modules/risk; the types are its BONUS_TYPES).
    index('ledger_transactions_user_bonus_idx')
      .on(t.userId)
      .where(
        sql`${t.type} in ('deposit_bonus', 'gift', 'vip_bonus', 'daily_rebate', 'daily_bonus')`,
      ),
    // The reports sum a market day's movements (modules/reports): a block-range index costs an
    // insert almost nothing, as rows arrive in time order, where a B-tree would add a page write.
    index('ledger_transactions_created_brin').using('brin', t.createdAt),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive adds to the account. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this posting (player accounts; null for house). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    check('ledger_posting_nonzero', sql`${t.amount} <> 0`),
  ],
);
