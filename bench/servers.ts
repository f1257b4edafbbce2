/**
 * What the wallet benches run against: the real server (production mode, one process per
 * instance), a keep-alive JSON client, a house round over it (also at a fixed rate), the CPU
 * the processes spend, and nginx in front of several instances.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_OPS, type OpenLoopResult, openLoop, PlayerPool } from './loops.js';

const root = fileURLToPath(new URL('../', import.meta.url));

async function waitHealthy(port: number, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start`);
}

function serverLog(port: number): 'ignore' | number {
  const dir = process.env.BENCH_SERVER_LOGS;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, `${port}.log`), 'a');
}

/** One production server on `port`; every instance of one run shares `appSecret`. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  appSecret = randomBytes(32).toString('hex'),
): Promise<ChildProcess> {
  // DATABASE_URL comes only from `env`: the PGlite run must not reach the outer PostgreSQL.
  const { DATABASE_URL: _outer, ...inherited } = process.env;
  // BENCH_PROF=<dir> writes a CPU profile of the server (for finding the hot spots).
  const prof = process.env.BENCH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`]
    : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      APP_SECRET: appSecret,
      SANDBOX: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Production needs an SMS provider configured; the bench signs in as guests and never
      // sends a code, so placeholder MSG91 credentials are enough to start.
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'bench-unused',
      MSG91_TEMPLATE_ID: 'bench-unused',
      ...env,
    },
    // BENCH_SERVER_LOGS=<dir> keeps each server's log (pino writes to stdout) in <dir>/<port>.log.
    stdio: ['ignore', serverLog(port), 'inherit'],
  });
  try {
    await waitHealthy(port, 'server');
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return child;
}

/**
 * A keep-alive client on node:http. fetch (undici) costs several times more CPU per request,
 * and on a 2-core machine the client shares the cores with the server and the database.
 */
export function jsonClient(port: number, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return (path: string, payload: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (err) {
              reject(err);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

export type Post = ReturnType<typeof jsonClient>;

/** One round of the house game over HTTP, on Dragon. */
export const playRound = (post: Post, player: { token: string }) =>
  post('/game/play', {
    token: player.token,
    // At the table minimum of both markets (Rp 1.000, ₹1,000 is within ₹10..₹50,000).
    bets: [{ spot: 'dragon', stake: 100_000 }],
  }) as Promise<{ state?: string }>;

/**
 * Rounds offered at `rate` per second for `seconds` (bench/loops.ts, timed from each one's
 * intended send), never two at once on one player (PlayerPool). A refused round counts as a
 * failure.
 */
export async function openLoopRounds<P extends { token: string }>(
  post: Post,
  players: P[],
  rate: number,
  seconds: number,
  load = 0,
): Promise<OpenLoopResult & { busyFallbacks: number }> {
  const pool = new PlayerPool(players);
  const r = await openLoop(load, rate, seconds, MAX_OPS, async () => {
    const p = pool.take();
    try {
      return (await playRound(post, p)).state === '200';
    } finally {
      pool.give(p);
    }
  });
  return { ...r, busyFallbacks: pool.busyFallbacks };
}

/** CPU time (user + system, every thread) in ms of the processes `pick` chooses, from /proc. */
export function cpuMs(pick: (pid: string, cmdline: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!pick(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  // Linux counts in clock ticks of 10 ms (USER_HZ 100).
  return ticks * 10;
}

export interface LoadBalancer {
  port: number;
  stop(): Promise<void>;
}

/**
 * nginx (Debian's package, installed by bench/install-nginx.sh when missing) on a loopback
 * port, spreading requests over `upstreamPorts` with keep-alive connections to each, as a
 * deployment's load balancer would, WebSocket upgrades included (a live socket stays open on
 * the instance it reached; the server's pings every `heartbeatSeconds` keep it under nginx's
 * 60 s proxy_read_timeout). Runs in the foreground as a child, own prefix and
 * configuration; nothing of the system's nginx is touched.
 */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<LoadBalancer> {
  execFileSync('bash', [join(root, 'bench/install-nginx.sh')], { stdio: 'inherit' });
  const prefix = mkdtempSync(join(tmpdir(), 'cardroom-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
# bench:live holds 2,000 watching sockets and then 2,000 betting ones, each twice (client and
# upstream side): 8,192 connections ran out and nginx hung up on the bets' part.
worker_rlimit_nofile 65536;
events { worker_connections 32768; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  # WebSocket upgrades pass through (bench/live-bench.ts); other requests keep the upstream
  # connection alive (an empty Connection header).
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream cardroom {
    least_conn;
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    # Idle upstream connections kept: as many as the bench clients' own (512), so a burst of
    # more than 128 calls at once does not open and close upstream connections for the rest.
    keepalive 512;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://cardroom;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', conf], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(port, 'nginx');
  return {
    port,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
