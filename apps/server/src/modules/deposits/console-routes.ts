import { formatMoney, MARKET_MONEY_LANGUAGE } from '@cardroom/contract';
import { type ConsoleDeposit, consoleApi, NO_RISK } from '@cardroom/contract/console';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { auditedExport } from '../../http/csv-download.js';
import { badRequest, conflict, OperatorError } from '../../http/errors.js';
import { payloadOf } from '../../http/pipeline.js';
import { fourEyesRules, registerApprovalAct, requestMoney } from '../approvals/index.js';
import { users } from '../users/index.js';
import { depositDetail, searchDeposits } from './desk.js';
import { depositsCsv } from './desk-export.js';
import { unmatchedLines } from './desk-unmatched.js';
import { bankStatementLines, type DepositOrderRow, depositOrders } from './schema.js';
import { confirmSelfUtr, creditAgentOrder, creditReceivedAmount, rejectOrder } from './service.js';

const DECIDED_BY_HAND = ['self_utr', 'agency'];
const TRANSFER = ['transfer_imps', 'transfer_upi'];
/** How many unmatched statement lines of the same amount an order shows at most. */
const CANDIDATES = 5;

/** What the audit log keeps of an order before and after a decision. */
function orderSnapshot(o: DepositOrderRow) {
  return {
    status: o.status,
    amount: o.amount,
    receivedAmount: o.receivedAmount,
    bonus: o.bonus,
    utr: o.utr,
    remark: o.remark,
  };
}

type Line = typeof bankStatementLines.$inferSelect;
const presentLine = (l: Line) => ({
  utr: l.utr,
  amount: l.amount,
  receivedAt: l.createdAt.toISOString(),
  matchedOrderNo: l.matchedOrderNo,
});

/**
 * The queue `npm run ops -- deposits pending` prints, beside the bank statement: self-service
 * UTR and agency orders (decided here) and transfer orders with a UTR (the statement matches
 * those by itself; one still here has no line yet or a line of another amount). Four queries
 * whatever the queue's length.
 */
async function depositQueue(deps: Deps): Promise<ConsoleDeposit[]> {
  const orders = await deps.db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.status, 'pending'),
        or(
          inArray(depositOrders.depositType, DECIDED_BY_HAND),
          and(inArray(depositOrders.depositType, TRANSFER), isNotNull(depositOrders.utr)),
          // Money of another amount (a transfer or a gateway payment): decided here.
          isNotNull(depositOrders.receivedAmount),
        ),
      ),
    )
    .orderBy(asc(depositOrders.createdAt));
  if (orders.length === 0) return [];
  const ids = [...new Set(orders.map((o) => o.userId))];
  const players = await deps.db
    .select({ id: users.id, uid: users.uid, nickname: users.nickname, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(players.map((p) => [p.id, p]));
  // One query per risk rule for the whole queue, never one per card.
  const risk = await deps.flows.riskOf(deps, ids);
  const utrs = orders.map((o) => o.utr).filter((u): u is string => !!u);
  const onStatement = utrs.length
    ? await deps.db.select().from(bankStatementLines).where(inArray(bankStatementLines.utr, utrs))
    : [];
  const byUtr = new Map(onStatement.map((l) => [l.utr, l]));
  const amounts = [...new Set(orders.map((o) => o.amount))];
  const unmatched = await deps.db
    .select()
    .from(bankStatementLines)
    .where(
      and(isNull(bankStatementLines.matchedOrderNo), inArray(bankStatementLines.amount, amounts)),
    )
    .orderBy(asc(bankStatementLines.createdAt));
  return orders.flatMap((o) => {
    const p = byId.get(o.userId);
    if (!p) return [];
    const line = o.utr ? byUtr.get(o.utr) : undefined;
    const candidates = line
      ? []
      : unmatched.filter((l) => l.amount === o.amount).slice(0, CANDIDATES);
    return [
      {
        orderNo: o.orderNo,
        depositType: o.depositType,
        decidable: DECIDED_BY_HAND.includes(o.depositType) || o.receivedAmount !== null,
        amount: o.amount,
        receivedAmount: o.receivedAmount,
        utr: o.utr,
        agent: o.depositType === 'agency' ? o.remark || o.method : null,
        createdAt: o.createdAt.toISOString(),
        flagged: o.flagged,
        flagReason: o.flagReason,
        player: { uid: p.uid, nickname: p.nickname, mobile: p.mobile },
        statementLine: line ? presentLine(line) : null,
        candidates: candidates.map(presentLine),
        risk: risk.get(o.userId) ?? NO_RISK,
      },
    ];
  });
}

/** An order that is gone, decided already or not decided by hand: one refusal to read. */
async function decided<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError) throw conflict('consoleOrderNotWaiting');
    throw err;
  }
}

