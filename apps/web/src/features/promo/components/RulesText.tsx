import { useTranslation } from '../../../i18n';

/** The operator's rules, written by the server in the player's language; line breaks kept. */
export function RulesText({ text }: { text: string }) {
  const { t } = useTranslation();
  if (text.trim() === '') return null;
  return (
    <section className="promo-box" data-testid="promo-rules">
      <h2>{t('promo.rules')}</h2>
      <p className="promo-rules">{text}</p>
    </section>
  );
}
