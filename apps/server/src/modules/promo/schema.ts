import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in both player languages. */
export interface BiText {
  en: string;
  id: string;
}

/**
 * An operator-configured promotion of one market. `rules` is validated per kind (rules.ts)
 * whenever it is written. `spent` only grows, by a conditional update that keeps it within
 * `budget` (null: no budget) in the credit's own transaction.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    /** checkin | first_deposit | gift_code | signup */
    kind: text('kind').notNull(),
    /** draft | live | paused | ended */
    status: text('status').notNull().default('draft'),
    /** Operator order on the Promo tab (ascending). */
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<BiText>().notNull(),
    summary: jsonb('summary').$type<BiText>().notNull(),
    rulesText: jsonb('rules_text').$type<BiText>().notNull(),
    bannerUrl: text('banner_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    /** The reward must be bet this many times before a withdrawal. */
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    budget: bigint('budget', { mode: 'number' }),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotions_market_status_idx').on(t.market, t.status, t.sort),
    check('promotions_spent_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
    check('promotions_status', sql`${t.status} in ('draft', 'live', 'paused', 'ended')`),
  ],
);
export type PromotionRow = typeof promotions.$inferSelect;

/**
 * A player's reward in a promotion for one period (a market day, a deposit, a gift code):
 * offered -> claimable -> credited, or expired / cancelled. Unique per (promotion, player,
 * period), so a reward exists once whatever the number of concurrent requests.
 */
export const promoGrants = pgTable(
  'promo_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    /** offered | claimable | credited | expired | cancelled */
    state: text('state').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    /** Kind-specific facts (the check-in streak day, the deposit order). */
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimableAt: timestamp('claimable_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_grants_once_key').on(t.promotionId, t.userId, t.period),
    index('promo_grants_user_idx').on(t.userId, t.promotionId, t.createdAt),
    index('promo_grants_expiry_idx').on(t.state, t.expiresAt),
    check('promo_grants_amount_positive', sql`${t.amount} > 0`),
    check(
      'promo_grants_state',
      sql`${t.state} in ('offered', 'claimable', 'credited', 'expired', 'cancelled')`,
    ),
  ],
);
export type PromoGrantRow = typeof promoGrants.$inferSelect;

/** Per-player amounts used against a promotion's cap in one period (a market day). */
export const promoCaps = pgTable(
  'promo_caps',
  {
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userId, t.period] })],
);

/** Gift codes (page path /pages/promo/Jili, titled "Gift code"): stored upper-case, unique per market. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    market: text('market').notNull(),
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    maxUses: integer('max_uses').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The four-eyes request (approvals) whose approval made this code; null when made at once. */
    requestId: bigint('request_id', { mode: 'number' }),
    /** When the code was shown in full to its requester (once); null: not yet. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_codes_market_code_key').on(t.market, t.code),
    index('gift_codes_request_idx').on(t.requestId),
    check('gift_codes_used_within_max', sql`${t.used} <= ${t.maxUses}`),
    check('gift_codes_amount_positive', sql`${t.amount} > 0`),
  ],
);
export type GiftCodeRow = typeof giftCodes.$inferSelect;

/** Who redeemed which code: once per player and code. */
export const giftCodeRedemptions = pgTable(
  'gift_code_redemptions',
  {
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] })],
);

/**
 * Sign-up bonus tasks a player has done inside their window, with when: written once by the
 * event that completes the task (or, for rounds, when the counted bets reach the target).
 */
export const promoTaskTicks = pgTable(
  'promo_task_ticks',
  {
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** bind_phone | first_deposit | play_rounds | withdraw_password */
    task: text('task').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userId, t.task] })],
);
