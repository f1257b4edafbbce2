/**
 * Wallet benchmark (`npm run bench`): on PostgreSQL (DATABASE_URL) and then on PGlite,
 *  (a) the raw ceiling: the bet transaction (conditional debit + ledger insert) straight
 *      through the driver at 64 concurrency;
 *  (b) complete bet-and-settle rounds (/game/play: seed pair read, deal, then bet, win and
 *      round record as one seamless-wallet operation) through the real server's HTTP API, 64
 *      concurrent keep-alive loops;
 *  (c) for reading (b): the round's database work alone, what /game/play sends (one
 *      house_round statement; the seed pair read on a player's first round only) straight
 *      through the driver at 64 concurrency, no HTTP and no server.
 *  Open loop: rounds offered at a fixed rate, 25%, 50% and 75% of (b)'s maximum, latency from
 *      each round's intended send time (bench/loops.ts), p50/p99/max per rate;
 *  Maintenance (PostgreSQL): 75% again while a VACUUM ANALYZE of the round's tables runs at
 *      autovacuum's pace; the database's tables get a production table's autovacuum thresholds
 *      first, so no pass lands in the other phases by chance (bench/maintenance.ts);
 *  Two instances (PostgreSQL): (b) again through nginx over two server processes on the one
 *      database (bench/servers.ts; nginx comes from Debian's archive, bench/install-nginx.sh).
 * (b) and the two-instance phase start with BENCH_WARMUP seconds (default 2) of the same load,
 * printed apart and not counted: a just-started server runs cold.
 * Each phase is bounded by BENCH_SECONDS (default 10) and BENCH_MAX (default 200000 ops).
 * BENCH_KEEP=1 keeps the PostgreSQL database afterwards (to look at what the run left).
 * Ends with one JSON line per database; the last line is PostgreSQL's.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { scratchPostgres } from './bench-kit.js';
import { dbRounds, houseGameId, type Player, rawPglite, rawPostgres, setUp } from './db-phases.js';
import { CONCURRENCY, drive, type OpenLoopResult, SECONDS } from './loops.js';
import { asIfHistory, HISTORY_ROWS, maintenancePass, ROUND_TABLES } from './maintenance.js';
import {
  jsonClient,
  type LoadBalancer,
  openLoopRounds,
  type Post,
  playRound,
  startNginx,
  startServer,
} from './servers.js';

/** Players for the open-loop phases: enough that a stall does not leave two rounds on one. */
const OPEN_PLAYERS = 256;
const LOADS = [0.25, 0.5, 0.75] as const;

/** (b): 64 closed loops, each sending its next round when the last one is answered. */
async function rounds(post: Post, players: Player[], seconds = SECONDS) {
  let failures = 0;
  const result = await drive(async (loop) => {
    const body = await playRound(post, players[loop] as Player);
    if (body.state !== '200' && failures++ === 0)
      console.error('first failed round:', JSON.stringify(body));
  }, seconds);
  if (failures > 0) throw new Error(`${failures} rounds failed`);
  return result;
}

/** Seconds of (b) run first and reported apart: a process just started runs cold. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * The first seconds of a just-started server (V8 compiling the round's code, the session
 * cache, PostgreSQL's per-backend catalog caches) are not its steady state: measured, they
 * held every one of the slowest 1% of (b)'s rounds. They run first, are printed apart, and
 * are left out of (b), as a deployment's first requests would be before it takes traffic.
 */
async function warmUp(post: Post, players: Player[]) {
  if (WARMUP_SECONDS <= 0) return undefined;
  const w = await rounds(post, players, WARMUP_SECONDS);
  console.log(
    `  warm-up (the server's first ${WARMUP_SECONDS} s, not counted): ${w.perSec.toFixed(0)} rounds/s, p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms`,
  );
  return {
    perSec: Math.round(w.perSec),
    p50Ms: Number(w.p50.toFixed(2)),
    p99Ms: Number(w.p99.toFixed(2)),
  };
}

/**
 * Open loop: rounds offered at 25%, 50% and 75% of the closed loop's maximum, each phase as
 * long as the closed one, latency from each round's intended send time (bench/open-loop.ts).
 */
async function openLoopPhases(post: Post, players: Player[], maxPerSec: number) {
  const out: OpenLoopResult[] = [];
  for (const load of LOADS) out.push(await openLoopAt(post, players, load * maxPerSec, load));
  return out;
}

/** One open-loop phase at `rate`, printed with the share of (b) it stands for. */
async function openLoopAt(post: Post, players: Player[], rate: number, load: number, what = '') {
  const r = await openLoopRounds(post, players, rate, SECONDS, load);
  if (r.failures > 0) throw new Error(`open loop at ${load}: ${r.failures} rounds failed`);
  console.log(
    `  open loop ${load * 100}%${what} (${r.rate} rounds/s offered, ${r.achieved} answered): p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (sender late by up to ${r.maxSendLagMs} ms; ${r.busyFallbacks} rounds on a busy player); its slowest 1% (${r.tail.fromMs} ms or more) covered ${r.tail.windowsCovered} of ${r.tail.windowsInPhase} quarter-seconds (${r.tail.windows.join(', ')})`,
  );
  return r;
}

/**
 * 75% again, with one pass of PostgreSQL's maintenance over the round's tables started as the
 * phase starts (bench/maintenance.ts): what players feel while autovacuum visits them.
 */
