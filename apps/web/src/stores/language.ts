import { type Locale, MARKETS, type MarketCode } from '@cardroom/contract';
import { create } from 'zustand';
import { pageMarket } from '../lib/market';
import { KEYS, readJson, writeJson } from '../lib/storage';

export interface LanguageItem {
  name: string;
  key: string;
  requestKey: string;
}

export type LangKey = 'en' | 'ind';

/** Only when neither the player nor the market says (a page the server did not write). */
export const DEFAULT_LANG: LangKey = 'ind';

/** Shown until /language/languages answers, and if it never does. */
export const BUILT_IN_LANGUAGES: LanguageItem[] = [
  { name: 'English', key: 'en', requestKey: 'en' },
  { name: 'Bahasa Indonesia', key: 'ind', requestKey: 'id' },
];

/** The one language → Intl (BCP 47) tag mapping: dates and numbers follow the chosen language. */
const INTL_TAGS: Record<LangKey, string> = { en: 'en-US', ind: 'id-ID' };

export function intlTagOf(lang: string): string {
  return INTL_TAGS[toLangKey(lang)];
}

export function toLangKey(v: unknown): LangKey {
  return v === 'en' ? 'en' : DEFAULT_LANG;
}

export interface LanguageState {
  lang: LangKey;
  languageList: LanguageItem[];
}

/** The player's own choice, if they made one on this device. */
export function storedLang(): LangKey | null {
  const v = readJson<unknown>(KEYS.lang, null);
  return v === 'en' || v === 'ind' ? v : null;
}

/**
 * The language to show: the player's choice; until they choose, the market's default
 * (English in India, Indonesian in Indonesia); null when the market is not known yet.
 */
export function languageFor(stored: LangKey | null, market: MarketCode | null): LangKey | null {
  if (stored) return stored;
  return market ? MARKETS[market].defaultLanguage : null;
}

export const useLanguage = create<LanguageState>(() => ({
  lang: languageFor(storedLang(), pageMarket()) ?? DEFAULT_LANG,
  languageList: BUILT_IN_LANGUAGES,
}));

/** Applies the market's default when the page did not carry the market (see main.tsx). */
export function applyMarketDefault(market: MarketCode): LangKey {
  const lang = languageFor(storedLang(), market) ?? DEFAULT_LANG;
  useLanguage.setState({ lang });
  return lang;
}

/** The value of the common `locale` field and of the contract's message catalog. */
export function requestKey(lang: LangKey = useLanguage.getState().lang): Locale {
  return lang === 'en' ? 'en' : 'id';
}

export function setLanguageList(list: LanguageItem[]): void {
  // Only languages the app has texts for are offered, whatever the server lists.
  const known = list.filter((l) => l.key === 'en' || l.key === 'ind');
  if (known.length > 0) useLanguage.setState({ languageList: known });
}

export function storeLang(lang: LangKey): void {
  writeJson(KEYS.lang, lang);
  useLanguage.setState({ lang });
}
