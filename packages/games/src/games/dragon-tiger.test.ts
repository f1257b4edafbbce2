import { describe, expect, it } from 'vitest';
import { formatCards, parseCard } from '../cards.js';
import { shuffleDeck } from '../deck.js';
import { dragonTiger, outcomeOf } from './dragon-tiger.js';
import { settle } from './registry.js';

const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };

describe('Dragon Tiger', () => {
  it('deals card 1 to Dragon and card 2 to Tiger from the shuffled deck', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const r = dragonTiger.deal({ ...seeds, nonce });
      expect(r.cards).toEqual(shuffleDeck({ ...seeds, nonce }, 2));
      expect([r.dragon, r.tiger]).toEqual(r.cards);
    }
    expect(formatCards(dragonTiger.deal(seeds).cards)).toBe('JD QD');
    expect(dragonTiger.deal(seeds).outcome.winner).toBe('tiger');
    expect(dragonTiger.deal({ ...seeds, nonce: 1 }).outcome.winner).toBe('dragon');
  });

  it('counts the ace low and ignores suits', () => {
    expect(outcomeOf(parseCard('AS'), parseCard('2D')).winner).toBe('tiger');
    expect(outcomeOf(parseCard('KS'), parseCard('QD')).winner).toBe('dragon');
    expect(outcomeOf(parseCard('7S'), parseCard('7D')).winner).toBe('tie');
  });

  it('pays 1:1 and 11:1, and a tie takes half of each Dragon and Tiger bet', () => {
    const tie = {
      ...dragonTiger.deal(seeds),
      outcome: outcomeOf(parseCard('7S'), parseCard('7D')),
    };
    const bets = [
      { spot: 'dragon', stake: 101 },
      { spot: 'tiger', stake: 100 },
      { spot: 'tie', stake: 100 },
    ];
    expect(settle(dragonTiger, tie, bets).map((b) => [b.result, b.payout])).toEqual([
      ['half', 50],
      ['half', 50],
      ['win', 1200],
    ]);
    const tiger = dragonTiger.deal(seeds);
    expect(settle(dragonTiger, tiger, bets).map((b) => b.payout)).toEqual([0, 200, 0]);
    expect(() => settle(dragonTiger, tiger, [{ spot: 'suited-tie', stake: 1 }])).toThrow(
      RangeError,
    );
  });
});
