import { describe, expect, it } from 'vitest';
import { baccarat } from '../games/baccarat.js';
import { exactRtp } from '../rtp/exact.js';
import { report, simulate } from './simulate.js';

const ROUNDS = 1_000_000;

describe('baccarat simulation', () => {
  it(`returns the exact RTP over ${ROUNDS.toLocaleString('en-US')} real rounds`, () => {
    const results = simulate(baccarat, exactRtp('baccarat'), ROUNDS);
    report('baccarat', results);
    for (const r of results) {
      expect(Math.abs(r.observed - r.theory), r.spot).toBeLessThanOrEqual(r.bound);
      // Main bets: also inside half a percentage point.
      if (['player', 'banker'].includes(r.spot)) {
        expect(Math.abs(r.observed - r.theory), r.spot).toBeLessThan(0.005);
      }
    }
  }, 60_000);
});
