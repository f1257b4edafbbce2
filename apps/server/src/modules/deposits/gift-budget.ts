import { marketPeriod } from '@cardroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { depositGiftBudgetDays } from './schema.js';

/**
 * Reserves a method gift against the market day's budget (`depositRules.methodGiftDailyBudget`),
 * in the caller's transaction, before the gift's ledger post: one conditional upsert adds the
 * amount only while the day's total stays within the budget and answers the new total, so 50
 * deposits credited at once can never pay more than the budget between them. False: over the
 * budget, nothing reserved (the gift is not paid; the order says why). The caller's transaction
 * rolling back takes the reservation with it.
 */
export async function reserveMethodGift(
  deps: Deps,
  tx: Tx,
  amount: number,
  budget: number,
): Promise<boolean> {
  if (amount > budget) return false;
  const market = deps.market.code;
  const day = marketPeriod(market, deps.now(), 'day').key;
  const t = depositGiftBudgetDays;
  const rows = await tx
    .insert(t)
    .values({ market, day, paid: amount })
    .onConflictDoUpdate({
      target: [t.market, t.day],
      set: { paid: sql`${t.paid} + excluded.paid` },
      setWhere: sql`${t.paid} + excluded.paid <= ${budget}`,
    })
    .returning({ paid: t.paid });
  return rows.length > 0;
}

/** What the method gifts paid on the market day containing `at` (minor units). */
export async function methodGiftsPaid(deps: Deps, at: Date): Promise<number> {
  const t = depositGiftBudgetDays;
  const day = marketPeriod(deps.market.code, at, 'day').key;
  const [row] = await deps.db
    .select({ paid: t.paid })
    .from(t)
    .where(and(eq(t.market, deps.market.code), eq(t.day, day)));
  return row?.paid ?? 0;
}
