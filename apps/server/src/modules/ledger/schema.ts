import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Ledger accounts. Only the ledger module writes here. A player account's balance can
 * never go below zero: the database enforces it, not only the code. Transactions and
 * postings arrive with the wallet issue; until then no player account holds money.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'player' accounts belong to a user; 'house' accounts (clearing, expense) do not. */
    ownerType: text('owner_type').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** 'cash', 'wagering', 'gateway_clearing', … */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_key').on(t.ownerType, t.userId, t.kind, t.currency),
    check(
      'ledger_player_balance_nonnegative',
      sql`${t.ownerType} <> 'player' or ${t.balance} >= 0`,
    ),
  ],
);
