import type { LiveMessage } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import { livePlayerTopic, liveTopic, realtimeOf } from '../realtime/index.js';

/**
 * Where the dealer's messages go: the realtime module's bus (PostgreSQL LISTEN/NOTIFY; on
 * PGlite the same in process), topic `live:<tableId>`, every instance's sockets at that table;
 * a player's own (`you`) on `live:<tableId>:p<userId>`. The one seam between this module and the
 * bus: the dealer calls these and nothing else of it.
 */
export function publishLive(deps: Deps, tableId: string, message: LiveMessage): Promise<void> {
  return realtimeOf(deps).publish(liveTopic(tableId), message);
}

/** A table's totals: coalesced to the socket setting's rate (the latest wins). */
export function offerTotals(deps: Deps, tableId: string, message: LiveMessage): void {
  realtimeOf(deps).totals.offer(liveTopic(tableId), message);
}

/** Sends the table's waiting totals now (the window's final totals go out before `closed`). */
export function flushTotals(deps: Deps, tableId: string): Promise<void> {
  return realtimeOf(deps).totals.flush(liveTopic(tableId));
}

export function publishToPlayer(
  deps: Deps,
  tableId: string,
  userId: number,
  message: LiveMessage,
): Promise<void> {
  return realtimeOf(deps).publish(livePlayerTopic(tableId, userId), message);
}

/** Each player's own message (`you`), all sent together: a round's results. */
export function publishToPlayers(
  deps: Deps,
  tableId: string,
  messages: readonly { userId: number; message: LiveMessage }[],
): Promise<void> {
  return realtimeOf(deps).publishMany(
    messages.map(({ userId, message }) => ({ topic: livePlayerTopic(tableId, userId), message })),
  );
}

/**
 * Calls `onMessage` whenever this instance hears a message on the table's topic (phase, card,
 * totals, result). For what an instance keeps of a table between messages (view-cache.ts).
 */
export function watchTable(deps: Deps, tableId: string, onMessage: () => void): () => void {
  return realtimeOf(deps).bus.subscribe(liveTopic(tableId), onMessage);
}

/** How many times the bus lost its LISTEN connection and came back (messages may be missing). */
export function busReconnects(deps: Deps): number {
  return realtimeOf(deps).bus.stats.reconnects;
}
