/**
 * The wallet bench's two ways of loading the server.
 *
 * Closed loop (`drive`): 64 loops, each sending its next request when the last is answered;
 * measures the most the server does (throughput at saturation, where latency is queueing).
 *
 * Open loop (`openLoop`): requests leave at a fixed offered rate whatever the answers do, and
 * each request's latency runs from the moment it was MEANT to leave. A closed loop slows its
 * own sending when the server stalls, so a stall shows up as a handful of slow requests
 * instead of every request that should have been sent during it ("coordinated omission").
 * Measuring from the intended time counts the wait a player would have had.
 */

export const CONCURRENCY = 64;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const MAX_OPS = Number(process.env.BENCH_MAX ?? 200_000);

/** Runs `op` in 64 loops until the time or count bound; returns ops/s and latencies. */
export async function drive(op: (loop: number, i: number) => Promise<void>, seconds = SECONDS) {
  const latencies: number[] = [];
  const samples: TailSample[] = [];
  let count = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      while (performance.now() < deadline && count < MAX_OPS) {
        const t0 = performance.now();
        await op(loop, count++);
        const ms = performance.now() - t0;
        latencies.push(ms);
        samples.push({ at: t0 - started, ms, loop });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  // This process shares the machine's cores with the server and the database.
  const clientCpu = (used.user + used.system) / 1e6 / elapsed;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSec: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    n: latencies.length,
    clientCpu,
    tail: tailShape(samples),
  };
}

interface TailSample {
  /** When the request left, ms from the phase's start. */
  at: number;
  ms: number;
  loop: number;
}

/**
 * Where the slowest 1% of requests come from, to tell the causes apart: a stall (a checkpoint,
 * a WAL flush, a GC pause, a lock) hits every request in flight at one moment, so the slow
 * ones crowd into a few moments across many loops; unfair queueing picks on some requests
 * all along, so they spread over the whole phase.
 */
function tailShape(samples: TailSample[]) {
  const sorted = [...samples].sort((a, b) => b.ms - a.ms);
  const slow = sorted.slice(0, Math.max(1, Math.floor(samples.length / 100)));
  const windowMs = 250;
  const phaseMs = Math.max(...samples.map((s) => s.at + s.ms), 1);
  // A slow request covers every window from its start to its answer.
  const windows = new Set<number>();
  for (const s of slow) {
    for (let w = Math.floor(s.at / windowMs); w <= Math.floor((s.at + s.ms) / windowMs); w++) {
      windows.add(w);
    }
  }
  return {
    slowest: slow.length,
    fromMs: Math.round(slow[slow.length - 1]?.ms ?? 0),
    loops: new Set(slow.map((s) => s.loop)).size,
    windowsCovered: windows.size,
    windowsInPhase: Math.ceil(phaseMs / windowMs),
    /** Which quarter-seconds (0 = the phase's first), to tell a warm-up from a mid-phase stall. */
    windows: [...windows].sort((a, b) => a - b),
  };
}

export interface OpenLoopResult {
  /** The share of the closed loop's maximum this rate stands for (0.25, 0.5, 0.75). */
  load: number;
  /** Offered requests per second. */
  rate: number;
  /** Answered requests per second over the phase (close to `rate` unless the server fell behind). */
  achieved: number;
  n: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the sender itself was, at worst (event-loop lag on a shared machine). */
  maxSendLagMs: number;
  /** When in the phase the slowest 1% were meant to leave (see tailShape). */
  tail: ReturnType<typeof tailShape>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `op(i)` at `rate` per second for `seconds` (at most `maxOps` requests). The sender
 * wakes, sends every request whose time has come (so a late wake-up sends the backlog at
 * once, still timed from each one's own intended time), then sleeps until the next is due.
 * `op` resolves false for a refused request (counted, and timed like the others).
 */
export async function openLoop(
  load: number,
  rate: number,
  seconds: number,
  maxOps: number,
  op: (i: number) => Promise<boolean>,
): Promise<OpenLoopResult> {
  const n = Math.max(1, Math.min(maxOps, Math.round(rate * seconds)));
  const intervalMs = 1000 / rate;
  const latencies = new Float64Array(n);
  const pending: Promise<void>[] = [];
  let failures = 0;
  let maxSendLagMs = 0;
  const start = performance.now() + 20;
  let next = 0;
  while (next < n) {
    const now = performance.now();
    while (next < n && start + next * intervalMs <= now) {
      const i = next++;
      const intended = start + i * intervalMs;
      maxSendLagMs = Math.max(maxSendLagMs, now - intended);
      pending.push(
        op(i).then(
          (ok) => {
            if (!ok) failures++;
            latencies[i] = performance.now() - intended;
          },
          () => {
            failures++;
            latencies[i] = performance.now() - intended;
          },
        ),
      );
    }
    if (next < n) await sleep(Math.max(0, start + next * intervalMs - performance.now()));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  const samples = Array.from(latencies, (ms, i) => ({ at: i * intervalMs, ms, loop: 0 }));
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (x: number) => Number(x.toFixed(2));
  return {
    load,
    rate: Math.round(rate),
    achieved: Math.round(n / elapsedS),
    n,
    failures,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    maxSendLagMs: round(maxSendLagMs),
    tail: tailShape(samples),
  };
}

/**
 * Hands out players so that no player has two rounds in flight: a player's rounds queue on
 * their own balance row, which would measure one player's double tap, not the server. When
 * every player is busy it hands out the least busy one (counted in `busyFallbacks`).
 */
export class PlayerPool<P> {
  private readonly inFlight = new Map<P, number>();
  private readonly free: P[];
  busyFallbacks = 0;

  constructor(private readonly players: P[]) {
    this.free = [...players];
    for (const p of players) this.inFlight.set(p, 0);
  }

  take(): P {
    let p = this.free.pop();
    if (p === undefined) {
      this.busyFallbacks++;
      p = this.players.reduce((a, b) =>
        (this.inFlight.get(a) ?? 0) <= (this.inFlight.get(b) ?? 0) ? a : b,
      );
    }
    this.inFlight.set(p, (this.inFlight.get(p) ?? 0) + 1);
    return p;
  }

  give(p: P): void {
    const left = (this.inFlight.get(p) ?? 1) - 1;
    this.inFlight.set(p, left);
    if (left === 0) this.free.push(p);
  }
}
