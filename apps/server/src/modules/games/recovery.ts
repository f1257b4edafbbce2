import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { walletOf, walletTransactions } from '../wallet-api/index.js';
import { HOUSE } from './house.js';

/** A house round finishes in milliseconds; a bet still open after this was cut off by a crash. */
export const STUCK_AFTER_MS = 60_000;

/**
 * A house bet whose round never settled (the server stopped between the bet and the win)
 * would keep the player's stake. Its spots were never recorded, so the round cannot be
 * finished; it is rolled back instead, through the same wallet call an aggregator uses,
 * so the refund is idempotent and several instances running this never refund twice.
 * Returns how many bets were refunded.
 */
export async function refundStuckHouseBets(deps: Deps, limit = 100): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - STUCK_AFTER_MS);
  const stuck = await deps.db
    .select({
      uuid: walletTransactions.transactionUuid,
      user: walletTransactions.user,
      round: walletTransactions.round,
      gameCode: walletTransactions.gameCode,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, HOUSE),
        eq(walletTransactions.kind, 'bet'),
        eq(walletTransactions.state, 'open'),
        lt(walletTransactions.createdAt, cutoff),
      ),
    )
    .limit(limit);
  const wallet = walletOf(deps);
  let refunded = 0;
  for (const bet of stuck) {
    const answer = await wallet.rollback({
      provider: HOUSE,
      // Derived from the bet, so a second run (or instance) repeats the same request.
      request_uuid: `recover:${bet.uuid}`,
      transaction_uuid: `recover:${bet.uuid}`,
      reference_transaction_uuid: bet.uuid,
      user: bet.user,
      game_code: bet.gameCode ?? undefined,
      round: bet.round ?? undefined,
    });
    if (answer.status === 'RS_OK') refunded++;
  }
  return refunded;
}
