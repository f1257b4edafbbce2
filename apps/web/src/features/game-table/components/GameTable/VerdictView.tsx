import { keyedCards, PlayingCard } from '../../../../components/PlayingCard';
import { useTranslation } from '../../../../i18n';
import type { Verdict } from '../../verify';

/** What the browser recomputed for a round: its cards, and whether seed and cards check out. */
export function VerdictView({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation();
  return (
    <div
      className={verdict.match && verdict.hashOk ? 'fair-verdict is-ok' : 'fair-verdict is-bad'}
      data-testid="fair-verdict"
    >
      <small>{t('games.fairness.recomputed')}</small>
      <span className="fair-round-cards">
        {keyedCards(verdict.cards).map(({ card, key }) => (
          <PlayingCard key={key} card={card} small />
        ))}
      </span>
      <strong>{verdict.hashOk ? t('games.fairness.hashOk') : t('games.fairness.hashBad')}</strong>
      <strong>{verdict.match ? t('games.fairness.match') : t('games.fairness.mismatch')}</strong>
    </div>
  );
}
