/**
 * Money is an integer count of minor units (paise, sen). These helpers are the only
 * way amounts enter or leave the system as text, so floats never touch a balance.
 */
export const MAX_MINOR = 2 ** 51;

export function isMinorUnits(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && Math.abs(x) < MAX_MINOR;
}

export function assertMinorUnits(x: unknown): asserts x is number {
  if (!isMinorUnits(x)) throw new RangeError(`not an amount in minor units: ${String(x)}`);
}

/** The language of a money text: separators and compact words follow it. */
export type MoneyLanguage = 'en' | 'id';

interface CurrencyStyle {
  sign: string;
  /** "Rp 4.800" has a space after the sign, "₹1,234.50" none (how each is written locally). */
  gap: string;
  /** Rupiah has no sen in practice: shown without decimals. Rupees show paise when there are any. */
  decimals: boolean;
  /** Indian grouping: the last three digits, then pairs (12,34,567 — lakh and crore). */
  indianGrouping: boolean;
  /** Compact units, largest first, per language (SPEC.md §9's K/M/B/T, read in the local way). */
  units: Record<MoneyLanguage, ReadonlyArray<readonly [number, string]>>;
}

const CURRENCIES: Record<'ID' | 'IN', CurrencyStyle> = {
  ID: {
    sign: 'Rp',
    gap: ' ',
    decimals: false,
    indianGrouping: false,
    units: {
      // ribu, juta, miliar, triliun.
      id: [
        [1e12, ' T'],
        [1e9, ' M'],
        [1e6, ' jt'],
        [1e3, ' rb'],
      ],
      en: [
        [1e12, 'T'],
        [1e9, 'B'],
        [1e6, 'M'],
        [1e3, 'K'],
      ],
    },
  },
  IN: {
    sign: '₹',
    gap: '',
    decimals: true,
    indianGrouping: true,
    units: {
      en: [
        [1e7, ' Cr'],
        [1e5, ' L'],
        [1e3, 'K'],
      ],
      id: [
        [1e7, ' crore'],
        [1e5, ' lakh'],
        [1e3, ' rb'],
      ],
    },
  },
};

