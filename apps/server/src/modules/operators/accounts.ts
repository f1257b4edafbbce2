import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@cardroom/contract/console';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { hashPassword } from '../auth/index.js';
import { writeAudit } from './audit.js';
import { encryptTotpSecret, newTotpSecret, totpUrl } from './crypto.js';
import { type OperatorRow, operatorSessions, operators } from './schema.js';

/**
 * Operator accounts, managed from the command line (`npm run ops -- operator …`): the first
 * owner has no console to be created from. Every change is audited with the actor
 * `ops:<user>`, in the change's own transaction.
 */
export interface NewOperator {
  login: string;
  displayName: string;
  role: OperatorRole;
  /** Given, or generated and shown once. */
  password?: string | undefined;
}

export interface CreatedOperator {
  operator: OperatorRow;
  password: string;
  totpSecret: string;
  totpUrl: string;
}

const LOGIN = /^[a-z0-9._-]{3,64}$/;

/** What the audit log keeps of an operator: never a hash or a secret. */
export function operatorSnapshot(o: OperatorRow) {
  return { login: o.login, displayName: o.displayName, role: o.role, disabled: o.disabled };
}

export async function createOperator(
  deps: Deps,
  input: NewOperator,
  actor: string,
): Promise<CreatedOperator> {
  const login = input.login.trim().toLowerCase();
  if (!LOGIN.test(login)) {
    throw new OperatorError('login must be 3-64 of a-z, 0-9, dot, dash, underscore');
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  if (password.length < 12) throw new OperatorError('password must be at least 12 characters');
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
    if (!row) throw new OperatorError(`an operator ${login} exists already`);
    await writeAudit(tx, now, {
      operatorId: null,
      actor,
      ip: '',
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

async function changeOperator(
  deps: Deps,
  login: string,
  actor: string,
  action: string,
  change: Partial<Pick<OperatorRow, 'disabled' | 'totpSecretEnc'>>,
): Promise<OperatorRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operators)
      .where(eq(operators.login, login.trim().toLowerCase()))
      .for('update');
    if (!before) throw new OperatorError(`no operator ${login}`);
    const [after] = await tx
      .update(operators)
      .set({ ...change, updatedAt: now })
      .where(eq(operators.id, before.id))
      .returning();
    if (!after) throw new Error(`operator ${login} vanished`);
    // A disabled operator, or one whose second factor was replaced, is signed out everywhere.
    await tx
      .update(operatorSessions)
      .set({ endedAt: now })
      .where(and(eq(operatorSessions.operatorId, before.id), isNull(operatorSessions.endedAt)));
    await writeAudit(tx, now, {
      operatorId: null,
      actor,
      ip: '',
      action,
      target: `operator:${before.login}`,
      before: operatorSnapshot(before),
      after: { ...operatorSnapshot(after), ...(change.totpSecretEnc ? { totp: 'replaced' } : {}) },
    });
    return after;
  });
}

export function disableOperator(deps: Deps, login: string, actor: string): Promise<OperatorRow> {
  return changeOperator(deps, login, actor, 'operator.disable', { disabled: true });
}

/** A new TOTP secret (a lost phone): the old codes stop working, sessions end. */
export async function resetOperatorTotp(
  deps: Deps,
  login: string,
  actor: string,
): Promise<{ operator: OperatorRow; totpSecret: string; totpUrl: string }> {
  const totpSecret = newTotpSecret();
  const operator = await changeOperator(deps, login, actor, 'operator.resetTotp', {
    totpSecretEnc: encryptTotpSecret(deps.config.appSecret, totpSecret),
  });
  return {
    operator,
    totpSecret,
    totpUrl: totpUrl(totpSecret, operator.login, deps.config.appName),
  };
}
