import type { RequestOf } from '@cardroom/contract';
import { MARKET_TIME_ZONE, nationalNumber } from '@cardroom/contract';
import type {
  consoleApi,
  DeskHistoryEntry,
  DeskWithdrawal,
  DeskWithdrawState,
  RiskFlag,
} from '@cardroom/contract/console';
import { passesRiskFilter } from '@cardroom/contract/console';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { afterKey, decodeCursor, encodeCursor, keyText } from '../../db/keyset.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { ledgerTransactions } from '../ledger/index.js';
import { auditLog } from '../operators/index.js';
import { users } from '../users/index.js';
import { closeWithRefund, type DecisionHook } from './payout.js';
import { bankNameOf } from './presenter.js';
import { payoutCallbacks, type WithdrawOrderRow, withdrawOrders } from './schema.js';

const DAY_MS = 86_400_000;

/** A market day (`YYYY-MM-DD`) → its first instant, in the market's own clock. */
function marketDayStart(deps: Deps, day: string): Date {
  const offset = MARKET_TIME_ZONE[deps.market.code].offsetMinutes * 60_000;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offset);
}

/** `%`, `_` and `\` typed by an operator are searched for as themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A failed order that gave the money back at once (failedPayouts = refund, or from before
 * the desk) has finishedAt set; one that holds the money for the operator does not.
 */
export function deskState(o: Pick<WithdrawOrderRow, 'status' | 'finishedAt'>): DeskWithdrawState {
  if (o.status === 'failed') return o.finishedAt ? 'refunded' : 'failed';
  return o.status as DeskWithdrawState;
}

function stateCondition(state: DeskWithdrawState): SQL | undefined {
  const s = withdrawOrders.status;
  if (state === 'failed') return and(eq(s, 'failed'), isNull(withdrawOrders.finishedAt));
  if (state === 'refunded') {
    return or(eq(s, 'refunded'), and(eq(s, 'failed'), isNotNull(withdrawOrders.finishedAt)));
  }
  return eq(s, state);
}

/**
 * Order number (or its start, any case), payout number, player uid or phone. The players are
 * looked up first, so every branch is on the order's own columns and the database answers each
 * from an index and ORs them (bench/desk-bench.ts: 21 ms → 2 ms at 10,000 orders), instead of
 * walking the orders newest first and testing each against a subquery.
 */
async function searchCondition(deps: Deps, q: string): Promise<SQL | undefined> {
  const o = withdrawOrders;
  const who = [eq(users.uid, q)];
  const national = nationalNumber(deps.market, q);
  if (/^\d{6,}$/.test(national)) who.push(eq(users.mobile, national));
  const players = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(or(...who));
  return or(
    sql`lower(${o.orderNo}) like ${`${likeEscaped(q.toLowerCase())}%`}`,
    eq(o.gatewayPayoutNo, q),
    players.length
      ? inArray(
          o.userId,
          players.map((p) => p.id),
        )
      : undefined,
  );
}

type DeskQuery = RequestOf<typeof consoleApi.consoleWithdrawalsDesk>;
/** What the list and the export filter and sort by (the list's query without its paging). */
export type DeskFilters = Omit<DeskQuery, 'cursor' | 'pageSize'>;

async function deskWhere(deps: Deps, q: DeskFilters): Promise<SQL | undefined> {
  const o = withdrawOrders;
  return and(
    q.state ? stateCondition(q.state) : undefined,
    q.method ? sql`coalesce(${o.beneficiary}->>'kind', 'bank') = ${q.method}` : undefined,
    q.amountMin !== undefined ? gte(o.amount, q.amountMin) : undefined,
    q.amountMax !== undefined ? lte(o.amount, q.amountMax) : undefined,
    q.from ? gte(o.createdAt, marketDayStart(deps, q.from)) : undefined,
    q.to ? lt(o.createdAt, new Date(marketDayStart(deps, q.to).getTime() + DAY_MS)) : undefined,
    q.vipLevel !== undefined ? eq(users.vipLevel, q.vipLevel) : undefined,
    q.q ? await searchCondition(deps, q.q) : undefined,
  );
}

type Player = Pick<typeof users.$inferSelect, 'uid' | 'nickname' | 'mobile' | 'vipLevel'>;

