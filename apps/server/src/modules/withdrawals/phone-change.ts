import {
  type api,
  checkPhone,
  type Locale,
  maskMobile,
  nationalNumber,
  type RequestOf,
} from '@cardroom/contract';
import { and, eq, ne } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Session } from '../../http/router.js';
import {
  consumeOtp,
  equalHex,
  hmacHex,
  type OtpPurpose,
  revokeAllSessions,
  sendOtp,
} from '../auth/index.js';
import { writeAudit } from '../operators/index.js';
import { readSetting } from '../settings/index.js';
import { userById, users } from '../users/index.js';
import { checkWithdrawPassword, consumeBoundPhoneCode, otpDepsOf } from './security.js';
import { withdrawRulesSetting } from './settings.js';

/**
 * Changing the bound phone number (docs/ARCHITECTURE.md "Changing the bound phone"). The
 * player proves the account is theirs (the withdraw password when set, which locks after
 * wrong tries like withdrawing; otherwise a code to the current number), gets a ticket for ten
 * minutes, asks a code for the new number and confirms with it. The ticket names the number it
 * replaces: once the number changed, every ticket of the old one is spent.
 */
export const PHONE_CHANGE_TICKET_SECONDS = 10 * 60;

/** The new number's code is for this account's change only (see OtpPurpose). */
const newNumberPurpose = (userId: number): OtpPurpose => `changePhoneTo:${userId}`;

function ticketMac(deps: Deps, userId: number, oldMobile: string, expiresMs: number): string {
  return hmacHex(deps.config.appSecret, `phone-change:${userId}:${oldMobile}:${expiresMs}`);
}

function issueTicket(deps: Deps, userId: number, oldMobile: string): string {
  const expiresMs = deps.now().getTime() + PHONE_CHANGE_TICKET_SECONDS * 1000;
  return `${expiresMs}.${ticketMac(deps, userId, oldMobile, expiresMs)}`;
}

/** The number the ticket replaces (the account's current one), or phoneChangeExpired. */
async function ticketHolder(deps: Deps, userId: number, ticket: string) {
  const user = await userById(deps.db, userId);
  const [expires, mac] = ticket.split('.');
  const expiresMs = Number(expires);
  const valid =
    user.mobile &&
    mac &&
    /^[0-9a-f]{64}$/.test(mac) &&
    Number.isSafeInteger(expiresMs) &&
    expiresMs > deps.now().getTime() &&
    equalHex(mac, ticketMac(deps, userId, user.mobile, expiresMs));
  if (!valid || !user.mobile) throw badRequest('phoneChangeExpired');
  return { user, oldMobile: user.mobile };
}

/** The new number as typed, read as the national number, and refused if it cannot be bound. */
async function newNumberOf(deps: Deps, userId: number, typed: string, oldMobile: string) {
  const mobile = nationalNumber(deps.market, typed);
  const problem = checkPhone(deps.market, mobile);
  if (problem) throw badRequest(problem);
  if (mobile === oldMobile) throw badRequest('phoneSame');
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)));
  if (other) throw conflict('phoneTaken');
  return mobile;
}

export async function verifyPhoneChange(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.changePhoneVerify>,
) {
  const user = await userById(deps.db, userId);
  if (!user.mobile) throw badRequest('phoneRequired');
  if (user.withdrawPasswordHash) {
    if (!input.withdrawPassword) throw badRequest('withdrawPasswordEmpty');
    const rules = await readSetting(deps.db, deps.market.code, withdrawRulesSetting);
    await checkWithdrawPassword(deps, userId, input.withdrawPassword, rules);
  } else {
    const code = input.verificationCode?.trim() ?? '';
    if (!code) throw badRequest('verificationCodeEmpty');
    if (!/^\d{6}$/.test(code)) throw badRequest('otpFormat');
    await consumeBoundPhoneCode(deps, userId, 'changePhone', code);
  }
  return {
    ticket: issueTicket(deps, userId, user.mobile),
    expiresInSeconds: PHONE_CHANGE_TICKET_SECONDS,
    proof: user.withdrawPasswordHash
      ? ('withdrawPassword' as const)
      : ('currentPhoneCode' as const),
  };
}

export async function sendNewPhoneCode(
  deps: Deps,
  userId: number,
  input: RequestOf<typeof api.changePhoneSendCode>,
  ctx: { ip: string; locale: Locale },
) {
  const { oldMobile } = await ticketHolder(deps, userId, input.ticket);
  const mobile = await newNumberOf(deps, userId, input.mobile, oldMobile);
  // The sign-in codes' caps hold here too: 60 s per number, 5 an hour per number, per address.
  const sent = await sendOtp(
    { ...otpDepsOf(deps), locale: ctx.locale },
    mobile,
    newNumberPurpose(userId),
    ctx.ip,
    deps.now(),
  );
  return { mobile, ...sent };
}

/**
 * The change: the code to the new number is used up first (once only), then one conditional
 * update replaces the number the ticket names; the unique number index decides between two
 * accounts racing for one number. The audit row and the flow (a break holds the new number
 * too) commit with it. Every other session of the account ends, as after a password change:
 * whoever held the old number may have signed in with it.
 */
export async function changePhone(
  deps: Deps,
  session: Session,
  input: RequestOf<typeof api.changePhone>,
  ctx: { ip: string; locale: Locale },
): Promise<{ mobile: string }> {
  const userId = session.userId;
  const { oldMobile } = await ticketHolder(deps, userId, input.ticket);
  const mobile = await newNumberOf(deps, userId, input.mobile, oldMobile);
  await consumeOtp(
    otpDepsOf(deps),
    mobile,
    newNumberPurpose(userId),
    input.verificationCode,
    deps.now(),
  );
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [row] = await tx
        .update(users)
        .set({ mobile, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.mobile, oldMobile)))
        .returning({ mobile: users.mobile });
      if (!row?.mobile) throw badRequest('phoneChangeExpired');
      await revokeAllSessions(tx, userId, session.sessionId);
      await deps.flows.securityChanged(deps, tx, 'phoneChanged', userId, ctx.locale, {
        previousMobile: oldMobile,
      });
      await writeAudit(tx, now, {
        operatorId: null,
        actor: `player:${session.uid}`,
        ip: ctx.ip,
        action: 'user.changePhone',
        target: `user:${session.uid}`,
        before: { mobile: oldMobile },
        after: { mobile },
      });
      return { mobile: maskMobile(row.mobile) };
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('phoneTaken');
    throw err;
  }
}
