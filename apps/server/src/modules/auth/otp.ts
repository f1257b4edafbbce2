import { type Locale, type Market, message, type SmsType } from '@cardroom/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client.js';
import { type AppError, badRequest, tooMany } from '../../http/errors.js';
import { readSetting } from '../settings/index.js';
import { SmsSendError, type SmsSender } from '../sms/index.js';
import {
  addressLimitsSetting,
  cancelCooldown,
  giveBack,
  reserveAll,
  startCooldown,
  type WindowRule,
} from '../throttle/index.js';
import { equalHex, hmacHex, newOtp } from './crypto.js';
import { otpCodes } from './schema.js';

/**
 * What a code is for: the public sends (`/sms/send`), plus the phone change's own (issue 33):
 * `changePhone` to the current number, `changePhoneTo:<userId>` to the new one, so a code
 * sent for one account's change can neither serve another account nor be replaced by its sends.
 */
export type OtpPurpose = SmsType | 'changePhone' | `changePhoneTo:${number}`;

/** DESIGN.md §9: SMS pumping costs real money, so every limit here is deliberate. */
export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendSeconds: 60,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

const SMS_PER_NUMBER: WindowRule = {
  bucket: 'sms:number',
  windowSeconds: 3600,
  max: OTP_RULES.perNumberPerHour,
};
const SMS_PER_IP: WindowRule = {
  bucket: 'sms:ip',
  windowSeconds: 3600,
  max: OTP_RULES.perIpPerHour,
};

export interface OtpDeps {
  db: Db;
  secret: string;
  market: Market;
  sms: SmsSender;
  appName: string;
  /** The language the player asked in: the SMS is written in it. */
  locale?: Locale;
}

function codeHash(secret: string, mobile: string, type: string, code: string): string {
  // Binding the number and purpose means a code for one can never satisfy another.
  return hmacHex(secret, `${mobile}:${type}:${code}`);
}

/**
 * Sends a code. Every limit is taken before anything is sent, each in one statement: the
 * 60 s wait per number (a conditional upsert: of a burst, exactly one starts it), then the
 * hourly caps per number and per address (reserved counts). A refusal gives back what was
 * already taken; so does a provider that fails to send, since no SMS cost was incurred.
 */
export async function sendOtp(
  deps: OtpDeps,
  mobile: string,
  type: OtpPurpose,
  ip: string,
  now = new Date(),
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { db } = deps;
  // The wait is per number and purpose (binding a phone, then setting the withdraw password
  // right after, must not wait); the hourly per-number cap bounds what all purposes send.
  const waitKey = `${mobile}:${type}`;
  const wait = await startCooldown(db, 'sms:resend', waitKey, OTP_RULES.resendSeconds, now);
  if (!wait.ok) throw tooMany('smsTooSoon', { seconds: wait.waitSeconds });
  const limits = await readSetting(db, deps.market.code, addressLimitsSetting);
  const caps = await reserveAll(
    db,
    [
      [SMS_PER_NUMBER, mobile],
      [{ ...SMS_PER_IP, max: limits.otpSendsPerHour }, ip],
    ],
    now,
  );
  if (!caps.ok) {
    await cancelCooldown(db, 'sms:resend', waitKey, wait.until);
    throw tooMany('smsHourlyCap');
  }

  const code = newOtp();
  let codeId: number | undefined;
  try {
    const [row] = await db
      .insert(otpCodes)
      .values({
        mobile,
        type,
        codeHash: codeHash(deps.secret, mobile, type, code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
      })
      .returning({ id: otpCodes.id });
    codeId = row?.id;
    const minutes = OTP_RULES.ttlSeconds / 60;
    const text = message('smsOtpText', deps.locale ?? 'en', { app: deps.appName, code, minutes });
    const to = { mobile, e164: `${deps.market.phonePrefix}${mobile}` };
    await deps.sms.send(db, to, { text, code, minutes, appName: deps.appName }, type);
  } catch (err) {
    // A code that never reached the phone must not stay guessable.
    if (codeId !== undefined) {
      await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, codeId));
    }
    for (const r of caps.taken) await giveBack(db, r);
    await cancelCooldown(db, 'sms:resend', waitKey, wait.until);
    if (err instanceof SmsSendError) throw badRequest('smsSendFailed');
    throw err;
  }
  return { resendAfterSeconds: OTP_RULES.resendSeconds, expiresInSeconds: OTP_RULES.ttlSeconds };
}

interface TryRow {
  id: number;
  attempts: number;
  code_hash: string;
}

/**
 * Checks a code and uses it up. Only the newest code for the number and purpose counts.
 * Each try *first* takes one of the code's 5 tries in one conditional update (never more
 * than 5, whatever the timing), then compares; a match consumes the code with a second
 * conditional update, so two requests can never both use it.
 */
export async function consumeOtp(
  deps: Pick<OtpDeps, 'db' | 'secret'>,
  mobile: string,
  type: OtpPurpose,
  code: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [tried] = await rawRows<TryRow>(
    db,
    sql`update otp_codes set attempts = attempts + 1
        where id = (select id from otp_codes where mobile = ${mobile} and type = ${type}
                    order by created_at desc, id desc limit 1)
          and consumed_at is null
          and attempts < ${OTP_RULES.maxAttempts}
          and expires_at > ${now.toISOString()}
        returning id, attempts, code_hash`,
  );
  if (!tried) throw await whyNoTry(deps, mobile, type, now);
  if (!equalHex(tried.code_hash, codeHash(deps.secret, mobile, type, code))) {
    throw badRequest(tried.attempts >= OTP_RULES.maxAttempts ? 'otpTooManyTries' : 'otpWrong');
  }
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, Number(tried.id)), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw badRequest('otpWrong');
}

/** The refusal for a code that could not be tried: none, used, expired or out of tries. */
async function whyNoTry(
  deps: Pick<OtpDeps, 'db'>,
  mobile: string,
  type: OtpPurpose,
  now: Date,
): Promise<AppError> {
  const [row] = await rawRows<{
    consumed_at: unknown;
    expires_at: string | Date;
    attempts: number;
  }>(
    deps.db,
    sql`select consumed_at, expires_at, attempts from otp_codes
        where mobile = ${mobile} and type = ${type}
        order by created_at desc, id desc limit 1`,
  );
  if (!row || row.consumed_at) return badRequest('otpWrong');
  if (new Date(row.expires_at).getTime() <= now.getTime()) return badRequest('otpExpired');
  if (row.attempts >= OTP_RULES.maxAttempts) return badRequest('otpTooManyTries');
  return badRequest('otpWrong');
}
