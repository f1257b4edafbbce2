import {
  type api,
  checkPhone,
  isWeakWithdrawPassword,
  type Locale,
  maskMobile,
  nationalNumber,
  type RequestOf,
} from '@cardroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, tooMany } from '../../http/errors.js';
import { consumeOtp, hashPassword, sendOtp, verifyPassword } from '../auth/index.js';
import {
  failures,
  giveBack,
  noteFailure,
  reserve,
  secondsLeftInWindow,
  type WindowRule,
} from '../throttle/index.js';
import { userById, users } from '../users/index.js';
import type { WithdrawRules } from './settings.js';

/**
 * Phone binding, the withdraw password and the codes sent to the bound phone. The player
 * sees the bound number only masked, so codes for money settings are sent by account, not
 * to a number the client names.
 */
/** What a code to the bound phone is for: money settings, or proving a phone change. */
type BoundCodeType = 'withdrawPassword' | 'bankCard' | 'changePhone';

export const otpDepsOf = (deps: Deps) => ({
  db: deps.db,
  secret: deps.config.appSecret,
  market: deps.market,
  sms: deps.sms,
  appName: deps.config.appName,
});

export async function bindPhone(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.bindPhone>,
  locale: Locale = 'en',
): Promise<{ mobile: string }> {
  // The number as typed (spaces, +62/+91, a trunk 0) read as the national number.
  const mobile = nationalNumber(deps.market, input.mobile);
  const problem = checkPhone(deps.market, mobile);
  if (problem) throw badRequest(problem);
  const user = await userById(deps.db, userId);
  if (user.mobile) throw conflict('phoneAlreadyBound');
  await consumeOtp(otpDepsOf(deps), mobile, 'bindPhone', input.verificationCode, deps.now());
  try {
    return await deps.db.transaction(async (tx) => {
      // Conditional: two binds racing on one account cannot both land.
      const [row] = await tx
        .update(users)
        .set({ mobile, updatedAt: deps.now() })
        .where(and(eq(users.id, userId), isNull(users.mobile)))
        .returning({ mobile: users.mobile });
      if (!row) throw conflict('phoneAlreadyBound');
      await deps.flows.securityChanged(deps, tx, 'phoneBound', userId, locale);
      return { mobile: maskMobile(row.mobile) };
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('phoneTaken');
    throw err;
  }
}

export async function sendBoundPhoneCode(
  deps: Deps,
  userId: number,
  type: BoundCodeType,
  ip: string,
  locale: Locale = 'en',
) {
  const user = await userById(deps.db, userId);
  if (!user.mobile) throw badRequest('phoneRequired');
  const sent = await sendOtp({ ...otpDepsOf(deps), locale }, user.mobile, type, ip, deps.now());
  return { mobile: maskMobile(user.mobile), ...sent };
}

/** Uses up a code sent to the player's bound phone for `type`. */
export async function consumeBoundPhoneCode(
  deps: Deps,
  userId: number,
  type: BoundCodeType,
  code: string,
): Promise<void> {
  const user = await userById(deps.db, userId);
  if (!user.mobile) throw badRequest('phoneRequired');
  await consumeOtp(otpDepsOf(deps), user.mobile, type, code, deps.now());
}

export async function setWithdrawPassword(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.setWithdrawPassword>,
): Promise<{ hasWithdrawPassword: boolean }> {
  if (input.confirmPassword !== input.password) throw badRequest('passwordsMismatch');
  // Refused before the code is used, so the player can pick another with the same code.
  if (isWeakWithdrawPassword(input.password)) throw badRequest('withdrawPasswordWeak');
  const holder = await userById(deps.db, userId);
  if (await verifyPassword(holder.passwordHash, input.password)) {
    throw badRequest('withdrawPasswordSameAsLogin');
  }
  await consumeBoundPhoneCode(deps, userId, 'withdrawPassword', input.verificationCode);
  const hash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ withdrawPasswordHash: hash, updatedAt: deps.now() })
      .where(eq(users.id, userId));
    await deps.flows.securityChanged(deps, tx, 'withdrawPasswordSet', userId, 'en');
  });
  return { hasWithdrawPassword: true };
}

/** The wrong-password window; the caller passes the rules it already read for the request. */
function lockRule(rules: WithdrawRules): WindowRule {
  return {
    bucket: 'withdraw:password',
    windowSeconds: rules.passwordLock.windowMinutes * 60,
    max: rules.passwordLock.maxWrong,
  };
}

/** Minutes until withdrawals unlock after repeated wrong passwords (0: not locked). */
export async function lockedMinutes(
  deps: Deps,
  db: DbOrTx,
  userId: number,
  rules: WithdrawRules,
): Promise<number> {
  const rule = lockRule(rules);
  const now = deps.now();
  const wrong = await failures(db, rule, String(userId), now);
  return wrong >= rule.max ? Math.ceil(secondsLeftInWindow(rule.windowSeconds, now) / 60) : 0;
}

/**
 * Checks the withdraw password. Each check first takes one of the window's tries (one
 * conditional upsert that answers the new count); a right password gives its try back, a
 * wrong one keeps it. Once the wrong ones fill the window every further check is refused,
 * the right password included, until the window ends, however many requests arrive at once.
 */
export async function checkWithdrawPassword(
  deps: Deps,
  userId: number,
  password: string,
  rules: WithdrawRules,
): Promise<void> {
  const user = await userById(deps.db, userId);
  if (!user.withdrawPasswordHash) throw badRequest('withdrawPasswordRequired');
  const rule = lockRule(rules);
  const now = deps.now();
  const slot = await reserve(deps.db, rule, String(userId), now);
  const lockedFor = { minutes: Math.ceil(slot.retryAfterSeconds / 60) };
  if (!slot.ok) {
    if ((await failures(deps.db, rule, String(userId), now)) < rule.max) {
      throw tooMany('tooManyAtOnce');
    }
    throw tooMany('withdrawLocked', lockedFor);
  }
  if (await verifyPassword(user.withdrawPasswordHash, password)) {
    await giveBack(deps.db, slot);
    return;
  }
  await noteFailure(deps.db, slot);
  if (slot.count >= rule.max) throw tooMany('withdrawLocked', lockedFor);
  throw badRequest('withdrawPasswordWrong');
}
