import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { balanceChangeText, winLossText } from './rules';

// The real money texts of the two markets, as the records pages show them.
const rupees = (minor: number) => formatMoney(minor, { market: 'IN', lang: 'en' });
const rupiah = (minor: number) => formatMoney(minor, { market: 'ID', lang: 'ind' });

describe('balanceChangeText', () => {
  it('signs money in and money out', () => {
    expect(balanceChangeText(12_345, rupees)).toBe('+₹123.45');
    expect(balanceChangeText(-12_345, rupees)).toBe('-₹123.45');
  });

  it('shows a change of nothing as +', () => {
    expect(balanceChangeText(0, rupees)).toBe('+₹0');
  });
});

describe('winLossText', () => {
  it('adds a plus to a win only', () => {
    expect(winLossText(500_000, rupiah)).toBe('+Rp 5.000');
    expect(winLossText(0, rupiah)).toBe('Rp 0');
  });

  it('leaves the minus of a loss to the money text', () => {
    expect(winLossText(-500_000, rupiah)).toBe('-Rp 5.000');
  });
});