/**
 * A pending self-service UTR order whose UTR has no bank statement line of its amount (null
 * when one matches): crediting it needs a second operator.
 */
async function unmatchedUtrOrder(deps: Deps, orderNo: string): Promise<DepositOrderRow | null> {
  const [order] = await deps.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (order?.status !== 'pending') throw conflict('consoleOrderNotWaiting');
  if (!order.utr) return order;
  const [line] = await deps.db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.utr, order.utr), eq(bankStatementLines.amount, order.amount)));
  return line ? null : order;
}

/**
 * An agency order over the owner's `fourEyes.agencyCreditDirectMax`: a request for a second
 * operator instead of a credit (null when it is credited at once).
 */
async function largeAgencyOrder(deps: Deps, orderNo: string, ctx: ConsoleCtx<true>) {
  const [order] = await deps.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (order?.status !== 'pending') throw conflict('consoleOrderNotWaiting');
  const rules = await fourEyesRules(deps);
  if (order.amount <= rules.agencyCreditDirectMax) return null;
  const req = await deps.db.transaction((tx) =>
    requestMoney(
      deps,
      tx,
      {
        kind: 'deposit_credit_agency',
        payload: { orderNo: order.orderNo },
        amount: order.amount,
        target: `deposit:${order.orderNo}`,
        note: `Agency order over ${formatMoney(rules.agencyCreditDirectMax, deps.market.code, MARKET_MONEY_LANGUAGE[deps.market.code])} (agencyCreditDirectMax), agent ${order.remark || order.method}`,
        dedupeKey: `deposit-agency:${order.orderNo}`,
      },
      ctx,
    ),
  );
  return {
    orderNo: order.orderNo,
    status: order.status,
    bonus: order.bonus,
    pendingApproval: String(req.id),
  };
}

/** How an order is decided by hand: its method's own way, or the amount that arrived. */
type HandDecision = { kind: 'self_utr' | 'agency' | 'received'; depositType: string };

async function decisionOf(deps: Deps, orderNo: string): Promise<HandDecision> {
  const [row] = await deps.db
    .select({
      depositType: depositOrders.depositType,
      receivedAmount: depositOrders.receivedAmount,
    })
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (!row) throw conflict('consoleOrderNotWaiting');
  if (row.receivedAmount !== null) return { kind: 'received', depositType: row.depositType };
  if (row.depositType === 'self_utr' || row.depositType === 'agency') {
    return { kind: row.depositType, depositType: row.depositType };
  }
  throw badRequest('consoleDepositNotByHand');
}

const CREDIT = {
  self_utr: { credit: confirmSelfUtr, action: 'deposit.confirm-utr', reject: 'deposit.reject-utr' },
  agency: {
    credit: creditAgentOrder,
    action: 'deposit.credit-agent',
    reject: 'deposit.reject-agent',
  },
  received: {
    credit: creditReceivedAmount,
    action: 'deposit.credit-received',
    reject: 'deposit.reject-received',
  },
} as const;

/**
 * The console's deposit queue: the same service calls as `npm run ops -- deposits`, with the
 * audit row written in the decision's transaction. The services lock the order and credit
 * only a pending one under the ledger key `deposit:<orderNo>`, so a double click credits once.
 */
