import { type depositStatuses, routes, State } from '@cardroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, call } from '../../api';
import { CallFailed, dataOf } from '../../api/query';
import { PAGE_SIZE, type RecordRange } from '../../components/List';
import { useIntent } from '../../hooks/useIntent';
import { refreshAfterMoneyMoved } from '../../hooks/useServerSync';
import { useApp } from '../../stores/app';
import { type PayChannelInfo, useDeposit } from '../../stores/deposit';
import { hideLoading, showLoading } from '../../stores/ui';
import { deriveFromChargeInfo, selectionOf } from './rules/derive';

/** The deposit feature's query keys, one place. */
export const depositKeys = {
  orderDetail: (orderNo: string) => ['rechargeOrderDetail', orderNo] as const,
  vaInfo: ['vaInfo'] as const,
  cryptoAddress: (network: string) => ['cryptoAddress', network] as const,
  history: (range: RecordRange, status: DepositStatusFilter) =>
    ['rechargeRecord', range, status] as const,
};

export type DepositStatusFilter = 'all' | (typeof depositStatuses)[number];

/** One page of the player's deposit orders; a failed call throws (`dataOf`). */
export const depositRecordPage =
  (range: RecordRange, status: DepositStatusFilter) => (page: number) =>
    dataOf(call(routes.rechargeRecord, { page, pageSize: PAGE_SIZE, range, status }));

const fetchOrder = (orderNo: string) =>
  dataOf(call(routes.rechargeOrderDetail, { orderNo }, { silent: true }));

/** One deposit order (SPEC §3 fields); a failed call fails the query. */
export const orderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.orderDetail(orderNo),
    enabled: orderNo !== '',
    queryFn: () => fetchOrder(orderNo),
  });

/** While an order is pending the detail page asks again this often, so the player sees it arrive. */
export const ORDER_POLL_MS = 3000;

/**
 * The order of the detail page: polled while pending, and once it is settled the balance is
 * refreshed now rather than at the next 10 s poll.
 */
export function useLiveOrder(orderNo: string) {
  const qc = useQueryClient();
  return useQuery({
    ...orderDetailQuery(orderNo),
    queryFn: async () => {
      const order = await fetchOrder(orderNo);
      if (order.status !== 'pending') void refreshAfterMoneyMoved(qc);
      return order;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

/** The server knows no such order of this player's (as opposed to a call that failed). */
export const isOrderMissing = (error: unknown): boolean =>
  error instanceof CallFailed && error.result.state === State.notFound;

/** The player's virtual account (one per player). */
export const vaInfoQuery = () =>
  queryOptions({
    queryKey: depositKeys.vaInfo,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => dataOf(call(routes.vaInfo, {}, { silent: true })),
  });

/** The player's own address on one crypto network; it does not change, so it is asked once. */
export const cryptoAddressQuery = (network: string) =>
  queryOptions({
    queryKey: depositKeys.cryptoAddress(network),
    enabled: network !== '',
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => dataOf(call(routes.cryptoAddress, { network }, { silent: true })),
  });

/**
 * The deposit store of SPEC §3 is the spec's own client state (the navigation guard and the
 * closed popup read it before any deposit page loads), so these two fill it rather than a
 * query cache. SPEC §7–8: getChargeInfo with a code other than 200 sets nothing (a closed
 * deposit stays closed and an open one stays open).
 */
export async function loadChargeInfo(): Promise<void> {
  const r = await call(routes.getChargeInfo, {}, { silent: true });
  if (!r.ok || typeof r.data !== 'object' || r.data === null) return;
  const s = useDeposit.getState();
  useDeposit.setState(
    deriveFromChargeInfo(r.data, useApp.getState().phoneNumberPrefix, s.payChannelInfo, s),
  );
}

/** SPEC §8: with a code other than 200 the channel info is left as it was. */
export async function loadPayChannel(): Promise<void> {
  const r = await call(routes.getPayChannel, {}, { silent: true });
  if (!r.ok || typeof r.data !== 'object' || r.data === null) return;
  const pay = r.data as PayChannelInfo;
  const s = useDeposit.getState();
  const online = s.onlinePaymentData.depositMethodSelectItem;
  useDeposit.setState({
    payChannelInfo: pay,
    onlinePaymentData: { ...s.onlinePaymentData, ...selectionOf(online, pay) },
  });
}

/**
 * A deposit write as a mutation behind the loading indicator (SPEC §8: a pending order
 * blocks the screen). It resolves with the call's result; failures were toasted by the wrapper.
 * Every one is keyed (`requestId`, hooks/useIntent): a double tap or a resend of the same form
 * makes one order.
 */
function useDepositWrite<V extends object, R>(
  write: (v: V, requestId: string) => Promise<ApiResult<R>>,
) {
  const intent = useIntent();
  return useMutation({
    mutationFn: async (v: V) => {
      showLoading();
      try {
        return await intent(v, (keyed) => write(v, keyed.requestId));
      } finally {
        hideLoading();
      }
    },
  });
}

/** Online order: the answer carries the gateway's pay url. */
export const useCreateOnlineOrder = () =>
  useDepositWrite((v: { amount: number; type: string }, requestId) =>
    call(routes.createRechargeOrder, { ...v, requestId }),
  );

/** UPI / IMPS transfer order: the answer carries the account to pay. */
export const useCreateTransferOrder = () =>
  useDepositWrite((v: { amount: number; method: 'upi' | 'imps' }, requestId) =>
    call(routes.createTransferOrder, { ...v, requestId }),
  );

/** Agency order with one agent. */
export const useCreateAgentOrder = () =>
  useDepositWrite((v: { agentId: string; amount: number }, requestId) =>
    call(routes.createAgentOrder, { ...v, requestId }),
  );

/** The UTR of a transfer the player made for an order; the order is asked for again after. */
export function useSubmitUtr() {
  const qc = useQueryClient();
  return useDepositWrite(async (v: { orderNo: string; utr: string }, requestId) => {
    const r = await call(routes.submitUtr, { orderNo: v.orderNo, utr: v.utr.trim(), requestId });
    if (r.ok) await qc.invalidateQueries({ queryKey: depositKeys.orderDetail(v.orderNo) });
    return r;
  });
}

/** Self-service UTR: a payment made without an order. */
export const useSelfUtr = () =>
  useDepositWrite((v: { amount: number; utr: string }, requestId) =>
    call(routes.selfUtr, { amount: v.amount, utr: v.utr.trim(), requestId }),
  );
