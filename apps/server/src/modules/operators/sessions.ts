import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleSession, OperatorRole } from '@cardroom/contract/console';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest, tooMany } from '../../http/errors.js';
import { verifyPassword } from '../auth/index.js';
import { readSetting } from '../settings/index.js';
import { failures, giveBack, noteFailure, reserveAll, type WindowRule } from '../throttle/index.js';
import { writeAudit } from './audit.js';
import { csrfTokenFor, decryptTotpSecret, totpStep } from './crypto.js';
import { type OperatorRow, operatorSessions, operators, operatorTotpSteps } from './schema.js';
import { consoleSessionSetting } from './settings.js';

/** Sign-in attempts per login and per address in 15 minutes (wrong ones keep their slot). */
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
  };
}

export interface SignInInput {
  login: string;
  password: string;
  code: string;
  ip: string;
  userAgent: string;
}

/**
 * Login + password + TOTP code. Every wrong part gets the same refusal (nothing tells a
 * wrong login from a wrong code). The attempt takes a throttle slot per login and per
 * address before anything is checked; a success gives them back. The code's time step is
 * reserved by an insert, so a code works once even when two requests race with it.
 */
export async function signIn(
  deps: Deps,
  input: SignInInput,
): Promise<{ token: string; answer: ConsoleSession; expiresAt: Date }> {
  const now = deps.now();
  const login = input.login.trim().toLowerCase();
  const got = await reserveAll(
    deps.db,
    [
      [CONSOLE_SIGN_IN_THROTTLE.ip, input.ip],
      [CONSOLE_SIGN_IN_THROTTLE.login, login],
    ],
    now,
  );
  if (!got.ok) {
    const { rule, key, retryAfterSeconds } = got.refused;
    if ((await failures(deps.db, rule, key, now)) < rule.max) throw tooMany('tooManyAtOnce');
    throw tooMany('consoleSignInThrottled', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  const refuse = async (): Promise<never> => {
    for (const r of got.taken) await noteFailure(deps.db, r);
    throw badRequest('consoleSignInFailed');
  };
  const [operator] = await deps.db.select().from(operators).where(eq(operators.login, login));
  const passwordOk = await verifyPassword(operator?.passwordHash ?? null, input.password);
  if (!operator || !passwordOk || operator.disabled) return refuse();
  const step = totpStep(
    decryptTotpSecret(deps.config.appSecret, operator.totpSecretEnc),
    input.code,
    now,
  );
  if (step === null) return refuse();

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
  if (!started) return refuse();
  for (const r of got.taken) await giveBack(deps.db, r);
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
