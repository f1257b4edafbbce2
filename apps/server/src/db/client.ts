import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { applySqlFunctions } from './sql-functions.js';

// No relational schema: queries name their tables (each module owns its own schema.ts).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that can run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same on every instance.
const MIGRATION_LOCK = 727_110_801;

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** A folder for PGlite's files, or undefined for an in-memory database (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /**
   * PostgreSQL: open every pooled connection at start and keep them open (the server; tests
   * open theirs as needed). A burst after start or after a quiet spell would otherwise wait
   * for dozens of new backends at once: measured, the first second of a 64-connection burst
   * on a cold pool held every one of the slowest 1% of rounds (bench/wallet-bench.ts).
   */
  keepConnections?: boolean;
}

/**
 * Opens the database and applies the committed migrations, then the changed function files
 * (sql-functions.ts), before anything else runs.
 */
export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? 20;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      ...(opts.keepConnections && { min: max }),
    });
    // BIGINT arrives as a string by default; our amounts are guarded safe integers.
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const client = await pool.connect();
    try {
      // Several instances may start together: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const migrating = drizzleNodePg(client);
      await migrateNodePg(migrating, { migrationsFolder });
      await applySqlFunctions(migrating as unknown as Db);
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
    if (opts.keepConnections) {
      const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
      for (const c of clients) c.release();
    }
    const db = drizzleNodePg(pool) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder });
  await applySqlFunctions(pgliteDb as unknown as Db);
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw SQL query, the same shape on both drivers. */
export async function rawRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
