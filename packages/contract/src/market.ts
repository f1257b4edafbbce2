/** Market presets: the operator picks one with MARKET; everything market-specific lives here. */
export type MarketCode = 'ID' | 'IN';

/**
 * The markets' clocks: Asia/Jakarta (UTC+7) for ID, Asia/Kolkata (UTC+5:30) for IN. Neither
 * observes daylight saving, so a fixed offset is exact. Record days, daily limits and ages
 * all count in these.
 */
export const MARKET_TIME_ZONE: Record<MarketCode, { name: string; offsetMinutes: number }> = {
  ID: { name: 'Asia/Jakarta', offsetMinutes: 7 * 60 },
  IN: { name: 'Asia/Kolkata', offsetMinutes: 5 * 60 + 30 },
};

export interface Market {
  code: MarketCode;
  currencySign: string;
  currencyCode: string;
  /** The word used in "You still have X rupees left to bet". */
  currencyWord: { en: string; id: string };
  phonePrefix: string;
  defaultLanguage: 'ind' | 'en';
  /** National number without the prefix and without a leading 0. */
  phonePattern: RegExp;
  phoneExample: string;
}

export const MARKETS: Record<MarketCode, Market> = {
  ID: {
    code: 'ID',
    currencySign: 'Rp',
    currencyCode: 'IDR',
    currencyWord: { en: 'rupiah', id: 'rupiah' },
    phonePrefix: '+62',
    defaultLanguage: 'ind',
    // Indonesian mobile numbers: 8 then 8 to 11 more digits (e.g. 812 3456 7890).
    phonePattern: /^8\d{8,11}$/,
    phoneExample: '81234567890',
  },
  IN: {
    code: 'IN',
    currencySign: '₹',
    currencyCode: 'INR',
    currencyWord: { en: 'rupees', id: 'rupee' },
    phonePrefix: '+91',
    defaultLanguage: 'en',
    // Indian mobile numbers: ten digits starting 6-9.
    phonePattern: /^[6-9]\d{9}$/,
    phoneExample: '9876543210',
  },
};

export type PhoneProblem = 'phoneEmpty' | 'phoneStartsWithZero' | 'phoneInvalid';

/** The order of checks matches the spec's messages: empty, then leading 0, then format. */
export function checkPhone(market: Market, mobile: string): PhoneProblem | null {
  if (mobile.trim() === '') return 'phoneEmpty';
  if (mobile.startsWith('0')) return 'phoneStartsWithZero';
  if (!market.phonePattern.test(mobile)) return 'phoneInvalid';
  return null;
}

/** Shows the last four digits only: 81234567890 -> "*******7890". */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const keep = mobile.slice(-4);
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${keep}`;
}
