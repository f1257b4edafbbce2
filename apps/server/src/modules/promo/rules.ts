import { depositBonusTier, type PromoKind, promoKinds, signupTaskKinds } from '@cardroom/contract';
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
    tiers: z
      .array(depositBonusTier.extend({ minAmount: minor, bps: z.number().int().min(1).max(3000) }))
      .min(1),
    dailyCap: minor.positive(),
    mode: z.enum(['auto', 'claim']),
    /** Claim mode: days a grant stays claimable. */
    claimDays: z.number().int().min(1).max(90).default(7),
  })
  .strict();
export type FirstDepositRules = z.infer<typeof firstDepositRules>;

/** Gift codes carry their own amounts; the promotion only frames them (page, texts, budget). */
export const giftCodeRules = z.object({}).strict();

/** A sign-up task; `play_rounds` needs its number of rounds (accepted bets). */
const signupTask = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bind_phone') }).strict(),
  z.object({ kind: z.literal('first_deposit') }).strict(),
  z.object({ kind: z.literal('play_rounds'), rounds: z.number().int().min(1).max(1000) }).strict(),
  z.object({ kind: z.literal('withdraw_password') }).strict(),
]);
export type SignupTask = z.infer<typeof signupTask>;

/**
 * SPEC.md §4, §9: the tasks (four by default; each kind at most once), the reward, the window
 * from registration in which every task must be done (24 h) and the days the earned reward is
 * kept for a claim (at most 7).
 */
export const signupRules = z
  .object({
    tasks: z
      .array(signupTask)
      .min(1)
      .max(signupTaskKinds.length)
      .refine((ts) => new Set(ts.map((t) => t.kind)).size === ts.length, 'each task kind once'),
    reward: minor.positive(),
    windowHours: z.number().int().min(1).max(24).default(24),
    keepDays: z.number().int().min(1).max(7).default(7),
  })
  .strict();
export type SignupRules = z.infer<typeof signupRules>;

export const rulesSchemas = {
  checkin: checkinRules,
  first_deposit: firstDepositRules,
  gift_code: giftCodeRules,
  signup: signupRules,
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
