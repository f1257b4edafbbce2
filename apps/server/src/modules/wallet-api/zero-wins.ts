import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client.js';
import { winPrint } from './prints.js';
import type { WinRequest } from './types.js';

/**
 * The database functions that settle many bets with wins of nothing in one statement, each by
 * the wallet's own wallet_win with an amount of 0 and then the game's record of it: live
 * tables' (db/functions/live_lose.sql, which also writes each live bet's payout).
 */
export type ZeroWinsFn = 'live_lose';

/**
 * Settles bets that won nothing, many in one statement and one commit: for each, what `win`
 * with an amount of 0 does (the bet settled, the win's row written, idempotent by the win's
 * transaction id), without the batch's subtransaction, dispatch and player lock per bet,
 * which a win that moves no money does not need. Answers the bet transaction ids settled;
 * a bet rolled back, unknown or another player's is not among them (the caller decides what
 * that means). Throws for a request that is not a win of 0 in `currency`, and (CR419) when a
 * win's id was seen before, keeping nothing.
 */
export async function settleZeroWins(
  db: Db,
  currency: string,
  requests: readonly WinRequest[],
  now: Date,
  fn: ZeroWinsFn,
): Promise<Set<string>> {
  if (requests.length === 0) return new Set();
  const items = requests.map((r) => {
    if (r.amount !== 0 || r.currency !== currency) {
      throw new Error(`not a win of 0 ${currency}: ${r.transaction_uuid}`);
    }
    return {
      p: r.provider,
      t: r.transaction_uuid,
      r: r.request_uuid,
      u: r.user,
      c: r.currency,
      g: r.game_code,
      d: r.round,
      b: r.reference_transaction_uuid,
      f: winPrint(r),
    };
  });
  const [row] = await rawRows<{ done: string[] }>(
    db,
    sql`select ${sql.identifier(fn)}(${JSON.stringify(items)}::jsonb, ${now.toISOString()}::timestamptz) as done`,
  );
  return new Set(row?.done ?? []);
}
