import type { MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

const on = z.boolean();
const count = z.number().int().min(2).max(1000);
const ratio = z.number().min(0).max(1000);
const minor = z.number().int().min(0);
const minutes = z
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 60);
const days = z.number().int().min(1).max(365);

/**
 * The operator's risk rules (docs/OPERATIONS.md "Risk rules"): each on or off with its
 * thresholds. Money is in the market's minor units (paise, sen).
 */
export const riskRulesSchema = z.object({
  withdrawOverDeposit: z.object({
    enabled: on,
    /** Flag when withdrawals requested or paid exceed deposits times this. */
    ratio,
    /** Below this much withdrawn nothing is flagged (a small win is no signal). */
    minWithdrawn: minor,
  }),
  bonusOverDeposit: z.object({ enabled: on, ratio, minBonus: minor }),
  fastInOut: z.object({
    enabled: on,
    /** A withdrawal asked for within this many minutes of a credited deposit… */
    withinMinutes: minutes,
    /** …while the stake since that deposit is under this percentage of it. */
    maxPlayPercent: z.number().min(0).max(100),
  }),
  sharedBankAccount: z.object({ enabled: on }),
  sharedDevice: z.object({ enabled: on, windowDays: days }),
  sharedGoogle: z.object({ enabled: on }),
  sharedAddress: z.object({ enabled: on, windowDays: days, minPlayers: count }),
  devicePileup: z.object({ enabled: on, minAccounts: count }),
  blockedDevice: z.object({
    enabled: on,
    /** Refuse a sign-up from a device a blocked player used (a break's own hold refuses already). */
    refuseSignup: on,
  }),
  inviteFarm: z.object({ enabled: on, minInvitees: count }),
});
export type RiskRules = z.infer<typeof riskRulesSchema>;

/** One unit of money in minor units: ₹1 = 100 paise; Rp 1 = 100 sen. */
const MAJOR: Record<MarketCode, number> = { IN: 100, ID: 100 };
/** Sizes of money that matter in each market (rupiah amounts are about 180× rupees). */
const SCALE: Record<MarketCode, number> = { IN: 1, ID: 180 };

export function defaultRiskRules(market: MarketCode): RiskRules {
  const money = (rupees: number) => rupees * SCALE[market] * MAJOR[market];
  return {
    withdrawOverDeposit: { enabled: true, ratio: 1.5, minWithdrawn: money(2_000) },
    bonusOverDeposit: { enabled: true, ratio: 0.5, minBonus: money(500) },
    fastInOut: { enabled: true, withinMinutes: 60, maxPlayPercent: 20 },
    sharedBankAccount: { enabled: true },
    sharedDevice: { enabled: true, windowDays: 30 },
    sharedGoogle: { enabled: true },
    sharedAddress: { enabled: true, windowDays: 1, minPlayers: 3 },
    devicePileup: { enabled: true, minAccounts: 3 },
    blockedDevice: { enabled: true, refuseSignup: false },
    inviteFarm: { enabled: true, minInvitees: 3 },
  };
}

export const riskRulesSetting = defineSetting({
  key: 'riskRules',
  schema: riskRulesSchema,
  defaults: defaultRiskRules,
});
