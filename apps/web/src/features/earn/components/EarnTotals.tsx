import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import type { AgentInfo } from '../rules';

/** The player's totals since they joined the programme (all time, not the team's range). */
export function EarnTotals({ totals }: { totals: AgentInfo['totals'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cells = [
    ['invitees', String(totals.invitees)],
    ['valid', String(totals.validInvitees)],
    ['paid', money(totals.rewardsPaid)],
    ['waiting', money(totals.rewardsWaiting)],
  ] as const;
  return (
    <section className="earn-box" data-testid="earn-totals">
      <h2>{t('earn.totals.title')}</h2>
      <dl className="earn-totals">
        {cells.map(([key, value]) => (
          <div key={key} className="earn-total">
            <dt>{t(`earn.totals.${key}`)}</dt>
            <dd data-testid={`earn-total-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
