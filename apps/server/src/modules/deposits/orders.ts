import { randomInt } from 'node:crypto';
import type { DepositOrder, Locale } from '@cardroom/contract';
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { users } from '../users/index.js';
import { remarkText } from './remarks.js';
import { type DepositOrderRow, depositOrders } from './schema.js';
import type { DepositRules } from './settings.js';

/** Types a player opens and then waits on; they count toward the pending-orders cap. */
export const PLAYER_PENDING_TYPES = [
  'online',
  'va',
  'transfer_imps',
  'transfer_upi',
  'self_utr',
  'agency',
];

/** DP + UTC yyyymmddhhmmss + 6 random digits: sortable, unguessable enough, 22 characters. */
export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `DP${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** One order as the player sees it; system remarks in the request's language. */
export function presentOrder(o: DepositOrderRow, locale: Locale): DepositOrder {
  return {
    orderId: String(o.id),
    orderNo: o.orderNo,
    depositType: o.depositType as DepositOrder['depositType'],
    status: o.status as DepositOrder['status'],
    amount: o.amount,
    bonus: o.bonus,
    createdAt: o.createdAt.toISOString(),
    arrivedAt: o.arrivedAt ? o.arrivedAt.toISOString() : '',
    utr: o.utr ?? '',
    bankName: o.bankName,
    ifsc: o.ifsc,
    accountNumber: o.accountNumber,
    remark: remarkText(o.remark, locale),
    payUrl: o.status === 'pending' ? o.payUrl : '',
    // An agency order's method is the agent's id (manual.ts).
    agentId: o.depositType === 'agency' ? o.method : '',
    receivedAmount: o.receivedAmount,
  };
}

/**
 * Unpaid online orders and transfer orders still without a UTR stop being "pending" after
 * the configured time. Money that arrives later still credits them (expired -> success).
 */
export async function expireStale(db: DbOrTx, userId: number, now: Date, rules: DepositRules) {
  const before = new Date(now.getTime() - rules.orderExpiryMinutes * 60_000);
  await db
    .update(depositOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(depositOrders.userId, userId),
        eq(depositOrders.status, 'pending'),
        inArray(depositOrders.depositType, ['online', 'va', 'transfer_imps', 'transfer_upi']),
        isNull(depositOrders.utr),
        // Money of another amount came: the order waits for the operator, not the clock.
        isNull(depositOrders.receivedAmount),
        lt(depositOrders.createdAt, before),
      ),
    );
}

/**
 * Serializes one player's order creation (row lock on the user) and enforces the cap:
 * "You still have N orders being processed. Please try again later."
 */
export async function lockPlayerAndCheckCap(
  deps: Deps,
  tx: Tx,
  userId: number,
  rules: DepositRules,
  attempt?: { amount: number; locale: Locale },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await expireStale(tx, userId, deps.now(), rules);
  const [row] = await tx
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        eq(depositOrders.status, 'pending'),
        inArray(depositOrders.depositType, PLAYER_PENDING_TYPES),
      ),
    );
  const n = Number(row?.n ?? 0);
  if (n >= rules.maxPendingOrders) throw badRequest('pendingOrders', { count: n });
  // Under the same row lock, so concurrent orders of one player are checked one at a time.
  if (attempt) await deps.flows.depositAttempted(deps, tx, { userId, ...attempt });
}

export async function orderByNo(db: DbOrTx, orderNo: string): Promise<DepositOrderRow | null> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row ?? null;
}

export async function lockOrder(tx: Tx, orderNo: string): Promise<DepositOrderRow | null> {
  const [row] = await tx
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo))
    .for('update');
  return row ?? null;
}

export async function flagOrder(tx: Tx, id: number, reason: string, now: Date): Promise<void> {
  await tx
    .update(depositOrders)
    .set({
      flagged: true,
      flagReason: sql`case when ${depositOrders.flagReason} is null then ${reason} else ${depositOrders.flagReason} || '; ' || ${reason} end`,
      updatedAt: now,
    })
    .where(eq(depositOrders.id, id));
}
