/**
 * `npm run bench:live-view`: what a live player's view costs as history grows, the part that
 * says what their last round at the table paid (apps/server/src/modules/live/views.ts
 * `lastPayout`; read for every socket that signs in at a table, every resync after a lost LISTEN
 * connection and every `/live/table`). Three shapes, each at BENCH_LIVE_VIEW_SIZES (default
 * 100,10000,100000): a player with that many settled rounds of their own (half at the table read,
 * half at another), a player whose last bet at the table was that many of its rounds ago (the
 * rounds since dealt to others), and a player with that many rounds at another table since their
 * last one at this table. Rows are written straight into the tables (no money moves:
 * the query only reads them), then BENCH_LIVE_VIEW_CALLS (default 50) calls timed. PostgreSQL
 * (DATABASE_URL, a scratch database) and PGlite.
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '../apps/server/src/deps.js';
import { lastPayout } from '../apps/server/src/modules/live/views.js';
import { createUser } from '../apps/server/src/modules/users/index.js';
import { onEachDatabase, stats, timed } from './bench-kit.js';

const SIZES = (process.env.BENCH_LIVE_VIEW_SIZES ?? '100,10000,100000').split(',').map(Number);
const CALLS = Number(process.env.BENCH_LIVE_VIEW_CALLS ?? 50);
const TABLE = 'dragon-tiger-1';
const OTHER = 'andar-bahar-1';

let chain = 0;
let number = 0;
/**
 * `count` settled rounds, at the table read, at the other one, or alternating (`table`), each
 * with one bet of `userId` when `withBets`; numbers and chain places are new each time.
 */
async function rounds(
  deps: Deps,
  count: number,
  userId: number,
  table: 'alternate' | 'table' | 'other',
  withBets: boolean,
) {
  chain++;
  const first = number;
  number += count;
  await deps.db.execute(sql`
    insert into live_rounds (table_id, number, game, chain_id, chain_round, phase, reveal_ms,
                             result_ms, opened_at)
    select case when ${table} = 'other' or (${table} = 'alternate' and g % 2 = 1) then ${OTHER}
                else ${TABLE} end,
           ${first} + g, 'dragon-tiger', ${chain}, g, 'settled', 800, 4000, now()
      from generate_series(1, ${count}) g`);
  if (!withBets) return;
  await deps.db.execute(sql`
    insert into live_bets (round_id, user_id, table_id, uid, tx, bets, stake, payout, created_at)
    select r.id, ${userId}, r.table_id, 'bench', 'bench:' || r.id, '[]'::jsonb, 1000,
           (r.number % 3) * 1000, now()
      from live_rounds r where r.chain_id = ${chain}`);
}

async function time(deps: Deps, userId: number) {
  const samples: number[] = [];
  let answer: unknown = null;
  for (let i = 0; i < CALLS; i++) {
    const [a, ms] = await timed(() => lastPayout(deps, TABLE, userId));
    samples.push(ms);
    answer = a;
  }
  if (answer === null) throw new Error('the player has no last payout');
  return stats(samples);
}

await onEachDatabase('IN', async (label, deps) => {
  const guest = () => createUser({ db: deps.db, flows: null }, { signupChannel: 'guest' });
  for (const size of SIZES) {
    const own = await guest();
    await rounds(deps, size, own.id, 'alternate', true);
    const away = await guest();
    await rounds(deps, 1, away.id, 'table', true);
    await rounds(deps, size, away.id, 'table', false);
    const elsewhere = await guest();
    await rounds(deps, 1, elsewhere.id, 'table', true);
    await rounds(deps, size, elsewhere.id, 'other', true);
    await deps.db.execute(sql`analyze live_rounds`);
    await deps.db.execute(sql`analyze live_bets`);
    console.log(
      `${label}, ${size} rounds: a player with that many of their own ${JSON.stringify(await time(deps, own.id))}; a player whose last bet at the table was that many rounds ago ${JSON.stringify(await time(deps, away.id))}; a player with that many at another table since their last here ${JSON.stringify(await time(deps, elsewhere.id))}`,
    );
  }
});
