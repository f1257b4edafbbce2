import { i18n, type TextTree } from './translator';

/** One feature's texts in both languages, merged into the app's one namespace when it loads. */
export type FeatureTexts = { en: TextTree; ind: TextTree };

/**
 * Merges `texts` into the loaded language, and into one loaded later, without overwriting
 * existing keys; adding the same texts again does nothing. Texts that only some pages use ride
 * with those pages' chunks this way, not with the first load.
 */
export function addTexts(texts: FeatureTexts): void {
  i18n.add(texts);
}
