import { routes } from '@cardroom/contract';
import { nav } from '../nav';
import { forgetReturn } from '../nav/returnTo';
import { isLoggedIn, session } from '../stores/session';
import { call } from '.';
import { logoutLocal } from './session';

/**
 * SPEC §4 logout: tell the server (its failure does not matter), forget everything, restart
 * at /. Shared infrastructure rather than the auth feature's: Account and the 18+ sheet need it
 * without loading the sign-in screens.
 */
export async function logout(): Promise<void> {
  if (isLoggedIn(session.get())) {
    await call(routes.ssoLogout, {}, { silent: true, ignoreAuth: true });
  }
  logoutLocal();
  forgetReturn();
  await nav.reLaunch('/');
}
