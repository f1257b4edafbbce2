import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { liveSocketPath } from '@cardroom/contract';
import WebSocket from 'ws';

/**
 * bench:live's clients (bench/live-bench.ts drives them): the sockets, in child processes of
 * their own, recording publish -> receive for every message they get.
 */
const MAX_DELIVERIES = Number(process.env.BENCH_MAX ?? 2_000_000);

/** Epoch milliseconds with sub-millisecond precision, the same clock in every process here. */
export const nowMs = () => performance.timeOrigin + performance.now();

/**
 * The clients run in WORKERS child processes of their own (this file, BENCH_LIVE_WORKER set):
 * the publisher's timers and the 2,000 sockets' messages must not queue behind each other in
 * one event loop. Each worker records publish -> receive for every message and answers the
 * orchestrator's commands over IPC.
 */
export const WORKERS = Number(process.env.BENCH_LIVE_WORKERS ?? 2);

/** One bet of a round's plan: which of the worker's players, when (epoch ms), on what. */
export interface PlannedBet {
  player: number;
  at: number;
  spot: string;
  stake: number;
  requestId: string;
}

/** A round's bets sent on the players' sockets, as the orchestrator reads them back. */
export interface SocketBetsOutcome {
  /** [planned time, ms from it to the answer] of each accepted bet. */
  accepted: Array<[number, number]>;
  refused: Record<string, number>;
}

type Command =
  | { cmd: 'connect'; port: number; tables: string[]; count: number; offset: number }
  | { cmd: 'players'; port: number; table: string; signs: string[] }
  | { cmd: 'bet'; number: number; plan: PlannedBet[] }
  | { cmd: 'told' }
  | { cmd: 'reset' }
  | { cmd: 'collect' }
  | { cmd: 'close' };

interface Collected {
  latencies: number[];
  dropped: number;
  cpuMs: number;
}

