import { type ConsoleOperatorRow, consoleApi, type OperatorRole } from '@cardroom/contract/console';
import { and, count, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { conflict } from '../../http/errors.js';
import { readSetting } from '../settings/index.js';
import {
  type ChangedBy,
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTotp,
} from './accounts.js';
import { changeOwnPassword } from './own-password.js';
import { operatorSessions } from './schema.js';
import { consoleSessionSetting } from './settings.js';

const byOperator = (ctx: ConsoleCtx<true>): ChangedBy => ({
  operatorId: ctx.operator.operatorId,
  actor: ctx.operator.login,
  ip: ctx.ip,
});

/** The owner acts on others here; on their own account only through "My password". */
function notSelf(ctx: ConsoleCtx<true>, login: string): void {
  if (login === ctx.operator.login) throw conflict('consoleOperatorSelf');
}

/** Sessions open now, per operator: not ended, not past their age, not idle. */
async function openSessionsByOperator(deps: Deps): Promise<Map<number, number>> {
  const now = deps.now();
  const { idleMinutes } = await readSetting(deps.db, deps.market.code, consoleSessionSetting);
  const s = operatorSessions;
  const rows = await deps.db
    .select({ operatorId: s.operatorId, n: count() })
    .from(s)
    .where(
      and(
        isNull(s.endedAt),
        gt(s.expiresAt, now),
        gt(s.lastSeenAt, new Date(now.getTime() - idleMinutes * 60_000)),
      ),
    )
    .groupBy(s.operatorId);
  return new Map(rows.map((r) => [r.operatorId, r.n]));
}

/** The Operators page (owner) and My password (everyone): docs/OPERATIONS.md "Operators". */
export function registerOperatorAccountRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleOperatorsList, async (_input, ctx) => {
    const [rows, open] = await Promise.all([listOperators(deps), openSessionsByOperator(deps)]);
    const operators: ConsoleOperatorRow[] = rows.map((o) => ({
      login: o.login,
      displayName: o.displayName,
      role: o.role as OperatorRole,
      disabled: o.disabled,
      createdAt: o.createdAt.toISOString(),
      lastSignInAt: o.lastSignInAt?.toISOString() ?? null,
      openSessions: open.get(o.id) ?? 0,
      self: o.id === ctx.operator.operatorId,
    }));
    return { operators };
  });

  c.handle(consoleApi.consoleOperatorCreate, async (input, ctx) => {
    const made = await createOperator(
      deps,
      { login: input.login, displayName: input.displayName, role: input.role },
      byOperator(ctx),
    );
    return {
      login: made.operator.login,
      role: made.operator.role as OperatorRole,
      password: made.password,
      totpSecret: made.totpSecret,
      totpUrl: made.totpUrl,
    };
  });

  c.handle(consoleApi.consoleOperatorSetDisabled, async (input, ctx) => {
    notSelf(ctx, input.login);
    const change = input.disabled ? disableOperator : enableOperator;
    const o = await change(deps, input.login, byOperator(ctx), input.reason);
    return { login: o.login, disabled: o.disabled };
  });

  c.handle(consoleApi.consoleOperatorResetTotp, async (input, ctx) => {
    notSelf(ctx, input.login);
    const r = await resetOperatorTotp(deps, input.login, byOperator(ctx), input.reason);
    return { login: r.operator.login, totpSecret: r.totpSecret, totpUrl: r.totpUrl };
  });

  c.handle(consoleApi.consoleOperatorResetPassword, async (input, ctx) => {
    notSelf(ctx, input.login);
    const r = await resetOperatorPassword(deps, input.login, byOperator(ctx), input.reason);
    return { login: r.operator.login, password: r.password };
  });

  c.handle(consoleApi.consoleOwnPassword, (input, ctx) =>
    changeOwnPassword(deps, ctx.operator, input, ctx.ip),
  );
}
