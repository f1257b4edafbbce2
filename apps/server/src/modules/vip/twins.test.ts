import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import type { Tx } from '../../db/client.js';
import { pgError } from '../../db/errors.js';
import { type Player, player } from '../deposits/testkit.js';
import { addValidBets } from './progress.js';
import { vipProgress } from './schema.js';
import { TEST_LEVELS, useTestLevels } from './testkit.js';

/**
 * VIP progress for placed bets is written twice: vip/progress.ts addValidBets (the slow way)
 * and its SQL twin vip_bets_placed (db/functions/vip_bets_placed.sql, the wallet batch's fast
 * path). Both run here on the same cases, each in a transaction rolled back afterwards: the
 * totals they leave must be the same, and the SQL twin must give up (CR001, "run the slow way")
 * exactly when the TypeScript one raises a level.
 */
let players: Player[];
const t = useTestApp();
beforeAll(async () => {
  await useTestLevels(t);
  players = await Promise.all([player(t), player(t), player(t)]);
});

interface Start {
  level: number;
  deposit: number;
  validBet: number;
}
interface Case {
  /** Per player: no row yet (null), or the row the case starts from. */
  starts: (Start | null)[];
  /** Placed bets: the player's index and the valid amount (0 when nothing was at risk). */
  bets: { who: number; validAmount: number }[];
}
interface Outcome {
  totals: { userId: number; deposit: number; validBet: number }[];
  levelReached: boolean;
}

class Rollback extends Error {}
const AT = new Date('2026-11-28T12:00:00Z');

/** Runs `work` on the case's starting rows in a transaction that is always rolled back. */
async function inCase(c: Case, work: (tx: Tx, userIds: number[]) => Promise<Outcome>) {
  let outcome: Outcome | undefined;
  const ids = players.map((p) => p.userId);
  await t.deps.db
    .transaction(async (tx) => {
      for (const [i, s] of c.starts.entries()) {
        if (!s) continue;
        await tx.insert(vipProgress).values({
          userId: ids[i] as number,
          level: s.level,
          depositTotal: s.deposit,
          validBetTotal: s.validBet,
          updatedAt: AT,
        });
      }
      outcome = await work(tx, ids);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return outcome as Outcome;
}

async function totals(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      userId: vipProgress.userId,
      deposit: vipProgress.depositTotal,
      validBet: vipProgress.validBetTotal,
      level: vipProgress.level,
    })
    .from(vipProgress)
    .where(inArray(vipProgress.userId, ids))
    .orderBy(vipProgress.userId);
  return rows;
}

const placed = (c: Case, ids: number[]) =>
  c.bets.map((b) => ({ userId: ids[b.who] as number, validAmount: b.validAmount }));

const typescript = (c: Case) =>
  inCase(c, async (tx, ids) => {
    await addValidBets({ ...t.deps, now: () => AT }, tx, placed(c, ids));
    const rows = await totals(tx, ids);
    return {
      totals: rows.map(({ level: _, ...r }) => r),
      levelReached: rows.some((r) => r.level > (c.starts[ids.indexOf(r.userId)]?.level ?? 0)),
    };
  });

const inSql = (c: Case) =>
  inCase(c, async (tx, ids) => {
    // A savepoint, so the transaction can still be read after the twin gives up.
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(
          sql`select vip_bets_placed(${JSON.stringify(placed(c, ids))}::jsonb, ${AT.toISOString()}::timestamptz)`,
        );
      });
    } catch (err) {
      if (pgError(err)?.code !== 'CR001') throw err;
      return { totals: [], levelReached: true };
    }
    const rows = await totals(tx, ids);
    return { totals: rows.map(({ level: _, ...r }) => r), levelReached: false };
  });

// Amounts around the test table's thresholds (VIP 2 needs 2,000,000 deposited and 5,000,000
// of valid bets; VIP 3-6 step the valid bets by 1,000,000), so crossings and near misses
// both come up.
const THRESHOLDS = TEST_LEVELS.levels.flatMap((l) => [l.validBet - 1, l.validBet, l.validBet + 1]);
const amount = fc.oneof(
  fc.constantFrom(0, 1, ...THRESHOLDS.filter((n) => n >= 0 && n < 10 ** 12)),
  fc.integer({ min: 0, max: 10_000_000 }),
);
const start = fc.option(
  fc.record({
    level: fc.integer({ min: 0, max: 6 }),
    deposit: fc.constantFrom(0, 999_999, 1_000_000, 2_000_000, 3_000_000),
    validBet: amount,
  }),
);
const cases: fc.Arbitrary<Case> = fc.record({
  starts: fc.tuple(start, start, start),
  bets: fc.array(
    fc.record({
      who: fc.integer({ min: 0, max: 2 }),
      validAmount: fc.integer({ min: 0, max: 3_000_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

describe('VIP progress for placed bets: TypeScript and its SQL twin agree', () => {
  const compare = async (c: Case) => {
    const [ts, db] = [await typescript(c), await inSql(c)];
    expect(db.levelReached, JSON.stringify(c)).toBe(ts.levelReached);
    if (!ts.levelReached) expect(db.totals, JSON.stringify(c)).toEqual(ts.totals);
  };

  it('on chosen cases: a near miss, a crossing, a jump, nothing at risk, a first row', async () => {
    const none = { starts: [null, null, null] };
    // Nothing reached: VIP 2 also needs a deposit.
    await compare({ ...none, bets: [{ who: 0, validAmount: 5_000_000 }] });
    const deposited = { level: 1, deposit: 2_000_000, validBet: 4_999_999 };
    // One short of VIP 2, then exactly on it, then the same bet split over two rows.
    await compare({ starts: [deposited, null, null], bets: [{ who: 0, validAmount: 0 }] });
    await compare({ starts: [deposited, null, null], bets: [{ who: 0, validAmount: 1 }] });
    await compare({
      starts: [{ ...deposited, validBet: 4_000_000 }, null, null],
      bets: [
        { who: 0, validAmount: 500_000 },
        { who: 0, validAmount: 500_000 },
      ],
    });
    // A jump over levels, beside a player who reaches nothing.
    await compare({
      starts: [{ level: 1, deposit: 3_000_000, validBet: 0 }, null, null],
      bets: [
        { who: 0, validAmount: 8_500_000 },
        { who: 1, validAmount: 10 },
      ],
    });
  });

  it('on generated cases', async () => {
    await fc.assert(fc.asyncProperty(cases, compare), { numRuns: 40 });
  });
});
