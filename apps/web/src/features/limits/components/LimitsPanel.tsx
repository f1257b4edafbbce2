import { type LimitKind, limitKinds } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../stores/session';
import { limitsQuery, useAcknowledge } from '../api';
import { HeldMoney } from './HeldMoney';
import { LimitRow } from './LimitRow';

/** The 6-monthly review: shown until the player says the limits are still right. */
function ReviewPrompt() {
  const { t } = useTranslation();
  const ack = useAcknowledge();
  return (
    <section className="limit-review card" data-testid="limits-review">
      <h2>{t('limits.reviewTitle')}</h2>
      <p>{t('limits.reviewText')}</p>
      <button
        type="button"
        className="btn btn-red btn-block"
        disabled={ack.isPending}
        data-testid="limits-review-done"
        onClick={() => ack.mutate('review')}
      >
        {t('limits.reviewDone')}
      </button>
    </section>
  );
}

/** The player's limits, by kind, each with its periods. */
export function LimitsPanel() {
  const { t } = useTranslation();
  const uid = useSession((s) => s.uid);
  const q = useQuery(limitsQuery(uid));
  if (q.isError) return <QueryError onRetry={() => void q.refetch()} />;
  if (!q.data) return <div className="page-status" aria-busy="true" />;
  const byKind = (kind: LimitKind) => q.data.limits.filter((l) => l.kind === kind);
  return (
    <div className="limits" data-testid="limits">
      {q.data.reviewDue && <ReviewPrompt />}
      <p className="limits-intro">{t('limits.intro')}</p>
      <HeldMoney />
      {limitKinds.map((kind) => (
        <section key={kind} className="limit-kind card" data-testid={`limits-${kind}`}>
          <h2>{t(`limits.kinds.${kind}`)}</h2>
          <p className="limit-note">{t(`limits.kindHints.${kind}`)}</p>
          {kind === 'deposit' && (
            <p className="limit-note" data-testid="limits-held-rule">
              {t('limits.heldRule')}
            </p>
          )}
          <ul>
            {byKind(kind).map((v) => (
              <LimitRow key={`${v.kind}-${v.period}`} view={v} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
