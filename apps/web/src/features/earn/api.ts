import { routes } from '@cardroom/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { nextPageOf, PAGE_SIZE } from '../../components/List/paged';
import { useIntent } from '../../hooks/useIntent';
import { useOneAtATime } from '../../hooks/useOneAtATime';
import { refreshAfterMoneyMoved } from '../../hooks/useServerSync';
import { session } from '../../stores/session';
import type { TeamPage } from './rules';

export type TeamRange = 'today' | '7d' | '30d';

/** The Earn feature's query keys; everything is the signed-in player's own, so the uid is in each. */
export const earnKeys = {
  all: ['earn'] as const,
  info: (uid: string) => ['earn', 'info', uid] as const,
  team: (uid: string, range: TeamRange) => ['earn', 'team', uid, range] as const,
};

/**
 * The referral link, the programme and the player's totals. The link is also kept in the
 * session store (SPEC §3 "referralUrl, kept as the invite link").
 */
export const agentInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: earnKeys.info(uid),
    queryFn: async () => {
      const info = await dataOf(call(routes.inviteAgentInfo, {}, { silent: true }));
      session.setInviteLink(info.referralUrl);
      return info;
    },
  });

/**
 * The team in one range, a page at a time ("load more"), with the range's counts from the
 * first page. Shaped like the record lists' `usePagedList`, so `PagedList` draws it.
 */
export function useTeamList(uid: string, range: TeamRange) {
  const q = useInfiniteQuery({
    queryKey: earnKeys.team(uid, range),
    queryFn: ({ pageParam }): Promise<TeamPage> =>
      dataOf(
        call(routes.inviteTeam, { range, page: pageParam, pageSize: PAGE_SIZE }, { silent: true }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageOf(last, all),
  });
  const busy = q.isFetchingNextPage;
  const failed = q.isError && !q.isFetching;
  return {
    counts: q.data?.pages[0]?.counts ?? null,
    items: q.data?.pages.flatMap((p) => p.list) ?? [],
    loading: q.data === undefined && !failed,
    failed,
    hasMore: q.hasNextPage,
    loadingMore: busy,
    loadMore: () => {
      if (q.hasNextPage && !busy) void q.fetchNextPage();
    },
    retry: () => void (q.data && q.hasNextPage ? q.fetchNextPage() : q.refetch()),
  };
}

/** What a rebate claim ended with: the amount credited, or the server's refusal. */
export type RebateOutcome = { ok: true; amount: number } | { ok: false; msg: string };

/**
 * Claims the agent rebate. A second tap while the first is on its way is dropped here
 * (`useOneAtATime`); the server credits once anyway. The call is silent: the page shows a
 * refusal in place. Afterwards the Earn data and every balance on screen are asked again.
 */
export function useRebateClaim() {
  const qc = useQueryClient();
  const once = useOneAtATime();
  const intent = useIntent();
  const m = useMutation({
    mutationFn: async (): Promise<RebateOutcome> => {
      const r = await intent({}, (keyed) => call(routes.receiveRebate, keyed, { silent: true }));
      return r.ok ? { ok: true, amount: r.data.amount } : { ok: false, msg: r.msg };
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: earnKeys.all }),
        refreshAfterMoneyMoved(qc),
      ]);
    },
  });
  const run = async (): Promise<RebateOutcome | null> =>
    (await once(() => m.mutateAsync())) ?? null;
  return { run, pending: m.isPending };
}
