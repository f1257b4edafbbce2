import { useTranslation } from '../../i18n';
import './QueryError.css';
import './texts';

/** A query that failed says so, with a button that asks again (SPEC §8: no silent blank page). */
export function QueryError({
  onRetry,
  testId = 'query-error',
}: {
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="query-error page-pad" role="alert" data-testid={testId}>
      <p>{t('queryError.text')}</p>
      <button
        type="button"
        className="btn btn-ghost"
        data-testid={`${testId}-retry`}
        onClick={onRetry}
      >
        {t('queryError.retry')}
      </button>
    </div>
  );
}
