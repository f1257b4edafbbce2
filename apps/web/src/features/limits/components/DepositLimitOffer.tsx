import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { go } from '../../../nav';
import { useSession } from '../../../stores/session';
import { limitsQuery, useAcknowledge } from '../api';

/**
 * On the deposit page: the one-time offer to set a deposit limit (until the player sets one
 * or says no thanks, remembered on the server). Says nothing while loading or on failure.
 */
export function DepositLimitOffer({ safetyPath }: { safetyPath: string }) {
  const { t } = useTranslation();
  const uid = useSession((s) => s.uid);
  const q = useQuery({ ...limitsQuery(uid), retry: false });
  const ack = useAcknowledge();
  if (!q.data?.depositLimitOffer) return null;
  return (
    <section className="limit-offer card" data-testid="deposit-limit-offer">
      <h2>{t('limits.offerTitle')}</h2>
      <p>{t('limits.offerText')}</p>
      <div className="limit-actions">
        <button
          type="button"
          className="btn btn-red"
          data-testid="deposit-limit-offer-set"
          onClick={() => go('navigateTo', safetyPath)}
        >
          {t('limits.offerSet')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={ack.isPending}
          data-testid="deposit-limit-offer-no"
          onClick={() => ack.mutate('offer')}
        >
          {t('limits.offerNo')}
        </button>
      </div>
    </section>
  );
}
