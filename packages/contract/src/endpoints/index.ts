import * as app from './app.js';
import * as auth from './auth.js';
import { breaksEndpoints } from './breaks.js';
import { feedbackEndpoints } from './feedback.js';
import { gameEndpoints } from './games.js';
import { inboxEndpoints } from './inbox.js';
import { inviteEndpoints } from './invite.js';
import { kycEndpoints } from './kyc.js';
import { limitsEndpoints } from './limits.js';
import { liveEndpoints } from './live.js';
import { phoneChangeEndpoints } from './phone-change.js';
import { playEndpoints } from './play.js';
import { promoEndpoints } from './promo.js';
import * as sandbox from './sandbox.js';
import * as user from './user.js';
import { vipEndpoints } from './vip.js';
import { walletEndpoints } from './wallet.js';
import { withdrawEndpoints } from './withdraw.js';

/** Every call of the API, by name. The server registers exactly these routes. */
export const api = {
  ssoGuest: auth.ssoGuest,
  smsSend: auth.smsSend,
  ssoLoginV2: auth.ssoLoginV2,
  ssoRegister: auth.ssoRegister,
  ssoOneClickRegister: auth.ssoOneClickRegister,
  ssoLogin: auth.ssoLogin,
  ssoIdLogin: auth.ssoIdLogin,
  ssoModify: auth.ssoModify,
  ssoGoogleLogin: auth.ssoGoogleLogin,
  ssoLogout: auth.ssoLogout,
  threeLoginChannel: auth.threeLoginChannel,
  getUserInfo: user.getUserInfo,
  updateUserInfo: user.updateUserInfo,
  confirmAdult: user.confirmAdult,
  reportOnline: user.reportOnline,
  reportAdid: user.reportAdid,
  serviceIndex: user.serviceIndex,
  gconfig: app.gconfig,
  languages: app.languages,
  bannerList: app.bannerList,
  rollMsg: app.rollMsg,
  rechargeButtonStatus: app.rechargeButtonStatus,
  transferEventUpload: app.transferEventUpload,
  appStackUpload: app.appStackUpload,
  ...walletEndpoints,
  ...gameEndpoints,
  ...withdrawEndpoints,
  ...phoneChangeEndpoints,
  ...promoEndpoints,
  ...inboxEndpoints,
  ...feedbackEndpoints,
  ...vipEndpoints,
  ...inviteEndpoints,
  ...playEndpoints,
  ...limitsEndpoints,
  ...kycEndpoints,
  ...breaksEndpoints,
  ...liveEndpoints,
} as const;

/** Calls that exist only in sandbox mode. */
export const sandboxApi = {
  sandboxSms: sandbox.sandboxSms,
  sandboxGoogleToken: sandbox.sandboxGoogleToken,
  sandboxWalletCredit: sandbox.sandboxWalletCredit,
  sandboxBankIncoming: sandbox.sandboxBankIncoming,
  sandboxCryptoIncoming: sandbox.sandboxCryptoIncoming,
  sandboxVaIncoming: sandbox.sandboxVaIncoming,
} as const;

export type ApiName = keyof typeof api;

export type { AppConfig } from './app.js';
export { appConfig, languageItem } from './app.js';
export * from './breaks.js';
export * from './feedback.js';
export type { SessionResult, SmsType } from './fields.js';
export { sessionResult, smsTypes } from './fields.js';
export * from './games.js';
export * from './inbox.js';
export * from './invite.js';
export * from './kyc.js';
export * from './limits.js';
export * from './live.js';
export * from './play.js';
export * from './promo.js';
export type { ServiceEntry, UserInfo } from './user.js';
export { serviceEntry, userInfo } from './user.js';
export * from './vip.js';
export * from './wallet.js';
export * from './withdraw.js';
