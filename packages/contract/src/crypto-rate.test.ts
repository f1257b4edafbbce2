import { describe, expect, it } from 'vitest';
import { COIN_UNITS, coinUnitsFor, cryptoCredit, formatCoins } from './crypto-rate.js';
import { MAX_MINOR } from './money.js';

describe('crypto rate', () => {
  it('credits whole coins at the rate and rounds part of a minor unit down', () => {
    expect(cryptoCredit(100 * COIN_UNITS, 1_625_000)).toBe(162_500_000);
    expect(cryptoCredit(1, 1_625_000)).toBe(1);
    expect(cryptoCredit(1, 8_450)).toBe(0);
    expect(cryptoCredit(12_345_678, 8_450)).toBe(104_320);
  });

  it('answers null rather than a number past the money range', () => {
    expect(cryptoCredit(MAX_MINOR - 1, 1_625_000)).toBeNull();
  });

  it('coinUnitsFor is the fewest units that credit the amount', () => {
    expect(coinUnitsFor(10_000_000, 1_625_000)).toBe(6_153_847);
    expect(coinUnitsFor(162_500_000, 1_625_000)).toBe(100 * COIN_UNITS);
  });

  it('writes coins in the language', () => {
    expect(formatCoins(1_250_500_000, 'en')).toBe('1,250.5');
    expect(formatCoins(1_250_500_000, 'id')).toBe('1.250,5');
    expect(formatCoins(5_000, 'en')).toBe('0.005');
  });
});
