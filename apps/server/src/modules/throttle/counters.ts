import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';

/**
 * Fixed-window counters in the database, shared by every instance. `hit` adds one and
 * answers the new count; `peek` reads without adding.
 */
function windowStart(windowSeconds: number, now: Date): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

export async function hit(
  db: DbOrTx,
  bucket: string,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const start = windowStart(windowSeconds, now);
  const rows = await rawRows<{ count: number }>(
    db,
    sql`insert into rate_counters (bucket, key, window_start, count)
        values (${bucket}, ${key}, ${start.toISOString()}, 1)
        on conflict (bucket, key, window_start) do update set count = rate_counters.count + 1
        returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

export async function peek(
  db: DbOrTx,
  bucket: string,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const start = windowStart(windowSeconds, now);
  const rows = await rawRows<{ count: number }>(
    db,
    sql`select count from rate_counters
        where bucket = ${bucket} and key = ${key} and window_start = ${start.toISOString()}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Seconds until the current window ends (for "try again in N minutes"). */
export function secondsLeftInWindow(windowSeconds: number, now = new Date()): number {
  const end = windowStart(windowSeconds, now).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Drops windows that ended more than a day ago. */
export async function pruneCounters(db: DbOrTx, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  await db.execute(sql`delete from rate_counters where window_start < ${cutoff}`);
}
