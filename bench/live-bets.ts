/**
 * bench:live's engine part (issue 39; bench/live-bench.ts runs it after the sockets' part, or
 * alone with BENCH_LIVE_PARTS=bets): the real dealer of the two instances deals one table, and
 * BENCH_LIVE_PLAYERS (default 2,000) signed-in players, each with a socket through nginx, bet on
 * every round, BENCH_LIVE_BETS (default 5,000) bets a round spread over the window's first
 * BENCH_LIVE_SPREAD_MS (default 8,000), each with a `requestId` as the app sends it (until stop
 * 51 the bench sent none, and measured a path the app does not take). Sent as the app sends
 * them: on each player's signed-in table socket (since stop 52); BENCH_LIVE_BETS_OVER=http
 * sends them as `/live/bet` calls through nginx instead (the app's fallback, and the way
 * until stop 52). BENCH_LIVE_ROUNDS (default 3) rounds. Figures per round and together:
 *  - bet acknowledgement: from each call's planned send time (open loop, so a queue in the
 *    client counts) to its answer, p50/p99/max, and the calls refused;
 *  - reveal -> paid -> told: from the end of the deal (the last card's reveal time is up and
 *    the dealer is due to pay) to the first player's `you` message received on their socket
 *    (the dealer tells no one before every bet of the round is paid, so every bet was paid by
 *    then) and to the last one's (every client told). A bet's settled_at is the dealer's step's
 *    time, when paying began, not when it ended: it does not say when the round was paid.
 * BENCH_LIVE_TIMELINE=1 also prints each round's acknowledgements by the second of the window
 * they were sent in (where in the round a slow tail sits). BENCH_LIVE_WARMUP=N first runs a
 * round of N bets from some of the players, printed but not counted: whether the first
 * round's tail is the new processes' or the players' first bets (docs/SCALING.md);
 * BENCH_LIVE_WARMUP_PLAYERS (default 200) sets how many of the players bet in it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { liveSocketPath } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { type Database, rawRows } from '../apps/server/src/db/client.js';
import type { Deps } from '../apps/server/src/deps.js';
import { issueSession } from '../apps/server/src/modules/auth/sessions.js';
import { Ledger } from '../apps/server/src/modules/ledger/index.js';
import {
  defaultLiveTables,
  liveTablesSetting,
  seedChain,
} from '../apps/server/src/modules/live/index.js';
import { putSetting } from '../apps/server/src/modules/settings/index.js';
import { createUser } from '../apps/server/src/modules/users/index.js';
import { nowMs, type PlannedBet, type SocketBetsOutcome, type Workers } from './live-clients.js';
import { cpuMs, jsonClient } from './servers.js';

const PLAYERS = Number(process.env.BENCH_LIVE_PLAYERS ?? 2_000);
const BETS = Number(process.env.BENCH_LIVE_BETS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const SPREAD_MS = Number(process.env.BENCH_LIVE_SPREAD_MS ?? 8_000);
const WARMUP = Number(process.env.BENCH_LIVE_WARMUP ?? 0);
const WARMUP_PLAYERS = Number(process.env.BENCH_LIVE_WARMUP_PLAYERS ?? 200);
/** `socket` (the app's way since stop 52): on each player's signed-in table socket; `http`: `/live/bet`. */
const OVER = process.env.BENCH_LIVE_BETS_OVER === 'http' ? 'http' : 'socket';
const TABLE = 'dragon-tiger-1';
const STAKE = 100_000;
const FUNDS = 1_000_000_000;
const SPOTS = ['dragon', 'tiger', 'tie'];

interface Player {
  userId: number;
  sign: string;
}

/** Players funded through the ledger and signed in, 16 at a time. */
async function makePlayers(database: Database): Promise<Player[]> {
  const { db } = database;
  const ledger = new Ledger(db, 'IDR');
  await ledger.init();
  const out: Player[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < PLAYERS) {
        next++;
        const user = await createUser({ db, flows: null }, { signupChannel: 'guest' });
        await ledger.post({
          key: `live-bench-fund:${user.id}`,
          type: 'adjustment',
          userId: user.id,
          reference: `live-bench-fund:${user.id}`,
          postings: [
            { account: { userId: user.id, kind: 'cash' }, amount: FUNDS },
            { account: { house: 'sandbox_funding' }, amount: -FUNDS },
          ],
        });
        const { sign } = await issueSession(db, user, 6 * 3600_000, {});
        out.push({ userId: user.id, sign });
      }
    }),
  );
  return out;
}

const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);

