import type { Deps } from '../../deps.js';
import { RecentMap } from './recent.js';
import type { SeedRow } from './seeds.js';

/** Players whose next seed pair an instance keeps; past it the least recently played go. */
const MAX_PLAYERS = 20_000;

const caches = new WeakMap<Deps, RecentMap<number, SeedRow>>();

function cacheOf(deps: Deps): RecentMap<number, SeedRow> {
  let c = caches.get(deps);
  if (!c) {
    c = new RecentMap(MAX_PLAYERS);
    caches.set(deps, c);
  }
  return c;
}

/**
 * The seed pair (with the nonce its next round uses) that this instance's last round of the
 * player left, so the next round deals without reading it (house.ts). It may be stale: the
 * player rotated the pair or changed the client seed, or played on another instance. The
 * round's statement compares the pair and nonce it takes with the ones dealt (CR412), so a
 * stale entry costs a re-deal the two-statement way, never a wrong round.
 */
export function knownSeed(deps: Deps, userId: number): SeedRow | undefined {
  return cacheOf(deps).get(userId);
}

export function rememberSeed(deps: Deps, userId: number, next: SeedRow): void {
  cacheOf(deps).set(userId, next);
}

export function forgetSeed(deps: Deps, userId: number): void {
  cacheOf(deps).delete(userId);
}
