import { type api, type RankingBoard, type ResultOf, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, call } from '../../api';
import { dataOf } from '../../api/query';
import { PAGE_SIZE } from '../../components/List/paged';
import { useIntent } from '../../hooks/useIntent';
import { useOneAtATime } from '../../hooks/useOneAtATime';
import { refreshAfterMoneyMoved } from '../../hooks/useServerSync';

/**
 * The promo feature's query keys. The list and the first-deposit info differ signed in and
 * out (the player's own state), so the uid is part of their key.
 */
export const promoKeys = {
  all: ['promo'] as const,
  list: (uid: string) => ['promo', 'list', uid] as const,
  checkin: ['promo', 'checkin'] as const,
  firstDeposit: (uid: string) => ['promo', 'firstDeposit', uid] as const,
  ranking: (metric: RankingMetric, board: RankingBoard, uid: string) =>
    ['promo', 'ranking', metric, board, uid] as const,
  rebate: (uid: string) => ['promo', 'rebate', uid] as const,
  rebateRecords: ['promo', 'rebateRecords'] as const,
  signup: ['promo', 'signup'] as const,
};

export const promoListQuery = (uid: string) =>
  queryOptions({
    queryKey: promoKeys.list(uid),
    queryFn: () => dataOf(call(routes.promoList, {}, { silent: true })),
  });

export const checkinInfoQuery = () =>
  queryOptions({
    queryKey: promoKeys.checkin,
    queryFn: () => dataOf(call(routes.checkinInfo, {}, { silent: true })),
  });

export const firstDepositInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: promoKeys.firstDeposit(uid),
    queryFn: () => dataOf(call(routes.firstDepositInfo, {}, { silent: true })),
  });

/** What a ranking's scores count: valid bet (Ranking) or valid invitees (InvitationalRanks). */
export type RankingMetric = 'bet' | 'invites';

/** A board as both ranking pages show it: `minScore` is the minimum valid bet or invitees. */
export type RankingView = Omit<ResultOf<typeof api.rankingBoard>, 'minBet'> & {
  minScore: number;
};

async function boardOf(metric: RankingMetric, board: RankingBoard): Promise<RankingView> {
  if (metric === 'bet') {
    const { minBet, ...view } = await dataOf(
      call(routes.rankingBoard, { board }, { silent: true }),
    );
    return { ...view, minScore: minBet };
  }
  const { minInvitees, ...view } = await dataOf(
    call(routes.inviteRankingBoard, { board }, { silent: true }),
  );
  return { ...view, minScore: minInvitees };
}

/** A ranking board; the scores move every few minutes, so it is re-read once a minute while open. */
export const rankingBoardQuery = (metric: RankingMetric, board: RankingBoard, uid: string) =>
  queryOptions({
    queryKey: promoKeys.ranking(metric, board, uid),
    queryFn: () => boardOf(metric, board),
    refetchInterval: 60_000,
  });

export const rebateInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: promoKeys.rebate(uid),
    queryFn: () => dataOf(call(routes.rebateInfo, {}, { silent: true })),
  });

/** One page of the player's rebate days (CashbackRecord); a failed call throws (`dataOf`). */
export const rebateRecordPage = (page: number) =>
  dataOf(call(routes.rebateRecords, { page, pageSize: PAGE_SIZE }, { silent: true }));

export const signupInfoQuery = () =>
  queryOptions({
    queryKey: promoKeys.signup,
    queryFn: () => dataOf(call(routes.signupInfo, {}, { silent: true })),
  });

type Credit = { amount: number; balance: number };
/** What a claim or redeem ended with: the amount credited, or the server's message. */
export type ClaimOutcome = { ok: true; amount: number } | { ok: false; msg: string };

/**
 * One money-moving promo call as a mutation. A second tap while the first is on its way is
 * ignored here (`useOneAtATime`); the server is idempotent anyway. Afterwards the promo screens
 * and every balance on screen refresh. `silent`: the page shows the refusal itself instead of
 * the request wrapper's toast.
 */
function useCreditCall<V>(send: (vars: V, requestId: string) => Promise<ApiResult<Credit>>) {
  const qc = useQueryClient();
  const once = useOneAtATime();
  // Keyed (hooks/useIntent): a resend after no answer hears the first answer, not a refusal.
  const intent = useIntent();
  const m = useMutation({
    mutationFn: async (vars: V): Promise<ClaimOutcome> => {
      const r = await intent({ vars }, (k) => send(vars, k.requestId));
      return r.ok ? { ok: true, amount: r.data.amount } : { ok: false, msg: r.msg };
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: promoKeys.all }),
        refreshAfterMoneyMoved(qc),
      ]);
    },
  });
  const run = async (vars: V): Promise<ClaimOutcome | null> =>
    (await once(() => m.mutateAsync(vars))) ?? null;
  return { run, pending: m.isPending };
}

/** Today's check-in (Daily Bonus); a refusal is toasted by the request wrapper. */
export function useCheckinClaim() {
  return useCreditCall((_: undefined, requestId) => call(routes.checkinClaim, { requestId }));
}

/** A waiting grant (e.g. a first-deposit bonus in claim mode). */
export function useGrantClaim() {
  return useCreditCall((grantId: string, requestId) =>
    call(routes.promoClaim, { grantId, requestId }),
  );
}

/** A gift code; the form shows the refusal in place, so no toast. */
export function useGiftCodeRedeem() {
  return useCreditCall((code: string, requestId) =>
    call(routes.giftCodeRedeem, { code, requestId }, { silent: true }),
  );
}

/** The sign-up bonus (Gift money); a refusal is toasted by the request wrapper. */
export function useSignupClaim() {
  return useCreditCall((_: undefined, requestId) => call(routes.signupClaim, { requestId }));
}
