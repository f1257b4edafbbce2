import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest, tooMany } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { giveBack, noteFailure, reserveAllPatiently } from '../throttle/index.js';
import { endOperatorSessions } from './accounts.js';
import { writeAudit } from './audit.js';
import { operators } from './schema.js';
import { CONSOLE_SIGN_IN_THROTTLE, type OperatorSession } from './sessions.js';

/**
 * An operator changes their own password: the current one first. A wrong current password is
 * a guess like a wrong sign-in, so it counts against the same per-login lock (5 in 15
 * minutes, reserved before the check, given back on success): a stolen open session cannot
 * try passwords faster than the sign-in page could. The change ends the operator's other
 * sessions (this one goes on) and is audited, in one transaction.
 */
export async function changeOwnPassword(
  deps: Deps,
  session: OperatorSession,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<{ ok: true; otherSessionsEnded: number }> {
  const now = deps.now();
  const held = await reserveAllPatiently(
    deps.db,
    [[CONSOLE_SIGN_IN_THROTTLE.login, session.login]],
    now,
  );
  if (!held.ok) {
    if (!held.failed) throw tooMany('tooManyAtOnce');
    const minutes = Math.ceil(held.refused.retryAfterSeconds / 60);
    throw tooMany('consoleSignInThrottled', { minutes });
  }
  const [me] = await deps.db.select().from(operators).where(eq(operators.id, session.operatorId));
  if (!me || !(await verifyPassword(me.passwordHash, input.currentPassword))) {
    for (const r of held.taken) await noteFailure(deps.db, r);
    await writeAudit(deps.db, now, {
      operatorId: session.operatorId,
      actor: session.login,
      ip,
      action: 'operator.changePasswordFailed',
      target: `operator:${session.login}`,
      before: null,
      after: { reason: 'wrongCurrentPassword' },
    });
    throw badRequest('consolePasswordCurrentWrong');
  }
  for (const r of held.taken) await giveBack(deps.db, r);
  if (input.newPassword === input.currentPassword) throw badRequest('consolePasswordSame');
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash, updatedAt: now }).where(eq(operators.id, me.id));
    const ended = await endOperatorSessions(tx, me.id, now, session.sessionId);
    await writeAudit(tx, now, {
      operatorId: me.id,
      actor: me.login,
      ip,
      action: 'operator.changePassword',
      target: `operator:${me.login}`,
      before: null,
      after: { password: 'replaced', otherSessionsEnded: ended },
    });
    return { ok: true as const, otherSessionsEnded: ended };
  });
}
