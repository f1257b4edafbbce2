import type { MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import { basisPoints, defineSetting, minorUnits } from '../settings/index.js';

/** The withdrawal module's operator setting `withdrawRules` (docs/OPERATIONS.md). */

const minor = minorUnits;

const vipWithdrawLevel = z.object({
  level: z.number().int().min(0),
  /** Withdrawals per day (market time zone). */
  dailyCount: z.number().int().min(0),
  /** Minor units per day. */
  dailyAmount: minor,
  /** Service charge: basis points of the amount (100 = 1%), at least `min` minor units. */
  fee: z.object({ bps: basisPoints(), min: minor }),
});
export type VipWithdrawLevel = z.infer<typeof vipWithdrawLevel>;

const withdrawRulesSchema = z
  .object({
    /** Per order, minor units, inclusive. */
    min: minor,
    max: minor,
    /** Orders at or under this go to the gateway at once; larger ones wait for an operator. */
    autoPayoutLimit: minor,
    maxCards: z.number().int().min(1),
    /** Wrong withdraw passwords allowed per window before withdrawals lock until it ends. */
    passwordLock: z.object({
      maxWrong: z.number().int().min(1),
      windowMinutes: z.number().int().min(1),
    }),
    /** VIP levels 0–10 (every player is level 0 until the VIP issue assigns levels). */
    vipLevels: z.array(vipWithdrawLevel).min(1),
  })
  .refine((r) => r.min <= r.max, { message: 'min must not be above max', path: ['min'] });
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

export const withdrawRulesSetting = defineSetting({
  key: 'withdrawRules',
  schema: withdrawRulesSchema,
  defaults: defaultWithdrawRules,
});

export function defaultWithdrawRules(market: MarketCode): WithdrawRules {
  // One rupee is 100 minor units; one rupiah too, but rupiah amounts are ~200x larger.
  const unit = market === 'IN' ? 100 : 20_000;
  return {
    min: 100 * unit,
    max: 50_000 * unit,
    autoPayoutLimit: 2_000 * unit,
    maxCards: 5,
    passwordLock: { maxWrong: 5, windowMinutes: 30 },
    vipLevels: Array.from({ length: 11 }, (_, level) => ({
      level,
      dailyCount: 3 + level,
      dailyAmount: 20_000 * unit * (level + 1),
      fee: { bps: Math.max(0, 200 - 20 * level), min: level >= 10 ? 0 : 5 * unit },
    })),
  };
}
