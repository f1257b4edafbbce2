import { routes, type SessionResult } from '@cardroom/contract';
import { call } from '../../api';
import { deviceInfo } from '../../api/device';
import { queryClient } from '../../api/queryClient';
import { nav } from '../../nav';
import { HOME, isTabPage, PAGES } from '../../nav/pages';
import { takeReturn } from '../../nav/returnTo';
import { useApp } from '../../stores/app';
import { session } from '../../stores/session';

/** Set by the Login page's "on a break" choice: the next sign-in asks for a withdraw-only session. */
let withdrawPurpose = false;

export function setWithdrawPurpose(on: boolean): void {
  withdrawPurpose = on;
}

/** Device info plus the invite code from the launch url: every sign-in call sends these. */
export function signInFields() {
  const fields = deviceInfo(useApp.getState().inviteCode);
  return withdrawPurpose ? { ...fields, purpose: 'withdraw' as const } : fields;
}

/** User info, VIP and service contacts; each store update is independent, so they run together. */
export async function loadPlayerData(): Promise<void> {
  const [user, vip, service] = await Promise.all([
    call(routes.getUserInfo, {}, { silent: true }),
    call(routes.getVipInfo, {}, { silent: true }),
    call(routes.serviceIndex, {}, { silent: true }),
  ]);
  if (user.ok) {
    session.setUserInfo(user.data);
    queryClient.setQueryData(['userInfo', session.get().uid], user.data);
  }
  if (vip.ok) session.setVipInfo(vip.data);
  if (service.ok) session.setServiceInfo(service.data);
}

/**
 * SPEC §4 login: store sign and uid (persisted by the store), report the ad id when one is
 * known, then load the player. The caller decides where to go next.
 */
export async function completeLogin(result: SessionResult): Promise<void> {
  queryClient.clear();
  session.setAuth(result.sign, result.uid, result.newUserFlag);
  const adid = useApp.getState().adjustAdid;
  if (adid) await call(routes.reportAdid, { adid }, { silent: true });
  await loadPlayerData();
}

/**
 * After a successful sign-in: back to the page that asked for it (a deep link such as
 * /pages/wallet/Deposit), otherwise Home, where the lobby and balance are. The sign-in page
 * is replaced so Back does not return to it.
 */
export function leaveLogin(): void {
  if (withdrawPurpose) {
    // During a break the session may only withdraw: the Break page shows the end and the way there.
    withdrawPurpose = false;
    nav.reLaunch(PAGES.account.Break).catch(() => {});
    return;
  }
  const target = takeReturn();
  if (target && !isTabPage(target)) {
    nav.redirectTo(target).catch(() => {
      nav.switchTab(HOME).catch(() => {});
    });
    return;
  }
  nav.switchTab(target ?? HOME).catch(() => {});
}
