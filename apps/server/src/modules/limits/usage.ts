import { type LimitPeriod, type MarketCode, marketPeriod } from '@cardroom/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders, depositReleases } from '../deposits/index.js';
import { walletTransactions } from '../wallet-api/index.js';

/**
 * What counts against the limits (docs/architecture/protection.md "Player limits"), per market period:
 * - deposit: the deposit money that reached the playable balance this period: each credited
 *   order's playable part (amount minus what went to the held balance) by when it was credited,
 *   plus held money released this period. A pending, unpaid, expired, failed or rejected order
 *   never counts (issue 33: expired orders used to fill the limit).
 * Bets count by when they were made:
 * - wager: the stakes of this period's bets, except bets refused or rolled back.
 * - loss: those stakes minus the wins paid on them so far (a bet counts as lost until its win
 *   arrives; a rollback gives it back), never below 0.
 */
export async function depositsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const d = depositOrders;
  const [credited] = await db
    .select({ total: sql<string>`coalesce(sum(${d.amount} - ${d.held}), 0)` })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.status, 'success'), gte(d.arrivedAt, since)));
  const r = depositReleases;
  const [released] = await db
    .select({ total: sql<string>`coalesce(sum(${r.amount}), 0)` })
    .from(r)
    .where(and(eq(r.userId, userId), gte(r.createdAt, since)));
  return Number(credited?.total ?? 0) + Number(released?.total ?? 0);
}

/**
 * Open (pending, not yet expired) orders made this period: only a new order's check reserves
 * them, so 50 orders at once cannot pass a limit; they are not "used" until credited.
 */
export async function openDepositsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const d = depositOrders;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${d.amount}), 0)` })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.status, 'pending'), gte(d.createdAt, since)));
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
