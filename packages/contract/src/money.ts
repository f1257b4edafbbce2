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

/**
 * Parses what a player typed ("1,000.5", "250") straight to minor units without
 * going through a float. Returns null for anything that is not a plain decimal with
 * at most two fraction digits (so "1e3", "0.001", "-1" and "" are refused).
 */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  const whole = m[1] ?? '0';
  const frac = (m[2] ?? '').padEnd(2, '0');
  const minor = Number(whole) * 100 + Number(frac);
  return isMinorUnits(minor) ? minor : null;
}

const groupers = new Map<string, Intl.NumberFormat>();
function grouper(locale: string): Intl.NumberFormat {
  let f = groupers.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    groupers.set(locale, f);
  }
  return f;
}

/** Minor units / 100 with two decimals and thousands separators: 123456 -> "1,234.56". */
export function formatMinor(minor: number, locale = 'en-US'): string {
  assertMinorUnits(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  // Integer arithmetic keeps the cents exact; Intl only adds the separators.
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const formatted = grouper(locale)
    .format(whole)
    .replace(/[.,]00$/, '');
  const decimal = locale.startsWith('id') ? ',' : '.';
  return `${sign}${formatted}${decimal}${String(cents).padStart(2, '0')}`;
}

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * Compact form for tight spaces: 1_250_000 major units -> "1.25M". Below one thousand
 * the full two-decimal form is kept. Truncates rather than rounds, so a balance is
 * never shown larger than it is.
 */
export function formatMinorCompact(minor: number, locale = 'en-US'): string {
  assertMinorUnits(minor);
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  for (const [size, suffix] of UNITS) {
    const sizeMinor = size * 100;
    if (abs >= sizeMinor) {
      // Two decimals of the unit, truncated, computed in integers.
      const hundredths = Math.floor((abs * 100) / sizeMinor);
      const whole = Math.floor(hundredths / 100);
      const frac = hundredths % 100;
      const fracText = frac === 0 ? '' : `.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
      const decimal = locale.startsWith('id') ? ',' : '.';
      return `${sign}${whole}${fracText.replace('.', decimal)}${suffix}`;
    }
  }
  return formatMinor(minor, locale);
}
