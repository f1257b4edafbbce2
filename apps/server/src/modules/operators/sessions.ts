import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleSession, OperatorRole } from '@cardroom/contract/console';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest, tooMany } from '../../http/errors.js';
import { verifyPassword } from '../auth/index.js';
import { readSetting } from '../settings/index.js';
import {
  addressLimitsSetting,
  giveBack,
  noteFailure,
  reserve,
  reserveAllPatiently,
  secondsLeftInWindow,
  type WindowRule,
} from '../throttle/index.js';
import { writeAudit } from './audit.js';
import { csrfTokenFor, decryptTotpSecret, totpStep } from './crypto.js';
import { type OperatorRow, operatorSessions, operators, operatorTotpSteps } from './schema.js';
import { consoleSessionSetting } from './settings.js';

/**
 * Failed sign-ins per login and per address in 15 minutes. The login's own count locks that
 * login (5 wrong tries). The address's count (max from the `addressLimits` setting,
 * `consoleSignInFailures`) only stops *unknown* logins from that address: every operator
 * behind one load balancer or office shares it, and a flood of made-up logins must not lock
 * out an operator who has the right password and code.
 */
export const CONSOLE_SIGN_IN_THROTTLE = {
  login: { bucket: 'console:login', windowSeconds: 15 * 60, max: 5 },
  ip: { bucket: 'console:ip', windowSeconds: 15 * 60, max: 20 },
} as const satisfies Record<string, WindowRule>;

/** The signed-in operator a console request acts as. */
export interface OperatorSession {
  sessionId: number;
  operatorId: number;
  login: string;
  displayName: string;
  role: OperatorRole;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionAnswer(
  deps: Deps,
  o: Pick<OperatorRow, 'login' | 'displayName' | 'role'>,
  token: string,
  idleMinutes: number,
): ConsoleSession {
  return {
    operator: { login: o.login, displayName: o.displayName, role: o.role as OperatorRole },
    csrfToken: csrfTokenFor(deps.config.appSecret, token),
    idleMinutes,
    market: deps.market.code,
  };
}

export interface SignInInput {
  login: string;
  password: string;
  code: string;
  ip: string;
  userAgent: string;
}

/** Why a console sign-in was refused, as the audit row says it (never the operator). */
type SignInFailure =
  | 'unknownLogin'
  | 'wrongPassword'
  | 'disabled'
  | 'wrongCode'
  | 'codeUsed'
  | 'loginLocked'
  | 'addressThrottled'
  | 'tooManyAtOnce';

/**
 * Login + password + TOTP code. Every wrong part gets the same refusal (nothing tells a
 * wrong login from a wrong code) and an audit row (login tried, address, reason). The
 * attempt reserves a slot of its login first (a conditional upsert: a burst checks at most
 * 5 passwords of one login) and one of its address; a success gives both back, a failure
 * keeps them. When the address is full, a known login is still checked (its own lock bounds
 * the guesses) while an unknown one is refused unchecked. The code's time step is reserved
 * by an insert, so a code works once even when two requests race with it.
 */
export async function signIn(
  deps: Deps,
  input: SignInInput,
): Promise<{ token: string; answer: ConsoleSession; expiresAt: Date }> {
  const now = deps.now();
  const login = input.login.trim().toLowerCase();
  const audited = async (reason: SignInFailure, operatorId: number | null) =>
    writeAudit(deps.db, now, {
      operatorId,
      actor: login.slice(0, 100),
      ip: input.ip,
      action: 'operator.signInFailed',
      target: `login:${login.slice(0, 100)}`,
      before: null,
      after: { reason, userAgent: input.userAgent.slice(0, 300) },
    });
  const byLogin = await reserveAllPatiently(
    deps.db,
    [[CONSOLE_SIGN_IN_THROTTLE.login, login]],
    now,
  );
  if (!byLogin.ok) {
    await audited(byLogin.failed ? 'loginLocked' : 'tooManyAtOnce', null);
    if (!byLogin.failed) throw tooMany('tooManyAtOnce');
    const minutes = Math.ceil(byLogin.refused.retryAfterSeconds / 60);
    throw tooMany('consoleSignInThrottled', { minutes });
  }
  const loginSlot = byLogin.taken;
  const [operator] = await deps.db.select().from(operators).where(eq(operators.login, login));
  const limits = await readSetting(deps.db, deps.market.code, addressLimitsSetting);
  const ipRule = { ...CONSOLE_SIGN_IN_THROTTLE.ip, max: limits.consoleSignInFailures };
  const byAddress = operator
    ? await reserve(deps.db, ipRule, input.ip, now)
    : await reserveAllPatiently(deps.db, [[ipRule, input.ip]], now);
  const ipSlot = 'taken' in byAddress ? byAddress.taken : byAddress.ok ? [byAddress] : [];
  if (!operator && ipSlot.length === 0) {
    // Nothing was checked: the login's slot goes back, the address stays full.
    for (const r of loginSlot) await giveBack(deps.db, r);
    await audited('addressThrottled', null);
    const minutes = Math.ceil(secondsLeftInWindow(ipRule.windowSeconds, now) / 60);
    throw tooMany('consoleSignInThrottled', { minutes });
  }
  const addressFull = ipSlot.length === 0;
  const refuse = async (reason: SignInFailure): Promise<never> => {
    for (const r of [...loginSlot, ...ipSlot]) await noteFailure(deps.db, r);
    await audited(reason, operator?.id ?? null);
    if (addressFull) {
      const minutes = Math.ceil(secondsLeftInWindow(ipRule.windowSeconds, now) / 60);
      throw tooMany('consoleSignInThrottled', { minutes });
    }
    throw badRequest('consoleSignInFailed');
  };
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, input.password);
  if (!operator) return refuse('unknownLogin');
  if (!passwordOk) return refuse('wrongPassword');
  if (operator.disabled) return refuse('disabled');
  const step = totpStep(
    decryptTotpSecret(deps.config.appSecret, operator.totpSecretEnc),
    input.code,
    now,
  );
  if (step === null) return refuse('wrongCode');

