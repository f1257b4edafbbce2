import { routes } from '@cardroom/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../api';
import { queryClient } from '../api/queryClient';
import { useApp } from '../stores/app';
import { deposit } from '../stores/deposit';
import { session, signedInUid, useSession } from '../stores/session';

export const USER_INFO_POLL_MS = 10_000;
export const PRESENCE_POLL_MS = 180_000;

/**
 * Every query whose answer moves with the player's money: the balance Home, Account and the
 * header show (user info), the Withdraw page's balance, withdrawable amount and wagering, and
 * the unread count (a deposit or withdrawal sends a message).
 */
export const MONEY_QUERY_KEYS = [['userInfo'], ['withdrawInfo'], ['mailUnread']] as const;

/**
 * Call after anything that moves money (a bet settled, a deposit credited, a withdrawal
 * applied or returned): those screens refresh now instead of at the next 10 s poll.
 */
export async function refreshAfterMoneyMoved(client: QueryClient = queryClient): Promise<void> {
  await Promise.all(MONEY_QUERY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Call after the player's account set-up changes (withdraw password, phone, withdraw
 * accounts): the user info and the Withdraw page's set-up steps depend on them.
 */
export async function refreshAfterAccountChanged(client: QueryClient = queryClient): Promise<void> {
  await Promise.all(
    [['userInfo'], ['withdrawInfo'], ['bankList']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * SPEC §9's polling while signed in: user info every 10 s (balance changes with play and
 * deposits) and presence every 180 s. Both stop on logout because the key's uid changes.
 */
export function useServerSync(): void {
  const uid = useSession(signedInUid);
  const signedIn = uid !== '';
  const prefix = useApp((s) => s.phoneNumberPrefix);

  useQuery({
    queryKey: ['userInfo', uid],
    enabled: signedIn,
    refetchInterval: USER_INFO_POLL_MS,
    queryFn: async () => {
      const r = await call(routes.getUserInfo, {}, { silent: true });
      if (!r.ok) throw new Error(r.msg);
      session.setUserInfo(r.data);
      return r.data;
    },
  });

  useQuery({
    queryKey: ['presence', uid],
    enabled: signedIn,
    refetchInterval: PRESENCE_POLL_MS,
    staleTime: PRESENCE_POLL_MS,
    queryFn: async () => {
      await call(routes.reportOnline, { placeId: 1 }, { silent: true });
      return Date.now();
    },
  });

  // VIP level and service contacts change rarely: once per session start is enough.
  useQuery({
    queryKey: ['vipService', uid],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const [vip, service] = await Promise.all([
        signedIn ? call(routes.getVipInfo, {}, { silent: true }) : null,
        call(routes.serviceIndex, {}, { silent: true }),
      ]);
      if (vip?.ok) session.setVipInfo(vip.data);
      if (service.ok) session.setServiceInfo(service.data);
      return Date.now();
    },
  });

  // The +91 deposit guard reads chargeInfo.rechargeOpen: load it at sign-in, not only on the
  // deposit page (which derives the rest of the deposit store when it opens). A code other
  // than 200 sets nothing (SPEC §8).
  useQuery({
    queryKey: ['chargeInfo', uid],
    enabled: signedIn && prefix === '+91',
    staleTime: 60_000,
    queryFn: async () => {
      const r = await call(routes.getChargeInfo, {}, { silent: true });
      if (r.ok && typeof r.data === 'object' && r.data !== null) deposit.setChargeInfo(r.data);
      return Date.now();
    },
  });
}
