import { useTranslation } from '../../i18n';
import './list.css';
import { ensureListTexts } from './texts';

ensureListTexts();

/** Empty text, "load more" button or "no more" line under a paged list. */
export function ListFooter({
  count,
  loading,
  hasMore,
  loadingMore,
  onMore,
  emptyText,
}: {
  count: number;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** What an empty list says, when the list has better words than "No records yet". */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (loading) return <p className="dep-hint dep-center">{t('common.loading')}</p>;
  if (count === 0) {
    return (
      <p className="dep-empty" data-testid="list-empty">
        {emptyText ?? t('records.empty')}
      </p>
    );
  }
  if (hasMore) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-block"
        disabled={loadingMore}
        data-testid="load-more"
        onClick={onMore}
      >
        {loadingMore ? t('common.loading') : t('records.loadMore')}
      </button>
    );
  }
  return <p className="dep-hint dep-center">{t('records.noMore')}</p>;
}
