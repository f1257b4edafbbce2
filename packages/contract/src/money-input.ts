/**
 * The one reader of money a person typed, for every money field of the player app, the console
 * and the server. It reads an amount the way people of the market write it:
 *
 * - Indonesian: `.` groups thousands and `,` marks decimals (`50.000` is fifty thousand).
 * - English in India: `,` groups in lakhs and crores (`1,00,000`) or in thousands (`100,000`),
 *   `.` marks paise.
 * - English in Indonesia: `,` groups, `.` marks decimals; rupiah have no sen, so `50.000`
 *   (a dot before exactly three digits) can only mean fifty thousand and is read that way.
 *
 * Whatever it cannot read without guessing, or would read by dropping digits, it refuses with a
 * problem that says what it understood (`10000,5` in rupiah is "Rp 10.000,5", which has sen), so
 * the player sees the amount rather than a generic "invalid". Parsing never goes through a float.
 */
import type { MarketCode } from './market.js';
import { formatMoney, isMinorUnits, type MoneyLanguage } from './money.js';

export type AmountProblem =
  | 'empty'
  | 'notANumber'
  | 'grouping'
  | 'ambiguous'
  | 'tooManyDecimals'
  | 'wholeUnits'
  | 'zero'
  | 'tooLarge';

export type ParsedAmount =
  | { ok: true; minor: number }
  | {
      ok: false;
      problem: AmountProblem;
      /** What was understood, in the market's money text ("Rp 10.000,5"), where there is one. */
      understood?: string;
      /** A second reading, for an ambiguous text ("₹1.234" or "₹1,234"). */
      other?: string;
      /** How to write it instead ("10000" or "10.000"). */
      example?: string;
    };

export interface MoneyInputOptions {
  /**
   * Whole currency units only (no sen or paise). Rupiah are always whole; money limits are whole
   * in both markets.
   */
  wholeUnits?: boolean;
  /** Accept 0 (a limit of zero); otherwise zero is refused. */
  allowZero?: boolean;
}

/** Longest run of digits accepted: fifteen whole digits stay far inside MAX_MINOR. */
const MAX_WHOLE_DIGITS = 15;

const MARKS = { en: { group: ',', decimal: '.' }, id: { group: '.', decimal: ',' } } as const;

