// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { applyGconfig, useApp } from '../stores/app';
import { intlTagOf, useLanguage } from '../stores/language';
import { formatMoney, moneyText } from './money';

const config = (market: 'ID' | 'IN') =>
  JSON.stringify({
    manual_recharge_url: '',
    faq_url: '',
    currency_sign: market === 'IN' ? '₹' : 'Rp',
    phone_prefix: market === 'IN' ? '+91' : '+62',
    app_name: 'Cardroom',
    market,
    sandbox: true,
  });

afterEach(() => {
  useApp.setState({ appConfig: null, currencySign: 'Rp', phoneNumberPrefix: '+62' });
  useLanguage.setState({ lang: 'ind' });
});

describe('formatMoney (web)', () => {
  it('formats rupiah without decimals in both languages, minus before the sign', () => {
    expect(formatMoney(480_000, { market: 'ID', lang: 'ind' })).toBe('Rp 4.800');
    expect(formatMoney(-480_000, { market: 'ID', lang: 'ind' })).toBe('-Rp 4.800');
    expect(formatMoney(-480_000, { market: 'ID', lang: 'en' })).toBe('-Rp 4,800');
    expect(formatMoney(150_000_000, { market: 'ID', lang: 'ind', compact: true })).toBe(
      'Rp 1,5 jt',
    );
    expect(formatMoney(150_000_000, { market: 'ID', lang: 'en', compact: true })).toBe('Rp 1.5M');
  });

  it('formats rupees with Indian grouping in both languages', () => {
    expect(formatMoney(-123_450, { market: 'IN', lang: 'en' })).toBe('-₹1,234.50');
    expect(formatMoney(123_456_700, { market: 'IN', lang: 'en' })).toBe('₹12,34,567');
    expect(formatMoney(123_456_700, { market: 'IN', lang: 'ind' })).toBe('₹12.34.567');
    expect(formatMoney(2_500_000_000, { market: 'IN', lang: 'en', compact: true })).toBe('₹2.5 Cr');
    expect(formatMoney(12_500_000, { market: 'IN', lang: 'ind', compact: true })).toBe(
      '₹1,25 lakh',
    );
  });

  it('follows the market gconfig names and the chosen language outside components', () => {
    expect(moneyText(10_000_000)).toBe('Rp 100.000');
    applyGconfig(config('IN'), 0);
    useLanguage.setState({ lang: 'en' });
    expect(moneyText(10_000_050)).toBe('₹1,00,000.50');
    expect(moneyText(10_000_050, { bare: true })).toBe('1,00,000.50');
  });

  it('maps languages to Intl tags', () => {
    expect(intlTagOf('en')).toBe('en-US');
    expect(intlTagOf('ind')).toBe('id-ID');
  });
});
