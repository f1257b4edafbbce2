import type { BetSpot, Pay, Resolution } from './games/types.js';

/**
 * Stakes and payouts are integer minor units. A fractional multiplier is floored, so a
 * rounding loss is always the player's and never more than one minor unit.
 */
export function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new RangeError(`stake must be a positive safe integer of minor units, got ${stake}`);
  }
}

/** stake + floor(stake × n / d), split so stake × n never leaves the exact-integer range. */
export function winPayout(stake: number, p: Pay): number {
  const whole = Math.floor(stake / p.denominator);
  const rest = stake - whole * p.denominator;
  const profit = whole * p.numerator + Math.floor((rest * p.numerator) / p.denominator);
  const total = stake + profit;
  if (!Number.isSafeInteger(total)) throw new RangeError('payout exceeds the safe integer range');
  return total;
}

/** What the house returns for a settled bet (0 when lost, the stake when pushed). */
export function payoutFor(stake: number, spot: BetSpot, resolution: Resolution): number {
  assertStake(stake);
  switch (resolution.kind) {
    case 'lose':
      return 0;
    case 'push':
      return stake;
    case 'half':
      return Math.floor(stake / 2);
    case 'win': {
      const p = spot.pays[resolution.pay];
      if (p === undefined) throw new RangeError(`spot ${spot.id} has no pay #${resolution.pay}`);
      return winPayout(stake, p);
    }
  }
}
