// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amountBounds,
  amountList,
  checkAmount,
  checkUtr,
  defaultAmount,
  formatAmount,
  formatChip,
  methodBounds,
  minorToInput,
} from './amount';

describe('defaultAmount', () => {
  it('is the typeA amount closest to defaultIndex', () => {
    expect(defaultAmount([10_000, 30_000, 50_000, 100_000], 50_000)).toBe(50_000);
    expect(defaultAmount([10_000, 30_000, 50_000, 100_000], 44_000)).toBe(50_000);
    expect(defaultAmount([10_000, 30_000, 50_000, 100_000], 1)).toBe(10_000);
    expect(defaultAmount([10_000, 30_000, 50_000, 100_000], 10_000_000)).toBe(100_000);
  });
  it('takes the smaller amount on a tie, and 0 for an empty list', () => {
    expect(defaultAmount([100, 300], 200)).toBe(100);
    expect(defaultAmount([300, 100], 200)).toBe(100);
    expect(defaultAmount([], 200)).toBe(0);
  });
});

describe('amount list and bounds', () => {
  const info = {
    typeA: { amountList: [100, 200, 300] },
    typeB: { amountList: [500, 900] },
    isTypeB: false,
  };
  it('uses typeB when isTypeB, else typeA', () => {
    expect(amountList(info)).toEqual([100, 200, 300]);
    expect(amountList({ ...info, isTypeB: true })).toEqual([500, 900]);
  });
  it('takes min and max from the first and last entries', () => {
    expect(amountBounds([100, 200, 300])).toEqual({ min: 100, max: 300 });
    expect(amountBounds([700])).toEqual({ min: 700, max: 700 });
    expect(amountBounds([])).toBeNull();
  });
});

describe('methodBounds: the chosen method narrows the range', () => {
  const list = [1_000_000, 5_000_000, 1_000_000_000];
  it('takes the overlap of the list and the method (OVO up to Rp 2 jt)', () => {
    expect(methodBounds(list, { min: 1_000_000, max: 200_000_000 })).toEqual({
      min: 1_000_000,
      max: 200_000_000,
    });
    expect(methodBounds(list, { min: 100, max: 5_000_000_000 })).toEqual({
      min: 1_000_000,
      max: 1_000_000_000,
    });
  });
  it('keeps the list without a method range, the method without a list or an overlap', () => {
    expect(methodBounds(list, null)).toEqual({ min: 1_000_000, max: 1_000_000_000 });
    expect(methodBounds([], { min: 5, max: 9 })).toEqual({ min: 5, max: 9 });
    expect(methodBounds([10, 20], { min: 50, max: 90 })).toEqual({ min: 50, max: 90 });
  });
});

describe('checkAmount', () => {
  const bounds = { min: 10_000, max: 5_000_000 };
  it("says 'Please input deposit amount!' for nothing", () => {
    expect(checkAmount('', bounds, 'en')).toEqual({
      ok: false,
      error: 'Please input deposit amount!',
    });
    expect(checkAmount('   ', bounds, 'en').ok).toBe(false);
  });
  it('gives the range text with formatted amounts', () => {
    expect(checkAmount('99.99', bounds, 'en', 'IN')).toEqual({
      ok: false,
      error: 'Deposit amount must be between ₹100 and ₹50,000',
    });
    expect(checkAmount('50000.01', bounds, 'en', 'IN')).toEqual({
      ok: false,
      error: 'Deposit amount must be between ₹100 and ₹50,000',
    });
    // A lakh written the Indian way is read as a lakh, and is above this range.
    expect(checkAmount('1,00,000', bounds, 'en', 'IN')).toEqual({
      ok: false,
      error: 'Deposit amount must be between ₹100 and ₹50,000',
    });
    expect(checkAmount('1', { min: 1_000_000, max: 1_000_000_000 }, 'id', 'ID')).toEqual({
      ok: false,
      error: 'Jumlah deposit harus antara Rp 10.000 dan Rp 10.000.000',
    });
  });
  it('accepts the bounds themselves (inclusive) in minor units, never through floats', () => {
    expect(checkAmount('100', bounds, 'en', 'IN')).toEqual({ ok: true, minor: 10_000 });
    expect(checkAmount('50,000', bounds, 'en', 'IN')).toEqual({ ok: true, minor: 5_000_000 });
    expect(checkAmount('1234.56', bounds, 'en', 'IN')).toEqual({ ok: true, minor: 123_456 });
    expect(checkAmount('0.29', null, 'en', 'IN')).toEqual({ ok: true, minor: 29 });
  });
  it('reads rupiah the Indonesian way: 50.000 is fifty thousand, 10000,5 is refused', () => {
    expect(checkAmount('50.000', null, 'id', 'ID')).toEqual({ ok: true, minor: 5_000_000 });
    expect(checkAmount('10000,5', null, 'id', 'ID')).toEqual({
      ok: false,
      error: 'Hanya jumlah bulat: kami membaca Rp 10.000,5. Maksud Anda 10.000?',
    });
    expect(checkAmount('50,000', null, 'en', 'ID')).toEqual({ ok: true, minor: 5_000_000 });
  });
  it('refuses what is not a plain amount', () => {
    for (const bad of ['1e3', '-1', '0', '0.001', 'abc', '1.2.3', '100000000000000000000']) {
      expect(checkAmount(bad, bounds, 'en', 'IN').ok, bad).toBe(false);
    }
  });
});

describe('checkUtr', () => {
  it("says 'Please input UTR!' when empty and wants 12 digits", () => {
    expect(checkUtr('', 'en')).toBe('Please input UTR!');
    expect(checkUtr('  ', 'en')).toBe('Please input UTR!');
    expect(checkUtr('12345678901', 'en')).toBe('The UTR must be 12 digits');
    expect(checkUtr('1234567890123', 'en')).toBe('The UTR must be 12 digits');
    expect(checkUtr('12345678901a', 'en')).toBe('The UTR must be 12 digits');
    expect(checkUtr('123456789012', 'en')).toBeNull();
    expect(checkUtr(' 123456789012 ', 'en')).toBeNull();
  });
});

describe('formatting', () => {
  it('shows whole amounts without cents', () => {
    expect(formatAmount(10_000, 'en', 'IN')).toBe('100');
    expect(formatAmount(123_456, 'en', 'IN')).toBe('1,234.56');
    expect(formatAmount(1_000_000, 'id', 'ID')).toBe('10.000');
  });
  it('uses compact forms on chips', () => {
    expect(formatChip(10_000, 'en', 'IN')).toBe('100');
    expect(formatChip(5_000_000, 'en', 'IN')).toBe('50K');
    expect(formatChip(1_000_000_000, 'id', 'ID')).toBe('10 jt');
  });
  it('turns a chip back into input text', () => {
    expect(minorToInput(50_000, 'en')).toBe('500');
    expect(minorToInput(50_005, 'en')).toBe('500.05');
    expect(minorToInput(50_050, 'en')).toBe('500.50');
    expect(minorToInput(50_050, 'id')).toBe('500,50');
  });
});
