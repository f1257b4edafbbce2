// What a deposit earns on top (Deposit Bonus), and where a new order row is written.
import { applyBps, selfUtrBonusBps } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import { insertNumbered } from '../../db/numbered.js';
import { selfUtrRuleOf } from './config.js';
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
 * player's submission and the operator's confirmation, at most 30%, counting the wait only up
 * to the handling time (24 hours: at most 4%), the rule the pages state (contract self-utr.ts);
 * rounded down to the minor unit. From `depositRules.selfUtrBonus`.
 */
export function selfUtrBonus(amount: number, waitedMs: number, rules: DepositRules): number {
  return applyBps(amount, selfUtrBonusBps(waitedMs, selfUtrRuleOf(rules)));
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
