import { api } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rawRows } from '../src/db/client.js';
import { fundedPlayer, gameSession } from '../src/modules/wallet-api/testkit.js';
import { resultData } from './factories.js';
import { useTestApp } from './use-test-app.js';

/**
 * Migration 0028: ANALYZE of the round's tables skips the payload columns no query filters on
 * (half of its work, and an autovacuum pass over these tables is what queued rounds at 75% of
 * the wallet's maximum: docs/SCALING.md), and keeps the statistics of the columns queries use.
 */
const t = useTestApp();

const SKIPPED: Record<string, string[]> = {
  game_rounds: ['outcome', 'bets', 'cards', 'bet_uuid'],
  wallet_transactions: ['fingerprint', 'request_uuid', 'transaction_uuid'],
  ledger_transactions: ['memo', 'fingerprint', 'idempotency_key'],
};
const KEPT: Record<string, string[]> = {
  game_rounds: ['user_id', 'game_code', 'created_at'],
  wallet_transactions: ['user_id', 'kind', 'state', 'created_at', 'round', 'reference_uuid'],
  ledger_transactions: ['user_id', 'type', 'created_at', 'reference'],
};

it('after rounds are played and analysed, the payload columns have no statistics and the queried ones do', async () => {
  const p = await fundedPlayer(t, 10_000_000);
  const { token } = await gameSession(t, p);
  for (let i = 0; i < 3; i++) {
    resultData(await t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 100_000 }] }));
  }
  await t.deps.db.execute(sql`analyze game_rounds, wallet_transactions, ledger_transactions`);

  const rows = await rawRows<{ table: string; column: string }>(
    t.deps.db,
    sql`select tablename as "table", attname as "column" from pg_stats
         where schemaname = 'public'
           and tablename in ('game_rounds', 'wallet_transactions', 'ledger_transactions')`,
  );
  const analysed = new Set(rows.map((r) => `${r.table}.${r.column}`));
  for (const [table, columns] of Object.entries(SKIPPED)) {
    for (const column of columns)
      expect(analysed, `${table}.${column}`).not.toContain(`${table}.${column}`);
  }
  for (const [table, columns] of Object.entries(KEPT)) {
    for (const column of columns)
      expect(analysed, `${table}.${column}`).toContain(`${table}.${column}`);
  }
});
