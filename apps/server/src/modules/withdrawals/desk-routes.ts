import { consoleApi } from '@cardroom/contract/console';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { auditedExport } from '../../http/csv-download.js';
import { AppError } from '../../http/errors.js';
import { payloadOf } from '../../http/pipeline.js';
import { deskDetail, deskList, deskState, refundFailedPayout, retryPayout } from './desk.js';
import { withdrawalsCsv } from './desk-export.js';
import type { DecisionHook } from './payout.js';
import type { WithdrawOrderRow } from './schema.js';

/**
 * What the audit log keeps of an order before and after a decision (the payout number and
 * attempt too: a retry forgets the failed payout's number, the desk's history reads it here).
 */
export function orderSnapshot(o: WithdrawOrderRow) {
  return {
    status: o.status,
    amount: o.amount,
    arrivalAmount: o.arrivalAmount,
    reviewedBy: o.reviewedBy,
    remark: o.remark,
    gatewayPayoutNo: o.gatewayPayoutNo,
    payoutAttempt: o.payoutAttempt,
  };
}

export interface DeskActs {
  /** The single approve's logic: approve at or under the threshold, else a four-eyes request. */
  approveOrRequest(
    orderNo: string,
    ctx: ConsoleCtx<true>,
  ): Promise<{ orderNo: string; status: string; pendingApproval: string | null }>;
  /** Hands an approved order to the gateway after commit (the job would soon anyway). */
  dispatch(orderNo: string, ctx: ConsoleCtx<true>): Promise<unknown>;
}

/** The payments desk's withdrawal calls (docs/OPERATIONS.md, "Payments desk"). */
export function registerWithdrawalDeskRoutes(c: ConsoleRouter, deps: Deps, acts: DeskActs): void {
  const audited =
    (ctx: ConsoleCtx<true>, action: string): DecisionHook =>
    (tx, before, after) =>
      ctx.audit(tx, {
        action,
        target: `withdrawal:${before.orderNo}`,
        before: orderSnapshot(before),
        after: orderSnapshot(after),
      });

  c.handle(consoleApi.consoleWithdrawalsDesk, async (input) => ({
    ...(await deskList(deps, input)),
    currencySign: deps.market.currencySign,
  }));
  c.handle(consoleApi.consoleWithdrawalDetail, (input) => deskDetail(deps, input.orderNo));

  // The CSV of the current filters, streamed; the audit row says who took it and with what filters.
  c.stream(consoleApi.consoleWithdrawalsExport, (input, ctx) =>
    auditedExport(
      deps.db,
      ctx,
      {
        action: 'withdrawal.export',
        target: 'withdrawals',
        filters: payloadOf(consoleApi.consoleWithdrawalsExport, input),
      },
      () => withdrawalsCsv(deps, input),
    ),
  );

  c.handle(consoleApi.consoleWithdrawalRetry, async (input, ctx) => {
    const row = await retryPayout(
      deps,
      input.orderNo,
      `console:${ctx.operator.login}`,
      audited(ctx, 'withdrawal.retry'),
    );
    await acts.dispatch(row.orderNo, ctx);
    return { orderNo: row.orderNo, state: deskState(row) };
  });

  c.handle(consoleApi.consoleWithdrawalRefund, async (input, ctx) => {
    const row = await refundFailedPayout(
      deps,
      input.orderNo,
      input.reason,
      `console:${ctx.operator.login}`,
      audited(ctx, 'withdrawal.refund'),
    );
    return { orderNo: row.orderNo, state: deskState(row) };
  });

  // One order after another: each is its own decision (its own transaction and audit row), so
  // one that was decided meanwhile refuses alone and the others go on.
  c.handle(consoleApi.consoleWithdrawalBulkApprove, async (input, ctx) => {
    const items = [];
    for (const orderNo of [...new Set(input.orderNos)]) {
      try {
        const done = await acts.approveOrRequest(orderNo, ctx);
        items.push({
          orderNo,
          outcome: done.pendingApproval ? ('fourEyes' as const) : ('approved' as const),
          pendingApproval: done.pendingApproval,
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        items.push({ orderNo, outcome: 'notWaiting' as const, pendingApproval: null });
      }
    }
    return { items };
  });
}
