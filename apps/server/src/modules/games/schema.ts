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

/**
 * A player's provably fair seed pair. One row is active per player; the server seed stays
 * secret (only its SHA-256 is shown) until the player rotates, which reveals it.
 * `nonce` is the nonce of the player's next round under this pair.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_seeds_active_key').on(t.userId).where(sql`${t.active}`),
    index('game_seeds_user_idx').on(t.userId, t.id),
  ],
);

/** Single-use, short-lived tokens in the launch URL; only their SHA-256 is stored. */
export const gameLaunchTokens = pgTable('game_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  gameCode: text('game_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One dealt round of a house game: which seeds, which nonce, what came out, what was paid. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    /** The seamless wallet's bet transaction for this round. */
    betUuid: text('bet_uuid').notNull(),
    /** Card indices (0..51, Stake order) in draw order, space-separated. */
    cards: text('cards').notNull(),
    outcome: jsonb('outcome').notNull(),
    /** The settled bets: spot, stake, result, payout. */
    bets: jsonb('bets').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_bet_key').on(t.betUuid),
    index('game_rounds_user_idx').on(t.userId, t.gameCode, t.id),
    uniqueIndex('game_rounds_seed_nonce_key').on(t.seedId, t.nonce),
  ],
);
