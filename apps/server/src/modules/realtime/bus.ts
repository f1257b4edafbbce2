import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client.js';

/**
 * The event bus every instance shares, on the database it already has (issue 39: no new
 * infrastructure). `publish` is one `pg_notify` on the market's channel, in the caller's
 * transaction when it gives one: PostgreSQL delivers a notification only when its transaction
 * commits, so a rolled-back message never reaches anyone. Every instance LISTENs on one
 * dedicated connection and hands what arrives to its own subscribers (`subscribe`), so a message
 * published on any instance reaches the sockets of all of them, the publishing one included.
 *
 * PGlite (one process) has the same LISTEN/NOTIFY inside its one backend, with the same
 * meaning (delivered at commit, dropped on rollback): the bus listens through `PGlite.listen`.
 *
 * A notification's payload is `<topic>\n<message JSON>` and may not pass 7,999 bytes
 * (PostgreSQL's limit is 8,000): a larger message is refused with `PayloadTooLargeError` and
 * nothing is sent, so the publisher knows at once. The live messages are far smaller (a table's
 * totals are a few hundred bytes); the first message of a socket (a table's whole view) is sent
 * to that socket directly, never over the bus.
 *
 * NOTIFY keeps nothing for a listener that is not connected: while an instance's LISTEN
 * connection is down, what is published is lost for that instance. So after it reconnects and
 * listens again, the bus calls its `onResync` listeners, and the socket hub sends every socket
 * its topic's first message again (the live table's view), which carries the whole state.
 */
export const MAX_PAYLOAD_BYTES = 7_999;

export class PayloadTooLargeError extends Error {
  constructor(
    readonly topic: string,
    readonly bytes: number,
  ) {
    super(
      `realtime message on ${topic} is ${bytes} bytes; NOTIFY carries at most ${MAX_PAYLOAD_BYTES}`,
    );
  }
}

export type Listener = (message: unknown, raw: string) => void;

export interface BusStats {
  published: number;
  /** Statements that carried them (publishes group: `publish`). */
  statements: number;
  delivered: number;
  /** Times the LISTEN connection was lost and opened again (PostgreSQL). */
  reconnects: number;
}

const TOPIC = /^[A-Za-z0-9:_.-]{1,100}$/;

/** Notifications per statement in `publishMany` (each a bound parameter). */
const PUBLISH_CHUNK = 500;

export class EventBus {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #resync = new Set<() => void>();
  readonly #source: ListenSource;
  readonly stats: BusStats = { published: 0, statements: 0, delivered: 0, reconnects: 0 };

