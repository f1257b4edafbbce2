import type { ReactNode } from 'react';
import { QueryError } from '../QueryError';
import { ListFooter } from './ListFooter';
import type { PagedListState } from './paged';

/**
 * The body of every history list: the rows, then the footer (empty text, "load more" or
 * "no more"); a page that failed to load says so with a retry instead of looking empty.
 */
export function PagedList<T>({
  list,
  className,
  emptyText,
  children,
}: {
  list: PagedListState<T>;
  /** The `<ul>`'s class: each list keeps its own row styles. */
  className: string;
  emptyText?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <ul className={className}>{list.items.map(children)}</ul>
      {list.failed ? (
        <QueryError onRetry={list.retry} testId="list-error" />
      ) : (
        <ListFooter
          count={list.items.length}
          loading={list.loading}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onMore={list.loadMore}
          emptyText={emptyText}
        />
      )}
    </>
  );
}
