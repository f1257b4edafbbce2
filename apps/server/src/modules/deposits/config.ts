import {
  type ChargeInfo,
  formatMoney,
  type Locale,
  type RechargeTypeItem,
} from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { readSetting, readSettings } from '../settings/index.js';
import { chargeInfoSetting, type DepositRules, depositRulesSetting } from './settings.js';

/**
 * The operator's deposit configuration, checked (settings.ts). A stored document missing a
 * field (an operator edited it by hand) gets that field from the market's default, so every
 * ChargeInfo field is always answered; one that does not parse is refused, never half-read.
 */
export async function chargeInfoOf(deps: Deps): Promise<ChargeInfo> {
  return readSetting(deps.db, deps.market.code, chargeInfoSetting);
}

/** Both deposit settings, as most deposit requests need them: one query. */
export async function depositConfigOf(deps: Deps): Promise<[ChargeInfo, DepositRules]> {
  return readSettings(deps.db, deps.market.code, [chargeInfoSetting, depositRulesSetting]);
}

export async function depositRulesOf(deps: Deps): Promise<DepositRules> {
  return readSetting(deps.db, deps.market.code, depositRulesSetting);
}

export function parseRange(item: RechargeTypeItem): { min: number; max: number } | null {
  try {
    const r = JSON.parse(item.amountRange) as { min?: unknown; max?: unknown };
    if (Number.isSafeInteger(r.min) && Number.isSafeInteger(r.max)) {
      return { min: r.min as number, max: r.max as number };
    }
  } catch {
    // A broken range makes the method unavailable rather than unlimited.
  }
  return null;
}

/** "Deposit amount must during ₹100.00 - ₹50,000.00" when the amount is outside. */
export function assertInRange(
  deps: Deps,
  amount: number,
  range: { min: number; max: number },
  locale: Locale,
): void {
  if (amount >= range.min && amount <= range.max) return;
  const fmt = (v: number) => formatMoney(v, deps.market.code, locale);
  throw badRequest('depositRange', { min: fmt(range.min), max: fmt(range.max) });
}

/** +91: the operator can close deposits (SPEC.md §4 deposit-closed popup). */
export function assertDepositOpen(deps: Deps, info: ChargeInfo): void {
  if (deps.market.phonePrefix === '+91' && !info.rechargeOpen) throw badRequest('depositClosed');
}

/** A fraction or multiple applied to minor units, rounded down, without float drift. */
export function applyRate(amount: number, rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) return 0;
  const bps = BigInt(Math.round(rate * 10_000));
  return Number((BigInt(amount) * bps) / 10_000n);
}
