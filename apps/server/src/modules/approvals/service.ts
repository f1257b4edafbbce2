import type { ConsoleMoneyRequest, MoneyRequestKind } from '@cardroom/contract/console';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { operators } from '../operators/index.js';
import { readSetting } from '../settings/index.js';
import { actOf, type PayloadOf, payloadSchemas } from './kinds.js';
import { type MoneyRequestRow, moneyRequests } from './schema.js';
import { type FourEyesRules, fourEyesSetting } from './settings.js';

export interface NewMoneyRequest<K extends MoneyRequestKind> {
  kind: K;
  payload: PayloadOf<K>;
  amount: number;
  target: string;
  /** The requester's reason, shown to the approver. */
  note: string;
  /** One request per submission: a doubled or retried one finds the first. */
  dedupeKey: string;
}

/** The partial unique index's predicate (schema.ts): a rejected request frees its key. */
const stillHoldsKey = ne(moneyRequests.state, 'rejected');

/** The market's thresholds and role limits (owner's setting `fourEyes`). */
export function fourEyesRules(deps: Deps, db: Deps['db'] | Tx = deps.db): Promise<FourEyesRules> {
  return readSetting(db, deps.market.code, fourEyesSetting);
}

/**
 * Writes a money request (nothing moves) with its audit row, in `tx`. The dedupe key makes a
 * retried submission return the request it made first (pending or approved) instead of a
 * second one; after a rejection the same thing may be asked again.
 */
export async function requestMoney<K extends MoneyRequestKind>(
  deps: Deps,
  tx: Tx,
  input: NewMoneyRequest<K>,
  ctx: ConsoleCtx<true>,
): Promise<{ id: number; created: boolean }> {
  const payload = payloadSchemas[input.kind].parse(input.payload);
  const [row] = await tx
    .insert(moneyRequests)
    .values({
      kind: input.kind,
      payload,
      amount: input.amount,
      target: input.target,
      note: input.note,
      dedupeKey: input.dedupeKey,
      requestedBy: ctx.operator.operatorId,
      requesterLogin: ctx.operator.login,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: moneyRequests.dedupeKey, where: stillHoldsKey })
    .returning({ id: moneyRequests.id });
  if (!row) {
    const [first] = await tx
      .select({ id: moneyRequests.id, kind: moneyRequests.kind })
      .from(moneyRequests)
      .where(and(eq(moneyRequests.dedupeKey, input.dedupeKey), stillHoldsKey));
    if (!first) throw new Error(`money request ${input.dedupeKey} vanished`);
    return { id: first.id, created: false };
  }
  await ctx.audit(tx, {
    action: 'approval.request',
    target: `request:${row.id}`,
    before: null,
    after: { kind: input.kind, amount: input.amount, target: input.target, note: input.note },
  });
  return { id: row.id, created: true };
}

/** The queue: requests in `state`, newest first, with the requester's display name. */
export async function listRequests(
  deps: Deps,
  state: MoneyRequestRow['state'],
  viewerId: number,
): Promise<ConsoleMoneyRequest[]> {
  const rows = await deps.db
    .select()
    .from(moneyRequests)
    .where(eq(moneyRequests.state, state))
    .orderBy(desc(moneyRequests.createdAt), desc(moneyRequests.id))
    .limit(200);
  const ids = [...new Set(rows.map((r) => r.requestedBy))];
  const names = ids.length
    ? await deps.db
        .select({ id: operators.id, displayName: operators.displayName })
        .from(operators)
        .where(inArray(operators.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.displayName]));
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as MoneyRequestKind,
    amount: r.amount,
    target: r.target,
    note: r.note,
    details: (r.payload ?? {}) as Record<string, unknown>,
    requester: r.requesterLogin,
    requesterName: nameOf.get(r.requestedBy) ?? r.requesterLogin,
    mine: r.requestedBy === viewerId,
    state: r.state as ConsoleMoneyRequest['state'],
    decider: r.deciderLogin,
    decisionReason: r.decisionReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * A second operator's decision. The conditional update `pending → approved|rejected` (never
 * by the requester) returns the row to one caller only; the approved act then runs in the
 * same transaction, so approval and money move commit together or not at all, once.
 */
export async function decideRequest(
  deps: Deps,
  input: { id: number; reason: string; approve: boolean },
  ctx: ConsoleCtx<true>,
): Promise<{ id: string; state: 'approved' | 'rejected' }> {
  const me = ctx.operator.operatorId;
  const [seen] = await deps.db
    .select({ requestedBy: moneyRequests.requestedBy })
    .from(moneyRequests)
    .where(eq(moneyRequests.id, input.id));
  if (!seen) throw notFound('consoleApprovalNotFound');
  if (seen.requestedBy === me) throw forbidden('consoleApprovalOwnRequest');
  const state = input.approve ? 'approved' : 'rejected';
  const after = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(moneyRequests)
      .set({
        state,
        decidedBy: me,
        deciderLogin: ctx.operator.login,
        decisionReason: input.reason,
        decidedAt: deps.now(),
      })
      .where(
        and(
          eq(moneyRequests.id, input.id),
          eq(moneyRequests.state, 'pending'),
          // Checked again in the update itself: the requester is never the decider.
          ne(moneyRequests.requestedBy, me),
        ),
      )
      .returning();
    if (!row) throw conflict('consoleApprovalNotPending');
    let afterCommit: undefined | (() => Promise<void>);
    if (input.approve) afterCommit = await runAct(deps, tx, row, input.reason, ctx);
    await ctx.audit(tx, {
      action: input.approve ? 'approval.approve' : 'approval.reject',
      target: `request:${row.id}`,
      before: { state: 'pending', kind: row.kind, amount: row.amount, target: row.target },
      after: { state, reason: input.reason, requester: row.requesterLogin },
    });
    return afterCommit;
  });
  await after?.().catch((err: unknown) => {
    ctx.log.warn({ err, request: input.id }, 'work after an approval failed; its job retries');
  });
  return { id: String(input.id), state };
}

async function runAct(
  deps: Deps,
  tx: Tx,
  row: MoneyRequestRow,
  reason: string,
  ctx: ConsoleCtx<true>,
) {
  const kind = row.kind as MoneyRequestKind;
  const request = { id: row.id, requesterLogin: row.requesterLogin, reason };
  // Each branch narrows the kind so the act gets its own payload type.
  switch (kind) {
    case 'adjustment':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'deposit_credit_agency':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'deposit_credit_unmatched':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'held_return':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'withdrawal':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'gift_code_batch':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
    case 'promotion':
      return actOf(deps, kind)(
        tx,
        { ...request, payload: payloadSchemas[kind].parse(row.payload) },
        ctx,
      );
  }
}
