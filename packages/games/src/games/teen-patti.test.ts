import { describe, expect, it } from 'vitest';
import { formatCards, parseCard } from '../cards.js';
import { settle } from './registry.js';
import { teenPatti, teenPattiOutcome } from './teen-patti.js';
import { categoryOf, handStrength } from './teen-patti-hands.js';

function hand(text: string): [number, number, number] {
  const [a, b, c] = text.split(' ').map(parseCard);
  if (a === undefined || b === undefined || c === undefined) throw new Error(text);
  return [a, b, c];
}
const strength = (text: string) => handStrength(...hand(text));

describe('Teen Patti hand ranking', () => {
  it('names each category', () => {
    expect(categoryOf(strength('7D 7H 7S'))).toBe('trail');
    expect(categoryOf(strength('5H 6H 7H'))).toBe('pure-sequence');
    expect(categoryOf(strength('5H 6D 7H'))).toBe('sequence');
    expect(categoryOf(strength('2S 9S KS'))).toBe('colour');
    expect(categoryOf(strength('9C 9D 2S'))).toBe('pair');
    expect(categoryOf(strength('2C 9D KS'))).toBe('high-card');
  });

  it('orders trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = ['2D 2H 2S', 'AH KH QH', 'AH KD QH', 'AS KS JS', 'AC AD KS', 'AC KD JS'];
    for (let i = 1; i < ladder.length; i++) {
      expect(strength(ladder[i - 1] as string)).toBeGreaterThan(strength(ladder[i] as string));
    }
  });

  it('ranks A-K-Q highest, A-2-3 second, then K-Q-J down to 4-3-2', () => {
    const runs = ['AD KH QS', 'AD 2H 3S', 'KD QH JS', 'QD JH 10S', '5D 4H 3S', '4D 3H 2S'];
    for (let i = 1; i < runs.length; i++) {
      expect(strength(runs[i - 1] as string)).toBeGreaterThan(strength(runs[i] as string));
    }
    expect(categoryOf(strength('AD 2H 3S'))).toBe('sequence');
    expect(categoryOf(strength('2D 3D AD'))).toBe('pure-sequence');
    // K-A-2 wraps round and is not a sequence.
    expect(categoryOf(strength('KD AH 2S'))).toBe('high-card');
  });

  it('breaks ties by pair rank then kicker, and by cards high to low otherwise', () => {
    expect(strength('9C 9D 2S')).toBeGreaterThan(strength('8C 8D AS'));
    expect(strength('9C 9D 3S')).toBeGreaterThan(strength('9H 9S 2C'));
    expect(strength('AC 5D 3S')).toBeGreaterThan(strength('KC QD 9S'));
    expect(strength('AC 6D 2S')).toBeGreaterThan(strength('AH 5D 4S'));
    expect(strength('AH 5H 3H')).toBeGreaterThan(strength('KS QS 10S'));
    expect(strength('AC AD AH')).toBeGreaterThan(strength('KC KD KH'));
  });

  it('ignores suits: equal ranks tie, and the dealer takes the ante on a tie', () => {
    expect(strength('AC 5D 3S')).toBe(strength('AH 5S 3C'));
    const o = teenPattiOutcome(hand('AC 5D 3S'), hand('AH 5S 3C'));
    expect(o.winner).toBe('tie');
    expect(teenPatti.resolve(o, 'ante')).toEqual({ kind: 'lose' });
    expect(teenPattiOutcome(hand('5H 6D 7H'), hand('5S 6C 7D')).winner).toBe('tie');
  });
});

describe('Teen Patti deal and settle', () => {
  const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };

  it('deals alternately, player first, and pins golden rounds', () => {
    const r = teenPatti.deal(seeds);
    expect(formatCards(r.cards)).toBe('JD QD 2D QC AS 6H');
    expect(formatCards(r.player)).toBe('JD 2D AS');
    expect(formatCards(r.dealer)).toBe('QD QC 6H');
    expect(r.outcome).toEqual({ winner: 'dealer', player: 'high-card', dealer: 'pair' });
    expect(teenPatti.deal({ ...seeds, nonce: 1 }).outcome.winner).toBe('dealer');
  });

  it('pays Pair Plus on the player’s hand whatever the dealer holds', () => {
    const stake = 100;
    const cases: [string, number][] = [
      ['2C 9D KS', 0],
      ['9C 9D 2S', 200],
      ['2S 9S KS', 500],
      ['5H 6D 7H', 700],
      ['7D 7H 7S', 3100],
      ['5H 6H 7H', 4100],
    ];
    for (const [text, payout] of cases) {
      const player = hand(text);
      const outcome = teenPattiOutcome(player, hand('AC AH AS'));
      const round = { ...teenPatti.deal(seeds), outcome };
      const [pp, ante] = settle(teenPatti, round, [
        { spot: 'pair-plus', stake },
        { spot: 'ante', stake },
      ]);
      expect(pp?.payout).toBe(payout);
      expect(ante?.payout).toBe(0);
    }
  });
});
