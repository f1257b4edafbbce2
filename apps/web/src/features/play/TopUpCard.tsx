import { routes } from '@cardroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { useIntent } from '../../hooks/useIntent';
import { useMoney } from '../../hooks/useMoney';
import { refreshAfterMoneyMoved } from '../../hooks/useServerSync';
import { useTranslation } from '../../i18n';
import { showToast } from '../../stores/ui';
import './play.css';

const TOP_UP_KEY = ['play', 'topup'] as const;

/**
 * The play-money edition's free coins (Home): the daily top-up, once per market day, and the
 * low-balance top-up, offered while the balance is under the operator's threshold. The
 * server decides both (its caps hold under concurrent taps); a refusal is toasted by the
 * request wrapper in the player's language.
 */
export function TopUpCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: TOP_UP_KEY,
    queryFn: () => dataOf(call(routes.playTopUpInfo, {}, { silent: true })),
  });
  const intent = useIntent();
  const claim = useMutation({
    mutationFn: (kind: 'daily' | 'low') =>
      intent({ kind }, (keyed) => call(routes.playTopUpClaim, keyed)),
    onSuccess: (r) => {
      if (r.ok)
        showToast(t('play.credited', { amount: money(r.data.credited) }), { icon: 'success' });
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: TOP_UP_KEY }),
        refreshAfterMoneyMoved(qc),
      ]);
    },
  });
  const info = q.data;
  if (!info) return null;
  const lowShown = info.low.available;
  return (
    <section className="topup card" data-testid="play-topup">
      <h2 className="topup-title">{t('play.topUpTitle')}</h2>
      <div className="topup-row">
        <span>{t('play.dailyTitle')}</span>
        {info.daily.claimed ? (
          <span className="muted" data-testid="topup-daily-done">
            {t('play.dailyDone')}
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="topup-daily"
            disabled={claim.isPending}
            onClick={() => claim.mutate('daily')}
          >
            {t('play.dailyCollect', { amount: money(info.daily.amount) })}
          </button>
        )}
      </div>
      {lowShown && (
        <div className="topup-row">
          <span>
            {t('play.lowTitle')}
            <small className="muted topup-hint">
              {t('play.lowHint', {
                threshold: money(info.low.threshold),
                used: info.low.usedToday,
                max: info.low.maxPerDay,
              })}
            </small>
          </span>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="topup-low"
            disabled={claim.isPending}
            onClick={() => claim.mutate('low')}
          >
            {t('play.lowCollect', { amount: money(info.low.amount) })}
          </button>
        </div>
      )}
    </section>
  );
}
