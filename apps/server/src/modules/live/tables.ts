import type { LiveTableSettings } from '@cardroom/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { cachedSetting } from '../settings/index.js';
import { liveRounds } from './schema.js';
import { liveTablesSetting } from './settings.js';

export type RoundRow = typeof liveRounds.$inferSelect;

/**
 * The market's tables, read at most every 2 s per instance: the dealer asks every second,
 * and an operator's change (open, close, times, limits) reaches every instance within that.
 */
export function liveTablesOf(deps: Deps): Promise<LiveTableSettings[]> {
  return cachedSetting(deps.db, deps.market.code, liveTablesSetting, 2_000);
}

export async function tableOf(deps: Deps, tableId: string): Promise<LiveTableSettings> {
  const table = (await liveTablesOf(deps)).find((t) => t.id === tableId);
  if (!table) throw badRequest('liveTableUnknown');
  return table;
}

/** The table's latest round (the one under way, or the last one dealt). */
export async function latestRound(db: DbOrTx, tableId: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  return row ?? null;
}

/** How many of a dealt round's cards are shown at `now`: one at the deal, then one every revealMs. */
export function cardsShown(round: RoundRow, now: Date): number {
  const cards = round.cards ?? [];
  if (!round.dealtAt) return 0;
  if (round.phase === 'settled') return cards.length;
  const elapsed = now.getTime() - round.dealtAt.getTime();
  return Math.min(cards.length, Math.floor(elapsed / round.revealMs) + 1);
}
