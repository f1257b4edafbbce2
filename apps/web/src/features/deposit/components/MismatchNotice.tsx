import type { DepositOrder } from '@cardroom/contract';
import { useMoney } from '../../../hooks/useMoney';
import { useTranslation } from '../../../i18n';
import { useManualHandling } from './handling';

/**
 * A pending order whose money arrived in another amount (issue 33: ₹1,400 for a ₹1,500
 * order): what arrived, why it was not credited, and what the operator does next.
 */
export function MismatchNotice({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const handling = useManualHandling();
  if (order.receivedAmount === null || order.status !== 'pending') return null;
  const amounts = { received: money(order.receivedAmount), amount: money(order.amount) };
  return (
    <section className="card dep-box dep-mismatch" role="status" data-testid="order-mismatch">
      <h2 className="dep-h">{t('deposit.mismatch.title')}</h2>
      <p>{t('deposit.mismatch.body', amounts)}</p>
      {handling && <p>{t('deposit.mismatch.next', { ...amounts, ...handling })}</p>}
    </section>
  );
}
