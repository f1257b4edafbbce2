import { describe, expect, it } from 'vitest';
import { GAME_CODES, GAMES, isGameCode, settle } from './registry.js';

describe('GAMES registry', () => {
  it('lists the four games under their codes with well-formed bet spots', () => {
    expect(GAME_CODES).toEqual(['dragon-tiger', 'andar-bahar', 'teen-patti', 'baccarat']);
    for (const code of GAME_CODES) {
      const game = GAMES[code];
      expect(game.code).toBe(code);
      const ids = game.spots.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const spot of game.spots) {
        expect(spot.pays.length).toBeGreaterThan(0);
        for (const p of spot.pays) {
          expect(Number.isInteger(p.numerator) && p.numerator > 0).toBe(true);
          expect(Number.isInteger(p.denominator) && p.denominator > 0).toBe(true);
        }
      }
    }
    expect(isGameCode('baccarat')).toBe(true);
    expect(isGameCode('toString')).toBe(false);
  });

  it('refuses an unknown spot and a bad stake', () => {
    const round = GAMES.baccarat.deal({ serverSeed: 's', clientSeed: 'c', nonce: 0 });
    expect(() => settle(GAMES.baccarat, round, [{ spot: 'nope', stake: 1 }])).toThrow(RangeError);
    expect(() => settle(GAMES.baccarat, round, [{ spot: 'player', stake: -5 }])).toThrow(
      RangeError,
    );
    expect(settle(GAMES.baccarat, round, [])).toEqual([]);
  });
});
