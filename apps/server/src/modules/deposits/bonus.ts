// What a deposit earns on top (Deposit Bonus), and where a new order row is written.
import { applyBps, methodGiftFor, selfUtrBonusBps } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import { insertNumbered } from '../../db/numbered.js';
import { selfUtrRuleOf } from './config.js';
import { newOrderNo } from './orders.js';
import { type DepositOrderRow, depositOrders } from './schema.js';
import type { ChargeInfoSettings, DepositRules } from './settings.js';

/**
 * The gift an order earns by its method when it is credited: the contract's `methodGiftFor`
 * (basis points from the settings), the one home of the rule. It is paid, or held back by the
 * bonus gate, by the deposit-credited flow (src/flows/deposit-credited.ts).
 */
export function giftFor(
  order: Pick<DepositOrderRow, 'depositType' | 'amount'>,
  info: ChargeInfoSettings,
): number {
  return methodGiftFor(order.depositType, order.amount, info);
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
