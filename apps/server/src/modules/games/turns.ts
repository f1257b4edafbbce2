import type { Deps } from '../../deps.js';

const queues = new WeakMap<Deps, Map<number, Promise<unknown>>>();

/**
 * Runs `work` after the player's earlier work on this instance has ended: one house round at
 * a time per player, so a round reads the seed pair the previous one left (house.ts). Without
 * it a double tap's rounds would read the same nonce and all but one would miss. A round on
 * another instance at the same moment is still caught by the statement (CR412).
 */
export function inTurn<T>(deps: Deps, userId: number, work: () => Promise<T>): Promise<T> {
  let byPlayer = queues.get(deps);
  if (!byPlayer) {
    byPlayer = new Map();
    queues.set(deps, byPlayer);
  }
  const players = byPlayer;
  const before = players.get(userId) ?? Promise.resolve();
  const mine = before.then(work);
  const tail = mine.catch(() => undefined);
  players.set(userId, tail);
  // The last in line clears the entry, so the map holds only players with a round in flight.
  void tail.then(() => {
    if (players.get(userId) === tail) players.delete(userId);
  });
  return mine;
}
