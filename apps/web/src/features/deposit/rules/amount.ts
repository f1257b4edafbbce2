import {
  amountProblemMessage,
  formatMoney,
  type Locale,
  type MarketCode,
  message,
} from '@cardroom/contract';
import { currentMarket } from '../../../lib/money';
import { moneyInputText, readMoney } from '../../../lib/money-input';
import { requestKey } from '../../../stores/language';

export interface AmountLists {
  typeA: { amountList: readonly number[] };
  typeB: { amountList: readonly number[] };
  isTypeB: boolean;
}

/**
 * SPEC §5: the default amount is the typeA amount closest to defaultIndex (an amount in
 * minor units). On a tie the smaller amount wins; an empty list gives 0 (no default).
 */
export function defaultAmount(typeA: readonly number[], defaultIndex: number): number {
  let best = 0;
  let bestDist = Number.POSITIVE_INFINITY;
  for (const a of typeA) {
    const d = Math.abs(a - defaultIndex);
    if (d < bestDist || (d === bestDist && a < best)) {
      best = a;
      bestDist = d;
    }
  }
  return best;
}

/** The amounts offered as chips: typeB when isTypeB, else typeA. */
export function amountList(info: AmountLists): number[] {
  return [...(info.isTypeB ? info.typeB.amountList : info.typeA.amountList)];
}

/** SPEC §5: online minimum and maximum are the first and last entries of the amount list. */
export function amountBounds(list: readonly number[]): { min: number; max: number } | null {
  if (list.length === 0) return null;
  return { min: list[0] as number, max: list[list.length - 1] as number };
}

/**
 * The range a deposit by the chosen method may take: the list's bounds narrowed by the
 * method's own (OVO takes at most Rp 2 jt where the list goes to Rp 10 jt). Issue 33: picking
 * OVO left the list's range on screen. A method without a readable range keeps the list's.
 */
export function methodBounds(
  list: readonly number[],
  method: { min: number; max: number } | null,
): { min: number; max: number } | null {
  const all = amountBounds(list);
  if (!method) return all;
  if (!all) return method;
  const min = Math.max(all.min, method.min);
  const max = Math.min(all.max, method.max);
  // No overlap: the method's own range is what its gateway takes.
  return min <= max ? { min, max } : method;
}

/** The app's money text without the sign (the field shows it): "100.000", "1,234.50". */
export function formatAmount(
  minor: number,
  locale: Locale = 'en',
  market: MarketCode = currentMarket(),
): string {
  return formatMoney(minor, market, locale, { bare: true });
}

/** Chips are narrow: the compact forms (SPEC §9: rb/jt/M, K/L/Cr), sign shown apart. */
export function formatChip(
  minor: number,
  locale: Locale = 'en',
  market: MarketCode = currentMarket(),
): string {
  return formatMoney(minor, market, locale, { bare: true, compact: true });
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; error: string };

/**
 * What the player typed, checked in the spec's order: empty, then not an amount as the market
 * writes money (the contract's one reader, never through a float: "50.000" is fifty thousand in
 * Indonesian, "10000,5" is refused as having sen), then the range.
 */
export function checkAmount(
  text: string,
  bounds: { min: number; max: number } | null,
  locale: Locale,
  market: MarketCode = currentMarket(),
): AmountCheck {
  if (text.trim() === '') return { ok: false, error: message('depositAmountEmpty', locale) };
  const read = readMoney(text, locale, {}, market);
  if (!read.ok) return { ok: false, error: amountProblemMessage(read, locale) };
  const minor = read.minor;
  if (bounds && (minor < bounds.min || minor > bounds.max)) {
    return {
      ok: false,
      error: message('depositRange', locale, {
        // With the currency sign, as the server words the same refusal.
        min: formatMoney(bounds.min, market, locale),
        max: formatMoney(bounds.max, market, locale),
      }),
    };
  }
  return { ok: true, minor };
}

/** The amount text a chip puts into the input: plain digits, the language's decimal mark. */
export function minorToInput(minor: number, locale: Locale = requestKey()): string {
  return moneyInputText(minor, locale);
}

/** The amount typed, in minor units, or null while it is not one (chips, method availability). */
export function typedMinor(text: string, locale: Locale = requestKey()): number | null {
  const read = readMoney(text, locale);
  return read.ok ? read.minor : null;
}

/** SPEC §5: 'Please input UTR!' when empty; the UTR is exactly 12 digits. */
export function checkUtr(text: string, locale: Locale): string | null {
  const utr = text.trim();
  if (utr === '') return message('utrEmpty', locale);
  if (!/^\d{12}$/.test(utr)) return message('utrFormat', locale);
  return null;
}
