import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { DepositAttempt } from '../events.js';
import { depositCap, depositGuard } from '../modules/limits/index.js';

/**
 * A deposit order is about to be created, under the player's row lock and before the order
 * row and any gateway call (deposits' orders.ts):
 * 1. the player's deposit limits: refuses an order that would pass one (the message says the
 *    tightest limit and what is left under it).
 */
export async function depositAttempted(deps: Deps, tx: Tx, attempt: DepositAttempt): Promise<void> {
  await depositGuard(deps, tx, attempt);
}

/**
 * Money is about to reach a player's playable balance from a deposit (a credit or a release
 * of held money): how much of it may (the rest is held, deposits' credit.ts and release.ts).
 * 1. the player's deposit limits (their rows locked, so concurrent credits count one by one).
 */
export async function depositPlayable(
  deps: Deps,
  tx: Tx,
  credit: { userId: number; amount: number },
): Promise<number> {
  return Math.max(0, Math.min(credit.amount, await depositCap(deps, tx, credit)));
}
