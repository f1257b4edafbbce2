import {
  BPS_WHOLE,
  type ChargeInfo,
  formatMoney,
  type Locale,
  type RechargeTypeItem,
  type SelfUtrBonusRule,
} from '@cardroom/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { readSetting, readSettings } from '../settings/index.js';
import {
  type ChargeInfoSettings,
  chargeInfoSetting,
  type DepositRules,
  depositRulesSetting,
} from './settings.js';

/**
 * The operator's deposit configuration, checked (settings.ts). A stored document missing a
 * field (an operator edited it by hand) gets that field from the market's default, so every
 * ChargeInfo field is always answered; one that does not parse is refused, never half-read.
 */
export async function chargeInfoOf(deps: Deps): Promise<ChargeInfoSettings> {
  return readSetting(deps.db, deps.market.code, chargeInfoSetting);
}

/** Both deposit settings, as most deposit requests need them: one query. */
export async function depositConfigOf(
  deps: Deps,
  db: DbOrTx = deps.db,
): Promise<[ChargeInfoSettings, DepositRules]> {
  return readSettings(db, deps.market.code, [chargeInfoSetting, depositRulesSetting]);
}

/**
 * The /recharge/getChargeInfo answer: the stored settings with the gift rates as the spec's
 * fractions (0.03 for 300 bps; the client shows rate × 100 as the tab badge, SPEC.md §4/§9).
 * The one place basis points become a fraction; money is never computed from it.
 */
export function presentChargeInfo(
  stored: ChargeInfoSettings,
  rules: DepositRules,
  giftsPaidToday: number,
): ChargeInfo {
  const {
    transferGiftBps,
    agentRechargeGiftBps,
    cryptoGiftBps,
    transferGift: _t,
    agentRechargeGift: _a,
    cryptoGift: _c,
    cryptoRates,
    cryptoConfig,
    ...rest
  } = stored;
  return {
    ...rest,
    // Each network with its rate (the settings keep rates beside the list; the schema checks
    // every network has one).
    cryptoConfig: {
      networks: cryptoConfig.networks.map((n) => ({ ...n, rate: rateOf(stored, n.network) })),
    },
    wagering: {
      depositMultiple: rules.depositWageringMultiple,
      bonusMultiple: rules.bonusWageringMultiple,
    },
    selfUtrBonus: selfUtrRuleOf(rules),
    transferGift: transferGiftBps / BPS_WHOLE,
    agentRechargeGift: agentRechargeGiftBps / BPS_WHOLE,
    cryptoGift: cryptoGiftBps / BPS_WHOLE,
    methodGiftBudgetLeft: Math.max(0, rules.methodGiftDailyBudget - giftsPaidToday),
  };
}

/** Minor units per whole coin on a network: the one rate crypto is credited and shown at. */
export function rateOf(info: ChargeInfoSettings, network: string): number {
  const rate = info.cryptoRates[network];
  // The settings schema refuses a network without a rate, so this is a broken invariant.
  if (rate === undefined) throw new Error(`no crypto rate for network ${network}`);
  return rate;
}

/** The setting as the shared rule reads it (the renamed fields dropped). */
export function selfUtrRuleOf(rules: DepositRules): SelfUtrBonusRule {
  const { enabled, bpsPerPeriod, periodHours, maxBps, handlingHours } = rules.selfUtrBonus;
  return { enabled, bpsPerPeriod, periodHours, maxBps, handlingHours };
}

/** `db`: the caller's transaction when it has one open (PGlite has one connection). */
export async function depositRulesOf(deps: Deps, db: DbOrTx = deps.db): Promise<DepositRules> {
  return readSetting(db, deps.market.code, depositRulesSetting);
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

/** "Deposit amount must be between ₹100 and ₹50,000" when the amount is outside. */
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
export function assertDepositOpen(deps: Deps, info: ChargeInfoSettings): void {
  if (deps.market.phonePrefix === '+91' && !info.rechargeOpen) throw badRequest('depositClosed');
}
