import { type ConsoleWithdrawal, consoleApi, NO_RISK } from '@cardroom/contract/console';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { conflict, OperatorError } from '../../http/errors.js';
import { fourEyesRules, registerApprovalAct, requestMoney } from '../approvals/index.js';
import { users } from '../users/index.js';
import { orderSnapshot, registerWithdrawalDeskRoutes } from './desk-routes.js';
import {
  approveWithdrawal,
  ordersByStatus,
  type PayoutDispatcher,
  rejectWithdrawal,
} from './payout.js';
import { bankNameOf } from './presenter.js';
import { type WithdrawOrderRow, withdrawOrders } from './schema.js';

/** The review queue with what the operator needs to judge each order. */
async function reviewQueue(deps: Deps): Promise<ConsoleWithdrawal[]> {
  const orders = await ordersByStatus(deps, 'review');
  const ids = [...new Set(orders.map((o) => o.userId))];
  // One query per figure for the whole queue, never one per card.
  const [players, cash, wagering, risk] = ids.length
    ? await Promise.all([
        deps.db.select().from(users).where(inArray(users.id, ids)),
        deps.ledger.balances(deps.db, ids, 'cash'),
        deps.ledger.balances(deps.db, ids, 'wagering'),
        deps.flows.riskOf(deps, ids),
      ])
    : [[], new Map<number, number>(), new Map<number, number>(), new Map()];
  const context = new Map(
    players.map((u) => {
      const summary = risk.get(u.id) ?? NO_RISK;
      const player = {
        uid: u.uid,
        nickname: u.nickname,
        vipLevel: u.vipLevel,
        balance: cash.get(u.id) ?? 0,
        depositsTotal: summary.depositsTotal,
        withdrawalsTotal: summary.withdrawalsTotal,
        wageringLeft: wagering.get(u.id) ?? 0,
        registeredAt: u.createdAt.toISOString(),
      };
      return [u.id, { player, risk: summary }] as const;
    }),
  );
  return orders.flatMap((o) => {
    const found = context.get(o.userId);
    if (!found) return [];
    const b = o.beneficiary;
    return [
      {
        orderNo: o.orderNo,
        amount: o.amount,
        fee: o.fee,
        arrivalAmount: o.arrivalAmount,
        createdAt: o.createdAt.toISOString(),
        flagged: o.flagged,
        beneficiary: {
          kind: b.kind ?? 'bank',
          name: b.name,
          bank: bankNameOf(b),
          accountNumber: b.accountNumber,
          ifsc: b.ifsc ?? '',
        },
        player: found.player,
        risk: found.risk,
      },
    ];
  });
}

/** The order as it waits for review (or the one refusal an operator reads). */
async function waitingOrder(deps: Deps, orderNo: string): Promise<WithdrawOrderRow> {
  const [row] = await deps.db
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.orderNo, orderNo));
  if (row?.status !== 'review') throw conflict('consoleOrderNotWaiting');
  return row;
}

/** An order that is gone or decided already: one refusal the operator can read. */
async function decided<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError) throw conflict('consoleOrderNotWaiting');
    throw err;
  }
}

/**
 * The console's withdrawal queue: the same service calls as `npm run ops -- withdrawals`,
 * with the audit row written in the decision's transaction. An approved order is handed to
 * the gateway after commit (the dispatch job would within seconds anyway).
 */
export function registerWithdrawalConsoleRoutes(
  c: ConsoleRouter,
  deps: Deps,
  dispatcher: PayoutDispatcher,
): void {
  c.handle(consoleApi.consoleWithdrawalsList, async () => ({
    orders: await reviewQueue(deps),
    currencySign: deps.market.currencySign,
  }));

  const approve = (orderNo: string, ctx: ConsoleCtx<true>, outer?: Tx) =>
    decided(() =>
      approveWithdrawal(
        deps,
        orderNo,
        `console:${ctx.operator.login}`,
        (tx, before, after) =>
          ctx.audit(tx, {
            action: 'withdrawal.approve',
            target: `withdrawal:${before.orderNo}`,
            before: orderSnapshot(before),
            after: orderSnapshot(after),
          }),
        outer,
      ),
    );
  const dispatch = (orderNo: string, ctx: ConsoleCtx<true>) =>
    dispatcher.dispatch(orderNo).catch((err: unknown) => {
      // The order is approved and committed; the dispatch job sends it on its next run.
      ctx.log.warn({ err, orderNo }, 'payout dispatch after approval failed');
    });
  // Four-eyes: a second operator's approval approves the order in the approval's transaction.
  registerApprovalAct(deps, 'withdrawal', async (tx, request, ctx) => {
    const row = await approve(request.payload.orderNo, ctx, tx);
    return async () => {
      await dispatch(row.orderNo, ctx);
    };
  });

  /**
   * Approves a waiting order at or under the four-eyes threshold; above it, files (once) the
   * money request a second operator decides. The single approve and the desk's bulk approve.
   */
  const approveOrRequest = async (orderNo: string, ctx: ConsoleCtx<true>) => {
    const waiting = await waitingOrder(deps, orderNo);
    const rules = await fourEyesRules(deps);
    if (waiting.amount > rules.withdrawalDirectMax) {
      const req = await deps.db.transaction((tx) =>
        requestMoney(
          deps,
          tx,
          {
            kind: 'withdrawal',
            payload: { orderNo: waiting.orderNo },
            amount: waiting.amount,
            target: `withdrawal:${waiting.orderNo}`,
            note: `withdrawal over the four-eyes threshold`,
            dedupeKey: `withdrawal:${waiting.orderNo}`,
          },
          ctx,
        ),
      );
      return { orderNo: waiting.orderNo, status: waiting.status, pendingApproval: String(req.id) };
    }
    const row = await approve(orderNo, ctx);
    await dispatch(row.orderNo, ctx);
    return { orderNo: row.orderNo, status: row.status, pendingApproval: null };
  };
  c.handle(consoleApi.consoleWithdrawalApprove, (input, ctx) =>
    approveOrRequest(input.orderNo, ctx),
  );
  registerWithdrawalDeskRoutes(c, deps, { approveOrRequest, dispatch });

  c.handle(consoleApi.consoleWithdrawalReject, async (input, ctx) => {
    const row = await decided(() =>
      rejectWithdrawal(
        deps,
        input.orderNo,
        input.reason,
        `console:${ctx.operator.login}`,
        (tx, before, after) =>
          ctx.audit(tx, {
            action: 'withdrawal.reject',
            target: `withdrawal:${before.orderNo}`,
            before: orderSnapshot(before),
            after: orderSnapshot(after),
          }),
      ),
    );
    return { orderNo: row.orderNo, status: row.status, pendingApproval: null };
  });
}
