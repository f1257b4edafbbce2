import { useCallback, useEffect, useRef, useState } from 'react';

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
 * A "load more" list: pages of PAGE_SIZE fetched on demand, restarted when the filters
 * (the key) change. `fetchPage` resolves null on failure (the client has toasted).
 */
export function usePagedList<T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T> | null>,
) {
  const keyText = JSON.stringify(key);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const [pages, setPages] = useState<Array<Page<T>>>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const gen = useRef(0);

  const load = useCallback(async (page: number, reset: boolean) => {
    const mine = reset ? ++gen.current : gen.current;
    if (reset) setLoading(true);
    else setLoadingMore(true);
    const r = await fetchRef.current(page);
    if (mine !== gen.current) return;
    setLoading(false);
    setLoadingMore(false);
    if (!r) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setPages((prev) => (reset ? [r] : [...prev, r]));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for the filters.
  useEffect(() => {
    setPages([]);
    void load(1, true);
  }, [keyText, load]);

  const last = pages[pages.length - 1];
  const next = last ? nextPageOf(last, pages) : undefined;
  return {
    items: pages.flatMap((p) => p.list),
    loading,
    failed,
    hasMore: next !== undefined,
    loadingMore,
    loadMore: () => {
      if (next !== undefined && !loadingMore) void load(next, false);
    },
    refetch: () => void load(1, true),
  };
}
