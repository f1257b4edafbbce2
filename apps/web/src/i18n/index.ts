import { type LangKey, requestKey, storeLang } from '../stores/language';
import { i18n, type TextTree } from './translator';

export { i18n } from './translator';
export { useTranslation } from './useTranslation';

type Texts = { default: TextTree };

// One chunk per language: a player downloads only the language they use.
const loaders: Record<LangKey, () => Promise<Texts>> = {
  en: () => import('./locales/en'),
  ind: () => import('./locales/ind'),
};

export async function initI18n(lang: LangKey): Promise<void> {
  i18n.load(lang, (await loaders[lang]()).default);
  i18n.changeLanguage(lang);
  document.documentElement.lang = requestKey(lang);
}

/** SPEC §4: store the choice, then restart at the entry so every text and request uses it. */
export function switchLanguage(lang: LangKey): void {
  storeLang(lang);
  window.location.replace('/');
}
