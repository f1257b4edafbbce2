import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { FinishedWithdrawal } from '../events.js';
import { mailWithdrawalFinished } from '../modules/inbox/index.js';

/**
 * A withdrawal finished (the payout arrived, or it failed or was rejected and the money went
 * back), in the transaction that settled or refunded it (gateway callback, operator, sandbox):
 * 1. the "withdrawal paid" or "withdrawal refunded" message.
 */
export async function withdrawalFinished(
  deps: Deps,
  tx: Tx,
  withdrawal: FinishedWithdrawal,
): Promise<void> {
  await mailWithdrawalFinished(deps, tx, withdrawal);
}