function groupDigits(digits: string, sep: string, indian: boolean): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size)
    groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(sep)}${sep}${last3}`;
}

export interface MoneyOptions {
  /** Compact units (rb/jt/M, K/L/Cr) for tight spots; below one thousand the full form is kept. */
  compact?: boolean;
  /** Leave out the currency sign (a field whose label already names the currency). */
  bare?: boolean;
  /**
   * Play-money edition: whole coins, no currency sign and no decimals (one coin is 100 minor
   * units, so a balance that was Rp 4.800 or ₹4,800 is 4.800 / 4,800 coins; docs/ARCHITECTURE.md).
   */
  coins?: boolean;
}

/**
 * The one money text of the app, for a market and a language: "Rp 4.800", "-Rp 4.800",
 * "Rp 1,5 jt"; "₹1,234.50", "-₹12,34,567", "₹2.5 Cr". The minus goes before the sign.
 * Integer arithmetic throughout; amounts are truncated toward zero (rupiah sen, compact
 * digits), so a balance is never shown larger than it is.
 */
export function formatMoney(
  minor: number,
  market: 'ID' | 'IN',
  lang: MoneyLanguage,
  opts: MoneyOptions = {},
): string {
  assertMinorUnits(minor);
  const style = opts.coins ? { ...CURRENCIES[market], decimals: false } : CURRENCIES[market];
  const group = lang === 'id' ? '.' : ',';
  const decimal = lang === 'id' ? ',' : '.';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  let body: string | null = null;
  if (opts.compact) {
    for (const [size, suffix] of style.units[lang]) {
      if (whole < size) continue;
      // Hundredths of the unit (abs is already in hundredths of a major unit), truncated.
      const hundredths = Math.floor(abs / size);
      const frac = hundredths % 100;
      const fracText =
        frac === 0 ? '' : `${decimal}${String(frac).padStart(2, '0').replace(/0$/, '')}`;
      body = `${Math.floor(hundredths / 100)}${fracText}${suffix}`;
      break;
    }
  }
  if (body === null) {
    body = groupDigits(String(whole), group, style.indianGrouping);
    if (style.decimals && cents !== 0) body += `${decimal}${String(cents).padStart(2, '0')}`;
  }
  // No "-Rp 0" for a few sen below zero: the minus only where a non-zero amount is shown.
  const shown = style.decimals ? abs : whole;
  const minus = minor < 0 && shown > 0 ? '-' : '';
  return opts.bare || opts.coins ? `${minus}${body}` : `${minus}${style.sign}${style.gap}${body}`;
}

/**
 * Minor units as a plain major-unit decimal for a CSV cell ("12345.67", "-5.00"): no grouping,
 * no currency sign, integer arithmetic (no float), read the same by every spreadsheet. The
 * console's table downloads and the server's desk exports write amounts with it.
 */
export function majorUnitsText(minor: number): string {
  assertMinorUnits(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal number in the language's style with at most `digits` decimals, trailing zeros
 * dropped: 1.8 → "1.8" (en) / "1,8" (id). No grouping: rates and odds are small numbers.
 */
function decimalText(value: number, lang: MoneyLanguage, digits: number): string {
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const frac = String(scaled % scale)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  const minus = value < 0 && scaled > 0 ? '-' : '';
  return `${minus}${whole}${frac === '' ? '' : `${lang === 'id' ? ',' : '.'}${frac}`}`;
}

/**
 * The one percentage text of the app, from basis points (10_000 = 100%), next to `formatMoney`
 * so every rate reads in the language's decimal mark: 200 → "2%", 180 → "1.8%" (en) / "1,8%"
 * (id), 5 → "0.05%" / "0,05%". Issue 33 saw "2.00%" beside "1,8%" on one Indonesian page.
 */
export function formatPercent(bps: number, lang: MoneyLanguage): string {
  return `${decimalText(bps / 100, lang, 2)}%`;
}

/** Odds as a pay table writes them, "ratio:1": 0.95 → "0.95:1" (en) / "0,95:1" (id), 11 → "11:1". */
export function formatOdds(ratio: number, lang: MoneyLanguage): string {
  return `${decimalText(ratio, lang, 2)}:1`;
}

/**
 * A withdrawal's service charge in integer minor units: `bps` basis points (10_000 = 100%) of
 * the amount rounded up, at least `min`. The server charges it; the web app previews it.
 */
export function feeFor(amount: number, fee: { bps: number; min: number }): number {
  const pct = Number((BigInt(amount) * BigInt(fee.bps) + 9_999n) / 10_000n);
  return Math.max(fee.min, pct);
}

/** Basis points in a whole: every stored rate is integer basis points (100 bps = 1%). */
export const BPS_WHOLE = 10_000;

/** Whether `x` is a rate in basis points: a whole number from 0 up to `max` (default 100%). */
export function isBps(x: unknown, max = BPS_WHOLE): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= max;
}

/**
 * `bps` basis points of an amount in minor units, rounded down (a gift or bonus is never more
 * than its rate). Integer arithmetic throughout (BigInt), so it is exact for every amount up
 * to MAX_MINOR; a result that is not an amount in minor units throws rather than drift.
 */
export function applyBps(minor: number, bps: number): number {
  assertMinorUnits(minor);
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`not basis points: ${bps}`);
  const product = BigInt(minor) * BigInt(bps);
  // BigInt division truncates toward zero; for a negative amount floor is one lower.
  const whole = BigInt(BPS_WHOLE);
  const quotient = product / whole;
  const floored = product % whole !== 0n && product < 0n ? quotient - 1n : quotient;
  const result = Number(floored);
  assertMinorUnits(result);
  return result;
}

/**
 * The betting a credit of `amount` adds before it can be withdrawn: a whole `multiple` of it
 * (SPEC.md §9: 3× a deposit). The server credits it; the deposit pages show it first.
 */
export function wageringFor(amount: number, multiple: number): number {
  return applyBps(amount, multiple * BPS_WHOLE);
}
