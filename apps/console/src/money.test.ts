import { describe, expect, it } from 'vitest';
import { amountText, money } from './money';

describe('money', () => {
  it('writes rupiah the Indonesian way, whole', () => {
    expect(money('Rp', 5_000_000)).toBe('Rp 50.000');
    expect(money('Rp', 50_000_000)).toBe('Rp 500.000');
    expect(money('Rp', -250_000)).toBe('-Rp 2.500');
    expect(money('Rp', 0)).toBe('Rp 0');
  });

  it('writes rupees with lakh grouping and paise when there are any', () => {
    expect(money('₹', 123_456_750)).toBe('₹12,34,567.50');
    expect(money('₹', 100_000)).toBe('₹1,000');
  });

  it('has a compact form for chart axes', () => {
    expect(money('Rp', 150_000_000, { compact: true })).toBe('Rp 1,5 jt');
    expect(money('₹', 250_000_000, { compact: true })).toBe('₹25 L');
  });
});

describe('amountText', () => {
  it('is what an operator types back: digits and the market decimal mark', () => {
    expect(amountText('Rp', 250_000)).toBe('2500');
    expect(amountText('₹', 250_050)).toBe('2500.50');
  });
});
