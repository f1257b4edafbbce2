import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, type DbOrTx, rawRows } from './client.js';

/**
 * A read-only pool on a PostgreSQL streaming replica (REPORTS_DATABASE_URL), for reads that
 * may lag the primary by a few seconds: the console's reports. Nothing is migrated here (a
 * physical replica has the primary's schema), and every transaction is read-only, so a read
 * meant for it cannot write by mistake even if the address names the primary.
 */
export interface ReadReplica {
  db: Db;
  close(): Promise<void>;
}

export function openReadReplica(url: string, poolSize = 5): ReadReplica {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c default_transaction_read_only=on',
    // A replica that is down must not hold a report for long: the caller falls back.
    connectionTimeoutMillis: 3_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return { db: drizzleNodePg(pool) as unknown as Db, close: () => pool.end() };
}

/**
 * How far behind the primary the replica's data is, in seconds: 0 when it has replayed all
 * the WAL it received, else the time since the last transaction it replayed (the usual
 * measure; WAL not yet received is not counted, so a cut link reads as 0 until WAL arrives).
 * Null when the database is not a replica.
 */
export async function replicaLagSeconds(db: DbOrTx): Promise<number | null> {
  const [row] = await rawRows<{ lag: string | number | null }>(
    db,
    sql`select case
                 when not pg_is_in_recovery() then null
                 when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                 else greatest(0, extract(epoch from now() - pg_last_xact_replay_timestamp()))
               end as lag`,
  );
  return row?.lag === null || row?.lag === undefined ? null : Number(row.lag);
}
