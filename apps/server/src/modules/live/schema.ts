import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A table's hash chain (issue 39; docs/architecture/games.md "Live tables"). `links` are the
 * checkpoints (`chainCheckpoints`): secret, never answered by any call; what is public is the
 * terminating hash, the length and the salt, with `published_at`. `first_round` is the table's
 * round number the chain's round 1 deals (a table's numbers run on across its chains).
 */
export const liveChains = pgTable(
  'live_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id').notNull(),
    length: integer('length').notNull(),
    every: integer('every').notNull(),
    links: text('links').array().notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    salt: text('salt').notNull(),
    /** `operator` (ops live seed) or `sandbox` (random, drawn by a sandbox server at first open). */
    saltSource: text('salt_source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Set when the chain's first round is opened. */
    firstRound: integer('first_round'),
  },
  (t) => [
    uniqueIndex('live_chains_hash_key').on(t.terminatingHash),
    index('live_chains_table_idx').on(t.tableId, t.id),
  ],
);

/**
 * One shared round of a table. `phase_ends_at` is when the current phase ends by the clock
 * (betting: the window closes; dealing: the last card is shown; settled: the next round
 * opens). The bets' statement (db/functions/live_bet.sql) locks this row FOR SHARE and checks
 * the phase; the close is an UPDATE of it, so a bet and the close cannot interleave.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: text('table_id').notNull(),
    number: integer('number').notNull(),
    game: text('game').notNull(),
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** k: the chain's link n - k deals this round. */
    chainRound: integer('chain_round').notNull(),
    phase: text('phase').notNull(),
    phaseEndsAt: timestamp('phase_ends_at', { withTimezone: true }),
    /** Between two revealed cards (the table's setting when the round was dealt). */
    revealMs: integer('reveal_ms').notNull(),
    resultMs: integer('result_ms').notNull(),
    /**
     * The table's limits when the round opened (`{spot:{min,max},round:{min,max}}`): the bets
     * check these, so an operator's change of limits takes effect from the next round. Null on
     * rounds opened before the column existed (the table's current limits apply).
     */
    limits: jsonb('limits'),
    /** Known once dealt: the round seed, the cards in draw order, the outcome with the hands. */
    seed: text('seed'),
    cards: integer('cards').array(),
    winner: text('winner'),
    outcome: jsonb('outcome'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    dealtAt: timestamp('dealt_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_rounds_number_key').on(t.tableId, t.number),
    uniqueIndex('live_rounds_chain_key').on(t.chainId, t.chainRound),
  ],
);

/**
 * One accepted `/live/bet` call: the wallet's bet transaction (`tx`, provider `live`) and
 * the stakes it placed. `payout` is written by the same statement that pays it (live_win),
 * so a bet with a payout is settled and one without is still to settle.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /**
     * The round's table (live_bet.sql writes it; 0055 filled it in for the bets before it), so a
     * player's bets at one table are found without their bets at the others.
     */
    tableId: text('table_id').notNull(),
    uid: text('uid').notNull(),
    tx: text('tx').notNull(),
    bets: jsonb('bets').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_bets_tx_key').on(t.tx),
    index('live_bets_open_idx').on(t.roundId).where(sql`${t.payout} is null`),
    index('live_bets_user_idx').on(t.userId, t.tableId, t.roundId),
  ],
);

/**
 * A player's totals on one round: stakes by spot and in all. The bets' statement locks it
 * (FOR UPDATE) and checks the table limits against it, so two calls of one player on two
 * instances cannot pass a limit between them. The table's totals are sums over these rows.
 */
export const livePlayers = pgTable(
  'live_players',
  {
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    spots: jsonb('spots').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] })],
);

/**
 * Who deals a table: the instance holding an unexpired lease. The dealing instance renews it
 * every second; another takes it once it has expired (dealer.ts).
 */
export const liveDealers = pgTable('live_dealers', {
  tableId: text('table_id').primaryKey(),
  instance: text('instance').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
