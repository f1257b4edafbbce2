import type { DbOrTx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { activeBreak } from '../modules/breaks/index.js';

/**
 * The bonus gate, asked by promo's `payBonus` (the one path of every bonus) and by the ranking
 * payout before it makes a prize: true when no bonus may be paid to the player now.
 * 1. a break (time-out or self-exclusion) pauses every bonus.
 */
export async function bonusesPaused(deps: Deps, db: DbOrTx, userId: number): Promise<boolean> {
  return (await activeBreak(db, userId, deps.now())) !== null;
}
