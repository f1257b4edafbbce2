import type { VipInfo } from '@cardroom/contract';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { progressBars } from '../rules';

/** The level badge and the bars towards the next level, with what each still needs. */
export function VipSummary({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const bars = progressBars(info);
  const { next } = info;
  return (
    <section className="vip-hero" data-testid="vip-summary">
      <div className="vip-badge" data-testid="vip-level">
        <span className="vip-badge-crown" aria-hidden="true">
          ♛
        </span>
        <strong>{info.currentVipConfig.name}</strong>
      </div>
      <p className="vip-hero-label">{t('vip.yourLevel')}</p>
      {next ? (
        <div className="vip-next" data-testid="vip-next">
          <h2>{t('vip.toNext', { name: info.nextVipConfig?.name ?? `VIP${next.level}` })}</h2>
          {bars.map((bar) => (
            <div className="vip-bar" key={bar.kind} data-testid={`vip-bar-${bar.kind}`}>
              <div className="vip-bar-head">
                <span>{t(bar.kind === 'deposit' ? 'vip.deposit' : 'vip.validBet')}</span>
                <span className="vip-bar-need" data-testid={`vip-need-${bar.kind}`}>
                  {bar.needed > 0 ? t('vip.needMore', { amount: money(bar.needed) }) : t('vip.met')}
                </span>
              </div>
              <div
                className="vip-bar-track"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={bar.percent}
                aria-label={t(bar.kind === 'deposit' ? 'vip.deposit' : 'vip.validBet')}
              >
                <div className="vip-bar-fill" style={{ width: `${bar.percent}%` }} />
              </div>
              <div className="vip-bar-nums">
                {money(bar.total)} / {money(bar.target)}
              </div>
            </div>
          ))}
          {next.reward > 0 && (
            <p className="vip-next-reward">{t('vip.nextReward', { amount: money(next.reward) })}</p>
          )}
        </div>
      ) : (
        <p className="vip-top" data-testid="vip-top">
          {t('vip.top')}
        </p>
      )}
    </section>
  );
}
