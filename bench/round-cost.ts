/**
 * What a round costs at each rate (`npm run bench:cost`, PostgreSQL only): why the open loop's
 * 75% phase leaves the machine less room than 75% suggests (docs/SCALING.md). One production
 * server on a scratch database beside DATABASE_URL's, 256 players, then an open-loop phase at
 * each rate of BENCH_RATES (default 600 as a warm-up, then 100, 250, 500, 750 rounds/s;
 * BENCH_SECONDS each, default 8). Per phase it prints the latency, the CPU the server process
 * and the database's backends spent per round (from /proc, so the machine must be Linux), and
 * the wallet's batch statements per round (`wallet_batch_hooked` carries bets and, since
 * migration 0029, whole house rounds; `wallet_batch` wins; from pg_stat_user_functions): a
 * batch of one per operation at low rates, shared ones higher up. After the warm-up it runs ANALYZE of the round's tables (below). Then the
 * functions' time per call over the whole run (the warm-up's included), and one JSON line.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { scratchPostgres } from './bench-kit.js';
import { setUp } from './db-phases.js';
import { asIfHistory, ROUND_TABLES } from './maintenance.js';
import { cpuMs, jsonClient, openLoopRounds, startServer } from './servers.js';

const PLAYERS = 256;
const PORT = Number(process.env.BENCH_PORT ?? 8393);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RATES = (process.env.BENCH_RATES ?? '600,100,250,500,750').split(',').map(Number);
if (!RATES.every((r) => Number.isFinite(r) && r > 0)) {
  throw new Error(`BENCH_RATES: positive numbers, comma-separated (${process.env.BENCH_RATES})`);
}
const { name, url, admin, drop } = await scratchPostgres('cardroom_cost', 'bench:cost');
await admin.query(`alter database ${name} set track_functions = 'pl'`);
const stats = new pg.Client({ connectionString: url });
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const players = await setUp(database, PLAYERS);
  await database.close();
  await stats.connect();
  await asIfHistory(stats);
  await stats.query('vacuum analyze');
  server = await startServer({ DATABASE_URL: url, DB_POOL_SIZE: '64' }, PORT);
  const serverPid = String(server.pid);
  const serverMs = () => cpuMs((pid) => pid === serverPid);
  // Backends show the database in their title: "postgres: 15/main: root <database> …".
  const backendsMs = () => cpuMs((_pid, cmd) => cmd.startsWith('postgres') && cmd.includes(name));
  const batches = async () => {
    await stats.query('select pg_stat_clear_snapshot()');
    const { rows } = await stats.query<{ calls: string }>(
      `select coalesce(sum(calls), 0) as calls from pg_stat_user_functions
        where funcname in ('wallet_batch', 'wallet_batch_hooked')`,
    );
    return Number(rows[0]?.calls ?? 0);
  };
  const post = jsonClient(PORT, PLAYERS);
  const phases = [];
  for (const [i, rate] of RATES.entries()) {
    const [b0, s0, p0] = [await batches(), serverMs(), backendsMs()];
    const r = await openLoopRounds(post, players, rate, SECONDS);
    const [s1, p1] = [serverMs(), backendsMs()];
    // The statistics reach the shared view at most every 500 ms.
    await new Promise((res) => setTimeout(res, 700));
    const b1 = await batches();
    const per = (x: number) => Math.round((x / r.n) * 100) / 100;
    const phase = {
      rate,
      warmUp: i === 0,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      serverCpuMsPerRound: per(s1 - s0),
      postgresCpuMsPerRound: per(p1 - p0),
      batchStatementsPerRound: per(b1 - b0),
    };
    if (r.failures > 0) throw new Error(`${r.failures} rounds failed at ${rate}/s`);
    if (phase.warmUp) {
      // The server's connections planned the wallet functions' statements while the round's
      // tables were nearly empty, and PL/pgSQL keeps a generic plan for the connection's life:
      // a sequential scan of wallet_transactions per settle, slower with every round (measured:
      // 2.84 ms of wallet_win's own time per call, against 0.34 with plans made per call).
      // ANALYZE invalidates those plans, as autovacuum's analyze does in production long before
      // a table is this size (the bench's tables have a 10-million-row table's thresholds).
      await stats.query(`analyze ${ROUND_TABLES.join(', ')}`);
    }
    console.log(
      `${rate} rounds/s${phase.warmUp ? ' (warm-up)' : ''}: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms; per round: server CPU ${phase.serverCpuMsPerRound} ms, PostgreSQL CPU ${phase.postgresCpuMsPerRound} ms, ${phase.batchStatementsPerRound} wallet batch statements`,
    );
    phases.push(phase);
  }
  const { rows } = await stats.query<{
    funcname: string;
    calls: string;
    total: number;
    self: number;
  }>(
    `select funcname, calls, total_time as total, self_time as self from pg_stat_user_functions
      order by total_time desc`,
  );
  console.log('PostgreSQL functions over the whole run (wall time per call, ms):');
  for (const f of rows) {
    const calls = Number(f.calls);
    console.log(
      `  ${f.funcname}: ${calls} calls, ${(f.total / calls).toFixed(3)} in all, ${(f.self / calls).toFixed(3)} of its own`,
    );
  }
  console.log(JSON.stringify({ db: name, seconds: SECONDS, phases }));
} finally {
  server?.kill('SIGTERM');
  await stats.end().catch(() => undefined);
  await new Promise((r) => setTimeout(r, 1500));
  await drop();
}