/** Spaces of every kind, apostrophes and underscores people use to group digits. */
const SPACING = /[\s\u00a0\u202f\u2009'’_]/g;
/** A currency sign or code before or after the number: Rp, Rp., IDR, ₹, Rs, Rs., INR. */
const CURRENCY = /^(?:rp\.?|idr|inr|rs\.?|₹)|(?:rp|idr|inr|rs|₹)$/i;

/** Thousands: 1-3 digits, then groups of three. */
function groupsOfThree(parts: readonly string[]): boolean {
  const [head, ...rest] = parts;
  return head !== undefined && /^\d{1,3}$/.test(head) && rest.every((p) => /^\d{3}$/.test(p));
}

/** Lakhs and crores: 1-2 digits, groups of two, then the last three (1,00,000). */
function indianGroups(parts: readonly string[]): boolean {
  if (parts.length < 2) return false;
  const [head, ...rest] = parts;
  const last = rest.pop();
  return (
    head !== undefined &&
    /^\d{1,2}$/.test(head) &&
    rest.every((p) => /^\d{2}$/.test(p)) &&
    last !== undefined &&
    /^\d{3}$/.test(last)
  );
}

function validGrouping(whole: string, mark: string, market: MarketCode): boolean {
  const parts = whole.split(mark);
  return groupsOfThree(parts) || (market === 'IN' && indianGroups(parts));
}

interface Reading {
  whole: string;
  frac: string;
}

/** The text of a reading in the market's money format, with every fraction digit kept. */
function show(r: Reading, market: MarketCode, lang: MoneyLanguage): string {
  const whole = Number(r.whole.replace(/^0+(?=\d)/, ''));
  const base = Number.isSafeInteger(whole * 100) ? formatMoney(whole * 100, market, lang) : r.whole;
  const frac = r.frac.replace(/0+$/, '');
  if (frac === '') return base;
  // Paise are shown in pairs (₹1.50); anything else keeps every digit typed.
  const digits = market === 'IN' && frac.length < 2 ? frac.padEnd(2, '0') : frac;
  return `${base}${MARKS[lang].decimal}${digits}`;
}

/** The amount written plainly, without groups: the example a refusal offers. */
function plain(r: Reading, lang: MoneyLanguage): string {
  const whole = r.whole.replace(/^0+(?=\d)/, '');
  const frac = r.frac.replace(/0+$/, '');
  return frac === '' ? whole : `${whole}${MARKS[lang].decimal}${frac}`;
}

type Split = { reading: Reading } | { problem: AmountProblem; reading?: Reading; other?: Reading };

/** Splits the text into whole and fraction digits by its marks, or names what is wrong. */
function split(s: string, market: MarketCode, lang: MoneyLanguage): Split {
  const { group, decimal } = MARKS[lang];
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  if (dots === 0 && commas === 0) return { reading: { whole: s, frac: '' } };
  if (dots > 0 && commas > 0) {
    // Both marks: the last one is the decimal mark and appears once; the other groups.
    const last = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const other = last === '.' ? ',' : '.';
    const at = s.lastIndexOf(last);
    const whole = s.slice(0, at);
    const frac = s.slice(at + 1);
    if (whole.includes(last) || !validGrouping(whole, other, market))
      return { problem: 'grouping' };
    return { reading: { whole: whole.split(other).join(''), frac } };
  }
  const mark = dots > 0 ? '.' : ',';
  const count = dots + commas;
  if (count > 1) {
    // The same mark more than once can only group.
    return validGrouping(s, mark, market)
      ? { reading: { whole: s.split(mark).join(''), frac: '' } }
      : { problem: 'grouping' };
  }
  const [head = '', tail = ''] = s.split(mark);
  const asGroups: Reading = { whole: head + tail, frac: '' };
  const asDecimal: Reading = { whole: head, frac: tail };
  const groupsOk = validGrouping(s, mark, market);
  if (mark === group) {
    if (groupsOk) return { reading: asGroups };
    // The language's grouping mark before one or two digits: a decimal written the other
    // language's way ("10000.5" in Indonesian). Read it, but do not guess: ask.
    if (tail.length <= 2) return { problem: 'ambiguous', reading: asDecimal };
    return { problem: 'grouping' };
  }
  // The language's decimal mark.
  if (mark === decimal && tail.length === 3 && groupsOk) {
    // "50.000" in English: rupiah have no sen, so three digits after it are thousands.
    if (market === 'ID') return { reading: asGroups };
    return { problem: 'ambiguous', reading: asDecimal, other: asGroups };
  }
  return { reading: asDecimal };
}

/**
 * How money is written where no player's language decides (the console, the operator's command
 * line): Indonesians group with `.` and write decimals with `,`; Indians write lakhs with `,`.
 */
export const MARKET_MONEY_LANGUAGE: Record<MarketCode, MoneyLanguage> = { ID: 'id', IN: 'en' };

/**
 * Reads an amount typed in `market` by a person using `lang`, to minor units. See the file's
 * opening comment for the rules; `opts.wholeUnits` defaults to true for rupiah.
 */
export function parseMoneyInput(
  text: string,
  market: MarketCode,
  lang: MoneyLanguage,
  opts: MoneyInputOptions = {},
): ParsedAmount {
  const s = text.normalize('NFKC').replace(SPACING, '').replace(CURRENCY, '');
  if (s === '') return { ok: false, problem: 'empty' };
  if (!/^\d[\d.,]*$/.test(s) || !/\d$/.test(s) || /[.,]{2}/.test(s)) {
    return { ok: false, problem: 'notANumber' };
  }
  const result = split(s, market, lang);
  if (!('reading' in result) || 'problem' in result) {
    const r = 'reading' in result ? result.reading : undefined;
    const shown = result.other ?? r;
    const example = shown ? plain(shown, lang) : s.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
    return {
      ok: false,
      problem: result.problem,
      ...(r ? { understood: show(r, market, lang) } : {}),
      ...(result.other ? { other: show(result.other, market, lang) } : {}),
      example,
    };
  }
  const r = result.reading;
  const whole = r.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  const wholeUnits = opts.wholeUnits ?? market === 'ID';
  const fracValue = r.frac.replace(/0+$/, '');
  if (fracValue.length > 2) {
    return {
      ok: false,
      problem: 'tooManyDecimals',
      understood: show(r, market, lang),
    };
  }
  if (wholeUnits && fracValue !== '') {
    return {
      ok: false,
      problem: 'wholeUnits',
      understood: show(r, market, lang),
      example: formatMoney(Number(whole) * 100, market, lang, { bare: true }),
    };
  }
  const minor = Number(whole) * 100 + Number(fracValue.padEnd(2, '0'));
  if (!isMinorUnits(minor)) return { ok: false, problem: 'tooLarge' };
  if (minor === 0 && !opts.allowZero) return { ok: false, problem: 'zero' };
  return { ok: true, minor };
}
