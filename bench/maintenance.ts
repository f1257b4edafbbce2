/**
 * PostgreSQL's own maintenance in the wallet bench (PostgreSQL only: PGlite runs no autovacuum).
 *
 * Measured (docs/SCALING.md, "Where the 75% tail came from"): in the bad 75% phases examined,
 * the slow rounds queued behind autovacuum passes over the round's tables (wallet_transactions,
 * game_rounds, ledger_transactions, ledger_postings). A pass takes a core for 2-4 s on this
 * two-core machine, and at three quarters of the maximum there is not that much to spare.
 *
 * The bench's tables start empty, so autovacuum's thresholds (a fixed count plus a fraction of
 * the table) are met every minute: a pass lands in a 10 s phase by chance. A production table
 * holds months of rounds and is visited after millions of changes, hours apart. So the bench
 * gives every table the thresholds a table of HISTORY_ROWS rows would have (`asIfHistory`),
 * and measures a pass on purpose instead, in a phase of its own (`maintenancePass`): the same
 * VACUUM ANALYZE, at autovacuum's own pace, while rounds are offered at 75%.
 */
import type pg from 'pg';

/** The rows a production table would hold: the thresholds below follow from it. */
export const HISTORY_ROWS = 10_000_000;

/**
 * PostgreSQL's default fractions (autovacuum_vacuum_scale_factor 0.2,
 * autovacuum_vacuum_insert_scale_factor 0.2, autovacuum_analyze_scale_factor 0.1) times
 * HISTORY_ROWS, as fixed thresholds on every table of the bench's database.
 */
export async function asIfHistory(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(relname) as name from pg_class
      where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const vacuum = Math.round(0.2 * HISTORY_ROWS);
  const analyze = Math.round(0.1 * HISTORY_ROWS);
  for (const { name } of rows) {
    await client.query(
      `alter table ${name} set (autovacuum_vacuum_threshold = ${vacuum},
        autovacuum_vacuum_insert_threshold = ${vacuum}, autovacuum_analyze_threshold = ${analyze})`,
    );
  }
  return rows.map((r) => r.name);
}

/** The tables a round writes to, in the order an autovacuum pass was seen to visit them. */
export const ROUND_TABLES = [
  'ledger_transactions',
  'ledger_postings',
  'ledger_accounts',
  'game_rounds',
  'wallet_transactions',
  'vip_progress',
] as const;

/**
 * One maintenance pass as autovacuum runs it: VACUUM ANALYZE of each of the round's tables in
 * turn, at autovacuum's default cost pace (autovacuum_vacuum_cost_delay 2 ms,
 * autovacuum_vacuum_cost_limit -1, that is vacuum_cost_limit 200). Answers how long it took.
 */
export async function maintenancePass(client: pg.Client): Promise<number> {
  const started = performance.now();
  await client.query('set vacuum_cost_delay = 2');
  await client.query('set vacuum_cost_limit = 200');
  for (const table of ROUND_TABLES) await client.query(`vacuum (analyze) ${table}`);
  return Math.round(performance.now() - started);
}
