/**
 * Live tables' real time (`npm run bench:live`, issue 39), on PostgreSQL (DATABASE_URL: a
 * scratch database, dropped afterwards): two production server processes behind nginx (bench/
 * servers.ts: WebSocket upgrades pass through), BENCH_LIVE_SOCKETS (default 2,000) `ws` clients
 * spread over BENCH_LIVE_TABLES tables (default 4), and a publisher that deals each table's
 * rounds at the live cadence through the real bus (modules/realtime/bus.ts: one NOTIFY per
 * message, LISTENed by both instances, each sending to its own sockets).
 *
 *  check:   (alone with BENCH_LIVE_CHECK=1 or --check) every socket through nginx is open, both instances hold some (their established TCP
 *           connections, /proc/net/tcp), and one message reaches every socket;
 *  cadence: BENCH_SECONDS (default 40) of rounds: betting 12 s with totals 4 times a second
 *           (the coalescer's default), closed, 4 cards 1 s apart, the result, 3 s of result;
 *  burst:   BENCH_BURST_SECONDS (default 10) with totals 20 times a second on every table (the
 *           setting's maximum), for the headroom;
 *  ceiling: 5 s of NOTIFY as fast as 8 loops go, on a topic no socket holds (PostgreSQL's part),
 *           then 5 s of `select 1` the same way (what a round trip costs on the machine now).
 * Per phase: publish -> client receive p50/p99/max (each message carries its publish time in
 * epoch ms; publisher and clients share the machine's clock), messages delivered per second,
 * each instance's CPU (share of one core) and RSS, and the CPU of PostgreSQL's backends on the
 * scratch database. Bounded: the time bounds above and BENCH_MAX (default 2,000,000) deliveries.
 *
 * Then the engine (bench/live-bets.ts): the instances' own dealer deals a table while 2,000
 * signed-in players bet on every round through nginx: bet acknowledgement and a 5,000-bet
 * round's reveal -> every bet paid -> every player told. BENCH_LIVE_PARTS=sockets or =bets runs
 * one part alone. BENCH_LIVE_TOTALS_PER_SECOND sets the operator's liveSockets.totalsPerSecond for
 * the run (what the tables' totals cost; unset, the setting's default).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/client.js';
import { defaultLiveTables, liveTablesSetting } from '../apps/server/src/modules/live/index.js';
import { EventBus } from '../apps/server/src/modules/realtime/bus.js';
import { liveSocketsSetting } from '../apps/server/src/modules/realtime/index.js';
import { putSetting } from '../apps/server/src/modules/settings/index.js';
import { scratchPostgres } from './bench-kit.js';
import { liveBets } from './live-bets.js';
import { nowMs, WORKERS, Workers } from './live-clients.js';
import { cpuMs, type LoadBalancer, startNginx, startServer } from './servers.js';

const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 2_000);
const TABLES = Number(process.env.BENCH_LIVE_TABLES ?? 4);
const CADENCE_SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const MARKET = 'ID';
/** `sockets` (the real time above), `bets` (bench/live-bets.ts: the engine), or both. */
const PARTS = new Set((process.env.BENCH_LIVE_PARTS ?? 'sockets,bets').split(','));
/** The operator's `liveSockets.totalsPerSecond` for the run (unset: the setting's default). */
const TOTALS_PER_SECOND = process.env.BENCH_LIVE_TOTALS_PER_SECOND;

function summary(latencies: Float64Array, published: number, seconds: number) {
  const n = latencies.length;
  const at = (q: number) => latencies[Math.min(n - 1, Math.floor(n * q))] ?? 0;
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    published,
    delivered: n,
    deliveredPerSec: Math.round(n / seconds),
    p50Ms: r(at(0.5)),
    p99Ms: r(at(0.99)),
    maxMs: r(latencies[n - 1] ?? 0),
  };
}

let published = 0;

