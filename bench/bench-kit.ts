/**
 * What the service-level benches (rebate, inbox) share: a scratch PostgreSQL database (from
 * DATABASE_URL, dropped afterwards unless BENCH_KEEP=1) and then a scratch PGlite folder, each
 * with the Deps the services take (built as the operator CLI builds them), and a timer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MarketCode } from '@cardroom/contract';
import pg from 'pg';
import { serverModules, settingsOf } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { type Deps, marketOf } from '../apps/server/src/deps.js';
import { flows } from '../apps/server/src/flows/index.js';
import { createGoogleVerifier } from '../apps/server/src/modules/auth/index.js';
import { Ledger } from '../apps/server/src/modules/ledger/index.js';
import { sandboxSms } from '../apps/server/src/modules/sms/index.js';

/** Milliseconds since `from` (a `process.hrtime.bigint()`), to a hundredth. */
export const msSince = (from: bigint) =>
  Math.round(Number(process.hrtime.bigint() - from) / 10_000) / 100;

/** Runs `work` and answers its result and how long it took in ms. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t = process.hrtime.bigint();
  const out = await work();
  return [out, msSince(t)];
}

/** Average and 95th percentile of a list of ms, to a hundredth. */
export function stats(samples: number[]): { avgMs: number; p95Ms: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const avg = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  return { avgMs: Math.round(avg * 100) / 100, p95Ms: p95 };
}

/** The services' dependencies on this database, for `market`, with the real clock. */
async function depsOf(database: Database, market: MarketCode): Promise<Deps> {
  const config = loadConfig({ ...process.env, MARKET: market });
  const ledger = new Ledger(database.db, marketOf(config).currencyCode);
  await ledger.init();
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    market: marketOf(config),
    ledger,
    sms: sandboxSms,
    google: createGoogleVerifier({ clientId: config.google.clientId }),
    sandboxGoogle: null,
    settings: settingsOf(serverModules),
    // The benches never call a payment gateway.
    gateway: null,
    sandboxGateway: null,
    now: () => new Date(),
    flows,
  };
}

/** DATABASE_URL with its database name replaced by `name` (a scratch database beside it). */
export function withDatabase(url: string, name: string): string {
  const m = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!m) throw new Error(`DATABASE_URL not understood: ${url}`);
  return `${m[1]}/${name}${m[3] ?? ''}`;
}

/**
 * A scratch database beside DATABASE_URL's for a bench (`bench` names it in the error without
 * one): its name, its URL, a connection to the outer database, and `drop`, which keeps the
 * database instead when BENCH_KEEP=1 (to look at what the run left) and says so.
 */
export async function scratchPostgres(prefix: string, bench: string) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error(`${bench} needs DATABASE_URL (PostgreSQL)`);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    name,
    url: withDatabase(baseUrl, name),
    admin,
    drop: async () => {
      if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs `run` on a fresh PostgreSQL database (DATABASE_URL; skipped when unset or
 * BENCH_ONLY=pglite) and then on a fresh PGlite (skipped when BENCH_ONLY=pg).
 */
export async function onEachDatabase(
  market: MarketCode,
  run: (label: string, deps: Deps) => Promise<void>,
): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url && process.env.BENCH_ONLY !== 'pglite') {
    const scratch = await scratchPostgres('cardroom_bench', 'this bench');
    try {
      const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
      try {
        await run('PostgreSQL', await depsOf(database, market));
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  } else if (!url) {
    console.log('DATABASE_URL is not set: PostgreSQL skipped.');
  }
  if (process.env.BENCH_ONLY !== 'pg') {
    const dir = mkdtempSync(join(tmpdir(), 'cardroom-bench-'));
    try {
      const database = await openDatabase({ pgliteDir: dir });
      try {
        await run('PGlite', await depsOf(database, market));
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
