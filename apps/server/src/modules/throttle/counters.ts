import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';

/**
 * Limits that hold under concurrent requests. A limit and the act it guards are one atomic
 * step: an attempt is *reserved first* (an upsert that adds one and answers the new count, in
 * one statement) and the act happens only when the answered count is within the limit. A
 * burst of requests can never all read the old count and all pass, whatever the timing or
 * the number of instances. Where the rule says so (a successful sign-in, an SMS the provider
 * refused), the caller gives its reservation back.
 */

/** At most `max` attempts per subject per fixed window of `windowSeconds`. */
export interface WindowRule {
  readonly bucket: string;
  readonly windowSeconds: number;
  readonly max: number;
}

/** One reserved attempt: enough to give it back to the same window later. */
export interface Reservation {
  readonly rule: WindowRule;
  readonly key: string;
  readonly windowStart: string;
  /** The subject's count in this window including this attempt. */
  readonly count: number;
  /** Within the limit: the guarded act may go ahead. */
  readonly ok: boolean;
  /** Seconds until the window ends (for "try again in N minutes"). */
  readonly retryAfterSeconds: number;
}

function windowStart(windowSeconds: number, now: Date): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Seconds until the current window ends. */
export function secondsLeftInWindow(windowSeconds: number, now: Date): number {
  const end = windowStart(windowSeconds, now).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/**
 * Reserves one attempt for `key` under `rule`: a conditional upsert that adds one only while
 * the count is below the limit, and answers the new count. Concurrent callers queue on the
 * row; of any burst exactly as many pass as the window has room for, and a refused attempt
 * leaves the count as it was (so the count is always: attempts kept + attempts in flight).
 */
export async function reserve(
  db: DbOrTx,
  rule: WindowRule,
  key: string,
  now: Date,
): Promise<Reservation> {
  // A key the caller did not have (an address read after its connection closed is undefined,
  // whatever its type says) would be an empty value in the statement below.
  if (typeof key !== 'string' || key === '') {
    throw new Error(`rate counter ${rule.bucket}: no key to count under`);
  }
  const start = windowStart(rule.windowSeconds, now).toISOString();
  const retryAfterSeconds = secondsLeftInWindow(rule.windowSeconds, now);
  const refused = { rule, key, windowStart: start, count: rule.max, ok: false, retryAfterSeconds };
  if (rule.max < 1) return refused;
  const rows = await rawRows<{ count: number }>(
    db,
    sql`insert into rate_counters (bucket, key, window_start, count)
        values (${rule.bucket}, ${key}, ${start}, 1)
        on conflict (bucket, key, window_start) do update set count = rate_counters.count + 1
          where rate_counters.count < ${rule.max}
        returning count`,
  );
  const row = rows[0];
  if (!row) return refused;
  return { ...refused, count: Number(row.count), ok: true };
}

/**
 * Gives a reservation back to the window it was taken from. Only ever lowers a count, so a
 * give-back can leave an attempt unused but never lets one more through than the limit.
 */
export async function giveBack(db: DbOrTx, r: Reservation): Promise<void> {
  await db.execute(
    sql`update rate_counters set count = count - 1
        where bucket = ${r.rule.bucket} and key = ${r.key}
          and window_start = ${r.windowStart} and count > 0`,
  );
}

/**
 * Marks a reservation as kept for a failure (a wrong password). The gate counts failures
 * and checks still in flight together; this second count, of failures alone, only chooses
 * the words of a refusal ("locked after wrong passwords" or "too many at once") and what the
 * player is shown. It never decides whether an attempt may go ahead.
 */
export async function noteFailure(db: DbOrTx, r: Reservation): Promise<void> {
  await db.execute(
    sql`insert into rate_counters (bucket, key, window_start, count)
        values (${failedBucket(r.rule)}, ${r.key}, ${r.windowStart}, 1)
        on conflict (bucket, key, window_start) do update set count = rate_counters.count + 1`,
  );
}

const failedBucket = (rule: WindowRule) => `${rule.bucket}:failed`;

/** Failures noted for `key` in the current window (display and wording only). */
export function failures(db: DbOrTx, rule: WindowRule, key: string, now: Date): Promise<number> {
  return used(db, { ...rule, bucket: failedBucket(rule) }, key, now);
}

/**
 * Reserves under every rule in order. If one refuses, the reservations already taken are
 * given back (the act will not happen) and the refused one is answered; otherwise all of
 * them, for the caller to give back or keep.
 */
export async function reserveAll(
  db: DbOrTx,
  wanted: ReadonlyArray<readonly [WindowRule, string]>,
  now: Date,
): Promise<{ ok: true; taken: Reservation[] } | { ok: false; refused: Reservation }> {
  const taken: Reservation[] = [];
  for (const [rule, key] of wanted) {
    const r = await reserve(db, rule, key, now);
    if (!r.ok) {
      // Nothing was added for the refused one; the earlier ones are handed back.
      for (const t of taken) await giveBack(db, t);
      return { ok: false, refused: r };
    }
    taken.push(r);
  }
  return { ok: true, taken };
}

/**
 * `reserveAll` for caps that count failures: each attempt still reserves first (so a burst
 * of wrong guesses never checks more than the cap), but a window that is full of attempts
 * *in flight* rather than of failures is waited for, not refused. Many players behind one
 * carrier NAT redeeming a published code at once queue for a moment; none is refused for
 * the others' successes. Refused only when the failures alone fill the window, or when the
 * wait passes `waitMs` (answered as the refusal, for the caller's "too many at once").
 */
export async function reserveAllPatiently(
  db: DbOrTx,
  wanted: ReadonlyArray<readonly [WindowRule, string]>,
  now: Date,
  waitMs = 5000,
): Promise<
  { ok: true; taken: Reservation[] } | { ok: false; refused: Reservation; failed: boolean }
> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const got = await reserveAll(db, wanted, now);
    if (got.ok) return got;
    const { rule, key } = got.refused;
    const failed = (await failures(db, rule, key, now)) >= rule.max;
    if (failed || Date.now() >= deadline) return { ok: false, refused: got.refused, failed };
    // Jittered, so a queue of waiters does not retry in lock-step.
    await new Promise((r) => setTimeout(r, 10 + Math.random() * 30));
  }
}

