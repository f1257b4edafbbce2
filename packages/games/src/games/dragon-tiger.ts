import { type Card, rankOf } from '../cards.js';
import { DeckDrawer } from '../deck.js';
import type { Seeds } from '../fair/rng.js';
import { type Game, HALF, LOSE, pay, type RoundBase, unknownSpot, win } from './types.js';

export interface DragonTigerOutcome {
  readonly winner: 'dragon' | 'tiger' | 'tie';
}

export interface DragonTigerRound extends RoundBase<'dragon-tiger', DragonTigerOutcome> {
  readonly dragon: Card;
  readonly tiger: Card;
}

/** Dragon Tiger counts the ace low (A=1 … K=13), as the game is dealt at the table. */
export function dragonTigerValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : rank;
}

const drawer = new DeckDrawer();

export function outcomeOf(dragon: Card, tiger: Card): DragonTigerOutcome {
  const d = dragonTigerValue(dragon);
  const t = dragonTigerValue(tiger);
  return { winner: d > t ? 'dragon' : d < t ? 'tiger' : 'tie' };
}

export const dragonTiger: Game<DragonTigerRound> = {
  code: 'dragon-tiger',
  name: 'Dragon Tiger',
  // No Suited Tie: from one deck both cards can never share rank and suit.
  spots: [
    { id: 'dragon', name: 'Dragon', pays: [pay('Dragon wins', 1)] },
    { id: 'tiger', name: 'Tiger', pays: [pay('Tiger wins', 1)] },
    { id: 'tie', name: 'Tie', pays: [pay('Tie', 11)] },
  ],
  deal(seeds: Seeds): DragonTigerRound {
    drawer.reset(seeds);
    const dragon = drawer.draw();
    const tiger = drawer.draw();
    return {
      game: 'dragon-tiger',
      cards: [dragon, tiger],
      dragon,
      tiger,
      outcome: outcomeOf(dragon, tiger),
    };
  },
  resolve(outcome, spotId) {
    switch (spotId) {
      case 'dragon':
      case 'tiger':
        if (outcome.winner === 'tie') return HALF;
        return outcome.winner === spotId ? win() : LOSE;
      case 'tie':
        return outcome.winner === 'tie' ? win() : LOSE;
      default:
        return unknownSpot('dragon-tiger', spotId);
    }
  },
};
