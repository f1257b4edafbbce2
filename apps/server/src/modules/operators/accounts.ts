import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@cardroom/contract/console';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { hashPassword } from '../auth/index.js';
import { type AuditEntry, writeAudit } from './audit.js';
import { encryptTotpSecret, newTotpSecret, totpUrl } from './crypto.js';
import { type OperatorRow, operatorSessions, operators } from './schema.js';

/**
 * Operator accounts: created and changed by an owner in the console (Operators page) or from
 * the command line (`npm run ops -- operator …`, which creates the first owner: there is no
 * console to create them from). Every change is audited in its own transaction, by the
 * operator who made it or `ops:<user>`. Refusals are AppErrors: the console shows their
 * sentence, the command line prints it.
 */
export interface NewOperator {
  login: string;
  displayName: string;
  role: OperatorRole;
  /** Given, or generated and shown once. */
  password?: string | undefined;
}

/** Who made a change, as its audit row names them. */
export type ChangedBy = Pick<AuditEntry, 'operatorId' | 'actor' | 'ip'>;

/** The command line's author: no operator row, the shell's user. */
export const commandLine = (user = process.env.USER ?? 'unknown'): ChangedBy => ({
  operatorId: null,
  actor: `ops:${user}`,
  ip: '',
});

export interface CreatedOperator {
  operator: OperatorRow;
  password: string;
  totpSecret: string;
  totpUrl: string;
}

const LOGIN = /^[a-z0-9._-]{3,64}$/;
export const MIN_OPERATOR_PASSWORD = 12;

/** 16 random bytes as base64url: 22 characters, over the minimum. */
const generatedPassword = () => randomBytes(16).toString('base64url');

/** What the audit log keeps of an operator: never a hash or a secret. */
export function operatorSnapshot(o: OperatorRow) {
  return { login: o.login, displayName: o.displayName, role: o.role, disabled: o.disabled };
}

export async function createOperator(
  deps: Deps,
  input: NewOperator,
  by: ChangedBy,
): Promise<CreatedOperator> {
  const login = input.login.trim().toLowerCase();
  if (!LOGIN.test(login)) throw badRequest('consoleOperatorLoginFormat');
  const password = input.password ?? generatedPassword();
  if (password.length < MIN_OPERATOR_PASSWORD) throw badRequest('consolePasswordShort');
  const totpSecret = newTotpSecret();
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  const operator = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        login,
        displayName: input.displayName.trim() || login,
        passwordHash,
        totpSecretEnc: encryptTotpSecret(deps.config.appSecret, totpSecret),
        role: input.role,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('consoleOperatorExists', { login });
    await writeAudit(tx, now, {
      ...by,
      action: 'operator.create',
      target: `operator:${login}`,
      before: null,
      after: operatorSnapshot(row),
    });
    return row;
  });
  return {
    operator,
    password,
    totpSecret,
    totpUrl: totpUrl(totpSecret, login, deps.config.appName),
  };
}

export function listOperators(deps: Deps): Promise<OperatorRow[]> {
  return deps.db.select().from(operators).orderBy(asc(operators.login));
}

/** Ends every open session of an operator but `except`; answers how many ended. */
export async function endOperatorSessions(
  tx: Tx,
  operatorId: number,
  now: Date,
  except?: number,
): Promise<number> {
  const open = [eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)];
  if (except !== undefined) open.push(ne(operatorSessions.id, except));
  const rows = await tx
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(...open))
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/**
 * Disabling an owner must leave one active owner, also when two owners disable each other at
 * once: every disabling change takes one transaction-scoped advisory lock first, so they run
 * one after another and each counts the owners the previous one left. (Locking the owner rows
 * with FOR UPDATE instead deadlocked on PostgreSQL when 50 such changes raced: rows updated
 * while others waited on them were re-read out of order.)
 */
