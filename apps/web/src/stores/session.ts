import type { api, ResultOf, UserInfo } from '@cardroom/contract';
import { create } from 'zustand';
import { KEYS, readJson, writeJson } from '../lib/storage';
import { chooseService, contactToUrl, DEFAULT_MIN_VIP_LEVEL } from '../service/chooseService';

export type VipInfo = ResultOf<typeof api.getVipInfo>;
export type ServiceInfo = ResultOf<typeof api.serviceIndex>;

export interface SessionState {
  sign: string;
  uid: string;
  newUserFlag: boolean;
  userInfo: UserInfo | null;
  vipInfo: VipInfo | null;
  serviceInfo: ServiceInfo | null;
  serviceUrl: string;
  minVipLevel: number;
  /** SPEC §3 agent info: the referralUrl, kept as the invite link (this session's memory only). */
  inviteLink: string;
}

export function currentVipLevel(s: Pick<SessionState, 'vipInfo'>): number {
  // Defensive: a persisted vip blob from an older build may lack the nested config.
  return s.vipInfo?.currentVipConfig?.level ?? 0;
}

export function isLoggedIn(s: Pick<SessionState, 'sign' | 'uid'>): boolean {
  return s.sign !== '' && s.uid !== '';
}

/** The signed-in player's uid, '' for a visitor: the part of a query key that is the player's. */
export function signedInUid(s: Pick<SessionState, 'sign' | 'uid'>): string {
  return isLoggedIn(s) ? s.uid : '';
}

function load(): SessionState {
  return {
    sign: readJson(KEYS.sign, ''),
    uid: readJson(KEYS.uid, ''),
    newUserFlag: false,
    userInfo: readJson<UserInfo | null>(KEYS.user, null),
    vipInfo: readJson<VipInfo | null>(KEYS.vip, null),
    serviceInfo: readJson<ServiceInfo | null>(KEYS.service, null),
    serviceUrl: readJson(KEYS.serviceUrl, ''),
    minVipLevel: readJson(KEYS.minVipLevel, DEFAULT_MIN_VIP_LEVEL),
    inviteLink: '',
  };
}

export const useSession = create<SessionState>(() => load());

/** Service url depends on both the VIP level and the service list, so it is derived on either change. */
function withService(s: SessionState): Partial<SessionState> {
  const choice = chooseService(s.serviceInfo?.mobile, currentVipLevel(s));
  return { serviceUrl: contactToUrl(choice.contact), minVipLevel: choice.minVipLevel };
}

export const session = {
  get: () => useSession.getState(),
  setAuth(sign: string, uid: string, newUserFlag = false) {
    useSession.setState({ sign, uid, newUserFlag });
  },
  setUserInfo(userInfo: UserInfo) {
    useSession.setState({ userInfo });
  },
  setVipInfo(vipInfo: VipInfo) {
    const next = { ...useSession.getState(), vipInfo };
    useSession.setState({ vipInfo, ...withService(next) });
  },
  setServiceInfo(serviceInfo: ServiceInfo) {
    const next = { ...useSession.getState(), serviceInfo };
    useSession.setState({ serviceInfo, ...withService(next) });
  },
  /** Logout's local half (SPEC §4): everything tied to the player goes. */
  clear() {
    useSession.setState({
      sign: '',
      uid: '',
      newUserFlag: false,
      userInfo: null,
      vipInfo: null,
      serviceUrl: '',
      minVipLevel: DEFAULT_MIN_VIP_LEVEL,
      serviceInfo: null,
      inviteLink: '',
    });
  },
  setInviteLink(inviteLink: string) {
    useSession.setState({ inviteLink });
  },
};

// Persist each field under its own spec key, only when it changed.
useSession.subscribe((s, prev) => {
  if (s.sign !== prev.sign) writeJson(KEYS.sign, s.sign);
  if (s.uid !== prev.uid) writeJson(KEYS.uid, s.uid);
  if (s.userInfo !== prev.userInfo) writeJson(KEYS.user, s.userInfo);
  if (s.vipInfo !== prev.vipInfo) writeJson(KEYS.vip, s.vipInfo);
  if (s.serviceInfo !== prev.serviceInfo) writeJson(KEYS.service, s.serviceInfo);
  if (s.serviceUrl !== prev.serviceUrl) writeJson(KEYS.serviceUrl, s.serviceUrl);
  if (s.minVipLevel !== prev.minVipLevel) {
    writeJson(KEYS.minVipLevel, s.minVipLevel === DEFAULT_MIN_VIP_LEVEL ? null : s.minVipLevel);
  }
});
