import type { Card } from '../cards.js';
import type { Seeds } from '../fair/rng.js';

export type GameCode = 'dragon-tiger' | 'andar-bahar' | 'teen-patti' | 'baccarat';

/** A winning bet returns stake + floor(stake × numerator / denominator). */
export interface Pay {
  readonly label: string;
  readonly numerator: number;
  readonly denominator: number;
}

/** A place on the table. Most spots have one pay; Pair Plus pays by the hand made. */
export interface BetSpot {
  readonly id: string;
  readonly name: string;
  readonly pays: readonly Pay[];
}

/**
 * How one bet ends: `win` with the index into the spot's pays, `push` returns the stake,
 * `half` returns half the stake (Dragon Tiger main bets on a tie), `lose` returns nothing.
 */
export type Resolution =
  | { readonly kind: 'win'; readonly pay: number }
  | { readonly kind: 'push' }
  | { readonly kind: 'half' }
  | { readonly kind: 'lose' };

export interface OutcomeBase {
  readonly winner: string;
}

/** `cards` are the round's cards in the order they were drawn from the float stream. */
export interface RoundBase<G extends GameCode, O extends OutcomeBase> {
  readonly game: G;
  readonly cards: readonly Card[];
  readonly outcome: O;
}

export interface Game<R extends RoundBase<GameCode, OutcomeBase>> {
  readonly code: R['game'];
  readonly name: string;
  readonly spots: readonly BetSpot[];
  deal(seeds: Seeds): R;
  /** Pure in the outcome, so exact RTP can enumerate outcomes without dealing cards. */
  resolve(outcome: R['outcome'], spotId: string): Resolution;
}

// Shared so resolving millions of simulated bets allocates nothing.
export const LOSE: Resolution = { kind: 'lose' };
export const PUSH: Resolution = { kind: 'push' };
export const HALF: Resolution = { kind: 'half' };
const WINS: readonly Resolution[] = Array.from({ length: 8 }, (_, pay) => ({ kind: 'win', pay }));
export function win(pay = 0): Resolution {
  return WINS[pay] as Resolution;
}

export function pay(label: string, numerator: number, denominator = 1): Pay {
  return { label, numerator, denominator };
}

export function unknownSpot(game: GameCode, spotId: string): never {
  throw new RangeError(`${game} has no bet spot "${spotId}"`);
}
