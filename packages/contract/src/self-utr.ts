import { z } from 'zod';

/**
 * The self-service UTR waiting bonus (SPEC.md §9: 1% of the deposit for every full 6 hours the
 * order waits, at most 30%). The operator handles such an order within `handlingHours.max`
 * (SPEC.md §9: 2-24 hours), so the waiting counted stops there: with 1% every 6 hours the
 * bonus can reach 4%, never the 30% cap. One rule for the server that pays it and the pages
 * that promise it, both from the operator's `depositRules.selfUtrBonus` setting.
 */
export const selfUtrBonusRule = z.object({
  enabled: z.boolean(),
  bpsPerPeriod: z.number().int().nonnegative(),
  periodHours: z.number().int().min(1),
  /** The configured cap, basis points. */
  maxBps: z.number().int().nonnegative(),
  /** How long the operator takes to handle such an order, in hours. */
  handlingHours: z.object({ min: z.number().int().min(0), max: z.number().int().min(1) }),
});
export type SelfUtrBonusRule = z.infer<typeof selfUtrBonusRule>;

const HOUR_MS = 3_600_000;

/** The rate earned after waiting `waitedMs`, basis points (waiting past the handling time does not count). */
export function selfUtrBonusBps(waitedMs: number, rule: SelfUtrBonusRule): number {
  if (!rule.enabled || waitedMs <= 0) return 0;
  const counted = Math.min(waitedMs, rule.handlingHours.max * HOUR_MS);
  const periods = Math.floor(counted / (rule.periodHours * HOUR_MS));
  return Math.min(periods * rule.bpsPerPeriod, rule.maxBps);
}

/** The most the rule can pay, basis points: what the pages state as "up to". */
export function selfUtrReachableBps(rule: SelfUtrBonusRule): number {
  return selfUtrBonusBps(rule.handlingHours.max * HOUR_MS, rule);
}
