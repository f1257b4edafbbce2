import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en';
import ind from '../i18n/locales/ind';
import { type LangKey, storeLang } from '../stores/language';

/** Real i18next with the real texts, loaded eagerly (tests need no lazy chunks). */
export async function useLanguageForTest(lang: LangKey): Promise<void> {
  storeLang(lang);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      resources: { en: { translation: en }, ind: { translation: ind } },
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(lang);
}

export function renderPage(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
