import { routes } from '@cardroom/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';
import { session } from '../../stores/session';

/** The vip feature's query keys; the player's own info carries the uid. */
export const vipKeys = {
  all: ['vip'] as const,
  info: (uid: string) => ['vip', 'info', uid] as const,
  levels: ['vip', 'levels'] as const,
};

/**
 * The signed-in player's VIP info. Each answer also goes into the session store, so the
 * customer-service choice (SPEC.md §4) follows a level reached since sign-in.
 */
export const vipInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: vipKeys.info(uid),
    queryFn: async () => {
      const info = await dataOf(call(routes.getVipInfo, {}, { silent: true }));
      session.setVipInfo(info);
      return info;
    },
  });

/** The level table for a visitor who is not signed in. */
export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: vipKeys.levels,
    queryFn: () => dataOf(call(routes.vipLevels, {}, { silent: true })),
  });

/**
 * Tells the server the celebration up to `level` was shown, so it is never shown again. Sent
 * when the overlay appears, not when it is closed: a reload mid-celebration does not repeat it.
 */
export function useCelebrated() {
  return useMutation({
    mutationFn: (level: number) => dataOf(call(routes.vipCelebrated, { level }, { silent: true })),
  });
}
