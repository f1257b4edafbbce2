import { describe, expect, it } from 'vitest';
import { pay } from './games/types.js';
import { payoutFor, winPayout } from './money.js';

const spot = { id: 's', name: 'S', pays: [pay('0.95:1', 95, 100), pay('2.5:1', 5, 2)] };

describe('payouts in minor units', () => {
  it('floors the fractional part, costing the player under one minor unit', () => {
    expect(winPayout(100, pay('x', 95, 100))).toBe(195);
    expect(winPayout(101, pay('x', 95, 100))).toBe(196); // 101 × 0.95 = 95.95 → 95
    expect(winPayout(1, pay('x', 95, 100))).toBe(1); // 0.95 → 0
    expect(winPayout(3, pay('x', 9, 10))).toBe(5); // 2.7 → 2
    expect(winPayout(7, pay('x', 5, 2))).toBe(24); // 17.5 → 17
    for (let stake = 1; stake < 2000; stake++) {
      const exact = stake + (stake * 95) / 100;
      const paid = winPayout(stake, pay('x', 95, 100));
      expect(exact - paid).toBeGreaterThanOrEqual(0);
      expect(exact - paid).toBeLessThan(1);
    }
  });

  it('stays exact for stakes near the safe-integer limit of the money rules', () => {
    const stake = 2 ** 51 - 1;
    expect(BigInt(winPayout(stake, pay('x', 95, 100)))).toBe(
      BigInt(stake) + (BigInt(stake) * 95n) / 100n,
    );
    expect(() => winPayout(stake, pay('x', 120))).toThrow(RangeError);
  });

  it('settles lose, push, half and win', () => {
    expect(payoutFor(101, spot, { kind: 'lose' })).toBe(0);
    expect(payoutFor(101, spot, { kind: 'push' })).toBe(101);
    expect(payoutFor(101, spot, { kind: 'half' })).toBe(50);
    expect(payoutFor(101, spot, { kind: 'win', pay: 1 })).toBe(353);
    expect(() => payoutFor(0, spot, { kind: 'push' })).toThrow(RangeError);
    expect(() => payoutFor(1.5, spot, { kind: 'push' })).toThrow(RangeError);
    expect(() => payoutFor(1, spot, { kind: 'win', pay: 5 })).toThrow(RangeError);
  });
});
