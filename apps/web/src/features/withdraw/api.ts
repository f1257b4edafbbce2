import { routes } from '@cardroom/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE, type RecordRange } from '../../components/List';

/** The withdraw feature's query keys, one place (hooks/useServerSync refreshes the first two). */
export const withdrawKeys = {
  info: ['withdrawInfo'] as const,
  bankCards: ['bankList'] as const,
  detail: (orderNo: string) => ['withdrawDetail', orderNo] as const,
  history: (range: RecordRange) => ['withdrawRecord', range] as const,
};

/** One page of the player's withdrawals; a failed call throws (`dataOf`). */
export const withdrawRecordPage = (range: RecordRange) => (page: number) =>
  dataOf(call(routes.withdrawRecord, { range, page, pageSize: PAGE_SIZE }));

/** Limits, fee rule, cards and balance for the Withdraw page; a failed call fails the query. */
export const withdrawInfoQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.info,
    queryFn: () => dataOf(call(routes.withdrawInfo, {})),
  });

export const bankCardsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.bankCards,
    queryFn: () => dataOf(call(routes.bankList, {})),
  });

/**
 * The player's withdraw accounts, shared by the list and the edit page. `refresh` reloads
 * them and the withdraw info (which shows the default account).
 */
export function useBankCards() {
  const qc = useQueryClient();
  const q = useQuery(bankCardsQuery());
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: withdrawKeys.bankCards });
    await qc.invalidateQueries({ queryKey: withdrawKeys.info });
  };
  return { data: q.data, failed: q.isError && !q.data, retry: () => void q.refetch(), refresh };
}
