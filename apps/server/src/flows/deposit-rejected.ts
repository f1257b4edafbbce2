import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import type { RejectedDeposit } from '../events.js';
import { mailDepositRejected } from '../modules/inbox/index.js';

/**
 * A deposit order was rejected (operator, bank-statement mismatch, a crypto deposit below the
 * network minimum), in the rejection's transaction:
 * 1. the "deposit rejected" message with the reason.
 */
export async function depositRejected(deps: Deps, tx: Tx, deposit: RejectedDeposit): Promise<void> {
  await mailDepositRejected(deps, tx, deposit);
}
