import { maskMobile, type UserInfo } from '@cardroom/contract';
import type { UserRow } from './schema.js';

/**
 * Sign-ups that never asked for 18+ and the terms: every channel but registration, which asks
 * for both on its form. A phone-code or Google sign-in may create the account without a form, so
 * the app asks once after it (the 18+ sheet, /user/confirmAdult).
 */
const UNCONFIRMED_CHANNELS: ReadonlySet<string> = new Set(['guest', 'oneClick', 'otp', 'google']);

export function adultConfirmed(user: UserRow): boolean {
  return user.adultConfirmedAt !== null || !UNCONFIRMED_CHANNELS.has(user.signupChannel);
}

/** The player's own view of their account; hashes and internal ids never leave here. */
export function presentUser(
  user: UserRow,
  extra: { balance: number; phonePrefix: string },
): UserInfo {
  return {
    uid: user.uid,
    userId: user.uid,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: maskMobile(user.mobile),
    hasMobile: user.mobile !== null,
    phonePrefix: extra.phonePrefix,
    balance: extra.balance,
    vipLevel: user.vipLevel,
    isGuest: user.isGuest,
    hasPassword: user.passwordHash !== null,
    hasWithdrawPassword: user.withdrawPasswordHash !== null,
    birthday: user.birthday,
    email: user.email,
    whatsapp: user.whatsapp,
    facebook: user.facebook,
    telegram: user.telegram,
    twitter: user.twitter,
    inviteCode: user.inviteCode,
    createdAt: user.createdAt.toISOString(),
    adultConfirmed: adultConfirmed(user),
  };
}
