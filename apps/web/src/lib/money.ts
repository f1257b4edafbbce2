import {
  formatMoney as formatMarketMoney,
  type Locale,
  type MarketCode,
  type MoneyInputOptions,
  type MoneyOptions,
  type ParsedAmount,
  parseMoneyInput,
} from '@cardroom/contract';
import { isPlay, marketOf, useApp } from '../stores/app';
import { type LangKey, requestKey, useLanguage } from '../stores/language';

export type { MoneyOptions } from '@cardroom/contract';

/**
 * Every money text in the app goes through here (the contract's one formatter): "Rp 4.800",
 * "-Rp 4.800", "Rp 1,5 jt"; "₹1,234.50", "₹12,34,567", "₹2.5 Cr". The market picks the
 * currency, decimals and grouping; the language picks separators and compact words.
 */
export function formatMoney(
  minor: number,
  opts: { market: MarketCode; lang: LangKey } & MoneyOptions,
): string {
  const { market, lang, ...rest } = opts;
  // The play-money edition shows whole coins without a currency sign everywhere.
  const coins = rest.coins ?? isPlay(useApp.getState());
  return formatMarketMoney(minor, market, requestKey(lang), { ...rest, coins });
}

/** The market this page runs in (the page's own, then gconfig's). */
export function currentMarket(): MarketCode {
  return marketOf(useApp.getState()).code;
}

/** For code outside components (messages, validators): the current market and language. */
export function moneyText(minor: number, opts: MoneyOptions & { lang?: LangKey } = {}): string {
  const { lang = useLanguage.getState().lang, ...rest } = opts;
  return formatMoney(minor, { market: currentMarket(), lang, ...rest });
}

/**
 * What the player typed in a money field, read the way the market and language write money
 * (`50.000` is fifty thousand in Indonesian, `1,00,000` a lakh in India): the contract's one
 * reader, the same the console and the server use. Coins (play edition) are whole.
 */
export function readMoney(
  text: string,
  locale: Locale,
  opts: MoneyInputOptions = {},
  market: MarketCode = currentMarket(),
): ParsedAmount {
  const play = isPlay(useApp.getState());
  return parseMoneyInput(text, market, locale, play ? { ...opts, wholeUnits: true } : opts);
}

/** The amount as a money field shows it to edit: plain digits, the language's decimal mark. */
export function moneyInputText(minor: number, locale: Locale): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  return `${whole}${locale === 'id' ? ',' : '.'}${String(cents).padStart(2, '0')}`;
}

/** Style for a `.money-fit` amount: its length lets CSS shrink it to one line (global.css). */
export function fitStyle(text: string, max?: string): Record<string, string | number> {
  return max ? { '--chars': text.length, '--fit-max': max } : { '--chars': text.length };
}
