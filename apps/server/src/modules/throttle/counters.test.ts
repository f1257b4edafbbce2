import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import {
  cancelCooldown,
  failures,
  giveBack,
  noteFailure,
  pruneCounters,
  reserve,
  reserveAll,
  startCooldown,
  used,
  type WindowRule,
} from './counters.js';

const t = useTestApp();

let n = 0;
const rule = (max: number, windowSeconds = 3600): WindowRule => ({
  bucket: `test:${++n}`,
  windowSeconds,
  max,
});
const at = new Date('2026-11-23T10:15:00Z');

describe('reserve', () => {
  it('64 at once: exactly `max` pass, and the count stops at the limit', async () => {
    const r = rule(7);
    const got = await Promise.all(Array.from({ length: 64 }, () => reserve(t.deps.db, r, 'k', at)));
    expect(got.filter((x) => x.ok)).toHaveLength(7);
    expect(
      got
        .filter((x) => x.ok)
        .map((x) => x.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await used(t.deps.db, r, 'k', at)).toBe(7);
  });

  it('a give-back frees one attempt, never more, and stays in its own window', async () => {
    const r = rule(2, 60);
    const a = await reserve(t.deps.db, r, 'k', at);
    await reserve(t.deps.db, r, 'k', at);
    expect((await reserve(t.deps.db, r, 'k', at)).ok).toBe(false);
    await giveBack(t.deps.db, a);
    const again = await Promise.all(
      Array.from({ length: 50 }, () => reserve(t.deps.db, r, 'k', at)),
    );
    expect(again.filter((x) => x.ok)).toHaveLength(1);
    // Giving back into a window that has ended does not touch the new one.
    const later = new Date(at.getTime() + 60_000);
    await reserve(t.deps.db, r, 'k', later);
    await giveBack(t.deps.db, a);
    expect(await used(t.deps.db, r, 'k', later)).toBe(1);
    expect(a.retryAfterSeconds).toBe(60);
  });

  it('counts subjects apart and refuses everything under a zero limit', async () => {
    const r = rule(1);
    expect((await reserve(t.deps.db, r, 'a', at)).ok).toBe(true);
    expect((await reserve(t.deps.db, r, 'b', at)).ok).toBe(true);
    expect((await reserve(t.deps.db, rule(0), 'a', at)).ok).toBe(false);
  });

  it('refuses to count without a key, before any statement', async () => {
    const r = rule(5);
    // An address read after its connection closed: undefined, whatever its type says.
    const gone = undefined as unknown as string;
    await expect(reserve(t.deps.db, r, gone, at)).rejects.toThrow(/no key to count under/);
    await expect(reserve(t.deps.db, r, '', at)).rejects.toThrow(/no key to count under/);
    const [row] = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from rate_counters where bucket = ${r.bucket}`,
    );
    expect(row?.n).toBe(0);
  });

  it('reserveAll gives back what it took when a later rule refuses', async () => {
    const wide = rule(100);
    const narrow = rule(1);
    const first = await reserveAll(
      t.deps.db,
      [
        [wide, 'k'],
        [narrow, 'k'],
      ],
      at,
    );
    expect(first.ok).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        reserveAll(
          t.deps.db,
          [
            [wide, 'k'],
            [narrow, 'k'],
          ],
          at,
        ),
      ),
    );
    expect(results.filter((x) => x.ok)).toHaveLength(0);
    expect(await used(t.deps.db, wide, 'k', at)).toBe(1);
  });

  it('failures are counted apart from the gate', async () => {
    const r = rule(3);
    const a = await reserve(t.deps.db, r, 'k', at);
    await reserve(t.deps.db, r, 'k', at);
    await noteFailure(t.deps.db, a);
    expect(await failures(t.deps.db, r, 'k', at)).toBe(1);
    expect(await used(t.deps.db, r, 'k', at)).toBe(2);
  });
});

describe('cooldowns', () => {
  it('64 at once start exactly one; it ends on time; a cancelled one frees the subject', async () => {
    const bucket = `cool:${++n}`;
    const got = await Promise.all(
      Array.from({ length: 64 }, () => startCooldown(t.deps.db, bucket, 'k', 60, at)),
    );
    expect(got.filter((x) => x.ok)).toHaveLength(1);
    const refused = got.find((x) => !x.ok);
    expect(refused).toEqual({ ok: false, waitSeconds: 60 });
    const in30 = new Date(at.getTime() + 30_000);
    expect(await startCooldown(t.deps.db, bucket, 'k', 60, in30)).toEqual({
      ok: false,
      waitSeconds: 30,
    });
    const in60 = new Date(at.getTime() + 60_000);
    const next = await startCooldown(t.deps.db, bucket, 'k', 60, in60);
    expect(next.ok).toBe(true);
    if (next.ok) await cancelCooldown(t.deps.db, bucket, 'k', next.until);
    expect((await startCooldown(t.deps.db, bucket, 'k', 60, in60)).ok).toBe(true);
  });
});

describe('pruneCounters', () => {
  it('drops windows and cooldowns over a day old and keeps the rest', async () => {
    const r = rule(5, 60);
    const old = new Date(at.getTime() - 25 * 3600_000);
    await reserve(t.deps.db, r, 'old', old);
    await reserve(t.deps.db, r, 'new', at);
    await startCooldown(t.deps.db, `cool:${++n}`, 'old', 60, old);
    const dropped = await pruneCounters(t.deps.db, at);
    expect(dropped).toBeGreaterThanOrEqual(2);
    const left = await rawRows<{ key: string }>(
      t.deps.db,
      sql`select key from rate_counters where bucket = ${r.bucket}`,
    );
    expect(left.map((x) => x.key)).toEqual(['new']);
  });
});
