import { describe, expect, it } from 'vitest';
import { axisMoney } from './axis';

describe('axisMoney', () => {
  it('writes whole rupiah and rupees, without decimals, at every tick', () => {
    expect(axisMoney('Rp', 50_000)).toBe('Rp 500');
    expect(axisMoney('Rp', 49_999.6)).toBe('Rp 500');
    expect(axisMoney('₹', 25_050)).toBe('₹251');
    expect(axisMoney('₹', 0)).toBe('₹0');
    expect(axisMoney('₹', -0.4)).toBe('₹0');
    for (const sign of ['Rp', '₹']) {
      for (const minor of [0, 100, 12_345, 99_950, 150_000_00, 2_500_000_00, -75_000]) {
        expect(axisMoney(sign, minor)).not.toMatch(/[.,]00\b|[.,]\d\d$/);
      }
    }
  });
});
