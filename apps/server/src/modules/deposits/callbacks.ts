import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { GatewayEvent } from '../gateway/index.js';
import { giftFor } from './bonus.js';
import { depositConfigOf } from './config.js';
import { creditOrder } from './credit.js';
import { markAmountMismatch } from './mismatch.js';
import { flagOrder } from './orders.js';
import { remarkCode } from './remarks.js';
import { depositOrders, gatewayCallbacks } from './schema.js';

export type CallbackResult =
  | 'credited'
  | 'failed'
  | 'duplicate'
  | 'ignored'
  | 'mismatch'
  | 'unknown_order';

/**
 * Applies one verified gateway event, in one database transaction:
 * - stored once under (gateway, event id): a replayed event changes nothing;
 * - the order is locked; an amount or currency that differs from the order is not credited
 *   and flags the order for the operator;
 * - success credits the order under `deposit:<orderNo>` (pending, failed or expired ->
 *   success: the money did arrive); failure moves only pending -> failed; nothing ever
 *   moves a successful order back.
 */
export async function handleGatewayCallback(
  deps: Deps,
  gateway: string,
  event: GatewayEvent,
  rawBody: string,
): Promise<CallbackResult> {
  const [info, rules] = await depositConfigOf(deps);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [stored] = await tx
      .insert(gatewayCallbacks)
      .values({
        gateway,
        eventId: event.eventId,
        gatewayOrderNo: event.gatewayOrderNo,
        status: event.status,
        amount: event.amount,
        currency: event.currency,
        rawBody,
        result: 'pending',
        receivedAt: now,
      })
      .onConflictDoNothing({ target: [gatewayCallbacks.gateway, gatewayCallbacks.eventId] })
      .returning({ id: gatewayCallbacks.id });
    if (!stored) return 'duplicate';

    const result = await (async (): Promise<CallbackResult> => {
      const [order] = await tx
        .select()
        .from(depositOrders)
        .where(
          and(eq(depositOrders.gateway, gateway), eq(depositOrders.orderNo, event.merchantOrderNo)),
        )
        .for('update');
      if (!order || (order.gatewayOrderNo && order.gatewayOrderNo !== event.gatewayOrderNo)) {
        return 'unknown_order';
      }
      if (event.amount !== order.amount || event.currency !== order.currency) {
        const reason = `callback ${event.eventId} reported ${event.amount} ${event.currency}`;
        const paidOtherAmount =
          event.status === 'success' &&
          event.currency === order.currency &&
          order.receivedAmount === null &&
          (order.status === 'pending' || order.status === 'expired' || order.status === 'failed');
        if (paidOtherAmount) await markAmountMismatch(tx, order, event.amount, reason, now);
        else await flagOrder(tx, order.id, reason, now);
        return 'mismatch';
      }
      if (event.status === 'success') {
        if (order.status === 'success') return 'ignored';
        if (order.status === 'rejected') return 'ignored';
        await creditOrder(deps, tx, order, { bonus: giftFor(order, info), rules });
        return 'credited';
      }
      if (order.status !== 'pending') return 'ignored';
      await tx
        .update(depositOrders)
        .set({ status: 'failed', remark: remarkCode('gatewayFailed'), updatedAt: now })
        .where(eq(depositOrders.id, order.id));
      return 'failed';
    })();
    await tx.update(gatewayCallbacks).set({ result }).where(eq(gatewayCallbacks.id, stored.id));
    return result;
  });
}
