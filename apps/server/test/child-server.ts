import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * Real server processes for crash tests (wallet-crash, live-crash): a database of their own
 * (a PGlite folder, or a fresh PostgreSQL database when DATABASE_URL is set), a production-mode
 * server started as a child process, and SIGKILL.
 */
const serverDir = fileURLToPath(new URL('../', import.meta.url));

export interface Target {
  env: Record<string, string>;
  /** A connection for checking (PostgreSQL: beside the server; PGlite: after it stopped). */
  open(): Promise<Database>;
  url?: string;
  drop(): Promise<void>;
}

export async function target(): Promise<Target> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-crash-'));
    return {
      env: { PGLITE_DIR: dir },
      open: () => openDatabase({ pgliteDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `cardroom_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const m = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(base);
  const url = `${m?.[1]}/${name}${m?.[3] ?? ''}`;
  return {
    env: { DATABASE_URL: url },
    url,
    open: () => openDatabase({ databaseUrl: url, poolSize: 4 }),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts `entry` (main.ts, or a test's own server such as test/live-crash-server.ts). */
export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = 'src/main.ts',
): Promise<ChildProcess> {
  const { DATABASE_URL: _outer, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      SANDBOX: 'false',
      LOG_LEVEL: 'fatal',
      PORT: String(port),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'crash-test-unused',
      MSG91_TEMPLATE_ID: 'crash-test-unused',
      MARKET: 'ID',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
