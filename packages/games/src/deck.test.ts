import { describe, expect, it } from 'vitest';
import { formatCard, formatCards, parseCard } from './cards.js';
import { baccaratCards, shuffleDeck } from './deck.js';
import { generateFloats } from './fair/rng.js';

const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };

describe('cards', () => {
  it('indexes cards in Stake’s order ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A', () => {
    expect([0, 1, 2, 3, 4].map(formatCard)).toEqual(['2D', '2H', '2S', '2C', '3D']);
    expect([32, 36, 40, 44, 48, 51].map(formatCard)).toEqual(['10D', 'JD', 'QD', 'KD', 'AD', 'AC']);
    for (let i = 0; i < 52; i++) expect(parseCard(formatCard(i))).toBe(i);
    expect(() => formatCard(52)).toThrow(RangeError);
  });
});

describe('shuffleDeck', () => {
  it('is a permutation of the 52 cards', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const deck = shuffleDeck({ ...seeds, nonce });
      expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    }
  });

  it('is deterministic for fixed seeds and differs by nonce', () => {
    expect(shuffleDeck(seeds)).toEqual(shuffleDeck(seeds));
    expect(shuffleDeck(seeds)).not.toEqual(shuffleDeck({ ...seeds, nonce: 1 }));
    expect(shuffleDeck(seeds)).not.toEqual(shuffleDeck({ ...seeds, clientSeed: 'player-2' }));
  });

  it('picks floor(f × cards left) from the remaining cards kept in index order', () => {
    const floats = generateFloats(seeds, 52);
    const remaining = Array.from({ length: 52 }, (_, i) => i);
    const expected = floats.map((f) => remaining.splice(Math.floor(f * remaining.length), 1)[0]);
    expect(shuffleDeck(seeds)).toEqual(expected);
    expect(shuffleDeck(seeds, 5)).toEqual(expected.slice(0, 5));
  });

  it('pins the golden deck', () => {
    expect(formatCards(shuffleDeck(seeds, 13))).toBe('JD QD 2D QC AS 6H 8C 4S QS JC 7D 3S 9C');
    expect(() => shuffleDeck(seeds, 53)).toThrow(RangeError);
  });
});

describe('baccaratCards', () => {
  it('maps each of the first six floats to floor(f × 52), with replacement', () => {
    expect(baccaratCards(seeds)).toEqual(generateFloats(seeds, 6).map((f) => Math.floor(f * 52)));
    expect(formatCards(baccaratCards(seeds))).toBe('JD QD 2D QS AS 6S');
  });
});
