import type { Deps } from '../deps.js';
import { matchingIds, segmentById } from '../modules/players-console/index.js';

/**
 * A saved segment of the console's player list, as the inbox sends a broadcast to it: the
 * segment's name and every player its filters match now (risk included). The inbox cannot
 * import the Players module (that module reads the tables of many others), so it asks here.
 */
export async function savedSegmentPlayers(deps: Deps, segmentId: number) {
  const segment = await segmentById(deps, segmentId);
  return { id: segment.id, name: segment.name, userIds: await matchingIds(deps, segment.filters) };
}
