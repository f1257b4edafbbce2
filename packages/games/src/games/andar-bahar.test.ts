import { describe, expect, it } from 'vitest';
import { formatCards, rankOf } from '../cards.js';
import { shuffleDeck } from '../deck.js';
import { andarBahar } from './andar-bahar.js';
import { settle } from './registry.js';

const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };

describe('Andar Bahar', () => {
  it('draws the joker, then alternates Andar first until the joker’s rank appears', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const r = andarBahar.deal({ ...seeds, nonce });
      expect(r.cards).toEqual(shuffleDeck({ ...seeds, nonce }, r.cards.length));
      const dealt = r.cards.slice(1);
      expect(r.andar).toEqual(dealt.filter((_, i) => i % 2 === 0));
      expect(r.bahar).toEqual(dealt.filter((_, i) => i % 2 === 1));
      const matches = dealt.map((c) => rankOf(c) === rankOf(r.joker));
      expect(matches.indexOf(true)).toBe(dealt.length - 1);
      expect(r.outcome.dealt).toBe(dealt.length);
      expect(r.outcome.winner).toBe(dealt.length % 2 === 1 ? 'andar' : 'bahar');
    }
  });

  it('pins golden rounds', () => {
    const r = andarBahar.deal(seeds);
    expect(formatCards(r.cards)).toBe('JD QD 2D QC AS 6H 8C 4S QS JC');
    expect(r.outcome).toEqual({ winner: 'andar', dealt: 9 });
    expect(andarBahar.deal({ ...seeds, nonce: 1 }).outcome).toEqual({ winner: 'bahar', dealt: 28 });
  });

  it('pays Andar 0.9:1 floored, Bahar 1:1 and the card-count ranges', () => {
    const r = andarBahar.deal(seeds);
    const bets = [
      { spot: 'andar', stake: 105 },
      { spot: 'bahar', stake: 100 },
      { spot: 'cards-6-10', stake: 100 },
      { spot: 'cards-1-5', stake: 100 },
    ];
    expect(settle(andarBahar, r, bets).map((b) => b.payout)).toEqual([199, 0, 450, 0]);
    const ranges = andarBahar.spots.filter((s) => s.id.startsWith('cards-')).map((s) => s.id);
    for (let dealt = 1; dealt <= 49; dealt++) {
      const winners = ranges.filter(
        (id) => andarBahar.resolve({ winner: 'andar', dealt }, id).kind === 'win',
      );
      expect(winners).toHaveLength(1);
    }
  });
});