/** The subject's count in the current window (display only: never a gate for an act). */
export async function used(db: DbOrTx, rule: WindowRule, key: string, now: Date): Promise<number> {
  const start = windowStart(rule.windowSeconds, now).toISOString();
  const rows = await rawRows<{ count: number }>(
    db,
    sql`select count from rate_counters
        where bucket = ${rule.bucket} and key = ${key} and window_start = ${start}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Starts a cooldown of `seconds` for `key` unless one is running: one conditional upsert, so
 * of any number of concurrent callers exactly one starts it. Answers the end time taken, or
 * how long the running one still lasts.
 */
export async function startCooldown(
  db: DbOrTx,
  bucket: string,
  key: string,
  seconds: number,
  now: Date,
): Promise<{ ok: true; until: string } | { ok: false; waitSeconds: number }> {
  const until = new Date(now.getTime() + seconds * 1000).toISOString();
  const rows = await rawRows<{ until: string }>(
    db,
    sql`insert into cooldowns (bucket, key, until) values (${bucket}, ${key}, ${until})
        on conflict (bucket, key) do update set until = excluded.until
          where cooldowns.until <= ${now.toISOString()}
        returning until`,
  );
  if (rows.length > 0) return { ok: true, until };
  const running = await rawRows<{ until: string | Date }>(
    db,
    sql`select until from cooldowns where bucket = ${bucket} and key = ${key}`,
  );
  const end = running[0] ? new Date(running[0].until).getTime() : now.getTime();
  return { ok: false, waitSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
}

/** Ends the cooldown this caller started (the act it guarded did not happen). */
export async function cancelCooldown(
  db: DbOrTx,
  bucket: string,
  key: string,
  until: string,
): Promise<void> {
  await db.execute(
    sql`delete from cooldowns where bucket = ${bucket} and key = ${key} and until = ${until}`,
  );
}

/** Drops counter windows that ended more than a day ago and cooldowns long over. */
export async function pruneCounters(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  const a = await rawRows<{ n: number }>(
    db,
    sql`with d as (delete from rate_counters where window_start < ${cutoff} returning 1)
        select count(*)::int as n from d`,
  );
  const b = await rawRows<{ n: number }>(
    db,
    sql`with d as (delete from cooldowns where until < ${cutoff} returning 1)
        select count(*)::int as n from d`,
  );
  return Number(a[0]?.n ?? 0) + Number(b[0]?.n ?? 0);
}
