import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { GrantCredited } from '../events.js';
import { mailGrantCredited } from '../modules/inbox/index.js';

/**
 * A promotion's grant was credited (promo's `creditGrant`: claims, rebates, ranking prizes,
 * first-deposit and VIP bonuses, invite rewards), in the credit's transaction:
 * 1. the "bonus credited" or "reward paid" message (none for a VIP reward: the level-up
 *    message tells it).
 */
export async function grantCredited(deps: Deps, tx: Tx, credited: GrantCredited): Promise<void> {
  await mailGrantCredited(deps, tx, credited);
}