function present(o: WithdrawOrderRow, p: Player, flags: RiskFlag[]): DeskWithdrawal {
  return {
    orderNo: o.orderNo,
    state: deskState(o),
    amount: o.amount,
    fee: o.fee,
    arrivalAmount: o.arrivalAmount,
    method: o.beneficiary.kind ?? 'bank',
    bank: bankNameOf(o.beneficiary),
    flagged: o.flagged,
    createdAt: o.createdAt.toISOString(),
    finishedAt: o.finishedAt ? o.finishedAt.toISOString() : null,
    gatewayPayoutNo: o.gatewayPayoutNo,
    lastError: o.lastError,
    payoutAttempt: o.payoutAttempt,
    player: { uid: p.uid, nickname: p.nickname, mobile: p.mobile, vipLevel: p.vipLevel },
    flags,
  };
}

const playerColumns = {
  uid: users.uid,
  nickname: users.nickname,
  mobile: users.mobile,
  vipLevel: users.vipLevel,
};

/**
 * The risk filter: of the players with orders matching the other filters, those the rule
 * flags now (the flags are computed on read, one query per rule for all of them).
 */
async function riskCondition(
  deps: Deps,
  where: SQL | undefined,
  rule: NonNullable<DeskFilters['risk']>,
): Promise<SQL> {
  const players = await deps.db
    .selectDistinct({ id: withdrawOrders.userId })
    .from(withdrawOrders)
    .innerJoin(users, eq(users.id, withdrawOrders.userId))
    .where(where);
  const risk = await deps.flows.riskOf(
    deps,
    players.map((p) => p.id),
  );
  const flagged = [...risk].filter(([, r]) => passesRiskFilter(r, rule)).map(([id]) => id);
  return flagged.length ? inArray(withdrawOrders.userId, flagged) : sql`false`;
}

/** The desk's filters as one condition (the risk rule's players looked up once). */
export async function deskFilter(deps: Deps, q: DeskFilters): Promise<SQL | undefined> {
  if (q.from && q.to && q.from > q.to) throw badRequest('consoleDeskRangeBackwards');
  if (q.amountMin !== undefined && q.amountMax !== undefined && q.amountMin > q.amountMax) {
    throw badRequest('consoleDeskRangeBackwards');
  }
  const filtered = await deskWhere(deps, q);
  return q.risk ? and(filtered, await riskCondition(deps, filtered, q.risk)) : filtered;
}

/**
 * The rows after `cursor` (absent: the first) under a filter, `size` of them in the desk's sort,
 * and the cursor of the next page (null on the last). Read from the `(created_at, id)` or
 * `(amount, id)` index wherever the page is in the list (bench/desk-bench.ts), so the list
 * and the CSV export (desk-export.ts) read any page alike.
 */
export async function deskPage(
  deps: Deps,
  where: SQL | undefined,
  q: Pick<DeskFilters, 'sort' | 'dir'>,
  cursor: string | undefined,
  size: number,
) {
  const descending = q.dir !== 'asc';
  const order = descending ? desc : asc;
  const byAmount = q.sort === 'amount';
  const key = byAmount ? withdrawOrders.amount : withdrawOrders.createdAt;
  const after = cursor
    ? afterKey(
        key,
        withdrawOrders.id,
        byAmount ? 'integer' : 'timestamp',
        descending,
        decodeCursor(cursor),
      )
    : undefined;
  const rows = await deps.db
    .select({ o: withdrawOrders, p: playerColumns, key: keyText(key) })
    .from(withdrawOrders)
    .innerJoin(users, eq(users.id, withdrawOrders.userId))
    .where(and(where, after))
    // The id breaks ties, so a page boundary never shows a row twice or skips one.
    .orderBy(order(key), order(withdrawOrders.id))
    .limit(size + 1);
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const risk = await deps.flows.riskOf(
    deps,
    shown.map((r) => r.o.userId),
  );
  return {
    rows: shown.map((r) => present(r.o, r.p, risk.get(r.o.userId)?.flags ?? [])),
    nextCursor: rows.length > size && last ? encodeCursor([last.key, last.o.id]) : null,
  };
}

/**
 * One page of the desk, filtered and sorted in the database, and the total for the pager. Paged
 * by a cursor (the last row's sort key and id, db/keyset.ts): orders arriving between two
 * pages never shift the next one.
 */
export async function deskList(deps: Deps, q: DeskQuery) {
  const where = await deskFilter(deps, q);
  const [page, [counted]] = await Promise.all([
    deskPage(deps, where, q, q.cursor, q.pageSize),
    deps.db
      .select({ n: count() })
      .from(withdrawOrders)
      .innerJoin(users, eq(users.id, withdrawOrders.userId))
      .where(where),
  ]);
  return { rows: page.rows, total: Number(counted?.n ?? 0), nextCursor: page.nextCursor };
}

/**
 * The order and its whole story, oldest first: the player's request, every operator act
 * (audit rows), every gateway answer about any of its payouts, every ledger movement.
 */
