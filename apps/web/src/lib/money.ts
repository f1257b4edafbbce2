import { formatMinor, formatMinorCompact } from '@cardroom/contract';

/** BCP 47 tag for a language key: money and dates follow the chosen language. */
export function intlTagOf(lang: string): string {
  return lang === 'en' ? 'en-US' : 'id-ID';
}

/**
 * An amount for display with the market's currency sign: "Rp 1.234,56" / "₹ 1,234.56".
 * Compact (K/M/B/T) for tight spots such as the header chip.
 */
export function formatMoney(
  minor: number,
  opts: { sign: string; lang: string; compact?: boolean },
): string {
  const tag = intlTagOf(opts.lang);
  const text = opts.compact ? formatMinorCompact(minor, tag) : formatMinor(minor, tag);
  return opts.sign ? `${opts.sign} ${text}` : text;
}