/** The table's phases as its public socket tells them: resolves each round's betting start. */
function followTable(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${liveSocketPath}?table=${TABLE}`);
  const waiting: Array<(r: { number: number; endsAt: number }) => void> = [];
  const seen = new Set<number>();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as {
      type?: string;
      phase?: string;
      number?: number;
      phaseEndsAt?: number;
      serverNow?: number;
    };
    if (m.type !== 'phase' || m.phase !== 'betting' || typeof m.number !== 'number') return;
    if (seen.has(m.number)) return;
    seen.add(m.number);
    const left = (m.phaseEndsAt ?? 0) - (m.serverNow ?? 0);
    // A window already mostly gone (the first one, caught late) is not a round to bet on.
    if (left < SPREAD_MS + 1_000) return;
    waiting.shift()?.({ number: m.number, endsAt: Date.now() + left });
  });
  return {
    next: () => new Promise<{ number: number; endsAt: number }>((r) => waiting.push(r)),
    close: () => ws.terminate(),
  };
}

export async function liveBets(opts: {
  database: Database;
  lbPort: number;
  workers: Workers;
  workerCount: number;
  /** The instances' process ids and the scratch database's name, for the CPU each bet costs. */
  serverPids: number[];
  dbName: string;
}) {
  const { database, lbPort, workers } = opts;
  const deps = { db: database.db, now: () => new Date() } as unknown as Deps;
  // One table, the default limits and times; the operator's seeding event before it deals.
  const table = defaultLiveTables('ID')[0];
  if (!table) throw new Error('no default table');
  await putSetting(database.db, 'ID', liveTablesSetting, [table]);
  await seedChain(deps, TABLE, 'bench-live-salt', 'operator', 1_000);
  // The instances read the tables through a 2-second cache (live/tables.ts): a socket that
  // came sooner (200 players are made in a fraction of a second) was closed 4404.
  await new Promise((r) => setTimeout(r, 2_500));
  const t0 = performance.now();
  const players = await makePlayers(database);
  const setUpS = (performance.now() - t0) / 1000;
  const share = Math.ceil(players.length / opts.workerCount);
  const joining = performance.now();
  const joinCpu = cpuNow(opts.serverPids, opts.dbName);
  await workers.all((i) => ({
    cmd: 'players',
    port: lbPort,
    table: TABLE,
    signs: players.slice(i * share, (i + 1) * share).map((p) => p.sign),
  }));
  const joinedS = (performance.now() - joining) / 1000;
  const joinedCpu = cpuNow(opts.serverPids, opts.dbName);
  const perSocket = (before: number, after: number) =>
    (((after - before) * 1000) / players.length).toFixed(0);
  console.log(
    `bets: ${players.length} players made and funded in ${setUpS.toFixed(1)} s, signed in on sockets through nginx (${opts.workerCount * 100} at a time) in ${joinedS.toFixed(1)} s, CPU per socket: instances ${perSocket(joinCpu.instances, joinedCpu.instances)} µs, PostgreSQL ${perSocket(joinCpu.postgres, joinedCpu.postgres)} µs`,
  );

  const post = jsonClient(lbPort, 512);
  // Each player opens the table as the app does (its view: round, totals, their bets), over
  // the HTTP connections their bets then use: a player's first bet is never their first call.
  const opened = performance.now();
  await Promise.all(
    players.map((p) =>
      post('/live/table', { appId: 621108, locale: 'en', sign: p.sign, tableId: TABLE }),
    ),
  );
  console.log(
    `bets: each player opened the table in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
  );
  const follow = followTable(lbPort);
  const rounds: Array<Record<string, unknown>> = [];
  const allAcks: number[] = [];
  try {
    // r = -1: the warm-up round (BENCH_LIVE_WARMUP), printed but not counted.
    for (let r = WARMUP > 0 ? -1 : 0; r < ROUNDS; r++) {
      const { number } = await follow.next();
      const count = r < 0 ? WARMUP : BETS;
      const pool = r < 0 ? Math.min(WARMUP_PLAYERS, players.length) : players.length;
      const loadBefore = loadAverage();
      const cpu = cpuNow(opts.serverPids, opts.dbName);
      const sent =
        OVER === 'http'
          ? await betOverHttp(post, players, number, count, pool)
          : await betOverSockets(workers, opts.workerCount, share, number, count, pool);
      const { acks, timeline, refused, reasons } = sent;
      const settled = await waitSettled(database, number);
      const toldAt = await waitTold(workers, number, settled.players);
      const used = cpuNow(opts.serverPids, opts.dbName);
      /** CPU µs per bet sent (accepted or refused, either way) in the round, payouts included. */
      const perCall = (before: number, after: number) =>
        Math.round(((after - before) * 1000) / count);
      const since = (at: number) => (settled.bets > 0 ? Math.round(at - settled.revealEnd) : null);
      acks.sort((a, b) => a - b);
      if (r >= 0) allAcks.push(...acks);
      const out = {
        round: number,
        over: OVER,
        betsAccepted: acks.length,
        refused,
        ...(refused > 0 ? { reasons: Object.fromEntries(reasons) } : {}),
        ackP50Ms: quantile(acks, 0.5),
        ackP99Ms: quantile(acks, 0.99),
        ackMaxMs: Math.round(acks[acks.length - 1] ?? 0),
        betsInRound: settled.bets,
        revealToAllPaidByMs: since(toldAt.first),
        revealToAllToldMs: since(toldAt.last),
        playersTold: `${toldAt.count} / ${settled.players}`,
        instancesCpuUsPerCall: perCall(cpu.instances, used.instances),
        postgresCpuUsPerCall: perCall(cpu.postgres, used.postgres),
        // Everything else on the machine's cores in the same time: nginx, this bench's clients
        // and sockets, PostgreSQL's own processes, the kernel's share of the network.
        restCpuUsPerCall: perCall(
          cpu.machine - cpu.instances - cpu.postgres,
          used.machine - used.instances - used.postgres,
        ),
        // Of the rest: nginx's worker (a deployment's load balancer) and the bench's own
        // processes, what a deployment does not run (the players' HTTP calls, their sockets;
        // the sockets' workers also apart).
        nginxCpuUsPerCall: perCall(cpu.nginx, used.nginx),
        benchCpuUsPerCall: perCall(cpu.bench, used.bench),
        benchSocketsCpuUsPerCall: perCall(cpu.benchSockets, used.benchSockets),
        load: `${loadBefore} -> ${loadAverage()}`,
      };
      console.log(`  ${r < 0 ? 'warm-up round' : 'bets round'}: ${JSON.stringify(out)}`);
      if (process.env.BENCH_LIVE_TIMELINE)
        console.log(`  by second (p50/p99/max): ${timelineOf(timeline)}`);
      if (r >= 0) rounds.push(out);
    }
  } finally {
    follow.close();
  }
  allAcks.sort((a, b) => a - b);
  return {
    players: players.length,
    betsPerRound: BETS,
    ackP50Ms: quantile(allAcks, 0.5),
    ackP99Ms: quantile(allAcks, 0.99),
    rounds,
  };
}

