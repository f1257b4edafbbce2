import type { LiveBetResult, LiveClientMessage, LiveMessage, Locale } from '@cardroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { EventBus } from './bus.js';
import { Coalescer } from './coalesce.js';
import { SocketHub } from './hub.js';
import { liveSocketsSetting } from './settings.js';

/** The public stream of a live table: phases, totals, cards, results. */
export const liveTopic = (tableId: string): string => `live:${tableId}`;
/** One player's messages at one table (`you`): only that player's signed-in sockets get them. */
export const livePlayerTopic = (tableId: string, userId: number): string =>
  `live:${tableId}:p${userId}`;

/** A socket's signed-in player: the app session its `auth` message resolved. */
export interface SocketPlayer {
  sessionId: number;
  userId: number;
  uid: string;
}

/**
 * What a socket at `tableId` gets first (the live module answers the table's view; with a
 * signed-in player, the view with their `you`), or null when there is no such table (the socket
 * is closed with 4404). Called on connect, after a successful `auth`, and for every socket
 * again after the bus lost messages (a LISTEN connection that reconnected).
 */
export type FirstMessageHook = (
  tableId: string,
  player: SocketPlayer | null,
  /** `join`: the socket connected or signed in; `resync`: the bus came back, every socket at once. */
  reason: 'join' | 'resync',
) => Promise<LiveMessage | null>;

/** A `bet` message as the socket received it (checked against the contract). */
export type SocketBet = Extract<LiveClientMessage, { type: 'bet' }>;

/**
 * Places a signed-in socket's `bet` (the live module, as `/live/bet` would; the bet's statement
 * checks the player's session open) and answers what `/live/bet` answers; a refusal is thrown as
 * the same AppError. The socket route turns the outcome into the socket's `bet` message, and
 * signs the socket out when the refusal is a 401.
 */
export type SocketBetHook = (
  tableId: string,
  player: SocketPlayer,
  bet: SocketBet,
  locale: Locale,
) => Promise<LiveBetResult>;

/**
 * One app instance's real-time side (modules/realtime): the bus, this instance's sockets, the
 * totals coalescer and the live module's first-message hook. Other modules reach it with
 * `realtimeOf(deps)` (registered before them in app.ts).
 */
export class Realtime {
  readonly bus: EventBus;
  readonly hub: SocketHub;
  /** Totals of a table, published at most `totalsPerSecond` times a second (latest wins). */
  readonly totals: Coalescer<LiveMessage>;
  #first: FirstMessageHook | null = null;
  #bet: SocketBetHook | null = null;

  constructor(deps: Deps, log: FastifyBaseLogger) {
    // Channel per market: two markets on one database never hear each other's tables.
    this.bus = new EventBus(
      deps.db,
      deps.dbKind,
      `cardroom_live_${deps.market.code.toLowerCase()}`,
      log,
    );
    this.hub = new SocketHub(this.bus, liveSocketsSetting.defaults(deps.market.code), log);
    let perSecond = liveSocketsSetting.defaults(deps.market.code).totalsPerSecond;
    this.totals = new Coalescer<LiveMessage>(
      (topic, message) => this.bus.publish(topic, message),
      () => perSecond,
      (err) => log.error({ err }, 'realtime: publishing totals failed'),
    );
    this.setTotalsRate = (n) => {
      perSecond = n;
    };
  }

  /** The coalescer's rate follows the setting (the heartbeat job reads it). */
  readonly setTotalsRate: (perSecond: number) => void;

  /** A live message to every socket on `topic`, on every instance; inside `tx`, only if it commits. */
  publish(topic: string, message: LiveMessage, tx?: DbOrTx): Promise<void> {
    return this.bus.publish(topic, message, tx);
  }

  /** Many live messages at once (each to its topic), in as few statements as the bus allows. */
  publishMany(items: readonly { topic: string; message: LiveMessage }[]): Promise<void> {
    return this.bus.publishMany(items);
  }

  /**
   * The live module registers what a socket gets first (one hook per app). Answers the undo:
   * a test that puts its own hook in place restores the one it replaced.
   */
  setFirstMessage(hook: FirstMessageHook | null): () => void {
    const previous = this.#first;
    this.#first = hook;
    return () => {
      this.#first = previous;
    };
  }

  firstMessage(): FirstMessageHook | null {
    return this.#first;
  }

  /** The live module places the bets sent on a table's socket (one hook per app); answers the undo. */
  setSocketBet(hook: SocketBetHook | null): () => void {
    const previous = this.#bet;
    this.#bet = hook;
    return () => {
      this.#bet = previous;
    };
  }

  socketBet(): SocketBetHook | null {
    return this.#bet;
  }
}

const instances = new WeakMap<Deps, Realtime>();

export function createRealtime(deps: Deps, log: FastifyBaseLogger): Realtime {
  const realtime = new Realtime(deps, log);
  instances.set(deps, realtime);
  return realtime;
}

/** This app instance's real-time side (throws if the realtime module is not registered). */
export function realtimeOf(deps: Deps): Realtime {
  const realtime = instances.get(deps);
  if (!realtime) throw new Error('the realtime module is not registered in this app');
  return realtime;
}
