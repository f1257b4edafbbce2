import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useLanguage } from '../../../stores/language';
import { type Programme, percentOfBps, validConditions } from '../rules';

/**
 * The programme's rules as the server states them (SPEC §9: a reward for every 2 valid
 * invitees, paid at 05:00 IST the next morning; the agent rebate share). Paused: said first.
 */
export function ProgrammeRules({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage((s) => s.lang);
  const conditions = validConditions(programme);
  return (
    <section className="earn-box" data-testid="earn-rules">
      <h2>{t('earn.rules.title')}</h2>
      {!programme.live && (
        <p className="earn-paused" role="status" data-testid="earn-paused">
          {t('earn.rules.paused')}
        </p>
      )}
      <ul className="earn-rules">
        <li data-testid="earn-rule-pair">
          {t('earn.rules.pair', { amount: money(programme.rewardPerPair) })}
        </li>
        <li data-testid="earn-rule-valid">
          {conditions.length === 0 ? (
            t('earn.rules.validAlways')
          ) : (
            <>
              {t('earn.rules.validWhen')}
              <ul>
                {conditions.map((c) => (
                  <li key={c.key}>
                    {c.key === 'phone'
                      ? t('earn.rules.phone')
                      : t(`earn.rules.${c.key}`, {
                          amount: money(c.amount),
                          period: 'days' in c ? t('earn.rules.days', { count: c.days }) : '',
                        })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
        <li data-testid="earn-rule-payout">
          {t('earn.rules.payout', { time: programme.payoutTime })}
        </li>
        {programme.rebateBps > 0 && (
          <li data-testid="earn-rule-rebate">
            {t('earn.rules.rebate', { percent: percentOfBps(programme.rebateBps, lang) })}
          </li>
        )}
      </ul>
    </section>
  );
}
