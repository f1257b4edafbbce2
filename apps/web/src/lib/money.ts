import {
  formatMoney as formatMarketMoney,
  formatPercent,
  type MarketCode,
  type MoneyOptions,
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

/** Style for a `.money-fit` amount: its length lets CSS shrink it to one line (global.css). */
export function fitStyle(text: string, max?: string): Record<string, string | number> {
  return max ? { '--chars': text.length, '--fit-max': max } : { '--chars': text.length };
}

/**
 * A share in basis points as the player reads it, in the language's number style: 50 → "0.5%"
 * (en) / "0,5%" (ind), 1000 → "10%". At most two decimals, which is what a basis point allows.
 */
export function percentOfBps(bps: number, lang: string): string {
  return formatPercent(bps, lang === 'en' ? 'en' : 'id');
}
