import { describe, expect, it } from 'vitest';
import {
  applyBps,
  assertMinorUnits,
  feeFor,
  formatMoney,
  formatOdds,
  formatPercent,
  isBps,
  isMinorUnits,
  MAX_MINOR,
  majorUnitsText,
} from './money.js';

describe('minor-unit guard', () => {
  it('accepts safe integers below 2^51 and nothing else', () => {
    expect(isMinorUnits(0)).toBe(true);
    expect(isMinorUnits(-5)).toBe(true);
    expect(isMinorUnits(MAX_MINOR - 1)).toBe(true);
    expect(isMinorUnits(MAX_MINOR)).toBe(false);
    expect(isMinorUnits(0.5)).toBe(false);
    expect(isMinorUnits(Number.NaN)).toBe(false);
    expect(isMinorUnits('100')).toBe(false);
    expect(() => assertMinorUnits(1.1)).toThrow(RangeError);
  });
});

describe('formatMoney: one money text per market and language', () => {
  it('writes rupiah without decimals, with the sign before and the minus before the sign', () => {
    expect(formatMoney(480_000, 'ID', 'id')).toBe('Rp 4.800');
    expect(formatMoney(-480_000, 'ID', 'id')).toBe('-Rp 4.800');
    expect(formatMoney(10_000_000, 'ID', 'id')).toBe('Rp 100.000');
    expect(formatMoney(10_000_000, 'ID', 'en')).toBe('Rp 100,000');
    expect(formatMoney(0, 'ID', 'id')).toBe('Rp 0');
    // Sen are cut, never rounded up; a few sen below zero is not "-Rp 0".
    expect(formatMoney(480_099, 'ID', 'id')).toBe('Rp 4.800');
    expect(formatMoney(-50, 'ID', 'id')).toBe('Rp 0');
  });

  it('writes rupees with Indian grouping (lakh, crore) and paise only when there are any', () => {
    expect(formatMoney(123_450, 'IN', 'en')).toBe('₹1,234.50');
    expect(formatMoney(-123_450, 'IN', 'en')).toBe('-₹1,234.50');
    expect(formatMoney(50_000, 'IN', 'en')).toBe('₹500');
    expect(formatMoney(123_456_700, 'IN', 'en')).toBe('₹12,34,567');
    expect(formatMoney(12_345_678_900, 'IN', 'en')).toBe('₹12,34,56,789');
    expect(formatMoney(5, 'IN', 'en')).toBe('₹0.05');
    expect(formatMoney(123_456_750, 'IN', 'id')).toBe('₹12.34.567,50');
  });

  it('uses the local compact words: rb, jt, M (miliar), T in Indonesian; K, M, B in English', () => {
    expect(formatMoney(150_000, 'ID', 'id', { compact: true })).toBe('Rp 1,5 rb');
    expect(formatMoney(25_000_000, 'ID', 'id', { compact: true })).toBe('Rp 250 rb');
    expect(formatMoney(150_000_000, 'ID', 'id', { compact: true })).toBe('Rp 1,5 jt');
    expect(formatMoney(199_999_999, 'ID', 'id', { compact: true })).toBe('Rp 1,99 jt');
    expect(formatMoney(250_000_000_000, 'ID', 'id', { compact: true })).toBe('Rp 2,5 M');
    expect(formatMoney(300_000_000_000_000, 'ID', 'id', { compact: true })).toBe('Rp 3 T');
    expect(formatMoney(150_000_000, 'ID', 'en', { compact: true })).toBe('Rp 1.5M');
    expect(formatMoney(250_000_000_000, 'ID', 'en', { compact: true })).toBe('Rp 2.5B');
    expect(formatMoney(-150_000_000, 'ID', 'id', { compact: true })).toBe('-Rp 1,5 jt');
  });

  it('uses thousands, lakh and crore for rupees', () => {
    expect(formatMoney(150_000, 'IN', 'en', { compact: true })).toBe('₹1.5K');
    expect(formatMoney(12_500_000, 'IN', 'en', { compact: true })).toBe('₹1.25 L');
    expect(formatMoney(250_000_000, 'IN', 'en', { compact: true })).toBe('₹25 L');
    expect(formatMoney(2_500_000_000, 'IN', 'en', { compact: true })).toBe('₹2.5 Cr');
    expect(formatMoney(2_500_000_000, 'IN', 'id', { compact: true })).toBe('₹2,5 crore');
    expect(formatMoney(12_500_000, 'IN', 'id', { compact: true })).toBe('₹1,25 lakh');
  });

  it('keeps amounts under a thousand in full when compact', () => {
    expect(formatMoney(99_950, 'IN', 'en', { compact: true })).toBe('₹999.50');
    expect(formatMoney(99_900, 'ID', 'id', { compact: true })).toBe('Rp 999');
  });

  it('leaves the sign out when asked (a field that names the currency already)', () => {
    expect(formatMoney(10_000_000, 'ID', 'id', { bare: true })).toBe('100.000');
    expect(formatMoney(-123_450, 'IN', 'en', { bare: true })).toBe('-1,234.50');
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => formatMoney(1.5, 'ID', 'id')).toThrow(RangeError);
  });
});

describe('feeFor: the withdrawal fee the server charges and the web app previews', () => {
  it('is basis points of the amount rounded up, at least the minimum', () => {
    expect(feeFor(5_000_000, { bps: 200, min: 100_000 })).toBe(100_000);
    expect(feeFor(10_000_001, { bps: 200, min: 0 })).toBe(200_001);
    expect(feeFor(1, { bps: 0, min: 0 })).toBe(0);
    expect(feeFor(MAX_MINOR - 1, { bps: 10_000, min: 0 })).toBe(MAX_MINOR - 1);
  });
});