  constructor(
    private readonly db: Db,
    kind: 'pglite' | 'postgres',
    readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const deliver = (payload: string) => this.#deliver(payload);
    const resynced = () => {
      this.stats.reconnects++;
      for (const fn of this.#resync) fn();
    };
    const client = (db as unknown as { $client: unknown }).$client;
    this.#source =
      kind === 'pglite'
        ? new PgliteSource(client as PGlite, channel, deliver)
        : new PostgresSource((client as pg.Pool).options, channel, deliver, resynced, log);
  }

  start(): Promise<void> {
    return this.#source.start();
  }

  stop(): Promise<void> {
    return this.#source.stop();
  }

  /** The backend process of the LISTEN connection (PostgreSQL; null while reconnecting). */
  listenerPid(): number | null {
    return this.#source.pid();
  }

  /**
   * Sends `message` to the topic's subscribers on every instance. Inside `tx`: only if and
   * when that transaction commits. Resolves when the notification is queued (outside a
   * transaction: committed), not when listeners ran.
   *
   * Outside a transaction, publishes group like the wallet's commits: one statement at a time
   * is in flight, and the messages that arrive meanwhile go together in the next (in the order
   * they came). A live table's every accepted bet tells its player (`you`): one NOTIFY commit
   * per bet, and NOTIFY commits take one lock in turn, was a statement per bet (bench:live).
   */
  publish(topic: string, message: unknown, tx: DbOrTx = this.db): Promise<void> {
    return this.publishMany([{ topic, message }], tx);
  }

  /** Queues a payload for the next statement outside a transaction; resolves when it is sent. */
  #enqueue(payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ payload, resolve, reject });
      this.#sending ??= this.#sendWaiting();
    });
  }

  readonly #waiting: { payload: string; resolve: () => void; reject: (err: unknown) => void }[] =
    [];
  #sending: Promise<void> | null = null;

  /** Sends what waits, a statement at a time, until nothing does. */
  async #sendWaiting(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, PUBLISH_CHUNK);
      try {
        await this.#notify(
          batch.map((b) => b.payload),
          this.db,
        );
        for (const b of batch) b.resolve();
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
    this.#sending = null;
  }

  #payload(topic: string, message: unknown): string {
    if (!TOPIC.test(topic)) throw new Error(`bad realtime topic ${JSON.stringify(topic)}`);
    const payload = `${topic}\n${JSON.stringify(message)}`;
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError(topic, bytes);
    return payload;
  }

  /**
   * Several messages, one notification each, sent `PUBLISH_CHUNK` to a statement: a round's
   * results to each of its players. One by one, 2,000 players' results were 2,000 commits in a
   * row, the step of a 5,000-bet round that missed its second (bench:live, docs/SCALING.md).
   * Outside a transaction they join the same queue as `publish`, so the order in which messages
   * were published is the order they are sent, whichever of the two sent them. Any payload that
   * is not a topic's or is too large refuses the whole call before anything is queued.
   */
  async publishMany(
    items: readonly { topic: string; message: unknown }[],
    tx: DbOrTx = this.db,
  ): Promise<void> {
    const payloads = items.map(({ topic, message }) => this.#payload(topic, message));
    if (tx === this.db) {
      await Promise.all(payloads.map((p) => this.#enqueue(p)));
      return;
    }
    for (let i = 0; i < payloads.length; i += PUBLISH_CHUNK) {
      await this.#notify(payloads.slice(i, i + PUBLISH_CHUNK), tx);
    }
  }

  /** One statement: a notification per payload (at most PUBLISH_CHUNK of them). */
  async #notify(payloads: readonly string[], tx: DbOrTx): Promise<void> {
    const list = sql.join(
      payloads.map((p) => sql`${p}::text`),
      sql`, `,
    );
    if (tx === this.db) {
      // A transaction of its own, with nothing to keep but the notifications: its commit
      // need not wait for the WAL to reach the disk (set_config(…, true) holds until that
      // commit). On the loaded bench machine it did not change the rate (NOTIFY ran at about
      // an empty statement's round trips either way, docs/SCALING.md "Live tables"); on a
      // disk that is slow to flush it keeps the table's stream from waiting on it.
      await tx.execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(${this.channel}, p)
            from unnest(array[${list}]) as p`,
      );
    } else {
      // Inside the caller's transaction: its commit keeps the caller's durability.
      await tx.execute(sql`select pg_notify(${this.channel}, p) from unnest(array[${list}]) as p`);
    }
    this.stats.published += payloads.length;
    this.stats.statements += 1;
  }

  /** Calls `listener` with each message of `topic` this instance receives; answers the unsubscribe. */
  subscribe(topic: string, listener: Listener): () => void {
    let set = this.#listeners.get(topic);
    if (!set) {
      set = new Set();
      this.#listeners.set(topic, set);
    }
    set.add(listener);
    return () => {
      const current = this.#listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.#listeners.delete(topic);
    };
  }

  /** Called after the LISTEN connection was lost and is listening again (messages may be missing). */
  onResync(fn: () => void): () => void {
    this.#resync.add(fn);
    return () => this.#resync.delete(fn);
  }

  #deliver(payload: string): void {
    const cut = payload.indexOf('\n');
    if (cut < 0) return;
    const set = this.#listeners.get(payload.slice(0, cut));
    if (!set || set.size === 0) return;
    const raw = payload.slice(cut + 1);
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch (err) {
      this.log.warn({ err, channel: this.channel }, 'realtime: a notification that is not JSON');
      return;
    }
    this.stats.delivered++;
    for (const listener of set) {
      try {
        listener(message, raw);
      } catch (err) {
        this.log.error({ err, channel: this.channel }, 'realtime: a listener failed');
      }
    }
  }
}

interface ListenSource {
  start(): Promise<void>;
  stop(): Promise<void>;
  pid(): number | null;
}

class PgliteSource implements ListenSource {
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly client: PGlite,
    private readonly channel: string,
    private readonly deliver: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.client.listen(this.channel, this.deliver);
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    // The database may close before the app (tests close apps in any order): nothing to undo then.
    if (unlisten && !this.client.closed) await unlisten();
  }

  pid(): number | null {
    return null;
  }
}

/** How often the LISTEN connection is probed: a silently dead TCP connection shows up within this. */
const PROBE_MS = 10_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/**
 * One dedicated connection per instance, outside the pool (a pooled connection would be
 * handed to queries and lose its LISTEN). Lost (an error, the server ended it, a probe that
 * fails), it is opened again with a growing wait (0.1 s to 5 s) and LISTENs again.
 */
class PostgresSource implements ListenSource {
  #client: pg.Client | null = null;
  #stopped = false;
  #everConnected = false;
  #retryMs = RETRY_MIN_MS;
  #retry: NodeJS.Timeout | null = null;
  #probe: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: pg.PoolConfig,
    private readonly channel: string,
    private readonly deliver: (payload: string) => void,
    private readonly resynced: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.#stopped = false;
    await this.#connect();
    this.#probe = setInterval(() => void this.#check(), PROBE_MS);
    this.#probe.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    if (this.#probe) clearInterval(this.#probe);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  pid(): number | null {
    return (this.#client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ ...this.options, keepAlive: true });
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.deliver(n.payload);
    });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = RETRY_MIN_MS;
    if (this.#everConnected) {
      this.log.warn({ channel: this.channel }, 'realtime: listening again after a lost connection');
      this.resynced();
    }
    this.#everConnected = true;
  }

  #lost(client: pg.Client, err: Error | null): void {
    if (this.#client !== client) return; // an old client's late event
    this.#client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.#stopped) return;
    this.log.warn({ err, channel: this.channel }, 'realtime: LISTEN connection lost');
    this.#schedule();
  }

  #schedule(): void {
    if (this.#stopped || this.#retry) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(RETRY_MAX_MS, this.#retryMs * 2);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connect().catch((err) => {
        this.log.warn({ err, channel: this.channel }, 'realtime: LISTEN reconnect failed');
        this.#schedule();
      });
    }, wait);
  }

  async #check(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    try {
      await client.query('select 1');
    } catch (err) {
      this.#lost(client, err as Error);
    }
  }
}
