import type { LiveMessage } from '@cardroom/contract';
import type { Deps } from '../../deps.js';

/**
 * Where the dealer's messages go: topic `live:<tableId>`, every instance's sockets at that
 * table. The one seam between this module and the realtime bus (PostgreSQL LISTEN/NOTIFY and
 * the WebSocket route, built beside this module): until it is wired in, an app instance has
 * no publisher and the messages are dropped; what a page needs on load or reconnect comes from
 * `/live/table`, which reads the database, not these messages.
 */
export interface LivePublisher {
  publish(topic: string, message: LiveMessage): void;
}

export const liveTopic = (tableId: string) => `live:${tableId}`;

const publishers = new WeakMap<Deps, LivePublisher>();

/** The realtime module hands its bus over here when the app is built. */
export function setLivePublisher(deps: Deps, publisher: LivePublisher): void {
  publishers.set(deps, publisher);
}

export function publishLive(deps: Deps, tableId: string, message: LiveMessage): void {
  publishers.get(deps)?.publish(liveTopic(tableId), message);
}
