import {
  formatMoney,
  MARKET_MONEY_LANGUAGE,
  MARKET_TIME_ZONE,
  type MarketCode,
} from '@cardroom/contract';
import type { DepositDeskRow, DepositDeskSort, DepositEvent } from '@cardroom/contract/console';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import { afterKey, type Cursor, decodeCursor, encodeCursor, keyText } from '../../db/keyset.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { moneyRequests } from '../approvals/index.js';
import { auditLog } from '../operators/index.js';
import { typedUidOrPhone, users } from '../users/index.js';
import { remarkText } from './remarks.js';
import {
  bankStatementLines,
  type DepositOrderRow,
  depositOrders,
  gatewayCallbacks,
} from './schema.js';

/**
 * The deposits desk (issue 37, console "Deposit desk"): every order in every state, filtered and
 * searched on the server and paged by a cursor (keyset), so a page asked after new orders
 * arrived continues where the last one stopped: nothing is shown twice or skipped.
 */

export interface DeskSearch {
  status?: string;
  depositType?: string;
  method?: string;
  amountMin?: number;
  amountMax?: number;
  from?: string;
  to?: string;
  flagged?: 'yes' | 'no';
  q?: string;
  sort: DepositDeskSort;
  cursor?: string;
  limit: number;
}

const DAY_MS = 86_400_000;

/** The first instant of a market day (`YYYY-MM-DD` in the market's own clock). */
export function marketDayStart(market: MarketCode, day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MARKET_TIME_ZONE[market].offsetMinutes * 60_000);
}

const byCreation = (s: DepositDeskSort) => s === 'newest' || s === 'oldest';
const descending = (s: DepositDeskSort) => s === 'newest' || s === 'amountDesc';
const sortColumn = (s: DepositDeskSort) =>
  byCreation(s) ? depositOrders.createdAt : depositOrders.amount;

const afterCursor = (s: DepositDeskSort, c: Cursor): SQL =>
  afterKey(
    sortColumn(s),
    depositOrders.id,
    byCreation(s) ? 'timestamp' : 'integer',
    descending(s),
    c,
  );

/**
 * What the search box finds, all exact (so each is an index lookup): the order number, the UTR,
 * the gateway's order number, the crypto/VA reference, or the player by uid or phone. The
 * players are looked up first, so the database ORs index reads on the orders' own columns
 * instead of walking the orders and testing each against a subquery (bench/desk-bench.ts).
 */
async function searchCondition(deps: Deps, q: string): Promise<SQL | undefined> {
  const either: SQL[] = [
    eq(depositOrders.orderNo, q),
    eq(depositOrders.utr, q),
    eq(depositOrders.gatewayOrderNo, q),
    eq(depositOrders.externalRef, q),
  ];
  const typed = typedUidOrPhone(deps.market, q);
  if (typed) {
    const who = [eq(users.uid, typed.uid)];
    if (typed.national) who.push(eq(users.mobile, typed.national));
    const players = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(or(...who));
    if (players.length) {
      either.push(
        inArray(
          depositOrders.userId,
          players.map((p) => p.id),
        ),
      );
    }
  }
  return or(...either);
}

/** The desk's filters as conditions; a backwards range is refused (the operator's words). */
export async function deskFilters(
  deps: Deps,
  f: Omit<DeskSearch, 'sort' | 'cursor' | 'limit'>,
): Promise<SQL[]> {
  if (f.from && f.to && f.from > f.to) throw badRequest('consoleDeskRangeBackwards');
  if (f.amountMin !== undefined && f.amountMax !== undefined && f.amountMin > f.amountMax) {
    throw badRequest('consoleDeskRangeBackwards');
  }
  const o = depositOrders;
  const where: SQL[] = [];
  if (f.status) where.push(eq(o.status, f.status));
  if (f.depositType) where.push(eq(o.depositType, f.depositType));
  if (f.method) where.push(eq(o.method, f.method));
  if (f.amountMin !== undefined) where.push(gte(o.amount, f.amountMin));
  if (f.amountMax !== undefined) where.push(lte(o.amount, f.amountMax));
  if (f.from) where.push(gte(o.createdAt, marketDayStart(deps.market.code, f.from)));
  if (f.to) {
    where.push(
      lt(o.createdAt, new Date(marketDayStart(deps.market.code, f.to).getTime() + DAY_MS)),
    );
  }
  if (f.flagged) where.push(eq(o.flagged, f.flagged === 'yes'));
  const search = f.q ? await searchCondition(deps, f.q) : undefined;
  if (search) where.push(search);
  return where;
}

