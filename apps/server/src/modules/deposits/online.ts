import type { Locale } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import type { RequestKeyCtx } from '../../http/request-keys.js';
import { insertOrder } from './bonus.js';
import { assertDepositOpen, assertInRange, depositConfigOf, parseRange } from './config.js';
import { lockPlayerAndCheckCap } from './orders.js';
import { remarkCode } from './remarks.js';
import { depositOrders } from './schema.js';
export async function createRechargeOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; type: string },
  locale: Locale,
  /** The client idempotency key: spent in the same transaction as the order. */
  requestKey: RequestKeyCtx | null = null,
): Promise<{ orderNo: string; payUrl: string; amount: number }> {
  const [info, rules] = await depositConfigOf(deps);
  assertDepositOpen(deps, info);
  const item = info.rechargeTypeList.find((t) => t.type === input.type);
  const range = item ? parseRange(item) : null;
  if (!item || item.disable || !range) throw badRequest('methodUnavailable');
  assertInRange(deps, input.amount, range, locale);
  const gateway = deps.gateway;
  if (!gateway) throw badRequest('methodUnavailable');

  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules, { amount: input.amount, locale });
    await requestKey?.bind(tx);
    return insertOrder(
      tx,
      {
        userId,
        depositType: item.type === 'va' ? 'va' : 'online',
        method: item.type,
        amount: input.amount,
        currency: deps.market.currencyCode,
        gateway: gateway.name,
        remark: item.name,
      },
      now,
    );
  });
  // The outside call happens after the order is committed (DESIGN.md §3).
  let payment: { gatewayOrderNo: string; payUrl: string };
  try {
    payment = await gateway.createPayment({
      merchantOrderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      method: item.type,
      notifyUrl: `${deps.config.publicUrl}/payment/notify/${gateway.name}`,
      returnUrl: `/pages/wallet/DepositOrderDetail?orderNo=${encodeURIComponent(order.orderNo)}`,
      customerRef: String(userId),
    });
  } catch (err) {
    await deps.db
      .update(depositOrders)
      .set({
        status: 'failed',
        remark: remarkCode('gatewayNoAnswer'),
        updatedAt: deps.now(),
      })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')));
    throw err;
  }
  await deps.db
    .update(depositOrders)
    .set({ gatewayOrderNo: payment.gatewayOrderNo, payUrl: payment.payUrl, updatedAt: deps.now() })
    .where(eq(depositOrders.id, order.id));
  return { orderNo: order.orderNo, payUrl: payment.payUrl, amount: order.amount };
}
