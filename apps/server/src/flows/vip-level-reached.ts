import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { VipLevelReached } from '../events.js';
import { mailVipLevelReached } from '../modules/inbox/index.js';

/**
 * A player reached a VIP level for the first time (vip's progress.ts, inside the deposit's or
 * bet's transaction, after its reward was paid or not):
 * 1. the "level reached" message, with the reward when one was paid.
 */
export async function vipLevelReached(deps: Deps, tx: Tx, reached: VipLevelReached): Promise<void> {
  await mailVipLevelReached(deps, tx, reached);
}
