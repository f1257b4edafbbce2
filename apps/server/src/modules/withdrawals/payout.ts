import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { FinishedWithdrawal } from '../../events.js';
import { OperatorError } from '../../http/errors.js';
import { PeriodicJob } from '../../jobs/periodic.js';
import { remarkCode } from '../deposits/index.js';
import type { CreatePayoutRequest, GatewayEvent, PaymentGateway } from '../gateway/index.js';
import { readSetting } from '../settings/index.js';
import { payoutCallbacks, type WithdrawOrderRow, withdrawOrders } from './schema.js';
import { withdrawRulesSetting } from './settings.js';

/** A gateway that can pay out (the optional half of PaymentGateway made required). */
export type PayoutGateway = PaymentGateway & Required<Pick<PaymentGateway, 'createPayout'>>;

/** An order handed to the gateway but never acknowledged is handed again after this. */
const DISPATCH_LEASE_MS = 60_000;

/**
 * The reference the gateway pays under: the order number, then `<orderNo>-R<n>` for the
 * operator's n-th retry of a failed payout. A PSP pays one reference once, so every resend of
 * one attempt (a crash, a late answer, a second instance) pays at most once, and a retry is
 * a new reference only because the operator moved the order to the next attempt.
 */
export function payoutReference(order: Pick<WithdrawOrderRow, 'orderNo' | 'payoutAttempt'>) {
  return order.payoutAttempt === 0 ? order.orderNo : `${order.orderNo}-R${order.payoutAttempt}`;
}

/** The order number and attempt a gateway's merchant reference names. */
function parseReference(ref: string): { orderNo: string; attempt: number } {
  const m = /^(.+)-R(\d{1,4})$/.exec(ref);
  return m?.[1] && m[2] ? { orderNo: m[1], attempt: Number(m[2]) } : { orderNo: ref, attempt: 0 };
}

/**
 * Hands approved orders to the gateway, always after their database transaction has
 * committed. The claim is one conditional UPDATE, so two instances (or a retry and the
 * job) never send one order twice; the payout number our side sends is the order number,
 * which the PSP treats as idempotent, so even a resend after a crash pays once.
 */
export class PayoutDispatcher {
  private readonly job = new PeriodicJob(
    () => this.dispatchDue(),
    (err) => this.log?.warn({ err }, 'payout dispatch job failed'),
  );

