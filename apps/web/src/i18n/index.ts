import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LangKey, requestKey, storeLang } from '../stores/language';

type Texts = { default: Record<string, unknown> };

// One chunk per language: a player downloads only the language they use.
const loaders: Record<LangKey, () => Promise<Texts>> = {
  en: () => import('./locales/en'),
  ind: () => import('./locales/ind'),
};

export async function initI18n(lang: LangKey): Promise<void> {
  const texts = (await loaders[lang]()).default;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: texts } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = requestKey(lang);
}

/** SPEC §4: store the choice, then restart at the entry so every text and request uses it. */
export function switchLanguage(lang: LangKey): void {
  storeLang(lang);
  window.location.replace('/');
}
