import type { VipLevelUp } from '@cardroom/contract';
import { useLang } from '../../../hooks/useLocale';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { isPlay, useApp } from '../../../stores/app';
import { vipTextKey } from '../rules';

/** The levels the player reached, newest first, with what each paid. */
export function VipHistory({ history }: { history: readonly VipLevelUp[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  const play = useApp(isPlay);
  return (
    <section className="vip-history" data-testid="vip-history">
      <h2>{t('vip.history')}</h2>
      {history.length === 0 ? (
        <p className="vip-muted">{t(vipTextKey('historyEmpty', play))}</p>
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
