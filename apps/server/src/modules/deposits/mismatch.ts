import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { giftFor } from './bonus.js';
import { depositConfigOf } from './config.js';
import { creditOrder } from './credit.js';
import type { DepositDecisionHook } from './manual.js';
import { flagOrder, lockOrder } from './orders.js';
import { remarkCode } from './remarks.js';
import { bankStatementLines, type DepositOrderRow, depositOrders } from './schema.js';

/**
 * Money that arrived in another amount than the order's (issue 33: ₹1,400 sent for a ₹1,500
 * IMPS order). It is never credited by itself: the order keeps waiting, shows the player what
 * arrived and what happens next, and the operator credits the amount received or refuses it
 * (then returns the money to where it came from, outside the app).
 */
export async function markAmountMismatch(
  tx: Tx,
  order: DepositOrderRow,
  received: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (!order.flagged) await flagOrder(tx, order.id, reason, now);
  await tx
    .update(depositOrders)
    .set({
      receivedAmount: received,
      remark: remarkCode('amountMismatch'),
      // An expired transfer whose money came still waits: for the operator now.
      status: 'pending',
      updatedAt: now,
    })
    .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, order.status)));
}

/**
 * The operator credits what arrived: the order's amount becomes the amount received (the audit
 * row keeps the one ordered), then it is credited like any order of its method, gift and
 * wagering on the amount received, and its statement line is matched. Once: the order is
 * locked and must still be pending.
 */
export async function creditReceivedAmount(
  deps: Deps,
  orderNo: string,
  inTx?: DepositDecisionHook,
): Promise<DepositOrderRow> {
  const [info, rules] = await depositConfigOf(deps);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order || order.receivedAmount === null) {
      throw new OperatorError(`no order ${orderNo} with another amount received`);
    }
    if (order.status !== 'pending') {
      throw new OperatorError(`order ${orderNo} is ${order.status}, not pending`);
    }
    const now = deps.now();
    const [resized] = await tx
      .update(depositOrders)
      .set({ amount: order.receivedAmount, updatedAt: now })
      .where(eq(depositOrders.id, order.id))
      .returning();
    if (!resized) throw new Error('order vanished');
    const credited = await creditOrder(deps, tx, resized, {
      bonus: giftFor(resized, info),
      rules,
      remark: '',
    });
    if (order.utr) {
      await tx
        .update(bankStatementLines)
        .set({ matchedOrderNo: order.orderNo })
        .where(
          and(eq(bankStatementLines.utr, order.utr), isNull(bankStatementLines.matchedOrderNo)),
        );
    }
    await inTx?.(tx, order, credited);
    return credited;
  });
}
