import type { Locale } from '@cardroom/contract';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { depositOrders, depositRulesOf, expireStale, presentOrder } from '../deposits/index.js';
import { rangeStart } from './range.js';

/** /recharge/record: the player's orders, newest first, by status and range. */
export async function depositRecords(
  deps: Deps,
  userId: number,
  q: { page: number; pageSize: number; status: string; range: 'today' | '7d' | '30d' },
  locale: Locale,
) {
  await expireStale(deps.db, userId, deps.now(), await depositRulesOf(deps));
  const conds: SQL[] = [
    eq(depositOrders.userId, userId),
    gte(depositOrders.createdAt, rangeStart(deps.market.code, q.range, deps.now())),
  ];
  if (q.status !== 'all') conds.push(eq(depositOrders.status, q.status));
  const where = and(...conds);
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return {
    list: rows.map((o) => presentOrder(o, locale)),
    total: Number(totals[0]?.n ?? 0),
    page: q.page,
  };
}

/** /recharge/orderDetail: only the caller's own order; anyone else's is "Order not found". */
export async function depositDetail(deps: Deps, userId: number, orderNo: string, locale: Locale) {
  await expireStale(deps.db, userId, deps.now(), await depositRulesOf(deps));
  const [row] = await deps.db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.userId, userId)));
  if (!row) throw notFound('orderNotFound');
  return presentOrder(row, locale);
}
