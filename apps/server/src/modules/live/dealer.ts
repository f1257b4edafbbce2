import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Job } from '../module.js';
import { stepTable } from './rounds.js';
import { liveDealers } from './schema.js';
import { liveTablesOf } from './tables.js';

/**
 * One dealer per table across every instance, chosen in PostgreSQL: the instance holding the
 * table's unexpired lease row deals it and renews the lease every `TICK_MS`; when it dies its
 * lease runs out within `LEASE_MS` and the next instance to ask takes the table and carries
 * on from what the database holds (rounds.ts). Works alike on PGlite (one instance).
 */
export const LEASE_MS = 5_000;
export const TICK_MS = 1_000;

const instances = new WeakMap<Deps, string>();

/** This app instance's name in the lease rows. */
export function instanceOf(deps: Deps): string {
  let id = instances.get(deps);
  if (!id) {
    id = randomUUID();
    instances.set(deps, id);
  }
  return id;
}

/**
 * Takes or renews the table's lease: one statement, so two instances asking at once cannot
 * both get it. Answers whether this instance holds it now.
 */
export async function holdLease(deps: Deps, tableId: string): Promise<boolean> {
  const me = instanceOf(deps);
  const now = deps.now();
  const rows = await deps.db
    .insert(liveDealers)
    .values({ tableId, instance: me, expiresAt: new Date(now.getTime() + LEASE_MS) })
    .onConflictDoUpdate({
      target: liveDealers.tableId,
      set: { instance: me, expiresAt: sql`excluded.expires_at` },
      setWhere: sql`${liveDealers.instance} = ${me} or ${liveDealers.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ instance: liveDealers.instance });
  return rows.length === 1;
}

/** When this instance last renewed each table's lease (its clock, epoch ms). */
const renewedAt = new WeakMap<Deps, Map<string, number>>();

/**
 * Whether this instance deals the table: the lease renewed at most once per TICK_MS. The dealer
 * steps a betting table every TOTALS_MS (4 times a second), and a renewal each step was a
 * committed write each (bench:live's statement log: the lease upsert was the most frequent
 * statement). A lease this instance renewed less than TICK_MS ago still has more than
 * LEASE_MS - TICK_MS to run, and no other instance can take it before it has run out.
 */
async function dealsTable(deps: Deps, tableId: string): Promise<boolean> {
  let byTable = renewedAt.get(deps);
  if (!byTable) {
    byTable = new Map();
    renewedAt.set(deps, byTable);
  }
  const now = deps.now().getTime();
  const at = byTable.get(tableId);
  if (at !== undefined && now - at < TICK_MS && now >= at) return true;
  const held = await holdLease(deps, tableId);
  if (held) byTable.set(tableId, now);
  else byTable.delete(tableId);
  return held;
}

/** Gives this instance's leases back (a clean stop): another instance takes the tables at once. */
export async function releaseLeases(deps: Deps): Promise<void> {
  renewedAt.get(deps)?.clear();
  await deps.db
    .update(liveDealers)
    .set({ expiresAt: new Date(0) })
    .where(and(eq(liveDealers.instance, instanceOf(deps))));
}

/**
 * One pass over the market's tables: each table whose lease this instance holds (or takes)
 * is stepped. Answers when the next step of any held table is due (epoch ms), or null.
 */
export async function dealerTick(deps: Deps): Promise<number | null> {
  let next: number | null = null;
  for (const table of await liveTablesOf(deps)) {
    if (!(await dealsTable(deps, table.id))) continue;
    const due = await stepTable(deps, table);
    if (due !== null) next = next === null ? due : Math.min(next, due);
  }
  return next;
}

/**
 * The dealer as a job: a tick, then a sleep until the next step is due or the lease needs
 * renewing, whichever is first. A failed tick is logged and retried after TICK_MS.
 */
export function dealerJob(deps: Deps, log: { warn(o: object, m: string): void }): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const loop = async () => {
    let wait = TICK_MS;
    try {
      const due = await dealerTick(deps);
      if (due !== null) wait = Math.max(10, Math.min(TICK_MS, due - deps.now().getTime()));
    } catch (err) {
      log.warn({ err, job: 'live dealer' }, 'live dealer failed');
    }
    if (!stopped) timer = setTimeout(run, wait);
  };
  const run = () => {
    running = loop();
  };
  return {
    name: 'live dealer',
    start: () => {
      stopped = false;
      run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLeases(deps).catch(() => undefined);
    },
    idle: async () => {
      await running;
    },
  };
}