type Player = { uid: string; nickname: string; mobile: string | null };
const NO_PLAYER: Player = { uid: '?', nickname: '', mobile: null };

export function deskRow(o: DepositOrderRow, p: Player | null | undefined): DepositDeskRow {
  return {
    orderNo: o.orderNo,
    depositType: o.depositType,
    method: o.method,
    status: o.status,
    amount: o.amount,
    receivedAmount: o.receivedAmount,
    bonus: o.bonus,
    utr: o.utr,
    gateway: o.gateway,
    gatewayOrderNo: o.gatewayOrderNo,
    externalRef: o.externalRef,
    flagged: o.flagged,
    flagReason: o.flagReason,
    createdAt: o.createdAt.toISOString(),
    arrivedAt: o.arrivedAt?.toISOString() ?? null,
    player: p ?? NO_PLAYER,
  };
}

const playerColumns = { uid: users.uid, nickname: users.nickname, mobile: users.mobile };

/**
 * The rows after `cursor` (absent: the first) under the filters, `limit` of them in the sort,
 * and the next page's cursor (null on the last): the desk's pages and the CSV export's
 * (desk-export.ts) are read alike.
 */
export async function depositPage(
  deps: Deps,
  where: SQL[],
  sort: DepositDeskSort,
  cursor: string | undefined,
  limit: number,
) {
  const page = cursor ? [...where, afterCursor(sort, decodeCursor(cursor))] : where;
  const dir = descending(sort) ? desc : asc;
  const rows = await deps.db
    .select({ o: depositOrders, key: keyText(sortColumn(sort)), ...playerColumns })
    .from(depositOrders)
    .leftJoin(users, eq(users.id, depositOrders.userId))
    .where(and(...page))
    .orderBy(dir(sortColumn(sort)), dir(depositOrders.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) =>
      deskRow(r.o, r.uid ? { uid: r.uid, nickname: r.nickname ?? '', mobile: r.mobile } : null),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor([last.key, last.o.id]) : null,
  };
}

export async function searchDeposits(deps: Deps, f: DeskSearch) {
  const where = await deskFilters(deps, f);
  const [page, [counted]] = await Promise.all([
    depositPage(deps, where, f.sort, f.cursor, f.limit),
    deps.db
      .select({ n: count() })
      .from(depositOrders)
      .where(and(...where)),
  ]);
  return {
    ...page,
    total: counted?.n ?? 0,
    currencySign: deps.market.currencySign,
  };
}

const AUDIT_TEXT: Record<string, string> = {
  'deposit.confirm-utr': 'Credited the self-service UTR order',
  'deposit.reject-utr': 'Rejected the self-service UTR order',
  'deposit.credit-agent': 'Credited the agency order',
  'deposit.reject-agent': 'Rejected the agency order',
  'deposit.credit-received': 'Credited the amount received',
  'deposit.reject-received': 'Rejected the money received in another amount',
  'deposit.held-returned': 'Marked the held money returned',
};

