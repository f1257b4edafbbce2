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

/**
 * The national number in a phone number as people type it: spaces, dashes, dots and brackets
 * go; so does the country code (`+62`, `0062`, or a bare `62`/`91` where what follows is a
 * national number and the whole is not one: `9123456789` is an Indian number, `919123456789`
 * the same with its code) and the trunk `0` (`0812…`). What is left is checked by `checkPhone`;
 * another country's `+` code is left in place, so it fails there rather than being misread.
 */
export function nationalNumber(market: Market, typed: string): string {
  let d = typed.normalize('NFKC').replace(/[\s\-().\u00a0\u2010-\u2015]/g, '');
  const code = market.phonePrefix.slice(1);
  if (d.startsWith(`+${code}`)) d = d.slice(code.length + 1);
  else if (d.startsWith(`00${code}`)) d = d.slice(code.length + 2);
  else if (d.startsWith(code) && !market.phonePattern.test(d)) {
    const rest = d.slice(code.length).replace(/^0/, '');
    if (market.phonePattern.test(rest)) d = rest;
  }
  return d.startsWith('+') ? d : d.replace(/^0+(?=\d)/, '');
}

/**
 * The order of checks matches the spec's messages: empty, then leading 0, then format. Callers
 * pass the national number (`nationalNumber`), so a typed trunk 0 is removed, not refused.
 */
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

export type PeriodUnit = 'day' | 'week' | 'month';

export interface MarketPeriod {
  /** `2026-11-23` (day), `2026-W48` (ISO week, Monday first), `2026-11` (month). */
  key: string;
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant of the next period (exclusive). */
  end: Date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The market day, week or month that contains `date`, in the market's own clock (IST or
 * WIB): a claim at 23:59 and one at 00:01 local are in two days. Weeks start on Monday and
 * take the ISO week-numbering year (2027-01-01 is in 2026-W53).
 */
export function marketPeriod(market: MarketCode, date: Date, unit: PeriodUnit): MarketPeriod {
  const offsetMs = MARKET_TIME_ZONE[market].offsetMinutes * 60_000;
  const local = new Date(date.getTime() + offsetMs);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm, dd) - offsetMs);
  if (unit === 'day') {
    return { key: `${y}-${pad2(m + 1)}-${pad2(d)}`, start: at(y, m, d), end: at(y, m, d + 1) };
  }
  if (unit === 'month') {
    return { key: `${y}-${pad2(m + 1)}`, start: at(y, m, 1), end: at(y, m + 1, 1) };
  }
  // ISO week: Monday = 0; the week belongs to the year of its Thursday.
  const weekday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(y, m, d - weekday));
  const thursday = new Date(Date.UTC(y, m, d - weekday + 3));
  const isoYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
  const firstMonday = Date.UTC(isoYear, 0, 4 - ((firstThursday.getUTCDay() + 6) % 7));
  const week = Math.round((monday.getTime() - firstMonday) / (7 * 86_400_000)) + 1;
  const mY = monday.getUTCFullYear();
  const mM = monday.getUTCMonth();
  const mD = monday.getUTCDate();
  return {
    key: `${isoYear}-W${pad2(week)}`,
    start: at(mY, mM, mD),
    end: at(mY, mM, mD + 7),
  };
}
