import { describe, expect, it } from 'vitest';
import { formatMoney, intlTagOf } from './money';

describe('formatMoney', () => {
  it('shows minor units / 100 with separators and the sign', () => {
    expect(formatMoney(123456, { sign: '₹', lang: 'en' })).toBe('₹ 1,234.56');
    expect(formatMoney(123456, { sign: 'Rp', lang: 'ind' })).toBe('Rp 1.234,56');
    expect(formatMoney(0, { sign: '', lang: 'en' })).toBe('0.00');
  });

  it('uses the compact K/M/B/T forms when asked', () => {
    expect(formatMoney(125_000_000, { sign: '₹', lang: 'en', compact: true })).toBe('₹ 1.25M');
    expect(formatMoney(150_000, { sign: 'Rp', lang: 'ind', compact: true })).toBe('Rp 1,5K');
  });

  it('maps languages to Intl tags', () => {
    expect(intlTagOf('en')).toBe('en-US');
    expect(intlTagOf('ind')).toBe('id-ID');
  });
});
