import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';
import type { OperatorRole } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import type { FourEyesRules } from '../approvals/index.js';

/**
 * Four-eyes and role limits for promotions and gift-code batches (docs/OPERATIONS.md,
 * "Four-eyes"). Two steps, in this order:
 * 1. Role limits refuse (400, the message names the limit): marketing may not give a promotion
 *    no budget or one over `marketingMaxBudget`, nor issue a code worth more than
 *    `marketingMaxCodeAmount`. A refusal rather than a request: these are what the role may ask
 *    for at all, and a second operator who wants more does it under their own name.
 * 2. Thresholds turn the act into a request (nothing made until a second operator approves):
 *    a promotion with no budget, a budget over `promotionBudgetDirectMax` or wagering under
 *    `minWageringMultiple`; a batch whose possible cost passes `giftCodeBatchDirectMax`.
 * The gates answer why it waits (the request's note, read by the approver) or null.
 */

const money = (market: MarketCode, minor: number) =>
  formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);

export interface PromotionTerms {
  budget: number | null;
  wageringMultiple: number;
}

export function promotionGate(
  deps: Deps,
  rules: FourEyesRules,
  role: OperatorRole,
  terms: PromotionTerms,
): string | null {
  const m = (n: number) => money(deps.market.code, n);
  if (role === 'marketing') {
    if (terms.budget === null) {
      throw badRequest('consoleRuleMarketingNoBudget', { max: m(rules.marketingMaxBudget) });
    }
    if (terms.budget > rules.marketingMaxBudget) {
      throw badRequest('consoleRuleMarketingBudget', { max: m(rules.marketingMaxBudget) });
    }
  }
  const why: string[] = [];
  if (terms.budget === null) why.push('no budget (its cost has no limit)');
  else if (terms.budget > rules.promotionBudgetDirectMax) {
    why.push(
      `budget ${m(terms.budget)} is over ${m(rules.promotionBudgetDirectMax)} (promotionBudgetDirectMax)`,
    );
  }
  if (terms.wageringMultiple < rules.minWageringMultiple) {
    why.push(
      `wagering ${terms.wageringMultiple}× is under the market's ${rules.minWageringMultiple}× (minWageringMultiple)`,
    );
  }
  return why.length ? `Four-eyes: ${why.join('; ')}` : null;
}

export interface BatchTerms {
  amount: number;
  maxUses: number;
  count: number;
}

/**
 * What a batch may cost at most: every code used as often as it may. Counted in bigint (amount
 * up to 2^50 × a million uses × 500 codes passes 2^53), shown capped at the largest safe number.
 */
export function batchCost(b: BatchTerms): bigint {
  return BigInt(b.amount) * BigInt(b.maxUses) * BigInt(b.count);
}

export function batchGate(
  deps: Deps,
  rules: FourEyesRules,
  role: OperatorRole,
  b: BatchTerms,
): string | null {
  const m = (n: number) => money(deps.market.code, n);
  if (role === 'marketing' && b.amount > rules.marketingMaxCodeAmount) {
    throw badRequest('consoleRuleMarketingCodeAmount', { max: m(rules.marketingMaxCodeAmount) });
  }
  const cost = batchCost(b);
  if (cost <= BigInt(rules.giftCodeBatchDirectMax)) return null;
  return `Four-eyes: ${b.count} codes × ${m(b.amount)} × ${b.maxUses} uses may cost ${m(shownCost(cost))}, over ${m(rules.giftCodeBatchDirectMax)} (giftCodeBatchDirectMax)`;
}

/** The cost as a request row keeps it (a safe integer). */
export function shownCost(cost: bigint): number {
  return cost > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(cost);
}
