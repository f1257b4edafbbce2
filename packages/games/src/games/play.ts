import type { Card } from '../cards.js';
import type { Seeds } from '../fair/rng.js';
import type { AndarBaharRound } from './andar-bahar.js';
import type { BaccaratRound } from './baccarat.js';
import type { DragonTigerRound } from './dragon-tiger.js';
import { type Bet, GAMES, type SettledBet, settle } from './registry.js';
import type { TeenPattiRound } from './teen-patti.js';
import type { GameCode } from './types.js';

export type AnyRound = DragonTigerRound | AndarBaharRound | TeenPattiRound | BaccaratRound;

/** One side of the table as players see it; `note` is a Teen Patti category or a Baccarat total. */
export interface Hand {
  readonly id: string;
  readonly cards: readonly Card[];
  readonly note: string;
}

/** Deals any game by code (the server and the browser's verifier share this). */
export function dealRound(code: GameCode, seeds: Seeds): AnyRound {
  return GAMES[code].deal(seeds);
}

/** Settles bets on a round of any game. */
export function settleRound(round: AnyRound, bets: readonly Bet[]): SettledBet[] {
  switch (round.game) {
    case 'dragon-tiger':
      return settle(GAMES['dragon-tiger'], round, bets);
    case 'andar-bahar':
      return settle(GAMES['andar-bahar'], round, bets);
    case 'teen-patti':
      return settle(GAMES['teen-patti'], round, bets);
    case 'baccarat':
      return settle(GAMES.baccarat, round, bets);
  }
}

/** The round laid out by hands, for display. */
export function handsOf(round: AnyRound): Hand[] {
  switch (round.game) {
    case 'dragon-tiger':
      return [
        { id: 'dragon', cards: [round.dragon], note: '' },
        { id: 'tiger', cards: [round.tiger], note: '' },
      ];
    case 'andar-bahar':
      return [
        { id: 'joker', cards: [round.joker], note: '' },
        { id: 'andar', cards: round.andar, note: '' },
        { id: 'bahar', cards: round.bahar, note: '' },
      ];
    case 'teen-patti':
      return [
        { id: 'player', cards: round.player, note: round.outcome.player },
        { id: 'dealer', cards: round.dealer, note: round.outcome.dealer },
      ];
    case 'baccarat':
      return [
        { id: 'player', cards: round.player, note: String(round.outcome.playerTotal) },
        { id: 'banker', cards: round.banker, note: String(round.outcome.bankerTotal) },
      ];
  }
}
