import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts } from './schema.js';

/** A player's cash balance in minor units; a player with no account has never held money. */
export async function cashBalance(db: DbOrTx, userId: number, currency: string): Promise<number> {
  const rows = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'player'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'cash'),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .limit(1);
  return rows[0]?.balance ?? 0;
}