async function runWorker(): Promise<void> {
  let latencies: number[] = [];
  let dropped = 0;
  let cpu = process.cpuUsage();
  const sockets: WebSocket[] = [];
  let closing = false;
  /** Signed-in players' sockets (the bets part): when each round's `you` reached each one. */
  const told = new Map<number, number[]>();
  /** The players' sockets, in the order of the signs the orchestrator gave. */
  const players: WebSocket[] = [];
  /** Bets sent on a player's socket and not answered yet, by requestId. */
  const answers = new Map<string, (m: { state?: string; msg?: string }) => void>();
  /** A player's socket at the table: resolves once signed in (its view has their own part). */
  const connectPlayer = (port: number, table: string, sign: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${liveSocketPath}?table=${table}`);
      players.push(ws);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as {
          type?: string;
          number?: number;
          payout?: unknown;
          requestId?: string;
          state?: string;
          msg?: string;
          view?: { you?: unknown };
        };
        // Signed in: the view that has the player's own part in it.
        if (m.type === 'view' && m.view?.you != null) resolve();
        // A bet's answer, to the bet that waits for it.
        if (m.type === 'bet' && m.requestId) {
          answers.get(m.requestId)?.(m);
          answers.delete(m.requestId);
        }
        // The round's result (a payout, 0 when lost), not the `you` each accepted bet sends.
        if (m.type !== 'you' || typeof m.number !== 'number' || m.payout == null) return;
        const at = told.get(m.number) ?? [];
        at.push(nowMs());
        told.set(m.number, at);
      });
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', sign })));
      ws.once('close', (code) => reject(new Error(`a player's socket closed (${code})`)));
      ws.once('error', reject);
      ws.on('close', () => {
        if (!closing) dropped++;
      });
      sockets.push(ws);
    });
  const connectOne = (port: number, table: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${liveSocketPath}?table=${table}`);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as { sentAt?: number };
        if (typeof m.sentAt === 'number' && latencies.length < MAX_DELIVERIES) {
          latencies.push(nowMs() - m.sentAt);
        }
      });
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.on('close', () => {
        if (!closing) dropped++;
      });
      sockets.push(ws);
    });
  /** A round's plan: each bet sent on its player's socket at its time, as the app sends it. */
  async function betOnSockets(c: Extract<Command, { cmd: 'bet' }>): Promise<SocketBetsOutcome> {
    const out: SocketBetsOutcome = { accepted: [], refused: {} };
    await Promise.all(
      c.plan.map(async (b) => {
        await new Promise((res) => setTimeout(res, Math.max(0, b.at - nowMs())));
        const ws = players[b.player];
        const answer = await new Promise<{ state?: string; msg?: string }>((resolve) => {
          if (!ws || ws.readyState !== WebSocket.OPEN) {
            resolve({ state: 'closed', msg: 'the socket is not open' });
            return;
          }
          answers.set(b.requestId, resolve);
          ws.send(
            JSON.stringify({
              type: 'bet',
              requestId: b.requestId,
              number: c.number,
              bets: [{ spot: b.spot, stake: b.stake }],
              locale: 'en',
            }),
          );
        });
        if (answer.state === '200') out.accepted.push([b.at, nowMs() - b.at]);
        else {
          const why = `${answer.state} ${answer.msg ?? ''}`;
          out.refused[why] = (out.refused[why] ?? 0) + 1;
        }
      }),
    );
    return out;
  }

  process.on('message', async (c: Command) => {
    if (c.cmd === 'connect') {
      for (let i = 0; i < c.count; i += 100) {
        const n = Math.min(100, c.count - i);
        await Promise.all(
          Array.from({ length: n }, (_, j) =>
            connectOne(c.port, c.tables[(c.offset + i + j) % c.tables.length] ?? 'bench-1'),
          ),
        );
      }
      process.send?.({ ok: true });
    } else if (c.cmd === 'players') {
      for (let i = 0; i < c.signs.length; i += 100) {
        await Promise.all(
          c.signs.slice(i, i + 100).map((sign) => connectPlayer(c.port, c.table, sign)),
        );
      }
      process.send?.({ ok: true });
    } else if (c.cmd === 'bet') {
      process.send?.(await betOnSockets(c));
    } else if (c.cmd === 'told') {
      process.send?.(Object.fromEntries(told));
    } else if (c.cmd === 'reset') {
      latencies = [];
      dropped = 0;
      cpu = process.cpuUsage();
      process.send?.({ ok: true });
    } else if (c.cmd === 'collect') {
      const used = process.cpuUsage(cpu);
      const out: Collected = { latencies, dropped, cpuMs: (used.user + used.system) / 1000 };
      process.send?.(out);
    } else {
      closing = true;
      for (const ws of sockets) ws.terminate();
      process.send?.({ ok: true });
      process.exit(0);
    }
  });
}

export class Workers {
  constructor(private readonly children: ChildProcess[]) {}

  static start(count: number): Workers {
    const file = fileURLToPath(import.meta.url);
    return new Workers(
      Array.from({ length: count }, () =>
        fork(file, [], {
          env: { ...process.env, BENCH_LIVE_WORKER: '1' },
          execArgv: ['--import', 'tsx'],
          serialization: 'advanced',
        }),
      ),
    );
  }

  /** A worker's answer; a worker that exits first (its error is on stderr) fails the bench. */
  ask<T>(child: ChildProcess, c: Command): Promise<T> {
    return new Promise((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`a client worker exited (${code}) before answering ${c.cmd}`));
      child.once('exit', exited);
      child.once('message', (m) => {
        child.off('exit', exited);
        resolve(m as T);
      });
      if (!child.connected) {
        reject(new Error(`a client worker is gone (${c.cmd})`));
        return;
      }
      // With a callback a failed send comes back here, not as an 'error' event nobody handles.
      child.send(c, (err) => {
        if (err) reject(err);
      });
    });
  }

  all<T>(make: (i: number) => Command): Promise<T[]> {
    return Promise.all(this.children.map((c, i) => this.ask<T>(c, make(i))));
  }

  /** Every worker's latencies together, the sockets that closed, and the workers' CPU. */
  async collect() {
    const parts = await this.all<Collected>(() => ({ cmd: 'collect' }));
    const latencies = Float64Array.from(parts.flatMap((p) => p.latencies)).sort();
    return {
      latencies,
      dropped: parts.reduce((s, p) => s + p.dropped, 0),
      cpuMs: parts.reduce((s, p) => s + p.cpuMs, 0),
    };
  }

  async close() {
    await this.all(() => ({ cmd: 'close' })).catch(() => undefined);
  }
}

if (process.env.BENCH_LIVE_WORKER === '1') await runWorker();
