// @vitest-environment node
import { cryptoCredit, formatMoney } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { cryptoTerms } from './crypto';

const rupiah = (lang: 'en' | 'id') => (minor: number) => formatMoney(minor, 'ID', lang);
const rupees = (minor: number) => formatMoney(minor, 'IN', 'en');

describe('cryptoTerms', () => {
  it('states the rupiah rate, a worked example and the minimum in coins (id and en)', () => {
    const net = { currency: 'USDT', rate: 1_625_000, minAmount: 10_000_000 };
    expect(cryptoTerms(net, rupiah('id'), 'id')).toEqual({
      perCoin: 'Rp 16.250',
      example: { coins: '100', credit: 'Rp 1.625.000' },
      // Rp 100.000 / Rp 16.250 = 6.1538461…: rounded up to the coin's sixth decimal.
      min: { money: 'Rp 100.000', coins: '6,153847' },
    });
    expect(cryptoTerms(net, rupiah('en'), 'en').min.coins).toBe('6.153847');
  });

  it('shows paise in the rupee rate and Indian grouping in the example', () => {
    expect(cryptoTerms({ currency: 'USDT', rate: 8_450, minAmount: 50_000 }, rupees, 'en')).toEqual(
      {
        perCoin: '₹84.50',
        example: { coins: '100', credit: '₹8,450' },
        min: { money: '₹500', coins: '5.91716' },
      },
    );
  });

  it('the minimum in coins credits at least the minimum, at the rate the server credits', () => {
    for (const [rate, min] of [
      [1_625_000, 10_000_000],
      [8_450, 50_000],
      [8_333, 1],
      [1_234_567, 99_999_999],
    ] as const) {
      const units = Math.round(
        Number(cryptoTerms({ currency: 'USDT', rate, minAmount: min }, String, 'en').min.coins) *
          1_000_000,
      );
      expect(cryptoCredit(units, rate)).toBeGreaterThanOrEqual(min);
      expect(cryptoCredit(units - 1, rate)).toBeLessThan(min);
    }
  });
});