  constructor(
    private readonly deps: Deps,
    readonly gateway: PayoutGateway | null,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  async dispatch(orderNo: string): Promise<boolean> {
    const { deps, gateway } = this;
    if (!gateway) return false;
    const now = deps.now();
    const [order] = await deps.db
      .update(withdrawOrders)
      .set({ status: 'paying', gateway: gateway.name, dispatchedAt: now, updatedAt: now })
      .where(
        and(
          eq(withdrawOrders.orderNo, orderNo),
          or(
            eq(withdrawOrders.status, 'approved'),
            and(
              eq(withdrawOrders.status, 'paying'),
              isNull(withdrawOrders.gatewayPayoutNo),
              lt(withdrawOrders.dispatchedAt, new Date(now.getTime() - DISPATCH_LEASE_MS)),
            ),
          ),
        ),
      )
      .returning();
    if (!order) return false;
    try {
      const { gatewayPayoutNo } = await gateway.createPayout({
        merchantPayoutNo: payoutReference(order),
        amount: order.arrivalAmount,
        currency: order.currency,
        notifyUrl: `${deps.config.publicUrl}/payment/payout-notify/${gateway.name}`,
        beneficiary: payoutBeneficiary(order.beneficiary),
      });
      // Only onto the attempt it was sent for: a late answer to an older attempt changes nothing.
      await deps.db
        .update(withdrawOrders)
        .set({ gatewayPayoutNo, lastError: null, updatedAt: deps.now() })
        .where(
          and(
            eq(withdrawOrders.id, order.id),
            eq(withdrawOrders.payoutAttempt, order.payoutAttempt),
            isNull(withdrawOrders.gatewayPayoutNo),
          ),
        );
      return true;
    } catch (err) {
      // Back to approved: the job tries again; nothing moved, so nothing to undo.
      await deps.db
        .update(withdrawOrders)
        .set({
          status: 'approved',
          lastError: err instanceof Error ? err.message : String(err),
          updatedAt: deps.now(),
        })
        .where(
          and(
            eq(withdrawOrders.id, order.id),
            eq(withdrawOrders.status, 'paying'),
            eq(withdrawOrders.payoutAttempt, order.payoutAttempt),
          ),
        );
      return false;
    }
  }

  /** Approved orders (for example approved by the ops command in another process) go out. */
  runDue(): Promise<number> {
    return this.job.run();
  }

  private async dispatchDue(limit = 20): Promise<number> {
    const cutoff = new Date(this.deps.now().getTime() - DISPATCH_LEASE_MS);
    const due = await this.deps.db
      .select({ orderNo: withdrawOrders.orderNo })
      .from(withdrawOrders)
      .where(
        or(
          eq(withdrawOrders.status, 'approved'),
          and(
            eq(withdrawOrders.status, 'paying'),
            isNull(withdrawOrders.gatewayPayoutNo),
            lt(withdrawOrders.dispatchedAt, cutoff),
          ),
        ),
      )
      .orderBy(asc(withdrawOrders.id))
      .limit(limit);
    let sent = 0;
    for (const o of due) if (await this.dispatch(o.orderNo)) sent++;
    return sent;
  }

  start(periodMs = 3_000): void {
    if (this.gateway) this.job.start(periodMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}

/** What the gateway is told about where the money goes: an e-wallet names its channel. */
export function payoutBeneficiary(
  b: WithdrawOrderRow['beneficiary'],
): CreatePayoutRequest['beneficiary'] {
  if (b.kind === 'ewallet') {
    return { kind: 'ewallet', name: b.name, accountNumber: b.accountNumber, channel: b.bankCode };
  }
  return {
    kind: 'bank',
    name: b.name,
    accountNumber: b.accountNumber,
    ...(b.ifsc ? { ifsc: b.ifsc } : {}),
    ...(b.bankCode ? { bankCode: b.bankCode } : {}),
  };
}

/** Gives the whole amount back to the player: a new ledger transaction, once per order. */
export async function refund(
  deps: Deps,
  tx: Tx,
  order: WithdrawOrderRow,
  why: string,
): Promise<void> {
  await deps.ledger.post(
    {
      key: `withdrawal_refund:${order.orderNo}`,
      type: 'withdrawal_refund',
      userId: order.userId,
      reference: order.orderNo,
      memo: { why },
      postings: [
        { account: { house: 'pending_withdrawals' }, amount: -order.amount },
        { account: { userId: order.userId, kind: 'cash' }, amount: order.amount },
      ],
    },
    tx,
  );
}

/** The money left through the gateway: pending → gateway clearing (arrival) and fees. */
async function settle(deps: Deps, tx: Tx, order: WithdrawOrderRow): Promise<void> {
  await deps.ledger.post(
    {
      key: `withdrawal_settled:${order.orderNo}`,
      type: 'withdrawal_settled',
      userId: order.userId,
      reference: order.orderNo,
      postings: [
        { account: { house: 'pending_withdrawals' }, amount: -order.amount },
        { account: { house: 'gateway_clearing' }, amount: order.arrivalAmount },
        ...(order.fee > 0
          ? [{ account: { house: 'withdrawal_fees' as const }, amount: order.fee }]
          : []),
      ],
    },
    tx,
  );
}

export type PayoutCallbackResult =
  | 'settled'
  | 'refunded'
  | 'held'
  | 'duplicate'
  | 'ignored'
  | 'mismatch'
  | 'unknown_order';

/**
 * One verified payout event, in one database transaction: stored once per (gateway, event
 * id), the order locked, and only forward moves: paying → success (settle) or paying →
 * failed (refund, or hold the money for the operator when withdrawRules.failedPayouts is
 * `hold`). A success never turns into a failure, nor the other way round. A callback about an
 * earlier attempt than the order's current one (see payoutReference) changes nothing.
 */
export async function handlePayoutCallback(
  deps: Deps,
  gateway: string,
  event: GatewayEvent,
  rawBody: string,
): Promise<PayoutCallbackResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [stored] = await tx
      .insert(payoutCallbacks)
      .values({
        gateway,
        eventId: event.eventId,
        gatewayPayoutNo: event.gatewayOrderNo,
        status: event.status,
        amount: event.amount,
        currency: event.currency,
        rawBody,
        result: 'pending',
        receivedAt: now,
      })
      .onConflictDoNothing({ target: [payoutCallbacks.gateway, payoutCallbacks.eventId] })
      .returning({ id: payoutCallbacks.id });
    if (!stored) return 'duplicate';

    const result = await (async (): Promise<PayoutCallbackResult> => {
      const ref = parseReference(event.merchantOrderNo);
      const [order] = await tx
        .select()
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.orderNo, ref.orderNo), eq(withdrawOrders.gateway, gateway)))
        .for('update');
      if (!order || (order.gatewayPayoutNo && order.gatewayPayoutNo !== event.gatewayOrderNo)) {
        return 'unknown_order';
      }
      if (ref.attempt !== order.payoutAttempt) return 'ignored';
      if (event.amount !== order.arrivalAmount || event.currency !== order.currency) {
        await tx
          .update(withdrawOrders)
          .set({
            flagged: true,
            lastError: `callback ${event.eventId} reported ${event.amount} ${event.currency}`,
            updatedAt: now,
          })
          .where(eq(withdrawOrders.id, order.id));
        return 'mismatch';
      }
      if (order.status !== 'paying') return 'ignored';
      const done = { gatewayPayoutNo: event.gatewayOrderNo, finishedAt: now, updatedAt: now };
      if (event.status === 'success') {
        await settle(deps, tx, order);
        await tx
          .update(withdrawOrders)
          .set({ status: 'success', ...done })
          .where(eq(withdrawOrders.id, order.id));
        await deps.flows.withdrawalFinished(deps, tx, finished(order, 'paid', ''));
        return 'settled';
      }
      const rules = await readSetting(tx, deps.market.code, withdrawRulesSetting);
      if (rules.failedPayouts === 'hold') {
        // The money stays in pending withdrawals; the desk retries or refunds it.
        await tx
          .update(withdrawOrders)
          .set({
            status: 'failed',
            remark: remarkCode('payoutFailed'),
            lastError: `payout ${event.gatewayOrderNo} failed`,
            gatewayPayoutNo: event.gatewayOrderNo,
            updatedAt: now,
          })
          .where(eq(withdrawOrders.id, order.id));
        return 'held';
      }
      await refund(deps, tx, order, 'payout failed');
      await tx
        .update(withdrawOrders)
        .set({
          status: 'failed',
          remark: remarkCode('payoutFailed'),
          ...done,
        })
        .where(eq(withdrawOrders.id, order.id));
      await deps.flows.withdrawalFinished(
        deps,
        tx,
        finished(order, 'refunded', remarkCode('payoutFailed')),
      );
      return 'refunded';
    })();
    await tx.update(payoutCallbacks).set({ result }).where(eq(payoutCallbacks.id, stored.id));
    return result;
  });
}

