import type { Locale } from '@cardroom/contract';
import { create } from 'zustand';
import { KEYS, readJson, writeJson } from '../lib/storage';

export interface LanguageItem {
  name: string;
  key: string;
  requestKey: string;
}

export type LangKey = 'en' | 'ind';

export const DEFAULT_LANG: LangKey = 'ind';

/** Shown until /language/languages answers, and if it never does. */
export const BUILT_IN_LANGUAGES: LanguageItem[] = [
  { name: 'English', key: 'en', requestKey: 'en' },
  { name: 'Bahasa Indonesia', key: 'ind', requestKey: 'id' },
];

export function toLangKey(v: unknown): LangKey {
  return v === 'en' ? 'en' : DEFAULT_LANG;
}

export interface LanguageState {
  lang: LangKey;
  languageList: LanguageItem[];
}

export const useLanguage = create<LanguageState>(() => ({
  lang: toLangKey(readJson<string>(KEYS.lang, DEFAULT_LANG)),
  languageList: BUILT_IN_LANGUAGES,
}));

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