async function maintenancePhase(post: Post, players: Player[], maxPerSec: number, url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const load = LOADS[2];
    // Together, so a failed phase or pass reports its own error and neither is left unawaited.
    const [passMs, r] = await Promise.all([
      maintenancePass(client),
      openLoopAt(post, players, load * maxPerSec, load, ' during a maintenance pass'),
    ]);
    console.log(
      `      the pass (VACUUM ANALYZE of ${ROUND_TABLES.join(', ')} at autovacuum's pace) took ${passMs} ms`,
    );
    return { ...r, passMs };
  } finally {
    await client.end();
  }
}

interface Phases {
  raw: { perSec: number };
  http: Awaited<ReturnType<typeof rounds>>;
  db: { perSec: number };
  open: OpenLoopResult[];
  /** PostgreSQL only: (b) through nginx over two server instances. */
  two?: Awaited<ReturnType<typeof rounds>>;
  /** The just-started server's first seconds, not counted in (b). */
  warm?: Awaited<ReturnType<typeof warmUp>>;
  /** PostgreSQL only: 75% while a maintenance pass runs (bench/maintenance.ts). */
  upkeep?: Awaited<ReturnType<typeof maintenancePhase>>;
}

function report(label: string, { raw, http, db, open, two, warm, upkeep }: Phases) {
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
    `      its slowest 1% (${t.slowest} rounds of ${t.fromMs} ms or more) ran on ${t.loops} of ${CONCURRENCY} loops and covered ${t.windowsCovered} of the phase's ${t.windowsInPhase} quarter-seconds (${t.windows.join(', ')})`,
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
  if (upkeep) {
    console.log(
      `  during a maintenance pass of ${upkeep.passMs} ms at 75%: p50 ${upkeep.p50Ms} ms, p99 ${upkeep.p99Ms} ms, max ${upkeep.maxMs} ms`,
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
    ...(warm ? { warmUp: warm } : {}),
    ...(two ? { twoInstancesRoundsPerSec: Math.round(two.perSec) } : {}),
    ...(upkeep
      ? {
          maintenance: {
            load: upkeep.load,
            rate: upkeep.rate,
            passMs: upkeep.passMs,
            p50Ms: upkeep.p50Ms,
            p99Ms: upkeep.p99Ms,
            maxMs: upkeep.maxMs,
          },
        }
      : {}),
  };
}

const randomPort = () => 8300 + Math.floor(Math.random() * 500);

async function benchPostgres() {
  const { name, url, admin, drop } = await scratchPostgres('cardroom_bench', 'bench');
  // BENCH_PG_SET="synchronous_commit=off,autovacuum_enabled=…" tries a database setting (for
  // finding where time goes: e.g. whether the tail is commit flushes). Never the default.
  for (const pair of (process.env.BENCH_PG_SET ?? '').split(',').filter(Boolean)) {
    const [key, value] = pair.split('=');
    if (!key || !value || !/^[a-z_]+$/.test(key) || !/^[\w.]+$/.test(value)) {
      throw new Error(`BENCH_PG_SET: not a setting: ${pair}`);
    }
    await admin.query(`alter database ${name} set ${key} = '${value}'`);
    console.log(`(database setting for this run: ${key} = ${value})`);
  }
  const servers: ChildProcess[] = [];
  let proxy: LoadBalancer | undefined;
  try {
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const players = await setUp(database, OPEN_PLAYERS);
    const house = await houseGameId(database);
    await database.close();
    // Production-sized autovacuum thresholds, and statistics to start from, as pgbench vacuums
    // before a run: a pass is then measured on purpose, in its own phase (bench/maintenance.ts).
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    const tables = await asIfHistory(setup);
    await setup.query('vacuum analyze');
    await setup.end();
    console.log(
      `(autovacuum thresholds of ${tables.length} tables set as for ${HISTORY_ROWS.toLocaleString('en')} rows each)`,
    );
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
    const warm = await warmUp(post, players);
    const http = await rounds(post, players);
    const open = await openLoopPhases(post, players, http.perSec);
    const upkeep = await maintenancePhase(post, players, http.perSec, url);
    // Two instances on the one database, behind nginx. Half the pool each: PostgreSQL's
    // default max_connections is 100, and the database's work is the same.
    const ports = [randomPort() + 500, randomPort() + 1000];
    // The single instance goes first: each server opens its whole pool at start, and PostgreSQL
    // allows 100 connections by default.
    servers[0]?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    for (const p of ports) {
      servers.push(
        await startServer(
          { DATABASE_URL: url, DB_POOL_SIZE: String(CONCURRENCY / 2) },
          p,
          appSecret,
        ),
      );
    }
    proxy = await startNginx(randomPort() + 1500, ports);
    const twoPost = jsonClient(proxy.port, CONCURRENCY);
    await warmUp(twoPost, players);
    const two = await rounds(twoPost, players);
    return report(`PostgreSQL (${name})`, { raw, http, db, open, two, warm, upkeep });
  } finally {
    await proxy?.stop();
    for (const s of servers) s.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await drop();
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
    const warm = await warmUp(post, players);
    const http = await rounds(post, players);
    const open = await openLoopPhases(post, players, http.perSec);
    return report('PGlite', { raw, http, db, open, warm });
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
  console.log(JSON.stringify(await benchPostgres()));
}