export async function deskDetail(deps: Deps, orderNo: string) {
  const [found] = await deps.db
    .select({ o: withdrawOrders, p: playerColumns })
    .from(withdrawOrders)
    .innerJoin(users, eq(users.id, withdrawOrders.userId))
    .where(eq(withdrawOrders.orderNo, orderNo));
  if (!found) throw notFound('consoleOrderNotFound');
  const o = found.o;
  const audits = await deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `withdrawal:${orderNo}`))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  // A retry forgets the failed attempt's payout number on the order; its audit row keeps it.
  const payoutNos = new Set<string>(o.gatewayPayoutNo ? [o.gatewayPayoutNo] : []);
  for (const a of audits) {
    const before = a.before as { gatewayPayoutNo?: unknown } | null;
    if (typeof before?.gatewayPayoutNo === 'string') payoutNos.add(before.gatewayPayoutNo);
  }
  const [callbacks, moves] = await Promise.all([
    payoutNos.size
      ? deps.db
          .select()
          .from(payoutCallbacks)
          .where(inArray(payoutCallbacks.gatewayPayoutNo, [...payoutNos]))
      : Promise.resolve([]),
    deps.db
      .select()
      .from(ledgerTransactions)
      .where(
        inArray(ledgerTransactions.idempotencyKey, [
          `withdrawal:${orderNo}`,
          `withdrawal_settled:${orderNo}`,
          `withdrawal_refund:${orderNo}`,
        ]),
      ),
  ]);
  const history: DeskHistoryEntry[] = [
    {
      at: o.createdAt.toISOString(),
      source: 'player' as const,
      actor: found.p.uid,
      action: 'withdrawal.request',
      detail: { amount: o.amount, fee: o.fee },
    },
    ...audits.map((a) => ({
      at: a.at.toISOString(),
      source: 'operator' as const,
      actor: a.actor,
      action: a.action,
      detail: { before: a.before, after: a.after },
    })),
    ...callbacks.map((c) => ({
      at: c.receivedAt.toISOString(),
      source: 'gateway' as const,
      actor: c.gateway,
      action: `payout.${c.status}`,
      detail: {
        payoutNo: c.gatewayPayoutNo,
        amount: c.amount,
        eventId: c.eventId,
        result: c.result,
      },
    })),
    ...moves.map((m) => ({
      at: m.createdAt.toISOString(),
      source: 'ledger' as const,
      actor: 'ledger',
      action: m.type,
      detail: { key: m.idempotencyKey, memo: m.memo },
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const b = o.beneficiary;
  const risk = await deps.flows.riskOf(deps, [o.userId]);
  return {
    order: present(o, found.p, risk.get(o.userId)?.flags ?? []),
    beneficiary: { name: b.name, accountNumber: b.accountNumber, ifsc: b.ifsc ?? '' },
    history,
  };
}

/** The failed order, locked; anything else is the one refusal both retry and refund give. */
async function lockFailed(tx: Tx, orderNo: string): Promise<WithdrawOrderRow> {
  const [order] = await tx
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.orderNo, orderNo))
    .for('update');
  if (!order) throw notFound('consoleOrderNotFound');
  if (deskState(order) !== 'failed') throw conflict('consoleOrderNotFailed');
  return order;
}

/**
 * Moves a held failed payout to its next attempt (approved, a new payout reference); the
 * caller hands it to the gateway after commit. The row lock makes it once: of any number of
 * concurrent retries (or a retry and a refund) the first wins and the rest find it not failed.
 */
export async function retryPayout(
  deps: Deps,
  orderNo: string,
  operator: string,
  inTx: DecisionHook,
): Promise<WithdrawOrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockFailed(tx, orderNo);
    const [row] = await tx
      .update(withdrawOrders)
      .set({
        status: 'approved',
        payoutAttempt: order.payoutAttempt + 1,
        gatewayPayoutNo: null,
        dispatchedAt: null,
        reviewedBy: operator,
        updatedAt: deps.now(),
      })
      .where(eq(withdrawOrders.id, order.id))
      .returning();
    if (!row) throw new Error(`withdraw order ${orderNo} vanished`);
    await inTx(tx, order, row);
    return row;
  });
}

/**
 * Gives a held failed payout's money back to the player (ledger key withdrawal_refund:<no>,
 * so once whatever happens) and tells them why, in the same transaction as the order's move.
 */
export async function refundFailedPayout(
  deps: Deps,
  orderNo: string,
  reason: string,
  operator: string,
  inTx: DecisionHook,
): Promise<WithdrawOrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockFailed(tx, orderNo);
    return closeWithRefund(deps, tx, order, 'refunded', reason, operator, inTx);
  });
}
