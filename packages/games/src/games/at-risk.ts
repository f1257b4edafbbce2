import type { Bet } from './registry.js';
import type { GameCode } from './types.js';

/**
 * Spots that win when the other loses. A bet on both stakes nothing on the matched part:
 * Dragon 100 + Tiger 100 returns (about) 200 whatever the cards, so it must not count as
 * wagering (operators call this "opposite betting" and exclude it from valid bets).
 */
export const OPPOSITE_SPOTS: Readonly<Record<GameCode, ReadonlyArray<readonly [string, string]>>> =
  {
    'dragon-tiger': [['dragon', 'tiger']],
    'andar-bahar': [['andar', 'bahar']],
    baccarat: [['player', 'banker']],
    'teen-patti': [],
  };

/** Stakes by spot, adding up repeated spots. */
export function stakesBySpot(bets: readonly Bet[]): Map<string, number> {
  const by = new Map<string, number>();
  for (const b of bets) by.set(b.spot, (by.get(b.spot) ?? 0) + b.stake);
  return by;
}

/**
 * The money a round actually puts at risk: every stake, less the matched part of each pair
 * of opposite bets (only the larger side's excess counts). This is what the round brings the
 * wagering requirement down by.
 */
export function atRiskStake(code: GameCode, bets: readonly Bet[]): number {
  const by = stakesBySpot(bets);
  let total = 0;
  for (const stake of by.values()) total += stake;
  for (const [a, b] of OPPOSITE_SPOTS[code]) {
    total -= 2 * Math.min(by.get(a) ?? 0, by.get(b) ?? 0);
  }
  return total;
}
