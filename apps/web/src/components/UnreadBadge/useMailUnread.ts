import { routes } from '@cardroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api';
import { signedInUid, useSession } from '../../stores/session';

/**
 * How often the unread count is asked for while signed in. Messages arrive with events the
 * app does not see happen (a deposit credited by the gateway's callback), so it polls; money
 * moved in the app and every inbox action refresh it at once.
 */
export const MAIL_UNREAD_POLL_MS = 15_000;

export const mailUnreadKey = (uid: string) => ['mailUnread', uid] as const;

/** The player's unread messages (0 when signed out or before the first answer). */
export function useMailUnread(): number {
  const uid = useSession(signedInUid);
  const q = useQuery({
    queryKey: mailUnreadKey(uid),
    enabled: uid !== '',
    refetchInterval: MAIL_UNREAD_POLL_MS,
    queryFn: async () => {
      const r = await call(routes.mailUnread, {}, { silent: true });
      if (!r.ok) throw new Error(r.msg);
      return r.data.count;
    },
  });
  return uid ? (q.data ?? 0) : 0;
}
