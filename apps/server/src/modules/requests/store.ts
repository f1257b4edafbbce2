import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { HeldKey, KeyOutcome, RequestKeyStore } from '../../http/request-keys.js';
import { requestKeys } from './schema.js';

export interface KeyTimings {
  /** How long a holder is presumed alive; past it a repeat may take the key over. */
  leaseMs: number;
  /** How long a repeat waits for the holder's answer before answering "in progress". */
  waitMs: number;
}

/**
 * A minute of lease is far beyond any handler (the client gives up after 60 s too); a repeat
 * waits up to 15 s, so a double tap or an automatic retry gets the first answer, not a refusal.
 */
export const DEFAULT_TIMINGS: KeyTimings = { leaseMs: 60_000, waitMs: 15_000 };

/** Keys are kept a day: a client retries within minutes, an old key only takes room. */
export const KEY_TTL_MS = 24 * 3600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const heldWhere = (held: HeldKey) =>
  and(
    eq(requestKeys.userId, held.userId),
    eq(requestKeys.requestId, held.requestId),
    eq(requestKeys.attempt, held.attempt),
  );

/**
 * The table behind the router's keyed calls. Every step is one conditional statement, so two
 * requests (on any number of instances) can never both hold a key: the reservation is an
 * insert that does nothing on conflict, a takeover an update guarded by the attempt it saw,
 * and `bind` an update guarded by the holder's attempt inside the handler's transaction.
 */
export function requestKeyStore(
  db: Db,
  secret: string,
  now: () => Date,
  timings: KeyTimings = DEFAULT_TIMINGS,
): RequestKeyStore {
  const hashOf = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const leaseFrom = (t: Date) => new Date(t.getTime() + timings.leaseMs);

  async function begin(key: {
    userId: number;
    requestId: string;
    path: string;
    body: string;
  }): Promise<KeyOutcome> {
    const bodyHash = hashOf(`${key.path}\n${key.body}`);
    const deadline = Date.now() + timings.waitMs;
    let pause = 20;
    for (;;) {
      const t = now();
      const [mine] = await db
        .insert(requestKeys)
        .values({
          userId: key.userId,
          requestId: key.requestId,
          path: key.path,
          bodyHash,
          leaseUntil: leaseFrom(t),
          createdAt: t,
        })
        .onConflictDoNothing()
        .returning({ attempt: requestKeys.attempt });
      if (mine) return { kind: 'run', held: { ...key, attempt: mine.attempt } };

      const [row] = await db
        .select()
        .from(requestKeys)
        .where(and(eq(requestKeys.userId, key.userId), eq(requestKeys.requestId, key.requestId)));
      // Released between the insert and this read (the holder's fault): reserve again.
      if (!row) continue;
      if (row.path !== key.path || row.bodyHash !== bodyHash) return { kind: 'mismatch' };
      if (row.status !== null) {
        return {
          kind: 'replay',
          answer: { status: row.status, body: JSON.parse(row.answer ?? 'null') as unknown },
        };
      }
      const expired = row.leaseUntil.getTime() <= t.getTime();
      if (expired && row.committed) return { kind: 'lost' };
      if (expired) {
        // The holder is presumed dead and its work did not commit: take the key over. The
        // guard on the attempt seen lets one taker win; the old holder's bind now fails.
        const [taken] = await db
          .update(requestKeys)
          .set({ attempt: sql`${requestKeys.attempt} + 1`, leaseUntil: leaseFrom(t) })
          .where(
            and(
              eq(requestKeys.userId, key.userId),
              eq(requestKeys.requestId, key.requestId),
              eq(requestKeys.attempt, row.attempt),
              eq(requestKeys.committed, false),
            ),
          )
          .returning({ attempt: requestKeys.attempt });
        if (taken) return { kind: 'run', held: { ...key, attempt: taken.attempt } };
        continue;
      }
      if (Date.now() >= deadline) return { kind: 'busy' };
      // Polling, not a lock: the holder's transaction may be on the same connection (PGlite
      // has one), and a repeat must never hold a transaction open while it waits.
      await sleep(pause);
      pause = Math.min(pause * 2, 250);
    }
  }

  return {
    begin,
    async bind(tx, held) {
      const rows = await tx
        .update(requestKeys)
        .set({ committed: true })
        .where(and(heldWhere(held), eq(requestKeys.committed, false)))
        .returning({ attempt: requestKeys.attempt });
      return rows.length === 1;
    },
    async finish(held, answer) {
      await db
        .update(requestKeys)
        .set({ status: answer.status, answer: JSON.stringify(answer.body) })
        .where(heldWhere(held));
    },
    async release(held) {
      // Nothing deleted: the work committed (or a takeover holds the key and this is moot).
      const gone = await db
        .delete(requestKeys)
        .where(and(heldWhere(held), eq(requestKeys.committed, false)))
        .returning({ attempt: requestKeys.attempt });
      return gone.length === 1;
    },
  };
}

/** Drops keys older than a day (the module's hourly job). */
export async function pruneRequestKeys(db: Db, at: Date): Promise<number> {
  const rows = await db
    .delete(requestKeys)
    .where(lt(requestKeys.createdAt, new Date(at.getTime() - KEY_TTL_MS)))
    .returning({ userId: requestKeys.userId });
  return rows.length;
}
