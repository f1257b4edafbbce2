/**
 * Wallet benchmark (`npm run bench`): on PostgreSQL (DATABASE_URL) and then on PGlite,
 *  (a) the raw ceiling: the bet transaction (conditional debit + ledger insert) straight
 *      through the driver at 64 concurrency;
 *  (b) complete bet-and-settle rounds (/game/play: bet through the seamless wallet, deal, win,
 *      round record) through the real server's HTTP API, 64 concurrent keep-alive loops;
 *  (c) for reading (b): the round's database work alone, its two statements (house_bet,
 *      house_win) straight through the driver at 64 concurrency, no HTTP and no server.
 *  Open loop: rounds offered at a fixed rate, 25%, 50% and 75% of (b)'s maximum, latency from
 *      each round's intended send time (bench/loops.ts), p50/p99/max per rate;
 *  Two instances (PostgreSQL): (b) again through nginx over two server processes on the one
 *      database (bench/servers.ts; nginx comes from Debian's archive, bench/install-nginx.sh).
 * Each phase is bounded by BENCH_SECONDS (default 10) and BENCH_MAX (default 200000 ops).
 * Ends with one JSON line per database; the last line is PostgreSQL's.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { activeSeeds } from '../apps/server/src/modules/games/index.js';
import { Ledger } from '../apps/server/src/modules/ledger/index.js';
import { createUser } from '../apps/server/src/modules/users/index.js';
import { gameSessions, hashToken, newToken } from '../apps/server/src/modules/wallet-api/index.js';
import {
  CONCURRENCY,
  drive,
  MAX_OPS,
  type OpenLoopResult,
  openLoop,
  PlayerPool,
  SECONDS,
} from './loops.js';
import { jsonClient, type LoadBalancer, startNginx, startServer } from './servers.js';

const CURRENCY = 'IDR';
/** Players for the open-loop phases: enough that a stall does not leave two rounds on one. */
const OPEN_PLAYERS = 256;
const LOADS = [0.25, 0.5, 0.75] as const;

interface Player {
  userId: number;
  uid: string;
  cashAccountId: number;
  token: string;
}

/** Funded players, each with a live game session (as /game/open would leave them). */
async function setUp(database: Database, count: number): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, CURRENCY);
  await ledger.init();
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ db }, { signupChannel: 'guest' });
    const key = `bench-fund:${user.id}`;
    await ledger.post({
      key,
      type: 'adjustment',
      userId: user.id,
      reference: key,
      postings: [
        { account: { userId: user.id, kind: 'cash' }, amount: 10 ** 12 },
        { account: { house: 'sandbox_funding' }, amount: -(10 ** 12) },
      ],
    });
    const token = newToken();
    await db.insert(gameSessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      uid: user.uid,
      gameCode: 'dragon-tiger',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await activeSeeds(db, user.id);
    const res = (await db.execute(
      sql`select id from ledger_accounts where owner_type = 'player' and user_id = ${user.id} and kind = 'cash'`,
    )) as unknown as { rows: Array<{ id: number | string }> };
    players.push({
      userId: user.id,
      uid: user.uid,
      cashAccountId: Number(res.rows[0]?.id),
      token,
    });
  }
  return players;
}

