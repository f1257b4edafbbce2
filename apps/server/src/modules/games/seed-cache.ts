import type { Deps } from '../../deps.js';
import type { SeedRow } from './seeds.js';

/** Players whose next seed pair an instance keeps; past it the least recently played go. */
const MAX_PLAYERS = 20_000;

const caches = new WeakMap<Deps, Map<number, SeedRow>>();

function cacheOf(deps: Deps): Map<number, SeedRow> {
  let c = caches.get(deps);
  if (!c) {
    c = new Map();
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
  const c = cacheOf(deps);
  const seed = c.get(userId);
  if (seed) {
    // Map keeps insertion order: moving the entry to the end keeps the oldest first.
    c.delete(userId);
    c.set(userId, seed);
  }
  return seed;
}

export function rememberSeed(deps: Deps, userId: number, next: SeedRow): void {
  const c = cacheOf(deps);
  c.delete(userId);
  c.set(userId, next);
  if (c.size > MAX_PLAYERS) {
    const oldest = c.keys().next();
    if (!oldest.done) c.delete(oldest.value);
  }
}

export function forgetSeed(deps: Deps, userId: number): void {
  cacheOf(deps).delete(userId);
}
