import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { SignupOrigin } from '../events.js';
import { refuseHeldSignup } from '../modules/breaks/index.js';
import { recordInvitation } from '../modules/invite/index.js';
import { refuseBlockedDeviceSignup } from '../modules/risk/index.js';
import type { UserRow } from '../modules/users/index.js';

/**
 * An account was just inserted (users' `createUser`, every sign-up method), in its
 * transaction; a step that throws rolls the account back:
 * 1. the invitation: the inviter the referral code names, unless the device or address says
 *    it is the same person;
 * 2. a device, phone or address held by someone's break cannot open a new account;
 * 3. a device a blocked player used cannot either, when the risk rule `blockedDevice` says so.
 */
export async function userRegistered(
  deps: Deps,
  tx: Tx,
  user: UserRow,
  origin: SignupOrigin,
): Promise<void> {
  await recordInvitation(deps, tx, user, origin);
  await refuseHeldSignup(deps, tx, user, origin);
  await refuseBlockedDeviceSignup(deps, tx, user, origin);
}
