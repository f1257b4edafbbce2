import { type LimitKind, type LimitPeriod, routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { useIntent } from '../../hooks/useIntent';

/** The limits feature's query keys (per player: a different sign-in asks again). */
export const limitsKeys = {
  all: ['limits'] as const,
  state: (uid: string) => ['limits', uid] as const,
};

/** The player's limits with what is used and left this period. */
export const limitsQuery = (uid: string) =>
  queryOptions({
    queryKey: limitsKeys.state(uid),
    queryFn: () => dataOf(call(routes.limitsInfo, {})),
  });

/** Sets, lowers, raises or removes (null) one limit. Silent: the form shows the refusal. */
export function useSetLimit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: LimitKind; period: LimitPeriod | null; value: number | null }) =>
      call(routes.limitsSet, v, { silent: true }),
    onSuccess: async (r) => {
      if (r.ok) await qc.invalidateQueries({ queryKey: limitsKeys.all });
    },
  });
}

/** The player declined the first-deposit offer, or reviewed the limits. */
export function useAcknowledge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (what: 'offer' | 'review') => call(routes.limitsAcknowledge, { what }),
    onSuccess: async (r) => {
      if (r.ok) await qc.invalidateQueries({ queryKey: limitsKeys.all });
    },
  });
}

/** Asks for the held deposit money back to its source (recorded once; the operator sends it). */
export function useHeldReturn() {
  const qc = useQueryClient();
  const intent = useIntent();
  return useMutation({
    mutationFn: () => intent({}, (keyed) => call(routes.limitsHeldReturn, keyed)),
    onSuccess: async (r) => {
      if (r.ok) await qc.invalidateQueries({ queryKey: limitsKeys.all });
    },
  });
}
