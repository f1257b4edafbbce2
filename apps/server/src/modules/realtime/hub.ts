import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { EventBus } from './bus.js';
import type { LiveSocketLimits } from './settings.js';

/**
 * This instance's sockets by topic. The hub subscribes to a topic on the bus while at least
 * one of its sockets wants it, and sends each message it receives, serialised once, to all of
 * them. Three things keep a socket from costing more than it should:
 * - a socket whose unsent bytes (`bufferedAmount`: ws's queue plus the kernel's) pass
 *   `maxBufferedKib` is a slow consumer and is dropped, not queued for without end;
 * - `heartbeat()` (a job, every `heartbeatSeconds`) pings every socket and ends those that did
 *   not answer the previous ping (a phone that lost its network leaves no FIN);
 * - the open sockets per address are counted here (`admit` / `release`).
 */
export interface HubClient {
  readonly socket: WebSocket;
  readonly address: string;
  readonly topics: Set<string>;
  alive: boolean;
  /** Until the first message went out, what arrives waits here (nothing is missed, nothing overtakes it). */
  held: string[] | null;
}

export interface HubStats {
  open: number;
  sent: number;
  droppedSlow: number;
  droppedDead: number;
  refusedAddress: number;
}

export class SocketHub {
  readonly #topics = new Map<string, { clients: Set<HubClient>; unsubscribe: () => void }>();
  readonly #openByAddress = new Map<string, number>();
  readonly #clients = new Set<HubClient>();
  readonly stats: HubStats = {
    open: 0,
    sent: 0,
    droppedSlow: 0,
    droppedDead: 0,
    refusedAddress: 0,
  };

  constructor(
    private readonly bus: EventBus,
    private limits: LiveSocketLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  setLimits(limits: LiveSocketLimits): void {
    this.limits = limits;
  }

  /** The sockets `address` holds open on this instance. */
  openFrom(address: string): number {
    return this.#openByAddress.get(address) ?? 0;
  }

  currentLimits(): LiveSocketLimits {
    return this.limits;
  }

  /**
   * Takes one of the address's open-socket places, or refuses. Synchronous: the check and the
   * count are one step, so a burst of connections from one address cannot all see room.
   */
  admit(socket: WebSocket, address: string): HubClient | null {
    const open = this.#openByAddress.get(address) ?? 0;
    if (open >= this.limits.perAddress) {
      this.stats.refusedAddress++;
      return null;
    }
    this.#openByAddress.set(address, open + 1);
    const client: HubClient = { socket, address, topics: new Set(), alive: true, held: [] };
    this.#clients.add(client);
    this.stats.open++;
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.once('close', () => this.release(client));
    return client;
  }

  /** The socket is gone: its topics and its address's place are given back (once). */
  release(client: HubClient): void {
    if (!this.#clients.delete(client)) return;
    this.stats.open--;
    for (const topic of client.topics) this.leave(client, topic);
    const open = (this.#openByAddress.get(client.address) ?? 1) - 1;
    if (open > 0) this.#openByAddress.set(client.address, open);
    else this.#openByAddress.delete(client.address);
  }

  /** Adds the client to a topic; messages wait in `held` until `open(client)`. */
  join(client: HubClient, topic: string): void {
    if (!this.#clients.has(client) || client.topics.has(topic)) return;
    client.topics.add(topic);
    let entry = this.#topics.get(topic);
    if (!entry) {
      const clients = new Set<HubClient>();
      const unsubscribe = this.bus.subscribe(topic, (_message, raw) => this.deliver(topic, raw));
      entry = { clients, unsubscribe };
      this.#topics.set(topic, entry);
    }
    entry.clients.add(client);
  }

  leave(client: HubClient, topic: string): void {
    client.topics.delete(topic);
    const entry = this.#topics.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    if (entry.clients.size === 0) {
      entry.unsubscribe();
      this.#topics.delete(topic);
    }
  }

  /** Sends a message to one client ahead of what is held for it, then lets the held ones go. */
  open(client: HubClient, first: string | null): void {
    const held = client.held ?? [];
    client.held = null;
    if (first !== null) this.send(client, first);
    for (const raw of held) this.send(client, raw);
  }

  /** A message of `topic` (already JSON) to every client of this instance on it. */
  deliver(topic: string, raw: string): void {
    const entry = this.#topics.get(topic);
    if (!entry) return;
    for (const client of entry.clients) {
      if (client.held) client.held.push(raw);
      else this.send(client, raw);
    }
  }

  send(client: HubClient, raw: string): void {
    const { socket } = client;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedKib * 1024) {
      this.stats.droppedSlow++;
      this.log.info({ address: client.address }, 'realtime: dropped a slow socket');
      // No close frame: it would wait behind the very bytes that do not drain.
      socket.terminate();
      this.release(client);
      return;
    }
    socket.send(raw);
    this.stats.sent++;
  }

  /** One heartbeat: ends the sockets that did not answer the last ping, pings the others. */
  heartbeat(): void {
    for (const client of this.#clients) {
      if (!client.alive) {
        this.stats.droppedDead++;
        client.socket.terminate();
        this.release(client);
        continue;
      }
      client.alive = false;
      try {
        client.socket.ping();
      } catch {
        // not open (closing): its close event releases it
      }
    }
  }

  /** The clients on `topic` (the resync after a lost LISTEN connection sends each its first message again). */
  clientsOf(topic: string): HubClient[] {
    return [...(this.#topics.get(topic)?.clients ?? [])];
  }

  topics(): string[] {
    return [...this.#topics.keys()];
  }

  /** Closes every socket (the app is closing): 1001 "going away", clients reconnect elsewhere. */
  closeAll(): void {
    for (const client of [...this.#clients]) {
      client.socket.close(1001, 'shutdown');
      this.release(client);
    }
  }
}
