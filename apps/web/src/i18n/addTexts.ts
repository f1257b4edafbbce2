import i18next from 'i18next';

/** One feature's texts in both languages, merged into the app's one namespace when it loads. */
export type FeatureTexts = { en: Record<string, unknown>; ind: Record<string, unknown> };

/**
 * Merges `texts` into each loaded language (deep, without overwriting existing keys), once:
 * `probeKey` is one of its keys, present after the first merge. Texts that only some pages use
 * ride with those pages' chunks this way, not with the first load.
 */
export function addTexts(texts: FeatureTexts, probeKey: string): void {
  if (!i18next.isInitialized) {
    // Tests (and any early import) get the texts as soon as i18next starts.
    i18next.on('initialized', () => addTexts(texts, probeKey));
    return;
  }
  for (const lang of ['en', 'ind'] as const) {
    if (!i18next.hasResourceBundle(lang, 'translation')) continue;
    if (i18next.exists(probeKey, { lng: lang })) continue;
    i18next.addResourceBundle(lang, 'translation', texts[lang], true, false);
  }
}
