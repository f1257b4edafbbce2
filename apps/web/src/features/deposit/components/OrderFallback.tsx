import { QueryError } from '../../../components/QueryError';
import { useTranslation } from '../../../i18n';
import { isOrderMissing } from '../api';

/**
 * What an order page shows while it has no order: "not found" for an order the server does
 * not know (or no order number), a failed load with a retry, else "loading".
 */
export function OrderFallback({
  orderNo,
  query,
}: {
  orderNo: string;
  query: { error: unknown; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (!orderNo || isOrderMissing(query.error)) {
    return (
      <p className="dep-empty page-pad" data-testid="order-missing">
        {t('deposit.notFound')}
      </p>
    );
  }
  if (query.isError) return <QueryError onRetry={() => void query.refetch()} />;
  return <p className="dep-hint page-pad">{t('common.loading')}</p>;
}
