import { describe, expect, it } from 'vitest';
import { formatCards, parseCard } from '../cards.js';
import { baccaratCards } from '../deck.js';
import { baccarat, bankerDraws, playBaccarat } from './baccarat.js';
import { settle } from './registry.js';

/** Six cards in generation order; unused trailing cards default to 2C so the test reads cleanly. */
function play(text: string) {
  const cards = text.split(' ').map(parseCard);
  while (cards.length < 6) cards.push(parseCard('2C'));
  const r = playBaccarat(cards);
  return { player: formatCards(r.player), banker: formatCards(r.banker), ...r.outcome };
}

describe('Baccarat tableau', () => {
  it('stops on a natural 8 or 9 for either hand', () => {
    expect(play('4D 4H 2S 3S')).toMatchObject({
      player: '4D 4H',
      banker: '2S 3S',
      winner: 'player',
    });
    expect(play('2D 3H 9S KS')).toMatchObject({
      player: '2D 3H',
      banker: '9S KS',
      winner: 'banker',
    });
    expect(play('9D KH 5S 4S')).toMatchObject({ winner: 'tie', playerTotal: 9, bankerTotal: 9 });
  });

  it('player stands on 6 or 7; banker then draws on 0–5 and stands on 6–7', () => {
    expect(play('3D 3H 2S 3S 4C')).toMatchObject({
      player: '3D 3H',
      banker: '2S 3S 4C',
      bankerTotal: 9,
    });
    expect(play('3D 4H 3S 3C 9C')).toMatchObject({
      player: '3D 4H',
      banker: '3S 3C',
      winner: 'player',
    });
    expect(play('3D 4H 4S 3C')).toMatchObject({ banker: '4S 3C', winner: 'tie' });
  });

  it('player draws on 0–5 and the fifth card is the player’s', () => {
    expect(play('KD 5H 7S KC 3D')).toMatchObject({
      player: 'KD 5H 3D',
      banker: '7S KC',
      playerTotal: 8,
    });
  });

  it('banker follows the third-card table', () => {
    // [banker total] → player third-card values on which the banker draws.
    const table: Record<number, number[]> = {
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third)).toBe(table[banker]?.includes(third));
      }
    }
    // Banker 3 against a player third-card 8 stands; against a 9 it draws the sixth card.
    expect(play('KD 2H AS 2S 8C 5D')).toMatchObject({ banker: 'AS 2S', bankerTotal: 3 });
    expect(play('KD 2H AS 2S 9C 5D')).toMatchObject({ banker: 'AS 2S 5D', bankerTotal: 8 });
    // Banker 6 draws only on a player third card of 6 or 7.
    expect(play('KD AH 3S 3C 6C 2D')).toMatchObject({ banker: '3S 3C 2D', bankerTotal: 8 });
    expect(play('KD AH 3S 3C 5C 2D')).toMatchObject({ banker: '3S 3C', bankerTotal: 6 });
  });

  it('flags pairs on each hand’s first two cards, identical cards included', () => {
    expect(play('KD KH 5S 5S')).toMatchObject({ playerPair: true, bankerPair: true });
    expect(play('KD QD 5S 6S')).toMatchObject({ playerPair: false, bankerPair: false });
  });
});

describe('Baccarat deal', () => {
  it('matches a public third-party Stake verifier (lucasholder/fair)', () => {
    const base = { serverSeed: 'some server seed', clientSeed: 'some client seed' };
    const tie = baccarat.deal({ ...base, nonce: 1 });
    expect([formatCards(tie.player), formatCards(tie.banker), tie.outcome.winner]).toEqual([
      '9S QS',
      '4D 5S',
      'tie',
    ]);
    const banker = baccarat.deal({ ...base, nonce: 2 });
    expect([formatCards(banker.player), formatCards(banker.banker), banker.outcome.winner]).toEqual(
      ['QH QC 10C', '4H 3H', 'banker'],
    );
  });

  it('uses the six cards Stake generates and pins golden rounds', () => {
    const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };
    const r = baccarat.deal(seeds);
    expect(r.cards).toEqual(baccaratCards(seeds));
    expect(formatCards(r.player)).toBe('JD QD AS');
    expect(formatCards(r.banker)).toBe('2D QS 6S');
    expect(r.outcome.winner).toBe('banker');
    expect(baccarat.deal({ ...seeds, nonce: 1 }).outcome.winner).toBe('tie');
  });

  it('pays Banker 0.95:1 floored, and pushes Player/Banker on a tie', () => {
    const seeds = { serverSeed: 'cardroom-golden', clientSeed: 'player-1', nonce: 0 };
    const bets = [
      { spot: 'banker', stake: 1001 },
      { spot: 'player', stake: 1000 },
      { spot: 'tie', stake: 100 },
    ];
    expect(settle(baccarat, baccarat.deal(seeds), bets).map((b) => b.payout)).toEqual([1951, 0, 0]);
    const tie = baccarat.deal({ ...seeds, nonce: 1 });
    expect(settle(baccarat, tie, bets).map((b) => b.payout)).toEqual([1001, 1000, 900]);
  });
});
