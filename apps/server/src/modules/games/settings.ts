import type { MarketCode } from '@cardroom/contract';
import { type TableLimits, tableLimitsProblem } from '@cardroom/games';
import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

const bounds = z.object({ min: z.number(), max: z.number() });

/** Spot and round bounds and the chips, in minor units; tableLimitsProblem says what is unusable. */
const tableLimitsSchema = z
  .object({ spot: bounds, round: bounds, chips: z.array(z.number()).readonly() })
  .superRefine((limits, ctx) => {
    const problem = tableLimitsProblem(limits);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** House game table limits and chips (games/limits.ts reads them, cached 10 s). */
export const tableLimitsSetting = defineSetting({
  key: 'tableLimits',
  schema: tableLimitsSchema,
  defaults: defaultTableLimits,
});

/**
 * House game limits per market, in minor units. Indonesia: Rp 1.000 to Rp 10.000.000 a spot,
 * up to Rp 20.000.000 a round, chips from Rp 1.000 to Rp 500.000 (a Rp 100.000 bet is one
 * tap). India: ₹10 to ₹50,000 a spot, up to ₹1,00,000 a round, chips ₹10 to ₹5,000.
 */
export function defaultTableLimits(market: MarketCode): TableLimits {
  const rupee = 100;
  const rupiah = 100;
  if (market === 'IN') {
    return {
      spot: { min: 10 * rupee, max: 50_000 * rupee },
      round: { min: 10 * rupee, max: 100_000 * rupee },
      chips: [10, 50, 100, 500, 1_000, 5_000].map((c) => c * rupee),
    };
  }
  return {
    spot: { min: 1_000 * rupiah, max: 10_000_000 * rupiah },
    round: { min: 1_000 * rupiah, max: 20_000_000 * rupiah },
    chips: [1_000, 5_000, 10_000, 50_000, 100_000, 500_000].map((c) => c * rupiah),
  };
}
