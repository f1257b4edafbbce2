import { consoleApi } from '@cardroom/contract/console';
import { useCallback, useMemo, useState } from 'react';
import { useConsolePages } from '../../data';
import { ExportButton } from '../../ExportButton';
import { byCursor } from '../../paging';
import { queryState } from '../../QueryState';
import { DepositDrawer } from './DepositDrawer';
import { DeskFilters, type DeskQuery } from './DeskFilters';
import { DeskTable } from './DeskTable';
import { UnmatchedLines } from './UnmatchedLines';

/** Rows asked per page: a few screens' worth, loaded as the list scrolls. */
const PAGE = 100;

/**
 * The deposits desk (docs/OPERATIONS.md "Deposits desk"): every order in every state, searched,
 * filtered and paged by the server, in a list that draws only the rows in view; one order's whole
 * history in a drawer; and the bank statement's unmatched lines beside the orders they might
 * belong to. Deciding a waiting order stays the Deposits queue's job.
 */
export function DepositDeskPage() {
  const [tab, setTab] = useState<'orders' | 'unmatched'>('orders');
  const [filters, setFilters] = useState<DeskQuery>({ sort: 'newest' });
  const [opened, setOpened] = useState<string | null>(null);
  // Undefined filters are left out of the request (and of the cache key, by `call`'s rule).
  const payload = useMemo(() => ({ ...filters, limit: PAGE }), [filters]);
  const query = useConsolePages(consoleApi.consoleDepositsSearch, payload, byCursor, {
    keepPrevious: true,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const first = query.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const wait = queryState(query, 'Loading deposits…');
  return (
    <section aria-labelledby="desk-title" className="desk">
      <h1 id="desk-title">Deposit desk</h1>
      <div className="tabs" role="tablist" aria-label="Desk views">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'orders'}
          className={tab === 'orders' ? '' : 'secondary'}
          onClick={() => setTab('orders')}
        >
          Orders
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'unmatched'}
          className={tab === 'unmatched' ? '' : 'secondary'}
          onClick={() => setTab('unmatched')}
        >
          Unmatched statement lines
        </button>
      </div>
      {tab === 'orders' ? (
        <>
          <DeskFilters sign={first?.currencySign ?? ''} onApply={setFilters} />
          <div className="desk-bar">
            <ExportButton endpoint={consoleApi.consoleDepositsExport} payload={filters} />
          </div>
          {wait ??
            (first && first.total === 0 ? (
              <p className="notice">No deposit order matches.</p>
            ) : (
              <DeskTable
                rows={rows}
                sign={first?.currencySign ?? ''}
                total={first?.total ?? 0}
                hasMore={!!hasNextPage}
                loadingMore={isFetchingNextPage}
                onMore={more}
                onOpen={setOpened}
              />
            ))}
        </>
      ) : (
        <UnmatchedLines onOpen={setOpened} />
      )}
      {opened ? <DepositDrawer orderNo={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
