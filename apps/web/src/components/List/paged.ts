import { useInfiniteQuery } from '@tanstack/react-query';

export const PAGE_SIZE = 20;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
}

/** Whether another page exists after `pages` (by the server's total, or a short last page). */
export function nextPageOf<T>(last: Page<T>, all: ReadonlyArray<Page<T>>, size = PAGE_SIZE) {
  const loaded = all.reduce((n, p) => n + p.list.length, 0);
  if (last.list.length < size || loaded >= last.total) return undefined;
  return last.page + 1;
}

/**
 * A "load more" list: pages of PAGE_SIZE fetched on demand, restarted when the filters (the
 * key) change. `fetchPage` throws on failure (`dataOf`), so a failed page shows as `failed`
 * with a retry instead of an empty list.
 */
export function usePagedList<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
) {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageOf(last, all),
  });
  const busy = q.isFetchingNextPage;
  // While a retry runs the list shows "loading", not the error it is retrying.
  const failed = q.isError && !q.isFetching;
  return {
    items: q.data?.pages.flatMap((p) => p.list) ?? [],
    loading: q.data === undefined && !failed,
    failed,
    hasMore: q.hasNextPage,
    loadingMore: busy,
    loadMore: () => {
      if (q.hasNextPage && !busy) void q.fetchNextPage();
    },
    /** After a failure: the page that failed again (the next one, or the first). */
    retry: () => void (q.data && q.hasNextPage ? q.fetchNextPage() : q.refetch()),
  };
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;