interface Sent {
  /** ms from each accepted bet's planned send time to its answer, sorted later. */
  acks: number[];
  /** [ms into the window it was planned at, its acknowledgement] of each accepted bet. */
  timeline: Array<[number, number]>;
  refused: number;
  reasons: Map<string, number>;
}

/**
 * A round's bets as `/live/bet` calls through nginx, each at its planned time (open loop: a
 * queue in the client counts). Each player bets at least once; the rest go to players in turn.
 */
async function betOverHttp(
  post: ReturnType<typeof jsonClient>,
  players: Player[],
  number: number,
  count: number,
  pool: number,
): Promise<Sent> {
  const out: Sent = { acks: [], timeline: [], refused: 0, reasons: new Map() };
  const started = nowMs();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const p = players[i % pool] as Player;
      const planned = started + Math.random() * SPREAD_MS;
      await new Promise((res) => setTimeout(res, Math.max(0, planned - nowMs())));
      const answer = (await post('/live/bet', {
        appId: 621108,
        deviceNumber: 'bench',
        locale: 'en',
        sign: p.sign,
        tableId: TABLE,
        number,
        bets: [{ spot: SPOTS[i % SPOTS.length], stake: STAKE }],
        // As the app sends it (features/live/api.ts): a bet's once-only id.
        requestId: randomUUID(),
      }).catch((err: Error) => ({ state: 'error', msg: err.message }))) as {
        state?: string;
        msg?: string;
      };
      if (answer.state === '200') {
        out.acks.push(nowMs() - planned);
        out.timeline.push([planned - started, nowMs() - planned]);
      } else {
        out.refused++;
        const why = `${answer.state} ${answer.msg ?? ''}`;
        out.reasons.set(why, (out.reasons.get(why) ?? 0) + 1);
      }
    }),
  );
  return out;
}

/**
 * The same round's bets sent on the players' own signed-in sockets (the socket workers hold
 * them: worker w the players w*share..), each at its planned time, timed in the worker from
 * that time to the `bet` answer. The plan starts 100 ms ahead, so handing it to the workers
 * makes no bet late.
 */
