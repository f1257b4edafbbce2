// @vitest-environment node
import { balanceRecordTypes } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { balanceChangeText, editionRecordTypes, recordTypeKey, winLossText } from './rules';

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

describe('the balance record filters of each edition', () => {
  it('offers every type with money and only what exists with coins', () => {
    expect(editionRecordTypes(false)).toEqual([...balanceRecordTypes]);
    expect(editionRecordTypes(true)).toEqual([
      'all',
      'bet',
      'win',
      'gift',
      'vip_bonus',
      'daily_bonus',
    ]);
  });

  it('calls a gift free coins, not gift money, in the play-money edition', () => {
    expect(recordTypeKey('gift', true)).toBe('records.type.giftPlay');
    expect(recordTypeKey('gift', false)).toBe('records.type.gift');
    expect(recordTypeKey('bet', true)).toBe('records.type.bet');
  });
});