export function registerDepositConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  // The deposits desk (desk.ts, desk-unmatched.ts): reading only, decisions stay the queue's.
  c.handle(consoleApi.consoleDepositsSearch, (input) => searchDeposits(deps, input));
  c.handle(consoleApi.consoleDepositDetail, (input) => depositDetail(deps, input.orderNo));
  c.handle(consoleApi.consoleDepositUnmatched, (input) => unmatchedLines(deps, input));
  // The CSV of the current filters, streamed; the audit row says who took it and with what filters.
  c.stream(consoleApi.consoleDepositsExport, (input, ctx) =>
    auditedExport(
      deps.db,
      ctx,
      {
        action: 'deposit.export',
        target: 'deposits',
        filters: payloadOf(consoleApi.consoleDepositsExport, input),
      },
      () => depositsCsv(deps, input),
    ),
  );

  c.handle(consoleApi.consoleDepositsList, async () => ({
    orders: await depositQueue(deps),
    currencySign: deps.market.currencySign,
  }));

  const audited =
    (ctx: ConsoleCtx<true>, action: string) =>
    (tx: Tx, before: DepositOrderRow, after: DepositOrderRow) =>
      ctx.audit(tx, {
        action,
        target: `deposit:${before.orderNo}`,
        before: orderSnapshot(before),
        after: orderSnapshot(after),
      });
  // Four-eyes: a UTR no bank line matches is credited only by a second operator's approval,
  // in the approval's own transaction.
  registerApprovalAct(deps, 'deposit_credit_unmatched', async (tx, request, ctx) => {
    await decided(() =>
      confirmSelfUtr(
        deps,
        request.payload.orderNo,
        audited(ctx, 'deposit.confirm-utr'),
        tx,
        request.payload.lineId,
      ),
    );
    return undefined;
  });

  // Four-eyes: an agency order over `agencyCreditDirectMax` is credited only by a second
  // operator's approval (the agent's word is all there is: no bank line to check it against).
  registerApprovalAct(deps, 'deposit_credit_agency', async (tx, request, ctx) => {
    await decided(() =>
      creditAgentOrder(deps, request.payload.orderNo, audited(ctx, 'deposit.credit-agent'), tx),
    );
    return undefined;
  });

  c.handle(consoleApi.consoleDepositMatch, async (input, ctx) => {
    const how = CREDIT[(await decisionOf(deps, input.orderNo)).kind];
    if (how === CREDIT.agency) {
      const waiting = await largeAgencyOrder(deps, input.orderNo, ctx);
      if (waiting) return waiting;
    }
    if (how === CREDIT.self_utr) {
      const order = await unmatchedUtrOrder(deps, input.orderNo);
      if (order) {
        const req = await deps.db.transaction((tx) =>
          requestMoney(
            deps,
            tx,
            {
              kind: 'deposit_credit_unmatched',
              payload: {
                orderNo: order.orderNo,
                ...(input.lineId ? { lineId: input.lineId } : {}),
              },
              amount: order.amount,
              target: `deposit:${order.orderNo}`,
              note: input.lineId
                ? `UTR ${order.utr ?? '-'} is on no bank line; matched by hand to bank line #${input.lineId}`
                : `UTR ${order.utr ?? '-'} matches no bank statement line`,
              dedupeKey: `deposit-unmatched:${order.orderNo}`,
            },
            ctx,
          ),
        );
        return {
          orderNo: order.orderNo,
          status: order.status,
          bonus: order.bonus,
          pendingApproval: String(req.id),
        };
      }
    }
    if (input.lineId && how !== CREDIT.self_utr) throw badRequest('consoleDepositLineTaken');
    const row = await decided(() =>
      how === CREDIT.self_utr
        ? confirmSelfUtr(deps, input.orderNo, audited(ctx, how.action), undefined, input.lineId)
        : how.credit(deps, input.orderNo, audited(ctx, how.action)),
    );
    return { orderNo: row.orderNo, status: row.status, bonus: row.bonus, pendingApproval: null };
  });

  c.handle(consoleApi.consoleDepositReject, async (input, ctx) => {
    const decision = await decisionOf(deps, input.orderNo);
    const row = await decided(() =>
      rejectOrder(deps, input.orderNo, input.reason, [decision.depositType], (tx, before, after) =>
        ctx.audit(tx, {
          action: CREDIT[decision.kind].reject,
          target: `deposit:${before.orderNo}`,
          before: orderSnapshot(before),
          after: orderSnapshot(after),
        }),
      ),
    );
    return { orderNo: row.orderNo, status: row.status, bonus: row.bonus, pendingApproval: null };
  });
}
