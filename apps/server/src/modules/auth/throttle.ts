import type { DbOrTx } from '../../db/client.js';
import { tooMany } from '../../http/errors.js';
import {
  failures,
  giveBack,
  noteFailure,
  type Reservation,
  reserveAll,
  type WindowRule,
} from '../throttle/index.js';

const WINDOW_SECONDS = 15 * 60;

/**
 * Password checks allowed per account and per address in a 15-minute window. Every check
 * takes a slot *before* the password is verified; a correct password gives its slots back,
 * so only wrong passwords use them up. However requests are timed, no more than 5 checks
 * of one account's password (30 from one address) happen in a window.
 */
export const LOGIN_THROTTLE = {
  account: { bucket: 'login:account', windowSeconds: WINDOW_SECONDS, max: 5 },
  ip: { bucket: 'login:ip', windowSeconds: WINDOW_SECONDS, max: 30 },
} as const satisfies Record<string, WindowRule>;

/** Takes a password-check slot for the account and the address, or refuses (state 429). */
export async function reserveLoginCheck(
  db: DbOrTx,
  account: string,
  ip: string,
  now: Date,
): Promise<Reservation[]> {
  const got = await reserveAll(
    db,
    [
      [LOGIN_THROTTLE.ip, ip],
      [LOGIN_THROTTLE.account, account],
    ],
    now,
  );
  if (!got.ok) {
    const { rule, key, retryAfterSeconds } = got.refused;
    // Full of wrong passwords, or full of checks still running (many sign-ins at once)?
    if ((await failures(db, rule, key, now)) < rule.max) throw tooMany('tooManyAtOnce');
    throw tooMany('loginThrottled', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  return got.taken;
}

/** The password was wrong: its check stays counted. */
export async function keepLoginCheck(db: DbOrTx, taken: Reservation[]): Promise<void> {
  for (const r of taken) await noteFailure(db, r);
}

/** The password was right: its check does not count against the account or the address. */
export async function releaseLoginCheck(db: DbOrTx, taken: Reservation[]): Promise<void> {
  for (const r of taken) await giveBack(db, r);
}
