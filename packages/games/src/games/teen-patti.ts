import type { Card } from '../cards.js';
import { DeckDrawer } from '../deck.js';
import type { Seeds } from '../fair/rng.js';
import { CATEGORIES, type Category, categoryOf, handStrength } from './teen-patti-hands.js';
import { type Game, LOSE, pay, type RoundBase, unknownSpot, win } from './types.js';

export interface TeenPattiOutcome {
  /** `tie` means exactly equal hands; the dealer takes the ante then (see README). */
  readonly winner: 'player' | 'dealer' | 'tie';
  readonly player: Category;
  readonly dealer: Category;
}

export interface TeenPattiRound extends RoundBase<'teen-patti', TeenPattiOutcome> {
  readonly player: readonly [Card, Card, Card];
  readonly dealer: readonly [Card, Card, Card];
}

// Pair Plus pays by the player's own hand; index = category index − 1 (high card loses).
const PAIR_PLUS = [
  pay('Pair', 1),
  pay('Colour', 4),
  pay('Sequence', 6),
  pay('Pure sequence', 40),
  pay('Trail', 30),
];

const drawer = new DeckDrawer();

export function teenPattiOutcome(
  player: readonly [Card, Card, Card],
  dealer: readonly [Card, Card, Card],
): TeenPattiOutcome {
  const p = handStrength(player[0], player[1], player[2]);
  const d = handStrength(dealer[0], dealer[1], dealer[2]);
  return {
    winner: p > d ? 'player' : p < d ? 'dealer' : 'tie',
    player: categoryOf(p),
    dealer: categoryOf(d),
  };
}

export const teenPatti: Game<TeenPattiRound> = {
  code: 'teen-patti',
  name: 'Teen Patti',
  spots: [
    { id: 'ante', name: 'Player (ante)', pays: [pay('Player beats dealer', 1)] },
    { id: 'pair-plus', name: 'Pair Plus', pays: PAIR_PLUS },
  ],
  deal(seeds: Seeds): TeenPattiRound {
    drawer.reset(seeds);
    const cards = [
      drawer.draw(),
      drawer.draw(),
      drawer.draw(),
      drawer.draw(),
      drawer.draw(),
      drawer.draw(),
    ] as const;
    // Dealt alternately, player first, as at the table.
    const player = [cards[0], cards[2], cards[4]] as const;
    const dealer = [cards[1], cards[3], cards[5]] as const;
    return { game: 'teen-patti', cards, player, dealer, outcome: teenPattiOutcome(player, dealer) };
  },
  resolve(outcome, spotId) {
    switch (spotId) {
      case 'ante':
        return outcome.winner === 'player' ? win() : LOSE;
      case 'pair-plus': {
        const i = CATEGORIES.indexOf(outcome.player);
        return i === 0 ? LOSE : win(i - 1);
      }
      default:
        return unknownSpot('teen-patti', spotId);
    }
  },
};