async function lockForOperator(tx: Tx, orderNo: string): Promise<WithdrawOrderRow> {
  const [order] = await tx
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.orderNo, orderNo))
    .for('update');
  if (!order) throw new OperatorError(`no withdraw order ${orderNo}`);
  if (order.status !== 'review') {
    throw new OperatorError(`order ${orderNo} is ${order.status}, not waiting for review`);
  }
  return order;
}

/**
 * Runs inside an operator decision's transaction with the order before and after it, so the
 * console writes its audit row in the same commit as the change.
 */
export type DecisionHook = (
  tx: Tx,
  before: WithdrawOrderRow,
  after: WithdrawOrderRow,
) => Promise<void>;

/** The operator lets a large order go: it is sent to the gateway after commit. */
export async function approveWithdrawal(
  deps: Deps,
  orderNo: string,
  operator: string,
  inTx?: DecisionHook,
  /** An approved four-eyes request runs it inside the approval's own transaction. */
  outer?: Tx,
): Promise<WithdrawOrderRow> {
  const work = async (tx: Tx) => {
    const order = await lockForOperator(tx, orderNo);
    const [row] = await tx
      .update(withdrawOrders)
      .set({ status: 'approved', reviewedBy: operator, updatedAt: deps.now() })
      .where(eq(withdrawOrders.id, order.id))
      .returning();
    if (!row) throw new Error(`withdraw order ${orderNo} vanished`);
    await inTx?.(tx, order, row);
    return row;
  };
  return outer ? work(outer) : deps.db.transaction(work);
}

/** The operator refuses an order: the money goes back to the player in a new transaction. */
export async function rejectWithdrawal(
  deps: Deps,
  orderNo: string,
  reason: string,
  operator: string,
  inTx?: DecisionHook,
): Promise<WithdrawOrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockForOperator(tx, orderNo);
    return closeWithRefund(deps, tx, order, 'rejected', reason, operator, inTx);
  });
}

/**
 * Ends a locked order with its money back to the player (the refund, the order's final state,
 * the player's message and the decision hook, in `tx`): a rejection, or a held failed payout
 * the operator refunds from the desk.
 */
export async function closeWithRefund(
  deps: Deps,
  tx: Tx,
  order: WithdrawOrderRow,
  status: 'rejected' | 'refunded',
  reason: string,
  operator: string,
  inTx?: DecisionHook,
): Promise<WithdrawOrderRow> {
  await refund(deps, tx, order, `${status}: ${reason}`);
  const now = deps.now();
  const [row] = await tx
    .update(withdrawOrders)
    .set({ status, remark: reason, reviewedBy: operator, finishedAt: now, updatedAt: now })
    .where(eq(withdrawOrders.id, order.id))
    .returning();
  if (!row) throw new Error(`withdraw order ${order.orderNo} vanished`);
  await deps.flows.withdrawalFinished(deps, tx, finished(row, 'refunded', reason));
  await inTx?.(tx, order, row);
  return row;
}

export function finished(
  order: WithdrawOrderRow,
  outcome: FinishedWithdrawal['outcome'],
  remark: string,
): FinishedWithdrawal {
  return { userId: order.userId, orderNo: order.orderNo, amount: order.amount, outcome, remark };
}

/** Orders by status for the operator, oldest first. */
export async function ordersByStatus(deps: Deps, status: string | null) {
  return deps.db
    .select()
    .from(withdrawOrders)
    .where(status ? eq(withdrawOrders.status, status) : sql`true`)
    .orderBy(asc(withdrawOrders.createdAt), asc(withdrawOrders.id));
}
