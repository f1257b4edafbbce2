import type { VipLevelUp } from '@cardroom/contract';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';

/** The levels the player reached, newest first, with what each paid. */
export function VipHistory({ history }: { history: readonly VipLevelUp[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  return (
    <section className="vip-history" data-testid="vip-history">
      <h2>{t('vip.history')}</h2>
      {history.length === 0 ? (
        <p className="vip-muted">{t('vip.historyEmpty')}</p>
      ) : (
        <ul>
          {history.map((h) => (
            <li key={h.level} data-testid={`vip-history-${h.level}`}>
              <strong>VIP{h.level}</strong>
              <span className="vip-muted">{formatTime(h.reachedAt, lang)}</span>
              <span className="vip-history-reward">
                {h.reward > 0
                  ? t('vip.historyReward', { amount: money(h.reward) })
                  : t('vip.historyNoReward')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