/** One order and everything that happened to it, oldest first. */
export async function depositDetail(deps: Deps, orderNo: string) {
  const [found] = await deps.db
    .select({ o: depositOrders, ...playerColumns })
    .from(depositOrders)
    .leftJoin(users, eq(users.id, depositOrders.userId))
    .where(eq(depositOrders.orderNo, orderNo));
  if (!found) throw notFound('orderNotFound');
  const o = found.o;
  const target = `deposit:${o.orderNo}`;
  const [audits, requests, callbacks, lines] = await Promise.all([
    deps.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id)),
    deps.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.target, target))
      .orderBy(asc(moneyRequests.id)),
    o.gateway && o.gatewayOrderNo
      ? deps.db
          .select()
          .from(gatewayCallbacks)
          .where(
            and(
              eq(gatewayCallbacks.gateway, o.gateway),
              eq(gatewayCallbacks.gatewayOrderNo, o.gatewayOrderNo),
            ),
          )
          .orderBy(asc(gatewayCallbacks.id))
      : [],
    o.utr ? deps.db.select().from(bankStatementLines).where(eq(bankStatementLines.utr, o.utr)) : [],
  ]);
  const line = lines[0] ?? null;
  const m = (minor: number) =>
    formatMoney(minor, deps.market.code, MARKET_MONEY_LANGUAGE[deps.market.code]);
  const uid = found.uid ?? '?';
  const history: DepositEvent[] = [
    {
      at: o.createdAt.toISOString(),
      kind: 'created',
      actor: `player ${uid}`,
      text: `Order created: ${m(o.amount)} by ${o.depositType}${o.method ? ` (${o.method})` : ''}`,
      detail: { amount: o.amount, utr: o.utr },
    },
    ...callbacks.map(
      (c): DepositEvent => ({
        at: c.receivedAt.toISOString(),
        kind: 'callback',
        actor: c.gateway,
        text: `Gateway said "${c.status}" for ${m(c.amount)}${c.currency === o.currency ? '' : ` ${c.currency}`}: ${c.result}`,
        detail: { eventId: c.eventId, status: c.status, amount: c.amount, result: c.result },
      }),
    ),
    ...(line
      ? [
          {
            at: line.createdAt.toISOString(),
            kind: 'line' as const,
            actor: 'bank statement',
            text: `Statement line ${line.utr}: ${m(line.amount)}${line.matchedOrderNo ? `, matched to ${line.matchedOrderNo}` : ', not matched'}`,
            detail: { amount: line.amount, matchedOrderNo: line.matchedOrderNo },
          },
        ]
      : []),
    ...requests.map(
      (r): DepositEvent => ({
        at: (r.decidedAt ?? r.createdAt).toISOString(),
        kind: 'request',
        actor: r.deciderLogin ?? r.requesterLogin,
        text: `Four-eyes request #${r.id} (${r.kind}) by ${r.requesterLogin}: ${r.state}${r.decisionReason ? ` (${r.decisionReason})` : ''}`,
        detail: { id: r.id, kind: r.kind, state: r.state, note: r.note },
      }),
    ),
    ...audits.map(
      (a): DepositEvent => ({
        at: a.at.toISOString(),
        kind: 'audit',
        actor: a.actor,
        text: AUDIT_TEXT[a.action] ?? a.action,
        detail: { action: a.action, ip: a.ip, before: a.before, after: a.after },
      }),
    ),
  ];
  if (o.arrivedAt) {
    history.push({
      at: o.arrivedAt.toISOString(),
      kind: 'arrived',
      actor: 'system',
      text: `Credited: ${m(o.amount)}${o.bonus > 0 ? ` + bonus ${m(o.bonus)}` : ''}`,
      detail: { status: o.status },
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  const row = deskRow(
    o,
    found.uid ? { uid: found.uid, nickname: found.nickname ?? '', mobile: found.mobile } : null,
  );
  return {
    order: {
      ...row,
      remark: remarkText(o.remark, 'en'),
      bankName: o.bankName,
      accountNumber: o.accountNumber,
      held: o.held,
      heldLeft: o.heldLeft,
      updatedAt: o.updatedAt.toISOString(),
    },
    statementLine: line
      ? {
          utr: line.utr,
          amount: line.amount,
          currency: line.currency,
          receivedAt: line.createdAt.toISOString(),
          matchedOrderNo: line.matchedOrderNo,
        }
      : null,
    history,
    currencySign: deps.market.currencySign,
  };
}
