import type { MarketCode } from '@cardroom/contract';
import type { DbOrTx } from '../../db/client.js';
import { tooMany } from '../../http/errors.js';
import { readSetting } from '../settings/index.js';
import {
  addressLimitsSetting,
  giveBack,
  noteFailure,
  type Reservation,
  reserveAll,
  reserveAllPatiently,
  type WindowRule,
} from '../throttle/index.js';

const WINDOW_SECONDS = 15 * 60;

/**
 * Password checks allowed per account and per address in a 15-minute window. Every check
 * takes a slot *before* the password is verified; a correct password gives its slots back,
 * so only wrong passwords use them up. However requests are timed, no more than 5 checks
 * of one account's password (30 from one address, the `addressLimits` setting) happen in a
 * window.
 */
export const LOGIN_THROTTLE = {
  account: { bucket: 'login:account', windowSeconds: WINDOW_SECONDS, max: 5 },
  ip: { bucket: 'login:ip', windowSeconds: WINDOW_SECONDS, max: 30 },
} as const satisfies Record<string, WindowRule>;

/** Takes a password-check slot for the account and the address, or refuses (state 429). */
export async function reserveLoginCheck(
  db: DbOrTx,
  market: MarketCode,
  account: string,
  ip: string,
  now: Date,
): Promise<Reservation[]> {
  const limits = await readSetting(db, market, addressLimitsSetting);
  // Checks in flight wait for each other (players behind one carrier NAT signing in at once);
  // only wrong passwords fill the window for good.
  const got = await reserveAllPatiently(
    db,
    [
      [{ ...LOGIN_THROTTLE.ip, max: limits.signInFailures }, ip],
      [LOGIN_THROTTLE.account, account],
    ],
    now,
  );
  if (!got.ok) {
    if (!got.failed) throw tooMany('tooManyAtOnce');
    throw tooMany('loginThrottled', { minutes: Math.ceil(got.refused.retryAfterSeconds / 60) });
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

/**
 * New accounts that prove nothing (a guest, a one-click account) from one address: at most
 * `hour` in an hour and `day` in a day (SIGNUPS_PER_ADDRESS_HOUR / _DAY). A guest's slot is taken
 * inside the account's own transaction (`createUser`'s `admit`): a refusal rolls the account
 * back, and an account that is not made (a race lost to the same device) takes no slot. A
 * one-click account takes its slot before its password is hashed, and gives it back if the
 * account is not made: a refused burst costs counter updates, not argon2 hashes.
 */
export function signupRules(caps: { hour: number; day: number }) {
  return {
    hour: { bucket: 'signup:ip:hour', windowSeconds: 3600, max: caps.hour },
    day: { bucket: 'signup:ip:day', windowSeconds: 86_400, max: caps.day },
  } as const satisfies Record<string, WindowRule>;
}

/** Takes a new-account slot for the address, or refuses (state 429). */
export async function reserveSignup(
  db: DbOrTx,
  caps: { hour: number; day: number },
  ip: string,
  now: Date,
): Promise<Reservation[]> {
  const rules = signupRules(caps);
  const got = await reserveAll(
    db,
    [
      [rules.hour, ip],
      [rules.day, ip],
    ],
    now,
  );
  if (!got.ok) {
    throw tooMany('signupThrottled', { minutes: Math.ceil(got.refused.retryAfterSeconds / 60) });
  }
  return got.taken;
}

/** The account a slot was taken for was not made: the slot is free again. */
export async function releaseSignup(db: DbOrTx, taken: Reservation[]): Promise<void> {
  for (const r of taken) await giveBack(db, r);
}
