import { payoutFor } from '../money.js';
import { andarBahar } from './andar-bahar.js';
import { baccarat } from './baccarat.js';
import { dragonTiger } from './dragon-tiger.js';
import { teenPatti } from './teen-patti.js';
import type { BetSpot, Game, GameCode, OutcomeBase, Resolution, RoundBase } from './types.js';

export const GAMES = {
  'dragon-tiger': dragonTiger,
  'andar-bahar': andarBahar,
  'teen-patti': teenPatti,
  baccarat,
} as const;

export const GAME_CODES = Object.keys(GAMES) as GameCode[];

export function isGameCode(code: string): code is GameCode {
  return Object.hasOwn(GAMES, code);
}

export interface Bet {
  readonly spot: string;
  /** Integer minor units. */
  readonly stake: number;
}

export interface SettledBet extends Bet {
  readonly result: Resolution['kind'];
  /** What the house returns, stake included; 0 for a lost bet. */
  readonly payout: number;
}

export function findSpot(game: { readonly spots: readonly BetSpot[] }, id: string): BetSpot {
  for (const spot of game.spots) if (spot.id === id) return spot;
  throw new RangeError(`unknown bet spot "${id}"`);
}

export function settle<R extends RoundBase<GameCode, OutcomeBase>>(
  game: Game<R>,
  round: R,
  bets: readonly Bet[],
): SettledBet[] {
  if (round.game !== game.code)
    throw new RangeError(`a ${round.game} round settled as ${game.code}`);
  const out: SettledBet[] = [];
  for (const { spot: id, stake } of bets) {
    const spot = findSpot(game, id);
    const resolution = game.resolve(round.outcome, spot.id);
    out.push({
      spot: id,
      stake,
      result: resolution.kind,
      payout: payoutFor(stake, spot, resolution),
    });
  }
  return out;
}
