import type { DepositOrder, Locale } from '@cardroom/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { RequestKeyCtx } from '../../http/request-keys.js';
import { giftFor, insertOrder } from './bonus.js';
import { assertDepositOpen, assertInRange, depositConfigOf } from './config.js';
import { creditOrder } from './credit.js';
import { markAmountMismatch } from './mismatch.js';
import { flagOrder, lockPlayerAndCheckCap, orderByNo, presentOrder } from './orders.js';
import { bankStatementLines, type DepositOrderRow, depositOrders } from './schema.js';
export async function createTransferOrder(
  deps: Deps,
  userId: number,
  input: { amount: number; method: 'imps' | 'upi' },
  locale: Locale,
  /** The client idempotency key: spent in the same transaction as the order. */
  requestKey: RequestKeyCtx | null = null,
) {
  const [info, rules] = await depositConfigOf(deps);
  assertDepositOpen(deps, info);
  if (!info.showTranfer || !info.cards.some((c) => c.type === input.method)) {
    throw badRequest('methodUnavailable');
  }
  assertInRange(deps, input.amount, rules.transferRange, locale);
  const payee = rules.payees[input.method];
  const order = await deps.db.transaction(async (tx) => {
    await lockPlayerAndCheckCap(deps, tx, userId, rules, { amount: input.amount, locale });
    await requestKey?.bind(tx);
    return insertOrder(
      tx,
      {
        userId,
        depositType: input.method === 'imps' ? 'transfer_imps' : 'transfer_upi',
        method: input.method,
        amount: input.amount,
        currency: deps.market.currencyCode,
        bankName: input.method === 'imps' ? payee.bankName : 'UPI',
        ifsc: payee.ifsc,
        accountNumber: input.method === 'imps' ? payee.accountNumber : payee.upiId,
      },
      deps.now(),
    );
  });
  return { order: presentOrder(order, locale), payee: { method: input.method, ...payee } };
}

/**
 * The player's UTR for a transfer order. A UTR is accepted once across the whole system
 * (a unique index decides between concurrent submissions); sending the same UTR again for
 * the same order answers the order unchanged.
 */
export async function submitUtr(
  deps: Deps,
  userId: number,
  input: { orderNo: string; utr: string },
  locale: Locale,
): Promise<DepositOrder> {
  const utr = input.utr.trim();
  const order = await orderByNo(deps.db, input.orderNo);
  if (!order || order.userId !== userId) throw notFound('orderNotFound');
  if (order.depositType !== 'transfer_imps' && order.depositType !== 'transfer_upi') {
    throw notFound('orderNotFound');
  }
  if (order.utr === utr) return presentOrder(order, locale);
  if (order.utr !== null || (order.status !== 'pending' && order.status !== 'expired')) {
    throw badRequest('utrUsed');
  }
  let updated: DepositOrderRow | undefined;
  try {
    [updated] = await deps.db
      .update(depositOrders)
      // A transfer made after the order expired still counts: the order waits again.
      .set({ utr, status: 'pending', updatedAt: deps.now() })
      .where(and(eq(depositOrders.id, order.id), sql`${depositOrders.utr} is null`))
      .returning();
  } catch (err) {
    if (uniqueViolation(err)) throw badRequest('utrUsed');
    throw err;
  }
  if (!updated) {
    // Another submission for this order won the race: same UTR is fine, another is not.
    const now = await orderByNo(deps.db, input.orderNo);
    if (now?.utr === utr) return presentOrder(now, locale);
    throw badRequest('utrUsed');
  }
  await matchStatement(deps, utr);
  return presentOrder((await orderByNo(deps.db, input.orderNo)) ?? updated, locale);
}

/**
 * A line of the operator's bank statement (in the sandbox: POST /sandbox/bank/incoming).
 * Recording the same UTR twice keeps the first line; matching then runs either way.
 */
export async function recordIncomingTransfer(
  deps: Deps,
  input: { utr: string; amount: number },
): Promise<{ lineId: number; matchedOrderNo: string | null; credited: boolean }> {
  await deps.db
    .insert(bankStatementLines)
    .values({
      utr: input.utr,
      amount: input.amount,
      currency: deps.market.currencyCode,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: bankStatementLines.utr });
  const credited = await matchStatement(deps, input.utr);
  const [line] = await deps.db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.utr, input.utr));
  if (!line) throw new Error('statement line vanished');
  return { lineId: line.id, matchedOrderNo: line.matchedOrderNo, credited };
}

/**
 * Matches a statement line with the transfer order carrying the same UTR and credits it,
 * in one transaction with both rows locked. Idempotent: a matched line matches nothing
 * again. A different amount flags the order for the operator instead of crediting it.
 * Self-service UTR orders are left to the operator (they are confirmed by hand).
 */
export async function matchStatement(deps: Deps, utr: string): Promise<boolean> {
  const [info, rules] = await depositConfigOf(deps);
  return deps.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.utr, utr))
      .for('update');
    if (!line || line.matchedOrderNo) return false;
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.utr, utr))
      .for('update');
    if (!order) return false;
    if (order.depositType === 'self_utr') {
      // Credited by hand (an operator, or two under four-eyes) before its bank line arrived:
      // the line is that money, not money still to place with an order.
      if (
        order.status === 'success' &&
        order.amount === line.amount &&
        order.currency === line.currency
      ) {
        await markLineMatched(tx, line.id, order.orderNo);
      }
      return false;
    }
    if (order.depositType !== 'transfer_imps' && order.depositType !== 'transfer_upi') return false;
    if (order.status !== 'pending' && order.status !== 'expired') return false;
    if (order.amount !== line.amount || order.currency !== line.currency) {
      const reason = `bank statement shows ${line.amount} ${line.currency} for UTR ${utr}`;
      if (order.currency === line.currency) {
        // Another amount of the right money: the player is told, the operator decides.
        if (order.receivedAmount === null) {
          await markAmountMismatch(tx, order, line.amount, reason, deps.now());
        }
      } else if (!order.flagged) {
        await flagOrder(tx, order.id, reason, deps.now());
      }
      return false;
    }
    await creditOrder(deps, tx, order, { bonus: giftFor(order, info), rules });
    await markLineMatched(tx, line.id, order.orderNo);
    return true;
  });
}

/** A statement line is the money of this order: it leaves the unmatched lines for good. */
export async function markLineMatched(tx: Tx, lineId: number, orderNo: string): Promise<void> {
  await tx
    .update(bankStatementLines)
    .set({ matchedOrderNo: orderNo })
    .where(and(eq(bankStatementLines.id, lineId), isNull(bankStatementLines.matchedOrderNo)));
}
