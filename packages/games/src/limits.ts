import { stakesBySpot } from './games/at-risk.js';
import type { Bet } from './games/registry.js';

/** Inclusive bounds in minor units. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** A market's table limits (operator settings) and the chips the table offers. */
export interface TableLimits {
  /** Each bet spot's total stake in one round. */
  readonly spot: Bounds;
  /** The round's total stake over every spot. */
  readonly round: Bounds;
  /** Chip values, ascending, each within `spot`. */
  readonly chips: readonly number[];
}

export type LimitBreach =
  | { readonly kind: 'spotMin' | 'spotMax'; readonly spot: string; readonly limit: number }
  | { readonly kind: 'roundMin' | 'roundMax'; readonly limit: number };

/** The first limit these bets break, or null when the table takes them. */
export function checkTableLimits(limits: TableLimits, bets: readonly Bet[]): LimitBreach | null {
  let total = 0;
  for (const [spot, stake] of stakesBySpot(bets)) {
    if (stake < limits.spot.min) return { kind: 'spotMin', spot, limit: limits.spot.min };
    if (stake > limits.spot.max) return { kind: 'spotMax', spot, limit: limits.spot.max };
    total += stake;
  }
  if (total < limits.round.min) return { kind: 'roundMin', limit: limits.round.min };
  if (total > limits.round.max) return { kind: 'roundMax', limit: limits.round.max };
  return null;
}

/** What is wrong with an operator's limits, or null when they are usable. */
export function tableLimitsProblem(l: TableLimits): string | null {
  const whole = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (![l.spot.min, l.spot.max, l.round.min, l.round.max].every(whole))
    return 'limits must be positive whole minor units';
  if (l.spot.min > l.spot.max) return 'spot.min is above spot.max';
  if (l.round.min > l.round.max) return 'round.min is above round.max';
  if (l.spot.min > l.round.max) return 'spot.min is above round.max: no bet could be placed';
  if (l.chips.length < 1 || l.chips.length > 8) return 'between 1 and 8 chips';
  for (let i = 0; i < l.chips.length; i++) {
    const c = l.chips[i] as number;
    if (!whole(c)) return 'chips must be positive whole minor units';
    if (c < l.spot.min || c > l.spot.max) return `chip ${c} is outside spot.min..spot.max`;
    if (i > 0 && c <= (l.chips[i - 1] as number)) return 'chips must be ascending';
  }
  return null;
}
