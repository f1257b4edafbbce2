import { type Card, rankOf } from '../cards.js';
import { DeckDrawer } from '../deck.js';
import type { Seeds } from '../fair/rng.js';
import { type BetSpot, type Game, LOSE, pay, type RoundBase, unknownSpot, win } from './types.js';

export interface AndarBaharOutcome {
  readonly winner: 'andar' | 'bahar';
  /** Cards dealt to the two sides, the matching card included (1..49). */
  readonly dealt: number;
}

export interface AndarBaharRound extends RoundBase<'andar-bahar', AndarBaharOutcome> {
  readonly joker: Card;
  readonly andar: readonly Card[];
  readonly bahar: readonly Card[];
}

/** Side bets on how many cards it takes, with the inclusive range each spot covers. */
const RANGES: readonly (readonly [number, number, number, number])[] = [
  // [from, to, numerator, denominator]
  [1, 5, 5, 2],
  [6, 10, 7, 2],
  [11, 15, 9, 2],
  [16, 25, 7, 2],
  [26, 30, 15, 1],
  [31, 35, 25, 1],
  [36, 40, 50, 1],
  [41, 49, 120, 1],
];

const rangeSpots: BetSpot[] = RANGES.map(([from, to, n, d]) => ({
  id: `cards-${from}-${to}`,
  name: `${from}–${to} cards`,
  pays: [pay(`${from}–${to} cards dealt`, n, d)],
}));

const drawer = new DeckDrawer();

export const andarBahar: Game<AndarBaharRound> = {
  code: 'andar-bahar',
  name: 'Andar Bahar',
  spots: [
    // Andar pays less because it receives the first card and so wins 51.5% of rounds.
    { id: 'andar', name: 'Andar', pays: [pay('Andar wins', 9, 10)] },
    { id: 'bahar', name: 'Bahar', pays: [pay('Bahar wins', 1)] },
    ...rangeSpots,
  ],
  deal(seeds: Seeds): AndarBaharRound {
    drawer.reset(seeds);
    const joker = drawer.draw();
    const target = rankOf(joker);
    const cards: Card[] = [joker];
    const andar: Card[] = [];
    const bahar: Card[] = [];
    // Only three cards can match, so the deck always runs out after at most 49 of the 51.
    for (;;) {
      const card = drawer.draw();
      cards.push(card);
      const side = cards.length % 2 === 0 ? andar : bahar;
      side.push(card);
      if (rankOf(card) === target) {
        const winner = side === andar ? 'andar' : 'bahar';
        return {
          game: 'andar-bahar',
          cards,
          joker,
          andar,
          bahar,
          outcome: { winner, dealt: cards.length - 1 },
        };
      }
    }
  },
  resolve(outcome, spotId) {
    switch (spotId) {
      case 'andar':
      case 'bahar':
        return outcome.winner === spotId ? win() : LOSE;
      default: {
        const i = rangeSpots.findIndex((s) => s.id === spotId);
        const range = RANGES[i];
        if (range === undefined) return unknownSpot('andar-bahar', spotId);
        return outcome.dealt >= range[0] && outcome.dealt <= range[1] ? win() : LOSE;
      }
    }
  },
};
