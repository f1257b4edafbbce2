import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { registerOperatorAccountRoutes } from './accounts-routes.js';
import { listAudit } from './audit.js';
import { sessionAnswer, signIn, signOut } from './sessions.js';

/** The console's own calls: sign-in, who am I, sign-out, the audit log, and the team. */
export function registerOperatorConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  registerOperatorAccountRoutes(c, deps);
  c.handle(consoleApi.consoleSignIn, async (input, ctx) => {
    const { token, answer, expiresAt } = await signIn(deps, {
      login: input.login,
      password: input.password,
      code: input.code,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    ctx.setSessionCookie(token, expiresAt);
    return answer;
  });

  c.handle(consoleApi.consoleMe, async (_input, ctx) =>
    sessionAnswer(deps, ctx.operator, ctx.token, ctx.operator.idleMinutes),
  );

  c.handle(consoleApi.consoleSignOut, async (_input, ctx) => {
    await signOut(deps, ctx.operator, ctx.ip);
    ctx.clearSessionCookie();
    return { ok: true as const };
  });

  c.handle(consoleApi.consoleAuditList, async (input) => {
    const { rows, total } = await listAudit(deps.db, {
      actor: input.actor || undefined,
      action: input.action || undefined,
      target: input.target || undefined,
      player: input.player || undefined,
      from: input.from ? new Date(input.from) : undefined,
      to: input.to ? new Date(input.to) : undefined,
      page: input.page,
      pageSize: input.pageSize,
    });
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        ip: r.ip,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
      })),
    };
  });
}
