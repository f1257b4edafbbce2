import { CallFailed } from '../../../api/query';
import { PageLoading } from '../../../components/PageStatus';
import { QueryError } from '../../../components/QueryError';

/**
 * What a promo page shows before its data: a spinner, the server's own words when the
 * operator runs no such promotion in this market (state 404, `promoUnavailable`), or a failed
 * load with a retry.
 */
export function PromoLoadState({
  error,
  isError,
  onRetry,
}: {
  error: unknown;
  isError: boolean;
  onRetry: () => void;
}) {
  if (!isError) return <PageLoading />;
  if (error instanceof CallFailed && error.result.state === '404') {
    return (
      <p className="promo-empty" data-testid="promo-unavailable">
        {error.message}
      </p>
    );
  }
  return <QueryError onRetry={onRetry} />;
}
