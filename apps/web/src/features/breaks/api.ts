import { type BreakPeriod, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';

export const breaksKeys = {
  all: ['breaks'] as const,
  info: (uid: string) => ['breaks', 'info', uid] as const,
  reality: (uid: string) => ['breaks', 'reality', uid] as const,
};

export const breakInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: breaksKeys.info(uid),
    queryFn: () => dataOf(call(routes.breakInfo, {})),
  });

export const realityInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: breaksKeys.reality(uid),
    queryFn: () => dataOf(call(routes.realityCheckInfo, {})),
  });

/** Silent: the page shows the refusal itself. */
export function useStartBreak() {
  return useMutation({
    mutationFn: (period: BreakPeriod) =>
      call(routes.breakStart, { period, confirm: true }, { silent: true }),
  });
}

export function useSetReality() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => call(routes.realityCheckSet, { minutes }, { silent: true }),
    onSuccess: async (r) => {
      if (r.ok) await qc.invalidateQueries({ queryKey: breaksKeys.all });
    },
  });
}

/** This session's figures and when the next check is due (the game page's timer). */
export const sessionFigures = () => dataOf(call(routes.realityCheckSession, {}, { silent: true }));
