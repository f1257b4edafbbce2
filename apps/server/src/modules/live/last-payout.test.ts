import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { createUser } from '../users/index.js';
import { lastPayout } from './views.js';

/**
 * What a player's view at a table says their last round paid (views.ts `lastPayout`): the last
 * settled round of this table they bet on, all their bets on it summed; their bets at other
 * tables and on a round not yet settled do not count. The rows are written directly: no money
 * moves here, the view only reads them.
 */
const t = useTestApp({ MARKET: 'IN' });
const TABLE = 'dragon-tiger-1';

let nextRound = 100_000;
/** A round of `table` with the player's bets on it (stake, payout each); answers its number. */
async function round(
  userId: number,
  table: string,
  phase: 'settled' | 'dealing',
  bets: Array<[number, number | null]>,
): Promise<number> {
  const number = nextRound++;
  const res = await t.deps.db.execute(sql`
    insert into live_rounds (table_id, number, game, chain_id, chain_round, phase, reveal_ms,
                             result_ms, opened_at)
    values (${table}, ${number}, 'dragon-tiger', 0, ${number}, ${phase}, 800, 4000, now())
    returning id`);
  const roundId = (res as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  for (const [stake, payout] of bets) {
    await t.deps.db.execute(sql`
      insert into live_bets (round_id, user_id, table_id, uid, tx, bets, stake, payout, created_at)
      values (${roundId}, ${userId}, ${table}, 'u', ${`test:${number}:${stake}:${Math.random()}`},
              '[]'::jsonb, ${stake}, ${payout}, now())`);
  }
  return number;
}

describe("a live player's last payout at a table", () => {
  it('is none before the player has a settled round there', async () => {
    const user = await createUser({ db: t.deps.db, flows: null }, { signupChannel: 'guest' });
    expect(await lastPayout(t.deps, TABLE, user.id)).toBeNull();
    await round(user.id, TABLE, 'dealing', [[1_000, null]]);
    await round(user.id, 'andar-bahar-1', 'settled', [[1_000, 2_000]]);
    expect(await lastPayout(t.deps, TABLE, user.id)).toBeNull();
  });

  it("is the table's last settled round the player bet on, their bets on it summed", async () => {
    const user = await createUser({ db: t.deps.db, flows: null }, { signupChannel: 'guest' });
    await round(user.id, TABLE, 'settled', [[5_000, 10_000]]);
    const last = await round(user.id, TABLE, 'settled', [
      [2_000, 4_000],
      [1_000, 0],
      [3_000, null],
    ]);
    // Later: a round at another table, and this table's round still being dealt.
    await round(user.id, 'andar-bahar-1', 'settled', [[7_000, 0]]);
    await round(user.id, TABLE, 'dealing', [[9_000, null]]);
    expect(await lastPayout(t.deps, TABLE, user.id)).toEqual({
      number: last,
      stake: 6_000,
      payout: 4_000,
    });
  });
});
