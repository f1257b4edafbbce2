import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A game session: what a launch token is exchanged for. Its token is the seamless wallet's
 * `token` (Hub88's game session token); `uid` is the wallet's `user`.
 */
export const gameSessions = pgTable('game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  uid: text('uid').notNull(),
  gameCode: text('game_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every seamless-wallet transaction (bet, win, rollback) and every rollback tombstone, keyed
 * by the provider's transaction id, so each is processed at most once. A tombstone holds the
 * id of a bet that was rolled back before it arrived: the bet then conflicts with it and is
 * refused. `status` and `balance` are the answer given, so a repeat gets the same answer.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    requestUuid: text('request_uuid'),
    /** 'bet' | 'win' | 'rollback' | 'tombstone' */
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** The wallet API's `user` (our public uid). */
    user: text('user').notNull(),
    gameCode: text('game_code'),
    round: text('round'),
    /** Win and rollback: the bet they refer to. */
    referenceUuid: text('reference_uuid'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the request's contents, to tell a repeat from a reused id. */
    fingerprint: text('fingerprint').notNull(),
    /** Bets: 'open' | 'settled' | 'rolled_back' | 'refused'. Others: 'done'. */
    state: text('state').notNull(),
    status: text('status').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /**
     * Bets: the valid bet, the part of the stake that was at risk (a house round's matched
     * Dragon-and-Tiger stakes are not; another provider's bet is in full). Game records and
     * promotions count this, never `amount`.
     */
    validAmount: bigint('valid_amount', { mode: 'number' }).notNull().default(0),
    /** Bets: how much of the wagering requirement this bet brought down (restored on rollback). */
    wageringCut: bigint('wagering_cut', { mode: 'number' }).notNull().default(0),
    /** Bets: the sum of the wins paid on it. */
    won: bigint('won', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_tx_key').on(t.provider, t.transactionUuid),
    uniqueIndex('wallet_tx_request_key')
      .on(t.provider, t.requestUuid)
      .where(sql`${t.requestUuid} is not null`),
    index('wallet_tx_user_bets_idx').on(t.userId, t.createdAt).where(sql`${t.kind} = 'bet'`),
    // The leaderboards recount a market day's bets by time (modules/leaderboards).
    index('wallet_tx_bets_time_idx').on(t.createdAt).where(sql`${t.kind} = 'bet'`),
    // The stuck-bet recovery (modules/games/recovery.ts, every 30 s on every instance) looks
    // for open bets older than a minute: only open bets are in this index, so it reads a few
    // rows, not every bet ever settled (which it did through the index above).
    index('wallet_tx_open_bets_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'bet' and ${t.state} = 'open'`),
  ],
);
