import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** A level a player just reached for the first time (inside the deposit's or bet's transaction). */
export interface VipLevelReached {
  userId: number;
  level: number;
  /** What its reward credited (minor units; 0 when nothing was paid). */
  reward: number;
}

export type VipLevelListener = (tx: Tx, reached: VipLevelReached) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`); the inbox registers in its `setup` and
 * vip imports nothing of it. What a listener writes commits or rolls back with the level-up.
 */
const listenersByApp = new WeakMap<Deps, VipLevelListener[]>();

export function onVipLevelUp(deps: Deps, listener: VipLevelListener): void {
  listenersByApp.set(deps, [...(listenersByApp.get(deps) ?? []), listener]);
}

export async function runVipLevelListeners(
  deps: Deps,
  tx: Tx,
  reached: VipLevelReached,
): Promise<void> {
  for (const listener of listenersByApp.get(deps) ?? []) await listener(tx, reached);
}
