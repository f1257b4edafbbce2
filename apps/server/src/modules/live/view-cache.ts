import type { Deps } from '../../deps.js';
import { busReconnects, watchTable } from './publisher.js';

/**
 * What an instance keeps of a table's public view (round, totals, road, commitment: the same
 * for every player) while nothing new has been said at the table. A socket's first message (a
 * join, a sign-in, a resync after a lost LISTEN connection) is built from it, so a crowd
 * joining at once (the sockets of a dead instance reconnecting) reads the table once per
 * message instead of once per socket; the player's own part is read each time.
 *
 * Why it cannot lose a message: the socket joins the table's topic before it asks for its first
 * message, so what the instance hears after that is queued for it. An entry is used only if the
 * instance has heard nothing on the table's topic since the entry's reading began (its version);
 * anything heard earlier, or a lost LISTEN connection (after which the bus sends every socket its
 * first message again), makes a new reading. A reading that catches a change whose message comes
 * later is corrected by that message, as without the cache. The HTTP view (`/live/table`) does
 * not use it: a player who just bet and reloads reads the totals with their bet in them.
 *
 * `MAX_AGE_MS` bounds what no message announces (a chain published, which changes the status).
 */
const MAX_AGE_MS = 1_000;

interface Entry<T> {
  version: number;
  /** The bus's reconnects when the reading began: after one, messages may have been missed. */
  reconnects: number;
  at: number;
  value: Promise<T>;
}

class TableCache<T> {
  readonly #versions = new Map<string, number>();
  readonly #entries = new Map<string, Entry<T>>();
  readonly #watching = new Set<string>();

  constructor(private readonly deps: Deps) {}

  get(tableId: string, read: () => Promise<T>): Promise<T> {
    if (!this.#watching.has(tableId)) {
      this.#watching.add(tableId);
      watchTable(this.deps, tableId, () => {
        this.#versions.set(tableId, (this.#versions.get(tableId) ?? 0) + 1);
        this.#entries.delete(tableId);
      });
    }
    const version = this.#versions.get(tableId) ?? 0;
    const reconnects = busReconnects(this.deps);
    const now = this.deps.now().getTime();
    const entry = this.#entries.get(tableId);
    if (
      entry &&
      entry.version === version &&
      entry.reconnects === reconnects &&
      now - entry.at < MAX_AGE_MS
    ) {
      return entry.value;
    }
    this.stats.readings++;
    const value = read();
    this.#entries.set(tableId, { version, reconnects, at: now, value });
    // A failed reading is not kept: the next asks again.
    value.catch(() => {
      if (this.#entries.get(tableId)?.value === value) this.#entries.delete(tableId);
    });
    return value;
  }

  /** Readings begun so far (tests). */
  readonly stats = { readings: 0 };
}

const caches = new WeakMap<Deps, TableCache<unknown>>();

/** The app's cache of tables' public views (one per app instance). */
export function tableCacheOf<T>(deps: Deps): TableCache<T> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new TableCache<unknown>(deps);
    caches.set(deps, cache);
  }
  return cache as TableCache<T>;
}
