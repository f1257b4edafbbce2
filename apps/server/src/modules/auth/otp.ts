import type { Market, SmsType } from '@cardroom/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest, tooMany } from '../../http/errors.js';
import type { SmsSender } from '../sms/sender.js';
import { hit, peek } from '../throttle/counters.js';
import { equalHex, hmacHex, newOtp } from './crypto.js';
import { otpCodes } from './schema.js';

/** DESIGN.md §9: SMS pumping costs real money, so every limit here is deliberate. */
export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendSeconds: 60,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

export interface OtpDeps {
  db: Db;
  secret: string;
  market: Market;
  sms: SmsSender;
  appName: string;
}

function codeHash(secret: string, mobile: string, type: string, code: string): string {
  // Binding the number and purpose means a code for one can never satisfy another.
  return hmacHex(secret, `${mobile}:${type}:${code}`);
}

export async function sendOtp(
  deps: OtpDeps,
  mobile: string,
  type: SmsType,
  ip: string,
  now = new Date(),
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { db } = deps;
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.type, type)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = Math.floor((now.getTime() - latest.createdAt.getTime()) / 1000);
    if (waited < OTP_RULES.resendSeconds) {
      throw tooMany('smsTooSoon', { seconds: OTP_RULES.resendSeconds - waited });
    }
  }
  if ((await peek(db, 'sms:number', mobile, 3600, now)) >= OTP_RULES.perNumberPerHour) {
    throw tooMany('smsHourlyCap');
  }
  if ((await peek(db, 'sms:ip', ip, 3600, now)) >= OTP_RULES.perIpPerHour) {
    throw tooMany('smsHourlyCap');
  }
  await hit(db, 'sms:number', mobile, 3600, now);
  await hit(db, 'sms:ip', ip, 3600, now);

  const code = newOtp();
  await db.insert(otpCodes).values({
    mobile,
    type,
    codeHash: codeHash(deps.secret, mobile, type, code),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
  });
  const text = `[${deps.appName}] Your verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`;
  await deps.sms.send(db, { mobile, e164: `${deps.market.phonePrefix}${mobile}` }, text, type);
  return { resendAfterSeconds: OTP_RULES.resendSeconds, expiresInSeconds: OTP_RULES.ttlSeconds };
}

/**
 * Checks a code and uses it up. Only the newest code for the number and purpose counts;
 * each wrong try is counted, and the code is consumed by a conditional update so two
 * requests can never both use it.
 */
export async function consumeOtp(
  deps: Pick<OtpDeps, 'db' | 'secret'>,
  mobile: string,
  type: SmsType,
  code: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.type, type)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt) throw badRequest('otpWrong');
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('otpExpired');
  if (row.attempts >= OTP_RULES.maxAttempts) throw badRequest('otpTooManyTries');

  if (!equalHex(row.codeHash, codeHash(deps.secret, mobile, type, code))) {
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    throw badRequest(
      (after?.attempts ?? OTP_RULES.maxAttempts) >= OTP_RULES.maxAttempts
        ? 'otpTooManyTries'
        : 'otpWrong',
    );
  }
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, row.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_RULES.maxAttempts),
      ),
    )
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw badRequest('otpWrong');
}
