import { useSyncExternalStore } from 'react';
import { i18n, type TFunction, type Translator } from './translator';

const version = () => i18n.version;

/**
 * The texts in a component: `const { t } = useTranslation()`. The component renders again
 * when the language changes (in the app a change restarts it; tests switch in place).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  useSyncExternalStore(i18n.subscribe, version, version);
  return { t: i18n.t, i18n };
}
