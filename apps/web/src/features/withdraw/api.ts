import { type api, type PayloadOf, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE, type RecordRange } from '../../components/List';
import { useIntent } from '../../hooks/useIntent';
import { refreshAfterAccountChanged, refreshAfterMoneyMoved } from '../../hooks/useServerSync';

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

/** Sends a code to the phone already bound to the account (money settings ask for it). */
export function useSendBoundPhoneCode() {
  return useMutation({
    mutationFn: (purpose: 'bankCard' | 'withdrawPassword') =>
      call(routes.sendBoundPhoneCode, { type: purpose }),
  });
}

/** Adds an account, or changes one (`bankCardId`); the cards and withdraw info reload after. */
export function useSaveBankCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (card: PayloadOf<typeof api.bankAdd>) => {
      const r = await call(routes.bankAdd, card);
      if (r.ok) await refreshAfterAccountChanged(qc);
      return r;
    },
  });
}

/** Makes one account the default, or deletes one; the cards reload after. */
export function useBankCardAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { action: 'setDefault' | 'delete'; bankCardId: string }) => {
      const route = v.action === 'setDefault' ? routes.bankSetDefault : routes.bankDelete;
      const r = await call(route, { bankCardId: v.bankCardId });
      if (r.ok) await refreshAfterAccountChanged(qc);
      return r;
    },
  });
}

/**
 * Sets or changes the withdrawal password; the player is reloaded (hasWithdrawPassword) and
 * Withdraw asks for the password until its info is fetched again.
 */
export function useSetWithdrawPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { password: string; confirm: string; code: string }) => {
      const r = await call(routes.setWithdrawPassword, {
        password: v.password,
        confirmPassword: v.confirm,
        verificationCode: v.code.trim(),
      });
      // The user info query refetches (and fills the session store) before this resolves.
      if (r.ok) await refreshAfterAccountChanged(qc);
      return r;
    },
  });
}

/** Applies for a withdrawal; the balance moves (or a refusal may have changed the limits). */
export function useApplyWithdraw() {
  const qc = useQueryClient();
  // Keyed per form (hooks/useIntent): a double tap or a resend takes the money once.
  const intent = useIntent();
  return useMutation({
    mutationFn: async (v: Omit<PayloadOf<typeof api.withdrawApply>, 'requestId'>) => {
      const r = await intent(v, (keyed) => call(routes.withdrawApply, keyed));
      await refreshAfterMoneyMoved(qc);
      return r;
    },
  });
}