async function houseGameId(database: Database): Promise<number> {
  const res = (await database.db.execute(
    sql`select id from ledger_accounts where owner_type = 'house' and kind = 'game' and currency = ${CURRENCY}`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(res.rows[0]?.id);
}

// The raw bet: conditional debit of the player row, the transaction row, its two postings.
const RAW_DEBIT =
  'update ledger_accounts set balance = balance - $1 where id = $2 and balance >= $1 returning balance';
const RAW_TX =
  "insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint) values ($1, 'bet', $2, $1, 'raw') returning id";
const RAW_POSTINGS =
  'insert into ledger_postings (transaction_id, account_id, amount, balance_after) values ($1, $2, $3, $4), ($1, $5, $6, null)';

async function rawPostgres(url: string, players: Player[], house: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const run = randomBytes(4).toString('hex');
  try {
    return await drive(async (loop, i) => {
      const p = players[loop] as Player;
      const c = await pool.connect();
      try {
        await c.query('begin');
        const debit = await c.query(RAW_DEBIT, [100, p.cashAccountId]);
        const tx = await c.query(RAW_TX, [`raw:${run}:${i}`, p.userId]);
        await c.query(RAW_POSTINGS, [
          tx.rows[0].id,
          p.cashAccountId,
          -100,
          debit.rows[0].balance,
          house,
          100,
        ]);
        await c.query('commit');
      } catch (err) {
        await c.query('rollback');
        throw err;
      } finally {
        c.release();
      }
    });
  } finally {
    await pool.end();
  }
}

async function rawPglite(database: Database, players: Player[], house: number) {
  const run = randomBytes(4).toString('hex');
  return drive(async (loop, i) => {
    const p = players[loop] as Player;
    await database.db.transaction(async (tx) => {
      const debit = (await tx.execute(
        sql`update ledger_accounts set balance = balance - 100 where id = ${p.cashAccountId} and balance >= 100 returning balance`,
      )) as unknown as { rows: Array<{ balance: string }> };
      const row = (await tx.execute(
        sql`insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint)
            values (${`raw:${run}:${i}`}, 'bet', ${p.userId}, ${`raw:${run}:${i}`}, 'raw') returning id`,
      )) as unknown as { rows: Array<{ id: string }> };
      const id = row.rows[0]?.id;
      await tx.execute(
        sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
            values (${id}, ${p.cashAccountId}, -100, ${debit.rows[0]?.balance}), (${id}, ${house}, 100, null)`,
      );
    });
  });
}

// The two statements /game/play sends (games/house.ts), with fixed cards and payout.
const ROUND_BET =
  "select house_bet('house', $1, $2, $3, $4, $5, 100, 'dragon-tiger', $1, 'bench', now()) as r";
const ROUND_WIN =
  "select house_win('house', $1, $2, $3, $4, 195, 'dragon-tiger', $5, $5, 'bench', now(), $6, $7, '1 2', '{}', '[]', 100) as r";

type Query = (text: string, params: unknown[]) => Promise<Array<{ r: Record<string, unknown> }>>;

async function dbRounds(query: Query, players: Player[]) {
  const run = randomBytes(4).toString('hex');
  return drive(async (loop, i) => {
    const p = players[loop] as Player;
    const id = `${run}-${i}`;
    const [bet] = await query(ROUND_BET, [id, `${id}-b`, hashToken(p.token), p.uid, CURRENCY]);
    const seed = bet?.r.extra as { id: number; nonce: number } | undefined;
    if (!seed) throw new Error(`house_bet refused: ${JSON.stringify(bet?.r)}`);
    const [win] = await query(ROUND_WIN, [
      `${id}-w`,
      `${id}-wr`,
      p.uid,
      CURRENCY,
      id,
      seed.id,
      seed.nonce,
    ]);
    if (win?.r.status !== 'RS_OK') throw new Error(`house_win refused: ${JSON.stringify(win?.r)}`);
  });
}

type Post = ReturnType<typeof jsonClient>;

const playRound = (post: Post, p: Player) =>
  post('/game/play', {
    token: p.token,
    // At the table minimum of both markets (Rp 1.000, ₹1,000 is within ₹10..₹50,000).
    bets: [{ spot: 'dragon', stake: 100_000 }],
  }) as Promise<{ state?: string }>;

/** (b): 64 closed loops, each sending its next round when the last one is answered. */
async function rounds(post: Post, players: Player[]) {
  let failures = 0;
  const result = await drive(async (loop) => {
    const body = await playRound(post, players[loop] as Player);
    if (body.state !== '200' && failures++ === 0)
      console.error('first failed round:', JSON.stringify(body));
  });
  if (failures > 0) throw new Error(`${failures} rounds failed`);
  return result;
}

/**
 * Open loop: rounds offered at 25%, 50% and 75% of the closed loop's maximum, each phase as
 * long as the closed one, latency from each round's intended send time (bench/open-loop.ts).
 */
async function openLoopPhases(post: Post, players: Player[], maxPerSec: number) {
  const out: OpenLoopResult[] = [];
  for (const load of LOADS) {
    const pool = new PlayerPool(players);
    const r = await openLoop(load, load * maxPerSec, SECONDS, MAX_OPS, async () => {
      const p = pool.take();
      try {
        return (await playRound(post, p)).state === '200';
      } finally {
        pool.give(p);
      }
    });
    if (r.failures > 0) throw new Error(`open loop at ${load}: ${r.failures} rounds failed`);
    console.log(
      `  open loop ${load * 100}% (${r.rate} rounds/s offered, ${r.achieved} answered): p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (sender late by up to ${r.maxSendLagMs} ms; ${pool.busyFallbacks} rounds on a busy player)`,
    );
    out.push(r);
  }
  return out;
}

interface Phases {
  raw: { perSec: number };
  http: Awaited<ReturnType<typeof rounds>>;
  db: { perSec: number };
  open: OpenLoopResult[];
  /** PostgreSQL only: (b) through nginx over two server instances. */
  two?: Awaited<ReturnType<typeof rounds>>;
}

function report(label: string, { raw, http, db, open, two }: Phases) {
  const ratio = http.perSec / raw.perSec;
  console.log(`\n${label}`);
  console.log(
    `  (a) raw bet transaction, ${CONCURRENCY} concurrent: ${raw.perSec.toFixed(0)} tx/s`,
  );
  console.log(
    `  (b) bet-and-settle rounds over HTTP, ${CONCURRENCY} connections: ${http.perSec.toFixed(0)} rounds/s, p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms (${http.n} rounds; the client used ${(http.clientCpu * 100).toFixed(0)}% of a core)`,
  );
  const t = http.tail;
  console.log(
    `      its slowest 1% (${t.slowest} rounds of ${t.fromMs} ms or more) ran on ${t.loops} of ${CONCURRENCY} loops and covered ${t.windowsCovered} of the phase's ${t.windowsInPhase} quarter-seconds`,
  );
  console.log(
    `  (c) the round's database statements alone, ${CONCURRENCY} concurrent: ${db.perSec.toFixed(0)} rounds/s = ${(db.perSec / raw.perSec).toFixed(2)} of (a), the most (b) could reach without batching`,
  );
  console.log(
    `  (b)/(a) ${ratio.toFixed(2)} (target 1.0), (b)/(c) ${(http.perSec / db.perSec).toFixed(2)} (target 0.85), saturation p99/p50 ${(http.p99 / http.p50).toFixed(1)} (target <= 3)`,
  );
  const [, half, threeQuarters] = open;
  if (half && threeQuarters) {
    console.log(
      `  open loop p99: ${half.p99Ms} ms at 50% (target < 50), ${threeQuarters.p99Ms} ms at 75% (target < 100)`,
    );
  }
  if (two) {
    console.log(
      `  two instances behind nginx, ${CONCURRENCY} connections: ${two.perSec.toFixed(0)} rounds/s, p50 ${two.p50.toFixed(1)} ms, p99 ${two.p99.toFixed(1)} ms (${(two.perSec / http.perSec).toFixed(2)} of one instance)`,
    );
  }
  return {
    db: label,
    rawTxPerSec: Math.round(raw.perSec),
    dbRoundsPerSec: Math.round(db.perSec),
    roundsPerSec: Math.round(http.perSec),
    p50Ms: Number(http.p50.toFixed(2)),
    p99Ms: Number(http.p99.toFixed(2)),
    ratio: Number(ratio.toFixed(3)),
    openLoop: open.map(({ load, rate, p50Ms, p99Ms, maxMs, achieved }) => ({
      load,
      rate,
      achieved,
      p50Ms,
      p99Ms,
      maxMs,
    })),
    ...(two ? { twoInstancesRoundsPerSec: Math.round(two.perSec) } : {}),
  };
}

const randomPort = () => 8300 + Math.floor(Math.random() * 500);

function withDatabase(url: string, name: string): string {
  const m = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!m) throw new Error(`DATABASE_URL not understood: ${url}`);
  return `${m[1]}/${name}${m[3] ?? ''}`;
}

async function benchPostgres(baseUrl: string) {
  const name = `cardroom_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(baseUrl, name);
  const servers: ChildProcess[] = [];
  let proxy: LoadBalancer | undefined;
  try {
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const players = await setUp(database, OPEN_PLAYERS);
    const house = await houseGameId(database);
    await database.close();
    const raw = await rawPostgres(url, players, house);
    const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    const db = await dbRounds(
      async (text, params) => (await pool.query(text, params)).rows,
      players,
    );
    await pool.end();
    const port = randomPort();
    const appSecret = randomBytes(32).toString('hex');
    servers.push(
      await startServer(
        // As many connections as (a) and (c) have: with one statement per wallet operation, a
        // smaller pool only queues rounds (measured: 32 -> ~515 rounds/s, 64 -> ~640).
        { DATABASE_URL: url, DB_POOL_SIZE: process.env.BENCH_POOL ?? String(CONCURRENCY) },
        port,
        appSecret,
      ),
    );
    const post = jsonClient(port, OPEN_PLAYERS);
    const http = await rounds(post, players);
    const open = await openLoopPhases(post, players, http.perSec);
    // Two instances on the one database, behind nginx. Half the pool each: PostgreSQL's
    // default max_connections is 100, and the database's work is the same.
    const ports = [randomPort() + 500, randomPort() + 1000];
    for (const p of ports) {
      servers.push(
        await startServer(
          { DATABASE_URL: url, DB_POOL_SIZE: String(CONCURRENCY / 2) },
          p,
          appSecret,
        ),
      );
    }
    servers[0]?.kill('SIGTERM');
    proxy = await startNginx(randomPort() + 1500, ports);
    const two = await rounds(jsonClient(proxy.port, CONCURRENCY), players);
    return report(`PostgreSQL (${name})`, { raw, http, db, open, two });
  } finally {
    await proxy?.stop();
    for (const s of servers) s.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'cardroom-bench-'));
  let server: ChildProcess | undefined;
  try {
    const database = await openDatabase({ pgliteDir: dir });
    const players = await setUp(database, OPEN_PLAYERS);
    const house = await houseGameId(database);
    const raw = await rawPglite(database, players, house);
    // PGlite's own client, as (a) drives node-postgres's for PostgreSQL.
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    const db = await dbRounds(
      async (text, params) =>
        (await pglite.query<{ r: Record<string, unknown> }>(text, params)).rows,
      players,
    );
    // One process at a time may open a PGlite folder: close it before the server opens it.
    await database.close();
    const port = randomPort();
    server = await startServer({ PGLITE_DIR: dir }, port);
    const post = jsonClient(port, OPEN_PLAYERS);
    const http = await rounds(post, players);
    const open = await openLoopPhases(post, players, http.perSec);
    return report('PGlite', { raw, http, db, open });
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dir, { recursive: true, force: true });
  }
}

const url = process.env.DATABASE_URL;
// BENCH_ONLY=pg or pglite runs one database (while tuning); the default runs both.
const only = process.env.BENCH_ONLY;
if (only !== 'pg') console.log(JSON.stringify(await benchPglite()));
if (only === 'pglite') {
  // done
} else if (!url) {
  console.log('\nDATABASE_URL is not set: PostgreSQL skipped (it is the figure that counts).');
} else {
  console.log(JSON.stringify(await benchPostgres(url)));
}
