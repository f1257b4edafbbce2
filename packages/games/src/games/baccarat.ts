import { type Card, rankOf } from '../cards.js';
import { FloatStream, type Seeds } from '../fair/rng.js';
import { type Game, LOSE, PUSH, pay, type RoundBase, unknownSpot, win } from './types.js';

export interface BaccaratOutcome {
  readonly winner: 'player' | 'banker' | 'tie';
  readonly playerTotal: number;
  readonly bankerTotal: number;
  /** The hand's first two cards share a rank (with an unlimited shoe they may be identical). */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

export interface BaccaratRound extends RoundBase<'baccarat', BaccaratOutcome> {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
}

/** A=1, 2–9 face value, 10/J/Q/K = 0. */
export function baccaratValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : rank >= 10 ? 0 : rank;
}

const VALUES = Uint8Array.from({ length: 52 }, (_, card) => baccaratValue(card));

/**
 * Whether the banker draws with two-card total `banker` when the player drew a third card of
 * value `third` (the standard punto banco tableau).
 */
export function bankerDraws(banker: number, third: number): boolean {
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/**
 * Plays the tableau over cards in Stake's generation order: player, player, banker, banker,
 * then each third card in the order it is drawn (the player's first when both draw). The
 * fifth card goes to the banker when the player stands and the banker draws.
 */
export function playBaccarat(cards: readonly Card[]): Omit<BaccaratRound, 'game' | 'cards'> {
  if (cards.length < 6) throw new RangeError('baccarat needs six cards');
  const [c0, c1, c2, c3, c4, c5] = cards as readonly [Card, Card, Card, Card, Card, Card];
  const player = [c0, c1];
  const banker = [c2, c3];
  let p = ((VALUES[c0] as number) + (VALUES[c1] as number)) % 10;
  let b = ((VALUES[c2] as number) + (VALUES[c3] as number)) % 10;
  if (p < 8 && b < 8) {
    if (p <= 5) {
      player.push(c4);
      const v = VALUES[c4] as number;
      p = (p + v) % 10;
      if (bankerDraws(b, v)) {
        banker.push(c5);
        b = (b + (VALUES[c5] as number)) % 10;
      }
    } else if (b <= 5) {
      banker.push(c4);
      b = (b + (VALUES[c4] as number)) % 10;
    }
  }
  return {
    player,
    banker,
    outcome: {
      winner: p > b ? 'player' : p < b ? 'banker' : 'tie',
      playerTotal: p,
      bankerTotal: b,
      playerPair: c0 >> 2 === c1 >> 2,
      bankerPair: c2 >> 2 === c3 >> 2,
    },
  };
}

const stream = new FloatStream();

export const baccarat: Game<BaccaratRound> = {
  code: 'baccarat',
  name: 'Baccarat',
  spots: [
    { id: 'player', name: 'Player', pays: [pay('Player wins', 1)] },
    // The 5% commission is folded into the multiplier: 0.95 : 1.
    { id: 'banker', name: 'Banker', pays: [pay('Banker wins', 95, 100)] },
    { id: 'tie', name: 'Tie', pays: [pay('Tie', 8)] },
    { id: 'player-pair', name: 'Player Pair', pays: [pay('Player pair', 11)] },
    { id: 'banker-pair', name: 'Banker Pair', pays: [pay('Banker pair', 11)] },
  ],
  deal(seeds: Seeds): BaccaratRound {
    stream.reset(seeds);
    const cards: Card[] = [];
    for (let i = 0; i < 6; i++) cards.push(Math.floor(stream.next() * 52));
    const { player, banker, outcome } = playBaccarat(cards);
    return { game: 'baccarat', cards, player, banker, outcome };
  },
  resolve(outcome, spotId) {
    switch (spotId) {
      case 'player':
      case 'banker':
        if (outcome.winner === 'tie') return PUSH;
        return outcome.winner === spotId ? win() : LOSE;
      case 'tie':
        return outcome.winner === 'tie' ? win() : LOSE;
      case 'player-pair':
        return outcome.playerPair ? win() : LOSE;
      case 'banker-pair':
        return outcome.bankerPair ? win() : LOSE;
      default:
        return unknownSpot('baccarat', spotId);
    }
  },
};
