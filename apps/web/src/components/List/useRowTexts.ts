import { useLang } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { useTranslation } from '../../i18n';
import { formatTime } from '../../lib/time';

/** What a record row writes, in the player's language: texts, money and times. */
export function useRowTexts() {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoney();
  return { t, money, time: (iso: string) => formatTime(iso, lang) };
}
