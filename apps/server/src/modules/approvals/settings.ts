import type { MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import { defineSetting, minorUnits } from '../settings/index.js';

/**
 * Four-eyes thresholds and role limits, per market (docs/OPERATIONS.md, "Four-eyes"). Only the
 * owner may change them (settings/console-routes.ts gives marketing no field of this key) and
 * every save is audited like any setting. Amounts are minor units; an action at or under its
 * threshold acts at once, one above it becomes a request for a second operator.
 */
const fourEyesSchema = z.object({
  /** A manual adjustment (credit or debit) larger than this waits for approval; 0 = every one. */
  adjustmentDirectMax: minorUnits,
  /** An agency deposit order larger than this is credited only by a second operator. */
  agencyCreditDirectMax: minorUnits,
  /** A withdrawal larger than this needs a second operator's approval. */
  withdrawalDirectMax: minorUnits,
  /** A gift-code batch whose possible cost (amount × uses × codes) passes this waits. */
  giftCodeBatchDirectMax: minorUnits,
  /** A promotion whose budget passes this waits (one without a budget always waits). */
  promotionBudgetDirectMax: minorUnits,
  /** A promotion asking less betting than this multiple of its money waits for approval. */
  minWageringMultiple: z.number().int().min(0).max(100),
  /** Role limit: the most one gift code issued by marketing may be worth. */
  marketingMaxCodeAmount: minorUnits,
  /** Role limit: the largest budget marketing may give a promotion (a budget is required). */
  marketingMaxBudget: minorUnits,
});
export type FourEyesRules = z.infer<typeof fourEyesSchema>;

/** Market defaults: whole-currency figures × 100 (rupiah and rupees both count in 1/100). */
const DEFAULTS: Record<MarketCode, FourEyesRules> = {
  ID: {
    adjustmentDirectMax: 500_000 * 100,
    agencyCreditDirectMax: 2_000_000 * 100,
    withdrawalDirectMax: 10_000_000 * 100,
    giftCodeBatchDirectMax: 1_000_000 * 100,
    promotionBudgetDirectMax: 5_000_000 * 100,
    minWageringMultiple: 1,
    marketingMaxCodeAmount: 100_000 * 100,
    marketingMaxBudget: 10_000_000 * 100,
  },
  IN: {
    adjustmentDirectMax: 5_000 * 100,
    agencyCreditDirectMax: 20_000 * 100,
    withdrawalDirectMax: 50_000 * 100,
    giftCodeBatchDirectMax: 10_000 * 100,
    promotionBudgetDirectMax: 50_000 * 100,
    minWageringMultiple: 1,
    marketingMaxCodeAmount: 1_000 * 100,
    marketingMaxBudget: 100_000 * 100,
  },
};

export const fourEyesSetting = defineSetting({
  key: 'fourEyes',
  schema: fourEyesSchema,
  defaults: (market) => ({ ...DEFAULTS[market] }),
});
