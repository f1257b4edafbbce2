import { type LimitPeriod, type MarketCode, marketPeriod } from '@cardroom/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders } from '../deposits/index.js';
import { walletTransactions } from '../wallet-api/index.js';

/**
 * What counts against the limits (docs/ARCHITECTURE.md "Player limits"), per market period,
 * by when the order or bet was made:
 * - deposit: gross deposits: the amounts of orders created this period that are credited or
 *   still open (pending). A failed, expired or rejected order stops counting.
 * - wager: the stakes of this period's bets, except bets refused or rolled back.
 * - loss: those stakes minus the wins paid on them so far (a bet counts as lost until its win
 *   arrives; a rollback gives it back), never below 0.
 */
export async function depositsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        inArray(depositOrders.status, ['pending', 'success']),
        gte(depositOrders.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function betsSince(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<{ wager: number; loss: number }> {
  const w = walletTransactions;
  const [row] = await db
    .select({
      wager: sql<string>`coalesce(sum(${w.amount}), 0)`,
      loss: sql<string>`coalesce(sum(${w.amount} - ${w.won}), 0)`,
    })
    .from(w)
    .where(
      and(
        eq(w.userId, userId),
        eq(w.kind, 'bet'),
        inArray(w.state, ['open', 'settled']),
        gte(w.createdAt, since),
      ),
    );
  return { wager: Number(row?.wager ?? 0), loss: Math.max(0, Number(row?.loss ?? 0)) };
}

export const periodOf = (market: MarketCode, now: Date, period: LimitPeriod) =>
  marketPeriod(market, now, period);
