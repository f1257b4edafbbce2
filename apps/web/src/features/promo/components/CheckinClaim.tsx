import { useTranslation } from '../../../i18n';
import './checkinTexts';
import { useMoney } from '../../../hooks/useMoney';
import type { CheckinAction } from '../rules';
import { useCountdownText } from './TimeLeft';

/**
 * Today's check-in button and what stands in its way: claim today's reward, already claimed
 * (with the time to the next market day), or how much more to deposit or bet today, with a
 * way to Deposit. Disabled while a claim is on its way, so a double tap claims once.
 */
export function CheckinClaim({
  action,
  nextDayAt,
  pending,
  onClaim,
  onDeposit,
}: {
  action: CheckinAction;
  nextDayAt: string;
  pending: boolean;
  onClaim: () => void;
  onDeposit: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const next = useCountdownText(nextDayAt);
  if (action.kind === 'claim') {
    return (
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="checkin-claim"
        disabled={pending}
        onClick={onClaim}
      >
        {t('promo.claimAmount', { amount: money(action.amount) })}
      </button>
    );
  }
  if (action.kind === 'claimed') {
    return (
      <div className="checkin-note" data-testid="checkin-claimed">
        <strong>{t('promo.checkin.claimedToday')}</strong>
        {typeof next === 'string' && next !== 'ended' && (
          <span>{t('promo.checkin.nextIn', { time: next })}</span>
        )}
      </div>
    );
  }
  const key = action.kind === 'deposit' ? 'promo.checkin.depositMore' : 'promo.checkin.betMore';
  return (
    <div className="checkin-note" data-testid="checkin-blocked">
      <strong>{t(key, { amount: money(action.amountLeft) })}</strong>
      {action.kind === 'deposit' && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="checkin-to-deposit"
          onClick={onDeposit}
        >
          {t('promo.toDeposit')}
        </button>
      )}
    </div>
  );
}
