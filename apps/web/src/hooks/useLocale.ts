import type { Locale, Market } from '@cardroom/contract';
import { marketOf, useApp } from '../stores/app';
import { type LangKey, requestKey, useLanguage } from '../stores/language';

/** The contract's message locale for the current language. */
export function useLocale(): Locale {
  return useLanguage((s) => requestKey(s.lang));
}

export function useLang(): LangKey {
  return useLanguage((s) => s.lang);
}

export function useMarket(): Market {
  const config = useApp((s) => s.appConfig);
  const prefix = useApp((s) => s.phoneNumberPrefix);
  return marketOf({ appConfig: config, phoneNumberPrefix: prefix });
}
