// What a deposit earns on top (Deposit Bonus), and where a new order row is written.
import type { ChargeInfo } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import { applyRate } from './config.js';
import { newOrderNo } from './orders.js';
import { type DepositOrderRow, depositOrders } from './schema.js';
import type { DepositRules } from './settings.js';

/** The Deposit Bonus an order earns when it is credited, by method (percentages from the settings). */
export function giftFor(
  order: Pick<DepositOrderRow, 'depositType' | 'amount'>,
  info: ChargeInfo,
  rules: DepositRules,
): number {
  switch (order.depositType) {
    case 'online':
    case 'va':
      return rules.onlineGiftSwitch ? applyRate(order.amount, rules.onlineGift) : 0;
    case 'transfer_imps':
    case 'transfer_upi':
      return info.transferGiftSwitch ? applyRate(order.amount, info.transferGift) : 0;
    case 'agency':
      return applyRate(order.amount, info.agentRechargeGift);
    case 'crypto':
      return applyRate(order.amount, info.cryptoGift);
    default:
      return 0;
  }
}

/**
 * Self-service UTR bonus (SPEC.md §9): 1% of the deposit for every full 6 hours between the
 * player's submission and the operator's confirmation, at most 30%; rounded down to the
 * minor unit. Percent, period and cap come from `depositRules.selfUtrBonus`.
 */
export function selfUtrBonus(amount: number, waitedMs: number, rules: DepositRules): number {
  const b = rules.selfUtrBonus;
  if (!b.enabled || waitedMs <= 0 || b.periodHours <= 0) return 0;
  const periods = Math.floor(waitedMs / (b.periodHours * 3_600_000));
  const percent = Math.min(periods * b.percentPerPeriod, b.maxPercent);
  return applyRate(amount, percent / 100);
}

export async function insertOrder(
  tx: Tx,
  values: Omit<typeof depositOrders.$inferInsert, 'orderNo' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<DepositOrderRow> {
  const [row] = await tx
    .insert(depositOrders)
    .values({ ...values, orderNo: newOrderNo(now), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('deposit order not stored');
  return row;
}
