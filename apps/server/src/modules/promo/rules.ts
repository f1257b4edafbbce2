import {
  firstDepositTiers,
  inviteRankingRules,
  type PromoKind,
  promoKinds,
  rankingRules,
  signupTaskList,
} from '@cardroom/contract';
import { z } from 'zod';

/**
 * The rules of each kind of promotion, validated whenever an operator writes them (ops
 * commands) and read back through the same schema. Amounts are minor units.
 */
const minor = z
  .number()
  .int()
  .nonnegative()
  .max(2 ** 50);

export const checkinRules = z
  .object({
    /** Day 1..7 of the streak. */
    rewards: z.array(minor.positive()).length(7),
    /** The deposit a player must have made that market day (0 = none). */
    minDeposit: minor.default(0),
    /** The valid (settled) bets a player must have placed that market day (0 = none). */
    minBet: minor.default(0),
  })
  .strict();
export type CheckinRules = z.infer<typeof checkinRules>;

/** SPEC.md §9: deposits of at least 500 units, at most 30% (3000 bps), at most 30,000 units a day. */
export const firstDepositRules = z
  .object({
    minDeposit: minor.positive(),
    tiers: firstDepositTiers,
    dailyCap: minor.positive(),
    mode: z.enum(['auto', 'claim']),
    /** Claim mode: days a grant stays claimable. */
    claimDays: z.number().int().min(1).max(90).default(7),
  })
  .strict();
export type FirstDepositRules = z.infer<typeof firstDepositRules>;

/** Gift codes carry their own amounts; the promotion only frames them (page, texts, budget). */
export const giftCodeRules = z.object({}).strict();

/**
 * The ranking kinds' rules (prize tables per board) live in the contract beside the ranking
 * calls, so the console's board editor checks rows with the same limits; re-exported for the
 * promo module.
 */
export {
  type InviteRankingRules,
  inviteRankingRules,
  RANKING_MAX_RANK,
  type RankingRules,
  rankingRules,
} from '@cardroom/contract';

/**
 * Rebate (deposit cashback): `bps` of a market day's basis (net game loss capped at that day's
 * deposits, see rebate.ts), at most `dailyCap` per player and day; a basis under `minBasis`
 * pays nothing. The wagering multiple is the promotion's own.
 */
export const rebateRules = z
  .object({
    bps: z.number().int().min(1).max(10_000),
    dailyCap: minor.positive(),
    minBasis: minor.default(0),
  })
  .strict();
export type RebateRules = z.infer<typeof rebateRules>;

export type { SignupTask } from '@cardroom/contract';

/**
 * SPEC.md §4, §9: the tasks (four by default; each kind at most once), the reward, the window
 * from registration in which every task must be done (24 h) and the days the earned reward is
 * kept for a claim (at most 7).
 */
export const signupRules = z
  .object({
    tasks: signupTaskList,
    reward: minor.positive(),
    windowHours: z.number().int().min(1).max(24).default(24),
    keepDays: z.number().int().min(1).max(7).default(7),
  })
  .strict();
export type SignupRules = z.infer<typeof signupRules>;

/**
 * VIP level-up rewards: the amounts and thresholds are the `vipLevels` setting of the vip
 * module (one table the Vip page and the withdraw rules sit beside); the promotion carries the
 * budget, the wagering multiple and the switch (paused or ended: level-ups pay nothing).
 */
export const vipRules = z.object({}).strict();

export const rulesSchemas = {
  checkin: checkinRules,
  first_deposit: firstDepositRules,
  gift_code: giftCodeRules,
  ranking: rankingRules,
  rebate: rebateRules,
  signup: signupRules,
  vip: vipRules,
  // The programme's rules are the `inviteRules` setting (invite module); these promotions only
  // frame its rewards (budget, wagering multiple, records).
  invite: z.object({}).strict(),
  agent_rebate: z.object({}).strict(),
  invite_ranking: inviteRankingRules,
} as const satisfies Record<PromoKind, z.ZodType>;

export function isPromoKind(kind: string): kind is PromoKind {
  return (promoKinds as readonly string[]).includes(kind);
}

/** Validates rules for a kind; answers the parsed rules or a readable list of problems. */
export function parseRules(
  kind: PromoKind,
  rules: unknown,
): { ok: true; rules: Record<string, unknown> } | { ok: false; problems: string } {
  const parsed = rulesSchemas[kind].safeParse(rules);
  if (parsed.success) return { ok: true, rules: parsed.data as Record<string, unknown> };
  const problems = parsed.error.issues
    .map((i) => `${i.path.join('.') || '(rules)'}: ${i.message}`)
    .join('; ');
  return { ok: false, problems };
}
