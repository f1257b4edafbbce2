import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player's VIP progress: what counts towards the levels, counted from the first deposit or
 * bet (one row per player, made by the first one). `level` is the level reached (it never goes
 * down; users.vip_level follows it), `celebrated` the highest level the app has shown.
 */
export const vipProgress = pgTable(
  'vip_progress',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    /** Credited deposits, minor units. */
    depositTotal: bigint('deposit_total', { mode: 'number' }).notNull().default(0),
    /** Valid bets (stake at risk of accepted, not rolled-back bets), minor units. */
    validBetTotal: bigint('valid_bet_total', { mode: 'number' }).notNull().default(0),
    level: integer('level').notNull().default(0),
    celebrated: integer('celebrated').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The console's player list sorted by deposits (modules/crm).
    index('vip_progress_deposit_idx').on(t.depositTotal, t.userId),
    check('vip_progress_level', sql`${t.level} between 0 and 10`),
    check('vip_progress_celebrated', sql`${t.celebrated} between 0 and ${t.level}`),
  ],
);
export type VipProgressRow = typeof vipProgress.$inferSelect;

/**
 * Each level a player reached, once: the unique (user, level) is why a level is rewarded once
 * per player, even when thresholds change and it is reached again. `reward` is what was
 * credited (0: none configured, the vip promotion off or its budget spent).
 */
export const vipLevelUps = pgTable(
  'vip_level_ups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    /** The promo grant that paid it (period `level-<n>`), if any. */
    grantId: bigint('grant_id', { mode: 'number' }),
    /** The totals at the moment it was reached. */
    depositTotal: bigint('deposit_total', { mode: 'number' }).notNull(),
    validBetTotal: bigint('valid_bet_total', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vip_level_ups_user_level_key').on(t.userId, t.level)],
);
export type VipLevelUpRow = typeof vipLevelUps.$inferSelect;
