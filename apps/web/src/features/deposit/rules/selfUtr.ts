import { type SelfUtrBonusRule, selfUtrReachableBps } from '@cardroom/contract';
import { percentOfBps } from '../../../lib/money';

/** The self-service UTR page's numbers, in the player's number style. */
export interface SelfUtrTerms {
  /** "2-24": the operator's handling time, hours. */
  from: number;
  to: number;
  /** The waiting bonus, or null when it pays nothing (switched off, or the handling time is shorter than a period). */
  bonus: { rate: string; hours: number; max: string } | null;
}

/**
 * What the page promises, from the rule the server pays with (getChargeInfo's `selfUtrBonus`):
 * the "up to" is what the rule can reach within the handling time (1% every 6 hours, handled
 * within 24 hours: 4%), never the configured cap the waiting cannot reach.
 */
export function selfUtrTerms(rule: SelfUtrBonusRule, lang: string): SelfUtrTerms {
  const reachable = selfUtrReachableBps(rule);
  return {
    from: rule.handlingHours.min,
    to: rule.handlingHours.max,
    bonus:
      reachable > 0
        ? {
            rate: percentOfBps(rule.bpsPerPeriod, lang),
            hours: rule.periodHours,
            max: percentOfBps(reachable, lang),
          }
        : null,
  };
}
