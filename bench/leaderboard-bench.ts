/**
 * Leaderboard benchmark (`npm run bench:leaderboard`): how long the leaderboard job takes with
 * BENCH_PLAYERS players (default 100,000), on PostgreSQL (DATABASE_URL) and then on PGlite.
 * Seeds the month so far as bets in wallet_transactions (each day BENCH_ACTIVE of the players,
 * default 30%, place 2 bets), then times:
 *  (a) the first run, catching up on every day of last month and this one (recount + rank);
 *  (b) a steady run, as every 3 minutes: BENCH_NEW_BETS (2,000) more bets, today recounted;
 *  (c) reads: the top 50 of each board, and "my rank" for 200 random players.
 * Prints one JSON line per database. BENCH_KEEP=1 keeps the PostgreSQL database (to EXPLAIN).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MarketCode, marketPeriod } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { rankOf, refreshBoards, topOf } from '../apps/server/src/modules/leaderboards/index.js';
import { scratchPostgres } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 0.3);
const MARKET: MarketCode = 'ID';
const NEW_BETS = Number(process.env.BENCH_NEW_BETS ?? 2_000);
const DAY_MS = 86_400_000;

const ms = (from: bigint) => Number((process.hrtime.bigint() - from) / 1_000_000n);

async function seed(database: Database, now: Date): Promise<number> {
  const { db } = database;
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, is_guest)
    select 'b' || g, 'Player ' || g, 'INV' || g, 'guest', true from generate_series(1, ${PLAYERS}) g`);
  const month = marketPeriod(MARKET, now, 'month');
  let bets = 0;
  for (let t = month.start.getTime(); t <= now.getTime(); t += DAY_MS) {
    const day = marketPeriod(MARKET, new Date(t), 'day');
    // Noon of the market day, spread over an hour; a different 30% of the players each day.
    const at = new Date(day.start.getTime() + 12 * 3_600_000);
    const [row] = (
      (await db.execute(sql`
        with ins as (
          insert into wallet_transactions (provider, transaction_uuid, kind, user_id, "user",
            amount, valid_amount, fingerprint, state, status, balance, created_at)
          select 'house', ${day.key} || ':' || u.id || ':' || n, 'bet', u.id, u.uid,
                 (1 + (u.id * 7 + n * 13) % 500) * 10000, (1 + (u.id * 7 + n * 13) % 500) * 10000,
                 'bench', 'settled', 'RS_OK', 0,
                 ${at.toISOString()}::timestamptz + ((u.id % 3600) || ' seconds')::interval
            from users u cross join generate_series(1, 2) n
           where (u.id * 2654435761 + ${Math.floor(t / DAY_MS) * 40_503}) % 1000 < ${Math.round(ACTIVE * 1000)}
          returning 1)
        select count(*)::int as n from ins`)) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    bets += row?.n ?? 0;
  }
  return bets;
}

async function run(label: string, database: Database) {
  const now = new Date();
  const t0 = process.hrtime.bigint();
  const bets = await seed(database, now);
  // A live database's statistics are kept by autovacuum; a bulk load needs them made.
  await database.db.execute(sql`analyze`);
  const seedMs = ms(t0);
  const t1 = process.hrtime.bigint();
  const first = await refreshBoards(database.db, MARKET, now);
  const firstMs = ms(t1);
  // Autovacuum analyzes a table after a change this size; reads are timed as they run then.
  await database.db.execute(sql`analyze bet_days`);
  await database.db.execute(sql`analyze board_scores`);
  // Three minutes of play since: NEW_BETS more bets today, from players spread over the table.
  await database.db.execute(sql`
    insert into wallet_transactions (provider, transaction_uuid, kind, user_id, "user", amount,
      valid_amount, fingerprint, state, status, balance, created_at)
    select 'house', 'new:' || g, 'bet', u.id, u.uid, 500000, 500000, 'bench', 'settled', 'RS_OK',
           0, ${now.toISOString()}::timestamptz
      from generate_series(1, ${NEW_BETS}) g join users u on u.id = 1 + (g * 7919) % ${PLAYERS}`);
  const t2 = process.hrtime.bigint();
  const steady = await refreshBoards(database.db, MARKET, new Date(now.getTime() + 180_000));
  const steadyMs = ms(t2);
  const top: Record<string, number> = {};
  for (const [board, unit] of [
    ['daily', 'day'],
    ['weekly', 'week'],
    ['monthly', 'month'],
  ] as const) {
    const key = marketPeriod(MARKET, now, unit).key;
    const t = process.hrtime.bigint();
    const rows = await topOf(database.db, board, key, 50);
    top[board] = ms(t);
    if (rows.length !== 50) throw new Error(`${board}: ${rows.length} rows in the top 50`);
  }
  const month = marketPeriod(MARKET, now, 'month').key;
  const t3 = process.hrtime.bigint();
  for (let i = 0; i < 200; i++) {
    await rankOf(database.db, 'monthly', month, 1 + Math.floor(Math.random() * PLAYERS));
  }
  const rankAvgMs = ms(t3) / 200;
  const [ranked] = (
    (await database.db.execute(
      sql`select count(*)::int as n from board_scores where board = 'monthly' and period = ${month} and score > 0`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows;
  const result = {
    database: label,
    players: PLAYERS,
    bets,
    rankedMonthly: ranked?.n ?? 0,
    seedMs,
    firstRunMs: firstMs,
    firstRunDays: first.daysRecounted.length,
    steadyRunMs: steadyMs,
    steadyRunDays: steady.daysRecounted.length,
    steadyRunChanged: steady.changed,
    top50Ms: top,
    myRankAvgMs: Number(rankAvgMs.toFixed(2)),
  };
  console.log(JSON.stringify(result));
}

const url = process.env.DATABASE_URL;
if (url && process.env.BENCH_ONLY !== 'pglite') {
  const scratch = await scratchPostgres('cardroom_bench', 'bench:leaderboard');
  try {
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    await run('PostgreSQL', database);
    await database.close();
  } finally {
    await scratch.drop();
  }
} else if (!url) {
  console.log('DATABASE_URL is not set: PostgreSQL skipped.');
}
if (process.env.BENCH_ONLY !== 'pg') {
  const dir = mkdtempSync(join(tmpdir(), 'cardroom-bench-'));
  try {
    const database = await openDatabase({ pgliteDir: dir });
    await run('PGlite', database);
    await database.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