/** Established TCP connections whose local port is `port` (the sockets an instance holds). */
function establishedOn(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is "IP:PORT"; state 01 is ESTABLISHED.
      if (f[1]?.endsWith(`:${hex}`) && f[3] === '01') n++;
    }
  }
  return n;
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Math.round(Number(m?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One table's rounds until `until` (epoch ms of performance.now()): the live cadence. */
async function deal(
  bus: EventBus,
  table: string,
  until: number,
  totalsPerSecond: number,
  offsetMs: number,
): Promise<void> {
  const topic = `live:${table}`;
  const send = async (message: Record<string, unknown>) => {
    published++;
    await bus.publish(topic, { ...message, sentAt: nowMs() });
  };
  await sleep(offsetMs);
  for (let round = 1; performance.now() < until; round++) {
    const bettingMs = 12_000;
    await send({
      type: 'phase',
      number: round,
      phase: 'betting',
      phaseEndsAt: Date.now() + bettingMs,
      serverNow: Date.now(),
    });
    const closeAt = performance.now() + bettingMs;
    let stake = 0;
    while (performance.now() < closeAt && performance.now() < until) {
      await sleep(1000 / totalsPerSecond);
      stake += 100_000;
      await send({
        type: 'totals',
        number: round,
        totals: [
          { spot: 'dragon', stake, players: Math.round(stake / 200_000) },
          { spot: 'tiger', stake: stake / 2, players: Math.round(stake / 400_000) },
          { spot: 'tie', stake: stake / 10, players: 3 },
        ],
        players: SOCKETS / TABLES,
      });
    }
    if (performance.now() >= until) return;
    await send({
      type: 'phase',
      number: round,
      phase: 'closed',
      phaseEndsAt: null,
      serverNow: Date.now(),
    });
    await send({
      type: 'phase',
      number: round,
      phase: 'dealing',
      phaseEndsAt: null,
      serverNow: Date.now(),
    });
    for (let index = 0; index < 4 && performance.now() < until; index++) {
      await sleep(1000);
      await send({ type: 'card', number: round, index, card: (round * 7 + index * 13) % 52 });
    }
    await send({
      type: 'result',
      number: round,
      winner: 'dragon',
      seed: randomBytes(32).toString('hex'),
      hands: [],
    });
    await send({
      type: 'phase',
      number: round,
      phase: 'settled',
      phaseEndsAt: null,
      serverNow: Date.now(),
    });
    await sleep(3000);
  }
}

async function phase(
  label: string,
  bus: EventBus,
  tables: string[],
  seconds: number,
  totalsPerSecond: number,
  servers: ChildProcess[],
  dbName: string,
  workers: Workers,
) {
  await workers.all(() => ({ cmd: 'reset' }));
  published = 0;
  const pids = servers.map((s) => s.pid ?? 0);
  const cpuBefore = pids.map((pid) => cpuMs((p) => p === String(pid)));
  const pgPick = (_pid: string, cmd: string) =>
    cmd.startsWith('postgres:') && cmd.includes(` ${dbName} `);
  const pgBefore = cpuMs(pgPick);
  const nginxPick = (_pid: string, cmd: string) => cmd.startsWith('nginx: worker');
  const nginxBefore = cpuMs(nginxPick);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    tables.map((t, i) => deal(bus, t, until, totalsPerSecond, (i * 12_000) / tables.length / 4)),
  );
  // The last messages are in flight for a moment.
  await sleep(500);
  const elapsed = (performance.now() - started) / 1000;
  const share = (ms: number) => Math.round((ms / (elapsed * 1000)) * 100);
  const got = await workers.collect();
  const instanceMs = pids.map((pid, i) => cpuMs((p) => p === String(pid)) - (cpuBefore[i] ?? 0));
  const out = {
    ...summary(got.latencies, published, elapsed),
    expected: published * (SOCKETS / tables.length),
    droppedSockets: got.dropped,
    instanceCpuPct: instanceMs.map(share),
    /** What one delivered message cost the instances (CPU, both together), in µs. */
    instanceCpuUsPerDelivery: Math.round(
      (instanceMs.reduce((a, b) => a + b, 0) * 1000) / Math.max(1, got.latencies.length),
    ),
    instanceRssMb: pids.map(rssMb),
    postgresCpuPct: share(cpuMs(pgPick) - pgBefore),
    nginxCpuPct: share(cpuMs(nginxPick) - nginxBefore),
    clientsCpuPct: share(got.cpuMs),
    /** The machine's 1-minute load average before and after (2 cores, shared). */
    load: `${loadBefore} -> ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
  };
  console.log(`  ${label}: ${JSON.stringify(out)}`);
  return out;
}

/**
 * What PostgreSQL's NOTIFY carries, apart from sockets: 8 publishers send as fast as their
 * answers come for `seconds` on a topic no socket holds (both instances still receive and
 * parse every notification). Answers notifications per second and PostgreSQL's CPU.
 */
async function notifyCeiling(
  bus: EventBus,
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  seconds: number,
  dbName: string,
) {
  const pgPick = (_pid: string, cmd: string) =>
    cmd.startsWith('postgres:') && cmd.includes(` ${dbName} `);
  /** `op` in 8 loops for `seconds`: answers per second and PostgreSQL's CPU share. */
  const loops = async (op: (i: number) => Promise<unknown>) => {
    const pgBefore = cpuMs(pgPick);
    const started = performance.now();
    const until = started + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() < until) await op(n++);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return {
      perSec: Math.round(n / elapsed),
      postgresCpuPct: Math.round(((cpuMs(pgPick) - pgBefore) / (elapsed * 1000)) * 100),
    };
  };
  const notify = await loops((i) =>
    bus.publish('live:ceiling', { type: 'card', number: 1, index: 0, card: i % 52 }),
  );
  // The same loops and pool with a statement that does nothing: what the machine allows a
  // round trip now (the machine is shared), to read the NOTIFY figure against.
  const select1 = await loops(() => db.execute(sql`select 1`));
  const out = { notify, select1 };
  console.log(`  NOTIFY ceiling (8 loops, no socket on the topic): ${JSON.stringify(out)}`);
  return out;
}

async function main() {
  const { name, url, drop } = await scratchPostgres('cardroom_live', 'bench:live');
  const servers: ChildProcess[] = [];
  let proxy: LoadBalancer | undefined;
  let workers: Workers | undefined;
  let bus: EventBus | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const base = 8300 + Math.floor(Math.random() * 400);
    const ports = [base + 500, base + 1000];
    const appSecret = randomBytes(32).toString('hex');
    for (const port of ports) {
      servers.push(
        await startServer(
          {
            DATABASE_URL: url,
            DB_POOL_SIZE: '8',
            MARKET,
            // Every bench socket comes from 127.0.0.1 (nginx's address to the instances).
            // The bets part adds a signed-in socket per player (bench/live-bets.ts).
            LIVE_SOCKETS_PER_ADDRESS: String(SOCKETS * 3),
            LIVE_SOCKET_OPENS_PER_ADDRESS_MINUTE: String(SOCKETS * 30),
          },
          port,
          appSecret,
        ),
      );
    }
    proxy = await startNginx(base + 1500, ports);
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
    bus = new EventBus(database.db, 'postgres', `cardroom_live_${MARKET.toLowerCase()}`, log);
    const tables = Array.from({ length: TABLES }, (_, i) => `bench-${i + 1}`);
    // The sockets' tables are the market's (a socket on a table it does not have is closed
    // 4404), closed so the instances' dealer leaves them to this bench's publisher.
    const template = defaultLiveTables(MARKET)[0];
    if (!template) throw new Error('no default live table');
    await putSetting(
      database.db,
      MARKET,
      liveTablesSetting,
      tables.map((id) => ({ ...template, id, open: false })),
    );
    // What a table's totals cost (docs/SCALING.md): the dealer's totals messages at another rate.
    if (TOTALS_PER_SECOND) {
      await putSetting(database.db, MARKET, liveSocketsSetting, {
        ...liveSocketsSetting.defaults(MARKET),
        perAddress: SOCKETS * 3,
        opensPerAddressMinute: SOCKETS * 30,
        totalsPerSecond: Number(TOTALS_PER_SECOND),
      });
    }
    // The instances read the tables through a 2-second cache (live/tables.ts).
    await sleep(2_500);

    workers = Workers.start(WORKERS);
    const engine = PARTS.has('bets')
      ? () =>
          liveBets({
            database: database as NonNullable<typeof database>,
            lbPort: (proxy as LoadBalancer).port,
            workers: workers as Workers,
            workerCount: WORKERS,
            serverPids: servers.map((c) => c.pid ?? 0),
            dbName: name,
          })
      : null;
    if (!PARTS.has('sockets')) {
      if (engine) console.log(JSON.stringify({ bets: await engine() }));
      return;
    }
    const t0 = performance.now();
    const share = Math.ceil(SOCKETS / WORKERS);
    const lbPort = proxy.port;
    await workers.all((i) => ({
      cmd: 'connect',
      port: lbPort,
      tables,
      count: Math.max(0, Math.min(share, SOCKETS - i * share)),
      offset: i * share,
    }));
    const connectS = (performance.now() - t0) / 1000;
    const perInstance = ports.map(establishedOn);
    await workers.all(() => ({ cmd: 'reset' }));
    for (const t of tables) {
      await bus.publish(`live:${t}`, {
        type: 'phase',
        number: 0,
        phase: 'betting',
        phaseEndsAt: null,
        serverNow: Date.now(),
        sentAt: nowMs(),
      });
    }
    await sleep(3000);
    const got = await workers.collect();
    const check = summary(got.latencies, tables.length, 1);
    console.log(
      `check: ${SOCKETS} sockets through nginx in ${connectS.toFixed(1)} s (the instances' established connections: ${perInstance.join(' + ')}), one message to each table reached ${check.delivered} of ${SOCKETS} (p99 ${check.p99Ms} ms)`,
    );
    if (check.delivered !== SOCKETS || perInstance.some((n) => n === 0)) {
      throw new Error(
        'the check failed: not every socket got the message, or one instance holds none',
      );
    }
    if (process.argv.includes('--check') || process.env.BENCH_LIVE_CHECK === '1') return;

    console.log(
      `live bench: ${SOCKETS} sockets, ${TABLES} tables, two instances behind nginx, PostgreSQL ${name}`,
    );
    const cadence = await phase(
      'cadence (totals 4/s)',
      bus,
      tables,
      CADENCE_SECONDS,
      4,
      servers,
      name,
      workers,
    );
    const burst = await phase(
      'burst (totals 20/s)',
      bus,
      tables,
      BURST_SECONDS,
      20,
      servers,
      name,
      workers,
    );
    const ceiling = await notifyCeiling(bus, database.db, 5, name);
    const bets = engine ? await engine() : null;
    console.log(
      JSON.stringify({
        ceiling,
        sockets: SOCKETS,
        tables: TABLES,
        connectS: Number(connectS.toFixed(1)),
        cadence,
        burst,
        bets,
      }),
    );
  } finally {
    await workers?.close();
    await bus?.stop();
    await database?.close();
    await proxy?.stop();
    // The servers finish closing (1,000 sockets each) before their database is dropped.
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.exitCode !== null) return resolve();
            s.once('exit', () => resolve());
            s.kill('SIGTERM');
            setTimeout(resolve, 20_000).unref();
          }),
      ),
    );
    await drop();
  }
}

await main();
