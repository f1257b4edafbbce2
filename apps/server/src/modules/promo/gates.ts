import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/**
 * Answers true when promotions are paused for the player at `now` (a time-out or
 * self-exclusion, modules/breaks): no grant is credited to them, a claim is refused and a
 * payout (rebate, ranking prize, deposit or level-up bonus) is cancelled.
 */
export type PromoPause = (db: DbOrTx, userId: number, now: Date) => Promise<boolean>;

/** Per app instance (keyed on its `deps`): breaks registers in its `setup`; promo imports nothing of it. */
const pausesByApp = new WeakMap<Deps, PromoPause[]>();

export function onPromoPause(deps: Deps, pause: PromoPause): void {
  pausesByApp.set(deps, [...(pausesByApp.get(deps) ?? []), pause]);
}

export async function promoPaused(deps: Deps, db: DbOrTx, userId: number): Promise<boolean> {
  for (const pause of pausesByApp.get(deps) ?? []) {
    if (await pause(db, userId, deps.now())) return true;
  }
  return false;
}
