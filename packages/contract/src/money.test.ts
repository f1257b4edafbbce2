import { describe, expect, it } from 'vitest';
import {
  assertMinorUnits,
  formatMinor,
  formatMinorCompact,
  isMinorUnits,
  MAX_MINOR,
  parseAmountToMinor,
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

describe('parseAmountToMinor', () => {
  it.each([
    ['250', 25_000],
    ['250.5', 25_050],
    ['250.05', 25_005],
    ['1,000.10', 100_010],
    [' 7 ', 700],
    ['0', 0],
  ])('%s -> %i', (text, minor) => {
    expect(parseAmountToMinor(text)).toBe(minor);
  });

  it.each(['', '-1', '0.001', '1e3', 'abc', '1.2.3', '100000000000000000000', '.5', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(parseAmountToMinor(text)).toBeNull();
    },
  );

  it('never goes through a float (0.29 stays exact)', () => {
    expect(parseAmountToMinor('0.29')).toBe(29);
    expect(parseAmountToMinor('1.15')).toBe(115);
  });
});

describe('formatMinor', () => {
  it('divides by 100 with two decimals and thousands separators', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123_456)).toBe('1,234.56');
    expect(formatMinor(100_000_000)).toBe('1,000,000.00');
    expect(formatMinor(-123_456)).toBe('-1,234.56');
  });

  it('uses Indonesian separators for id', () => {
    expect(formatMinor(123_456_78, 'id-ID')).toBe('123.456,78');
  });
});

describe('formatMinorCompact', () => {
  it('keeps small amounts in full', () => {
    expect(formatMinorCompact(99_999)).toBe('999.99');
  });

  it.each([
    [100_000, '1K'],
    [125_000, '1.25K'],
    [150_000_000, '1.5M'],
    [199_999_999, '1.99M'],
    [250_000_000_000, '2.5B'],
    [300_000_000_000_000, '3T'],
  ])('%i -> %s (truncated, never rounded up)', (minor, text) => {
    expect(formatMinorCompact(minor)).toBe(text);
  });

  it('uses a decimal comma for id', () => {
    expect(formatMinorCompact(125_000, 'id-ID')).toBe('1,25K');
  });
});