async function keepsAnActiveOwner(tx: Tx, target: OperatorRow): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operators:owners'))`);
  // Read after the lock: the previous change may have disabled this very operator.
  const [now] = await tx.select().from(operators).where(eq(operators.id, target.id));
  if (now?.role !== 'owner' || now.disabled) return;
  const [others] = await tx
    .select({ n: count() })
    .from(operators)
    .where(
      and(eq(operators.role, 'owner'), eq(operators.disabled, false), ne(operators.id, target.id)),
    );
  if ((others?.n ?? 0) === 0) throw conflict('consoleOperatorLastOwner');
}

type Change = Partial<Pick<OperatorRow, 'disabled' | 'totpSecretEnc' | 'passwordHash'>>;

async function changeOperator(
  deps: Deps,
  login: string,
  by: ChangedBy,
  action: string,
  change: Change,
  note: Record<string, string> = {},
): Promise<OperatorRow> {
  const now = deps.now();
  const wanted = login.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(operators).where(eq(operators.login, wanted));
    if (!found) throw notFound('consoleOperatorUnknown', { login: wanted });
    if (change.disabled === true) await keepsAnActiveOwner(tx, found);
    const [before] = await tx
      .select()
      .from(operators)
      .where(eq(operators.id, found.id))
      .for('update');
    if (!before) throw notFound('consoleOperatorUnknown', { login: wanted });
    // Disabling the disabled (a double tap, two owners at once) changes nothing, audits nothing.
    const onlyState = Object.keys(change).length === 1 && change.disabled !== undefined;
    if (onlyState && before.disabled === change.disabled) return before;
    const [after] = await tx
      .update(operators)
      .set({ ...change, updatedAt: now })
      .where(eq(operators.id, before.id))
      .returning();
    if (!after) throw new Error(`operator ${login} vanished`);
    // Disabled, or a new password or second factor: signed out everywhere at once.
    if (change.disabled !== false) await endOperatorSessions(tx, before.id, now);
    await writeAudit(tx, now, {
      ...by,
      action,
      target: `operator:${before.login}`,
      before: operatorSnapshot(before),
      after: { ...operatorSnapshot(after), ...note },
    });
    return after;
  });
}

export function disableOperator(
  deps: Deps,
  login: string,
  by: ChangedBy,
  reason?: string,
): Promise<OperatorRow> {
  return changeOperator(
    deps,
    login,
    by,
    'operator.disable',
    { disabled: true },
    reason ? { reason } : {},
  );
}

export function enableOperator(
  deps: Deps,
  login: string,
  by: ChangedBy,
  reason?: string,
): Promise<OperatorRow> {
  return changeOperator(
    deps,
    login,
    by,
    'operator.enable',
    { disabled: false },
    reason ? { reason } : {},
  );
}

/** A new TOTP secret (a lost phone): the old codes stop working, sessions end. */
export async function resetOperatorTotp(
  deps: Deps,
  login: string,
  by: ChangedBy,
  reason?: string,
): Promise<{ operator: OperatorRow; totpSecret: string; totpUrl: string }> {
  const totpSecret = newTotpSecret();
  const operator = await changeOperator(
    deps,
    login,
    by,
    'operator.resetTotp',
    { totpSecretEnc: encryptTotpSecret(deps.config.appSecret, totpSecret) },
    { totp: 'replaced', ...(reason ? { reason } : {}) },
  );
  return {
    operator,
    totpSecret,
    totpUrl: totpUrl(totpSecret, operator.login, deps.config.appName),
  };
}

/** A new generated password (a forgotten one), shown once to whoever reset it; sessions end. */
export async function resetOperatorPassword(
  deps: Deps,
  login: string,
  by: ChangedBy,
  reason?: string,
): Promise<{ operator: OperatorRow; password: string }> {
  const password = generatedPassword();
  const operator = await changeOperator(
    deps,
    login,
    by,
    'operator.resetPassword',
    { passwordHash: await hashPassword(password) },
    { password: 'replaced', ...(reason ? { reason } : {}) },
  );
  return { operator, password };
}
