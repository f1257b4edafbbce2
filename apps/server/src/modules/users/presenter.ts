import { maskMobile, type UserInfo } from '@cardroom/contract';
import type { UserRow } from './schema.js';

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
  };
}
