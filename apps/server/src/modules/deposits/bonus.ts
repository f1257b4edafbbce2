// What a deposit earns on top (Deposit Bonus), and where a new order row is written.
import { applyBps } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import { insertNumbered } from '../../db/numbered.js';
import { newOrderNo } from './orders.js';
import { type DepositOrderRow, depositOrders } from './schema.js';
import type { ChargeInfoSettings, DepositRules } from './settings.js';

/**
 * The Deposit Bonus an order earns by its method when it is credited (basis points from the
 * settings). Online and virtual-account deposits earn none here: their bonus is the
 * first-deposit promotion's (modules/promo), which any deposit method can earn.
 */
export function giftFor(
  order: Pick<DepositOrderRow, 'depositType' | 'amount'>,
  info: ChargeInfoSettings,
): number {
  switch (order.depositType) {
    case 'transfer_imps':
    case 'transfer_upi':
      return info.transferGiftSwitch ? applyBps(order.amount, info.transferGiftBps) : 0;
    case 'agency':
      return applyBps(order.amount, info.agentRechargeGiftBps);
    case 'crypto':
      return applyBps(order.amount, info.cryptoGiftBps);
    default:
      return 0;
  }
}

/**
 * Self-service UTR bonus (SPEC.md §9): 1% of the deposit for every full 6 hours between the
 * player's submission and the operator's confirmation, at most 30%; rounded down to the
 * minor unit. Rate per period, period and cap (basis points) come from
 * `depositRules.selfUtrBonus`.
 */
export function selfUtrBonus(amount: number, waitedMs: number, rules: DepositRules): number {
  const b = rules.selfUtrBonus;
  if (!b.enabled || waitedMs <= 0 || b.periodHours <= 0) return 0;
  const periods = Math.floor(waitedMs / (b.periodHours * 3_600_000));
  return applyBps(amount, Math.min(periods * b.bpsPerPeriod, b.maxBps));
}

/** Stores a new order under a fresh order number (`draw` is for tests that force a clash). */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof depositOrders.$inferInsert, 'orderNo' | 'createdAt' | 'updatedAt'>,
  now: Date,
  draw: () => string = () => newOrderNo(now),
): Promise<DepositOrderRow> {
  return insertNumbered(
    draw,
    async (orderNo) => {
      const [row] = await tx
        .insert(depositOrders)
        .values({ ...values, orderNo, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: depositOrders.orderNo })
        .returning();
      return row;
    },
    'deposit order',
  );
}
