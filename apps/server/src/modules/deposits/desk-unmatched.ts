import type { UnmatchedCandidate } from '@cardroom/contract/console';
import { and, count, desc, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../../db/keyset.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { users } from '../users/index.js';
import { bankStatementLines, depositOrders } from './schema.js';

/**
 * Which orders an unmatched bank statement line might belong to (docs/OPERATIONS.md "Deposits
 * desk"). An order is a candidate when it is not credited (pending, expired or failed), is of a
 * kind a bank transfer pays (bank transfer or self-service UTR), and either
 * - has the line's amount and currency and was created from `hoursBefore` before the line to
 *   `hoursAfter` after it (a self-service UTR is typed after paying), or
 * - carries a UTR whose first `utrPrefix` characters are the line's (a mistyped tail).
 * At most `perLine` per line: UTR likeness first, then the nearest in time.
 */
export const CANDIDATE_RULE = { hoursBefore: 72, hoursAfter: 24, utrPrefix: 8, perLine: 5 };
const OPEN_STATES = ['pending', 'expired', 'failed'];
const PAID_BY_TRANSFER = ['transfer_imps', 'transfer_upi', 'self_utr'];
const HOUR_MS = 3_600_000;

type Line = typeof bankStatementLines.$inferSelect;
type Order = typeof depositOrders.$inferSelect;

const prefixOf = (utr: string) =>
  utr.length >= CANDIDATE_RULE.utrPrefix ? utr.slice(0, CANDIDATE_RULE.utrPrefix) : null;

/** Why `o` might be `line`'s order; empty when it is not a candidate. */
export function candidateReasons(line: Line, o: Order): UnmatchedCandidate['why'] {
  const why: UnmatchedCandidate['why'] = [];
  const lag = o.createdAt.getTime() - line.createdAt.getTime();
  if (
    o.amount === line.amount &&
    o.currency === line.currency &&
    lag >= -CANDIDATE_RULE.hoursBefore * HOUR_MS &&
    lag <= CANDIDATE_RULE.hoursAfter * HOUR_MS
  ) {
    why.push('amount');
  }
  const prefix = prefixOf(line.utr);
  if (prefix && o.utr?.startsWith(prefix)) why.push('utr');
  return why;
}

export async function unmatchedLines(deps: Deps, input: { cursor?: string; limit: number }) {
  const unmatched = isNull(bankStatementLines.matchedOrderNo);
  let page = unmatched;
  if (input.cursor) {
    const [, id] = decodeCursor(input.cursor);
    page = and(unmatched, sql`${bankStatementLines.id} < ${id}`) ?? unmatched;
  }
  // Newest recorded first: the id is the order lines were written in.
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(bankStatementLines)
      .where(page)
      .orderBy(desc(bankStatementLines.id))
      .limit(input.limit + 1),
    deps.db.select({ n: count() }).from(bankStatementLines).where(unmatched),
  ]);
  const lines = rows.slice(0, input.limit);
  const candidates = await candidatesOf(deps, lines);
  const last = lines.at(-1);
  return {
    lines: lines.map((l) => ({
      id: l.id,
      utr: l.utr,
      amount: l.amount,
      currency: l.currency,
      receivedAt: l.createdAt.toISOString(),
      matchedOrderNo: l.matchedOrderNo,
      candidates: candidates.get(l.id) ?? [],
    })),
    total: counted?.n ?? 0,
    nextCursor: rows.length > input.limit && last ? encodeCursor(['', last.id]) : null,
    rule: {
      hoursBefore: CANDIDATE_RULE.hoursBefore,
      hoursAfter: CANDIDATE_RULE.hoursAfter,
      utrPrefix: CANDIDATE_RULE.utrPrefix,
    },
    currencySign: deps.market.currencySign,
  };
}

/** The candidates of a page of lines: one query for the orders, one for their players. */
async function candidatesOf(deps: Deps, lines: Line[]): Promise<Map<number, UnmatchedCandidate[]>> {
  const out = new Map<number, UnmatchedCandidate[]>();
  if (lines.length === 0) return out;
  if (lines.length > 50) throw badRequest('invalidField', { field: 'limit' });
  const times = lines.map((l) => l.createdAt.getTime());
  const earliest = new Date(Math.min(...times) - CANDIDATE_RULE.hoursBefore * HOUR_MS);
  const latest = new Date(Math.max(...times) + CANDIDATE_RULE.hoursAfter * HOUR_MS);
  const amounts = [...new Set(lines.map((l) => l.amount))];
  const prefixes = [...new Set(lines.map((l) => prefixOf(l.utr)).filter((p) => p !== null))];
  const o = depositOrders;
  const orders = await deps.db
    .select()
    .from(o)
    .where(
      and(
        inArray(o.status, OPEN_STATES),
        inArray(o.depositType, PAID_BY_TRANSFER),
        or(
          and(inArray(o.amount, amounts), gte(o.createdAt, earliest), lte(o.createdAt, latest)),
          prefixes.length > 0
            ? and(
                isNotNull(o.utr),
                inArray(sql`left(${o.utr}, ${CANDIDATE_RULE.utrPrefix})`, prefixes),
              )
            : undefined,
        ),
      ),
    );
  const ids = [...new Set(orders.map((x) => x.userId))];
  const players = ids.length
    ? await deps.db
        .select({ id: users.id, uid: users.uid, nickname: users.nickname, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(players.map((p) => [p.id, p]));
  for (const line of lines) {
    const found = orders
      .map((x) => ({ x, why: candidateReasons(line, x) }))
      .filter((c) => c.why.length > 0)
      .sort(
        (a, b) =>
          Number(b.why.includes('utr')) - Number(a.why.includes('utr')) ||
          Math.abs(a.x.createdAt.getTime() - line.createdAt.getTime()) -
            Math.abs(b.x.createdAt.getTime() - line.createdAt.getTime()),
      )
      .slice(0, CANDIDATE_RULE.perLine);
    out.set(
      line.id,
      found.map(({ x, why }) => {
        const p = byId.get(x.userId);
        return {
          orderNo: x.orderNo,
          depositType: x.depositType,
          status: x.status,
          amount: x.amount,
          utr: x.utr,
          createdAt: x.createdAt.toISOString(),
          player: p ? { uid: p.uid, nickname: p.nickname, mobile: p.mobile } : NO_PLAYER,
          why,
          // The queue's own rule (console-routes.ts): these are the orders "Match" decides.
          decidable:
            x.status === 'pending' && (x.depositType === 'self_utr' || x.receivedAmount !== null),
        };
      }),
    );
  }
  return out;
}

const NO_PLAYER = { uid: '?', nickname: '', mobile: null };
