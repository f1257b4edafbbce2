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

/**
 * E-wallet payouts (Indonesia: DANA, OVO, GoPay): which wallets a player may bind, and the
 * range and fee of an order to one. The VIP level's daily count and amount still apply; the
 * fee is the e-wallet's own (the PSP charges per e-wallet disbursement, not by VIP level).
 * No enabled wallet: the market has no e-wallet payouts (India: bank accounts only).
 */
const ewalletPayouts = z
  .object({
    wallets: z.array(
      z.object({
        /** What the gateway calls the channel, and what a bound account keeps: DANA, OVO, GOPAY. */
        code: z.string().regex(/^[A-Z0-9_]{2,16}$/, 'upper-case letters, digits or _'),
        name: z.string().min(1).max(32),
        enabled: z.boolean(),
      }),
    ),
    min: minor,
    max: minor,
    fee: z.object({ bps: basisPoints(), min: minor }),
  })
  .refine((e) => e.min <= e.max, { message: 'min must not be above max', path: ['min'] })
  .refine((e) => new Set(e.wallets.map((w) => w.code)).size === e.wallets.length, {
    message: 'each wallet code once',
    path: ['wallets'],
  });
export type EwalletPayouts = z.infer<typeof ewalletPayouts>;

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
    ewallet: ewalletPayouts,
    /**
     * A payout the gateway fails: `refund` gives the money back at once; `hold` keeps it in
     * pending withdrawals until an operator retries or refunds it on the payments desk.
     */
    failedPayouts: z.enum(['refund', 'hold']).default('refund'),
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
    failedPayouts: 'refund',
    passwordLock: { maxWrong: 5, windowMinutes: 30 },
    vipLevels: Array.from({ length: 11 }, (_, level) => ({
      level,
      dailyCount: 3 + level,
      dailyAmount: 20_000 * unit * (level + 1),
      fee: { bps: Math.max(0, 200 - 20 * level), min: level >= 10 ? 0 : 5 * unit },
    })),
    // Indonesia pays out to the e-wallets its deposits take (DANA, OVO) and GoPay; an e-wallet
    // holds less than a bank account, so the range is narrower: Rp 10.000 – Rp 5.000.000.
    ewallet:
      market === 'ID'
        ? {
            wallets: [
              { code: 'DANA', name: 'DANA', enabled: true },
              { code: 'OVO', name: 'OVO', enabled: true },
              { code: 'GOPAY', name: 'GoPay', enabled: true },
            ],
            min: 50 * unit,
            max: 25_000 * unit,
            fee: { bps: 150, min: 5 * unit },
          }
        : { wallets: [], min: 100 * unit, max: 50_000 * unit, fee: { bps: 0, min: 0 } },
  };
}