async function betOverSockets(
  workers: Workers,
  workerCount: number,
  share: number,
  number: number,
  count: number,
  pool: number,
): Promise<Sent> {
  const started = nowMs() + 100;
  const plans: PlannedBet[][] = Array.from({ length: workerCount }, () => []);
  for (let i = 0; i < count; i++) {
    const p = i % pool;
    const w = Math.floor(p / share);
    plans[w]?.push({
      player: p - w * share,
      at: started + Math.random() * SPREAD_MS,
      spot: SPOTS[i % SPOTS.length] as string,
      stake: STAKE,
      requestId: randomUUID(),
    });
  }
  const parts = await workers.all<SocketBetsOutcome>((w) => ({
    cmd: 'bet',
    number,
    plan: plans[w] ?? [],
  }));
  const out: Sent = { acks: [], timeline: [], refused: 0, reasons: new Map() };
  for (const part of parts) {
    for (const [at, ms] of part.accepted) {
      out.acks.push(ms);
      out.timeline.push([at - started, ms]);
    }
    for (const [why, n] of Object.entries(part.refused)) {
      out.refused += n;
      out.reasons.set(why, (out.reasons.get(why) ?? 0) + n);
    }
  }
  return out;
}

/** The acknowledgements by the second of the window they were sent in: p50/p99/max each. */
function timelineOf(points: Array<[number, number]>): string {
  const seconds = new Map<number, number[]>();
  for (const [at, ms] of points) {
    const s = Math.floor(at / 1000);
    seconds.set(s, [...(seconds.get(s) ?? []), ms]);
  }
  return [...seconds]
    .sort((a, b) => a[0] - b[0])
    .map(([s, ms]) => {
      ms.sort((a, b) => a - b);
      return `${s}s ${quantile(ms, 0.5)}/${quantile(ms, 0.99)}/${Math.round(ms[ms.length - 1] ?? 0)}`;
    })
    .join(', ');
}

/**
 * CPU ms so far of the instances (together), of PostgreSQL's backends on the database, of
 * nginx's worker, of the bench's processes (and of its socket workers alone), and of the whole
 * machine (every core's busy time, /proc/stat).
 */
function cpuNow(pids: number[], dbName: string) {
  return {
    instances: pids.reduce((sum, pid) => sum + cpuMs((p) => p === String(pid)), 0),
    postgres: cpuMs((_pid, cmd) => cmd.startsWith('postgres:') && cmd.includes(` ${dbName} `)),
    nginx: cpuMs((_pid, cmd) => cmd.startsWith('nginx: worker')),
    // This process and its socket workers (live-clients.ts), by their script's name.
    bench: cpuMs((_pid, cmd) => cmd.includes('live-bench') || cmd.includes('live-clients')),
    benchSockets: cpuMs((_pid, cmd) => cmd.includes('live-clients')),
    machine: machineCpuMs(),
  };
}

/** Busy CPU ms of all cores since boot: user, nice, system, irq, softirq and steal ticks. */
function machineCpuMs(): number {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  // Linux counts in clock ticks of 10 ms (USER_HZ 100), as cpuMs does.
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10
  );
}

/** The machine's 1-minute load average (2 cores, shared with other work). */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits for the round to show settled (every bet paid) and answers, in epoch ms, the end of its
 * deal (dealt_at + one reveal interval per card: when the dealer is due to pay), and how many
 * bets and players it had.
 */
async function waitSettled(database: Database, number: number) {
  for (let i = 0; i < 600; i++) {
    const [row] = await rawRows<{
      phase: string;
      reveal_end: string;
      bets: number;
      players: number;
    }>(
      database.db,
      sql`select r.phase,
                 (extract(epoch from r.dealt_at) * 1000
                   + coalesce(array_length(r.cards, 1), 0) * r.reveal_ms)::text as reveal_end,
                 (select count(*)::int from live_bets b where b.round_id = r.id) as bets,
                 (select count(*)::int from live_players p
                   where p.round_id = r.id and p.stake > 0) as players
            from live_rounds r where r.table_id = ${TABLE} and r.number = ${number}`,
    );
    if (row?.phase === 'settled') {
      return {
        revealEnd: Number(row.reveal_end),
        bets: row.bets,
        players: row.players,
      };
    }
    await pause(100);
  }
  throw new Error(`round ${number} did not settle in a minute`);
}

/**
 * Waits until every player of the round got their `you` (or 30 s): how many, and the first
 * and last times one was received.
 */
async function waitTold(workers: Workers, number: number, players: number) {
  let count = 0;
  let first = 0;
  let last = 0;
  for (let i = 0; i < 300; i++) {
    const parts = await workers.all<Record<string, number[]>>(() => ({ cmd: 'told' }));
    const times = parts.flatMap((p) => p[String(number)] ?? []);
    count = times.length;
    first = times.length > 0 ? Math.min(...times) : 0;
    last = Math.max(0, ...times);
    if (count >= players) break;
    await pause(100);
  }
  return { count, first, last };
}
