import { useQuery } from '@tanstack/react-query';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../stores/session';
import { limitsQuery, useHeldReturn } from '../api';
import { useWhen } from './LimitRow';

/**
 * Deposit money that arrived beyond a deposit limit (docs/ARCHITECTURE.md "Money beyond a
 * deposit limit"): how much is held, when it is released, and the player's request to have it
 * sent back. Shown on Safer play and the deposit page; says nothing when nothing is held.
 */
export function HeldMoney() {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useWhen();
  const uid = useSession((s) => s.uid);
  const q = useQuery({ ...limitsQuery(uid), retry: false });
  const ask = useHeldReturn();
  const held = q.data?.held;
  if (!held || (held.waiting === 0 && held.returnRequested === 0)) return null;
  return (
    <section className="limit-held card" data-testid="limits-held">
      {held.waiting > 0 && (
        <>
          <h2 data-testid="limits-held-amount">
            {t('limits.heldTitle', { amount: money(held.waiting) })}
          </h2>
          <p className="limit-note" data-testid="limits-held-when">
            {held.releaseFrom
              ? t('limits.heldAt', { at: when(held.releaseFrom) })
              : t('limits.heldSoon')}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            disabled={ask.isPending}
            data-testid="limits-held-return"
            onClick={() => ask.mutate()}
          >
            {t('limits.heldReturn')}
          </button>
        </>
      )}
      {held.returnRequested > 0 && (
        <p className="limit-note" data-testid="limits-held-returning">
          {t('limits.heldReturnRequested', { amount: money(held.returnRequested) })}
        </p>
      )}
    </section>
  );
}