  const rules = await readSetting(deps.db, deps.market.code, consoleSessionSetting);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + rules.absoluteHours * 3600_000);
  const started = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(operatorTotpSteps)
      .values({ operatorId: operator.id, step, usedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false; // this code was used already
    const [session] = await tx
      .insert(operatorSessions)
      .values({
        operatorId: operator.id,
        tokenHash: hashToken(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 300),
      })
      .returning({ id: operatorSessions.id });
    await tx.update(operators).set({ lastSignInAt: now }).where(eq(operators.id, operator.id));
    await writeAudit(tx, now, {
      operatorId: operator.id,
      actor: operator.login,
      ip: input.ip,
      action: 'operator.signIn',
      target: `session:${session?.id}`,
      before: null,
      after: { userAgent: input.userAgent.slice(0, 300) },
    });
    return true;
  });
  if (!started) {
    // The right password and a right code, spent a moment ago (a double tap, or two tabs): not
    // a guess, so it does not count toward locking the login or the address; still refused
    // and audited.
    for (const r of [...loginSlot, ...ipSlot]) await giveBack(deps.db, r);
    await audited('codeUsed', operator.id);
    throw badRequest('consoleSignInFailed');
  }
  for (const r of [...loginSlot, ...ipSlot]) await giveBack(deps.db, r);
  return { token, answer: sessionAnswer(deps, operator, token, rules.idleMinutes), expiresAt };
}

/**
 * The operator behind a session token, or null when the session is unknown, signed out,
 * past its absolute expiry, idle for longer than the setting allows, or its operator is
 * disabled. A live session's `last_seen_at` moves to now in the same statement that checks
 * it (an idle session cannot be revived by two requests racing).
 */
export async function resolveOperatorSession(
  deps: Deps,
  token: string,
): Promise<(OperatorSession & { idleMinutes: number }) | null> {
  const now = deps.now();
  const { idleMinutes } = await readSetting(deps.db, deps.market.code, consoleSessionSetting);
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const [session] = await deps.db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        sql`exists (select 1 from ${operators} where ${operators.id} = ${operatorSessions.operatorId} and not ${operators.disabled})`,
      ),
    )
    .returning({ id: operatorSessions.id, operatorId: operatorSessions.operatorId });
  if (!session) return null;
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(eq(operators.id, session.operatorId));
  if (!operator) return null;
  return {
    sessionId: session.id,
    operatorId: operator.id,
    login: operator.login,
    displayName: operator.displayName,
    role: operator.role as OperatorRole,
    idleMinutes,
  };
}

/** Ends the session (audited in the same transaction). */
export async function signOut(deps: Deps, s: OperatorSession, ip: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(and(eq(operatorSessions.id, s.sessionId), isNull(operatorSessions.endedAt)));
    await writeAudit(tx, now, {
      operatorId: s.operatorId,
      actor: s.login,
      ip,
      action: 'operator.signOut',
      target: `session:${s.sessionId}`,
      before: null,
      after: null,
    });
  });
}
