import type { DepositOrder, Locale } from '@cardroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, OperatorError } from '../../http/errors.js';
import type { RequestKeyCtx } from '../../http/request-keys.js';
import { giftFor, insertOrder, selfUtrBonus } from './bonus.js';
import { assertDepositOpen, assertInRange, depositConfigOf, depositRulesOf } from './config.js';
import { creditOrder } from './credit.js';
import { expireStale, lockOrder, lockPlayerAndCheckCap, presentOrder } from './orders.js';
import { remarkCode } from './remarks.js';
import { bankStatementLines, type DepositOrderRow, depositOrders } from './schema.js';
export async function createSelfUtrOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; utr: string },
  locale: Locale,
  /** The client idempotency key: spent in the same transaction as the order. */
  requestKey: RequestKeyCtx | null = null,
): Promise<DepositOrder> {
  const [info, rules] = await depositConfigOf(deps);
  assertDepositOpen(deps, info);
  if (!info.fillOrderSwitch) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, rules.transferRange, locale);
  try {
    const order = await deps.db.transaction(async (tx) => {
      await lockPlayerAndCheckCap(deps, tx, userId, rules, { amount: input.amount, locale });
      await requestKey?.bind(tx);
      return insertOrder(
        tx,
        {
          userId,
          depositType: 'self_utr',
          method: 'utr',
          amount: input.amount,
          currency: deps.market.currencyCode,
          utr: input.utr.trim(),
          remark: remarkCode('selfUtrWaiting'),
        },
        deps.now(),
      );
    });
    return presentOrder(order, locale);
  } catch (err) {
    if (uniqueViolation(err)) throw badRequest('utrUsed');
    throw err;
  }
}

// ---------------------------------------------------------------- agency

export async function createAgentOrder(
  deps: Deps,
  userId: number,
  input: { agentId: string; amount: number },
  locale: Locale,
  /** The client idempotency key: spent in the same transaction as the order. */
  requestKey: RequestKeyCtx | null = null,
): Promise<DepositOrder> {
  const [info, rules] = await depositConfigOf(deps);
  assertDepositOpen(deps, info);
  if (!info.agentRechargeSwitch) throw badRequest('methodUnavailable');
  let agents: Array<{ id: string; name: string }> = [];
  try {
    agents = JSON.parse(info.agentsV2) as typeof agents;
  } catch {
    agents = [];
  }
  const agent = Array.isArray(agents) ? agents.find((a) => a.id === input.agentId) : undefined;
  if (!agent) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, rules.agencyRange, locale);
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules, { amount: input.amount, locale });
    await requestKey?.bind(tx);
    return insertOrder(
      tx,
      {
        userId,
        depositType: 'agency',
        method: agent.id,
        amount: input.amount,
        currency: deps.market.currencyCode,
        remark: agent.name,
      },
      deps.now(),
    );
  });
  return presentOrder(order, locale);
}

// ---------------------------------------------------------------- operator actions

const operatorError = (msg: string) => new OperatorError(msg);

/** Runs in the decision's own transaction (the console's audit row), after the change. */
export type DepositDecisionHook = (
  tx: Tx,
  before: DepositOrderRow,
  after: DepositOrderRow,
) => Promise<void>;

/** Confirms a self-service UTR order: credits it with the waiting bonus (SPEC.md §9). */
export async function confirmSelfUtr(
  deps: Deps,
  orderNo: string,
  inTx?: DepositDecisionHook,
  /** An approved four-eyes request credits inside the approval's own transaction. */
  outer?: Tx,
  /** The unmatched bank line the operator says this money is: matched with the credit. */
  lineId?: number,
): Promise<DepositOrderRow> {
  const rules = await depositRulesOf(deps, outer);
  const work = async (tx: Tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order?.depositType !== 'self_utr')
      throw operatorError(`no self-service UTR order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    const waited = deps.now().getTime() - order.createdAt.getTime();
    const credited = await creditOrder(deps, tx, order, {
      bonus: selfUtrBonus(order.amount, waited, rules),
      rules,
    });
    // The bank line of this UTR and amount, if it came, is this money: it is no longer
    // unmatched, so no other order can be credited with it (a line arriving later is matched
    // on arrival: transfer.ts matchStatement).
    if (lineId) {
      const matched = await tx
        .update(bankStatementLines)
        .set({ matchedOrderNo: order.orderNo })
        .where(
          and(
            eq(bankStatementLines.id, lineId),
            eq(bankStatementLines.amount, order.amount),
            eq(bankStatementLines.currency, order.currency),
            isNull(bankStatementLines.matchedOrderNo),
          ),
        )
        .returning({ id: bankStatementLines.id });
      // Throwing rolls the credit back: one line is one payment, credited once.
      if (matched.length === 0) throw conflict('consoleDepositLineTaken');
    } else if (order.utr) {
      await tx
        .update(bankStatementLines)
        .set({ matchedOrderNo: order.orderNo })
        .where(
          and(
            eq(bankStatementLines.utr, order.utr),
            eq(bankStatementLines.amount, order.amount),
            eq(bankStatementLines.currency, order.currency),
            isNull(bankStatementLines.matchedOrderNo),
          ),
        );
    }
    await inTx?.(tx, order, credited);
    return credited;
  };
  return outer ? work(outer) : deps.db.transaction(work);
}

/** Rejects a pending self-service UTR or agency order; the UTR stays used. */
export async function rejectOrder(
  deps: Deps,
  orderNo: string,
  reason: string,
  types: string[] = ['self_utr', 'agency'],
  inTx?: DepositDecisionHook,
): Promise<DepositOrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order || !types.includes(order.depositType))
      throw operatorError(`no ${types.join('/')} order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    const [updated] = await tx
      .update(depositOrders)
      .set({ status: 'rejected', remark: reason, updatedAt: deps.now() })
      .where(eq(depositOrders.id, order.id))
      .returning();
    if (!updated) throw new Error('order vanished');
    await deps.flows.depositRejected(deps, tx, {
      userId: updated.userId,
      orderNo: updated.orderNo,
      depositType: updated.depositType,
      amount: updated.amount,
      remark: reason,
    });
    await inTx?.(tx, order, updated);
    return updated;
  });
}

/** The agent was paid: credits the agency order with the agency gift when it is on. */
export async function creditAgentOrder(
  deps: Deps,
  orderNo: string,
  inTx?: DepositDecisionHook,
  /** An approved four-eyes request credits inside the approval's own transaction. */
  outer?: Tx,
): Promise<DepositOrderRow> {
  const [info, rules] = await depositConfigOf(deps, outer);
  const work = async (tx: Tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order?.depositType !== 'agency') throw operatorError(`no agency order ${orderNo}`);
    if (order.status !== 'pending')
      throw operatorError(`order ${orderNo} is ${order.status}, not pending`);
    const credited = await creditOrder(deps, tx, order, { bonus: giftFor(order, info), rules });
    await inTx?.(tx, order, credited);
    return credited;
  };
  return outer ? work(outer) : deps.db.transaction(work);
}

export { expireStale };
