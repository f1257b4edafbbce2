import type { DbOrTx } from '../../db/client.js';
import { tooMany } from '../../http/errors.js';
import { hit, peek, secondsLeftInWindow } from '../throttle/counters.js';

/** Failed sign-ins allowed per window before the account or address must wait. */
export const LOGIN_THROTTLE = { windowSeconds: 15 * 60, perAccount: 5, perIp: 30 } as const;

export async function assertLoginAllowed(db: DbOrTx, account: string, ip: string, now: Date) {
  const { windowSeconds, perAccount, perIp } = LOGIN_THROTTLE;
  const [byAccount, byIp] = await Promise.all([
    peek(db, 'login:account', account, windowSeconds, now),
    peek(db, 'login:ip', ip, windowSeconds, now),
  ]);
  if (byAccount >= perAccount || byIp >= perIp) {
    throw tooMany('loginThrottled', {
      minutes: Math.ceil(secondsLeftInWindow(windowSeconds, now) / 60),
    });
  }
}

export async function recordLoginFailure(db: DbOrTx, account: string, ip: string, now: Date) {
  const { windowSeconds } = LOGIN_THROTTLE;
  await hit(db, 'login:account', account, windowSeconds, now);
  await hit(db, 'login:ip', ip, windowSeconds, now);
}