describe('applyBps: every rate is integer basis points, applied without floats', () => {
  it('takes bps of an amount, rounded down', () => {
    expect(applyBps(100_000, 300)).toBe(3_000);
    expect(applyBps(99, 100)).toBe(0);
    expect(applyBps(12_345, 250)).toBe(308); // 308.625
    expect(applyBps(1, 10_000)).toBe(1);
    expect(applyBps(0, 500)).toBe(0);
    expect(applyBps(5_000, 0)).toBe(0);
    // Above 100% (a wagering multiple of 3 is 30 000 bps).
    expect(applyBps(100_000, 30_000)).toBe(300_000);
    // Floats would drift here: 0.07 * 100 = 7.000000000000001, 0.29 * 100 = 28.999999999999996.
    expect(applyBps(100, 700)).toBe(7);
    expect(applyBps(100, 2_900)).toBe(29);
  });

  it('is exact for the largest amount', () => {
    const max = MAX_MINOR - 1;
    expect(applyBps(max, 10_000)).toBe(max);
    expect(applyBps(max, 9_999)).toBe(Number((BigInt(max) * 9_999n) / 10_000n));
    expect(applyBps(max, 1)).toBe(Math.floor(max / 10_000));
    // 2_251_799_813_685_247 × 3_333 = 7_505_248_779_012_928_251, over 10_000, rounded down.
    expect(applyBps(max, 3_333)).toBe(750_524_877_901_292);
  });

  it('rounds down for negative amounts too, and refuses what is not an amount or a rate', () => {
    expect(applyBps(-99, 100)).toBe(-1);
    expect(() => applyBps(1.5, 100)).toThrow(RangeError);
    expect(() => applyBps(MAX_MINOR, 100)).toThrow(RangeError);
    expect(() => applyBps(100, 2.5)).toThrow(RangeError);
    expect(() => applyBps(100, -1)).toThrow(RangeError);
    // A result beyond the money range throws instead of losing digits.
    expect(() => applyBps(MAX_MINOR - 1, 30_000)).toThrow(RangeError);
  });

  it('isBps: whole basis points from 0 to the maximum', () => {
    expect(isBps(0)).toBe(true);
    expect(isBps(10_000)).toBe(true);
    expect(isBps(10_001)).toBe(false);
    expect(isBps(30_000, 1_000_000)).toBe(true);
    expect(isBps(0.02)).toBe(false);
    expect(isBps(-1)).toBe(false);
    expect(isBps('300')).toBe(false);
  });
});

describe('coins (play-money edition)', () => {
  it('whole coins, no currency sign, never more than there is', () => {
    expect(formatMoney(5_000_000, 'ID', 'id', { coins: true })).toBe('50.000');
    expect(formatMoney(5_000_000, 'ID', 'en', { coins: true })).toBe('50,000');
    // Rupee paise are dropped: 1,234.99 coins show as 1,234.
    expect(formatMoney(123_499, 'IN', 'en', { coins: true })).toBe('1,234');
    expect(formatMoney(-250_000, 'IN', 'en', { coins: true })).toBe('-2,500');
    expect(formatMoney(150_000_000, 'ID', 'id', { coins: true, compact: true })).toBe('1,5 jt');
  });
});

describe('formatPercent and formatOdds: rates and odds in the language decimal mark', () => {
  it('writes basis points as a percentage, trailing zeros dropped', () => {
    expect(formatPercent(200, 'en')).toBe('2%');
    expect(formatPercent(200, 'id')).toBe('2%');
    expect(formatPercent(180, 'en')).toBe('1.8%');
    expect(formatPercent(180, 'id')).toBe('1,8%');
    expect(formatPercent(1205, 'id')).toBe('12,05%');
    expect(formatPercent(5, 'en')).toBe('0.05%');
    expect(formatPercent(3500, 'id')).toBe('35%');
    expect(formatPercent(0, 'id')).toBe('0%');
  });

  it('writes odds as ratio:1 with the same mark', () => {
    expect(formatOdds(0.9, 'id')).toBe('0,9:1');
    expect(formatOdds(0.9, 'en')).toBe('0.9:1');
    expect(formatOdds(0.95, 'id')).toBe('0,95:1');
    expect(formatOdds(11, 'id')).toBe('11:1');
    expect(formatOdds(1 / 3, 'en')).toBe('0.33:1');
  });

  it('never mixes marks: every id text has no "." and every en text no ","', () => {
    for (let bps = 0; bps <= 10_000; bps += 7) {
      expect(formatPercent(bps, 'id')).not.toContain('.');
      expect(formatPercent(bps, 'en')).not.toContain(',');
    }
  });
});

describe('majorUnitsText: a CSV cell in major units', () => {
  it('writes exact decimals with two places, no grouping or sign, and refuses a non-amount', () => {
    expect(majorUnitsText(123_456_789)).toBe('1234567.89');
    expect(majorUnitsText(500)).toBe('5.00');
    expect(majorUnitsText(7)).toBe('0.07');
    expect(majorUnitsText(-500)).toBe('-5.00');
    expect(majorUnitsText(MAX_MINOR - 1)).toBe('22517998136852.47');
    expect(() => majorUnitsText(1.5)).toThrow(RangeError);
  });
});
