import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The servers some specs need beside the main one (MARKET=IN, the play-money edition, the
 * console's own): started on first use, one per worker slot (`parallelIndex`), and kept for the
 * whole run. Two workers that run at the same time never share one (a spec may change a setting
 * and put it back), while the workers that follow in a slot, whichever project and fixture set
 * they run, reuse it instead of starting their own: a worker is replaced each time the next spec
 * needs other fixtures, and each replacement used to start its server again (up to 30 workers in
 * one run). The run's folder (playwright.config.ts sets E2E_RUN_DIR) records each server's pid
 * and port; the global teardown stops them.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export interface SideServer {
  url: string;
  /** The server's PGlite folder. */
  dir: string;
}

interface Record_ {
  pid: number;
  port: number;
  dir: string;
}

/** The run's migrated embedded database (support/setup.ts), copied into each new server's folder. */
export const TEMPLATE_NAME = 'pglite-template';

export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface SideServerSpec {
  /** What the log and the record call it: `in`, `play-ID`, `console`… */
  name: string;
  env: Record<string, string>;
  /** The entry point, `apps/server/src/main.ts` unless given (a path from the repository root). */
  main?: string;
  parallelIndex: number;
}

/** The slot's server of this kind: the running one, or a new one once it answers /healthz. */
export async function sideServer(spec: SideServerSpec): Promise<SideServer> {
  const record = join(runDir(), `${spec.name}-${spec.parallelIndex}.json`);
  if (existsSync(record)) {
    const r = JSON.parse(readFileSync(record, 'utf8')) as Record_;
    const url = `http://localhost:${r.port}`;
    if (alive(r.pid) && (await answers(url))) return { url, dir: r.dir };
    try {
      process.kill(r.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const started = await startServer({ ...spec, detached: true });
  writeFileSync(
    record,
    JSON.stringify({ pid: started.pid, port: started.port, dir: started.dir } satisfies Record_),
  );
  await started.healthy;
  return { url: started.url, dir: started.dir };
}

export interface StartedServer extends SideServer {
  proc: ChildProcess;
  pid: number;
  port: number;
  /** Settles when the server answers /healthz (rejects if it exits or takes 150 s). */
  healthy: Promise<void>;
}

/**
 * A server process on a free port and a folder of its own, holding a copy of the run's
 * migrated database when the global setup made one. `detached` servers outlive the worker that
 * started them (the next worker in the slot reuses them; the global teardown stops them).
 */
export async function startServer(spec: {
  name: string;
  env: Record<string, string>;
  main?: string;
  detached: boolean;
}): Promise<StartedServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `cardroom-e2e-${spec.name}-`));
  const template = join(runDir(), TEMPLATE_NAME);
  if (existsSync(template)) cpSync(template, dir, { recursive: true });
  const main = spec.main ? join(REPO_ROOT, spec.main) : SERVER_MAIN;
  const proc = spawn('node', ['--import', 'tsx', main], {
    // From the repository root, so `tsx` resolves whatever the runner's working folder is.
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: dir,
      SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      // Every browser test signs up from 127.0.0.1: one address with the sign-ups of a crowd.
      SIGNUPS_PER_ADDRESS_HOUR: '10000',
      OTP_SENDS_PER_ADDRESS_HOUR: '10000',
      SIGNUPS_PER_ADDRESS_DAY: '10000',
      // No dealer rounds beside the specs (live.spec.ts deals on its own: liveServer.ts).
      LIVE_DEALER: 'false',
      ...spec.env,
    },
    detached: spec.detached,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (spec.detached) proc.unref();
  if (proc.pid === undefined) throw new Error(`${spec.name} server did not spawn`);
  const url = `http://localhost:${port}`;
  const healthy = (async () => {
    // Generous: on a busy machine several servers start at once.
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      if (proc.exitCode !== null)
        throw new Error(`${spec.name} server exited with ${proc.exitCode}`);
      if (await answers(url)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${spec.name} server did not start within 150 s`);
  })();
  // Awaited by the caller; a rejection before then must not count as unhandled.
  healthy.catch(() => {});
  return { url, dir, proc, pid: proc.pid, port, healthy };
}

/** The global teardown: stops every side server of the run. */
export function stopSideServers(): void {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir || !existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<Record_>;
    if (typeof r.pid !== 'number') continue;
    try {
      process.kill(r.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
