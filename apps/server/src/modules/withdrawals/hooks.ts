import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** A withdrawal that just finished, told to listeners inside the transaction that finished it. */
export interface FinishedWithdrawal {
  userId: number;
  orderNo: string;
  amount: number;
  /** paid: the payout arrived; refunded: the money went back to the player's balance. */
  outcome: 'paid' | 'refunded';
  /** Why it was refunded: a coded system remark (`@…`) or the operator's words; empty when paid. */
  remark: string;
}

/**
 * Runs in the withdrawal's own transaction (settle or refund): whatever it writes commits or
 * rolls back with it. Read and write only through `tx`.
 */
export type WithdrawalListener = (tx: Tx, withdrawal: FinishedWithdrawal) => Promise<void>;

/** Per app instance (keyed on its `deps`); other modules register in their `setup`. */
const listenersByApp = new WeakMap<Deps, WithdrawalListener[]>();

export function onWithdrawalFinished(deps: Deps, listener: WithdrawalListener): void {
  const list = listenersByApp.get(deps) ?? [];
  list.push(listener);
  listenersByApp.set(deps, list);
}

export async function runWithdrawalListeners(
  deps: Deps,
  tx: Tx,
  withdrawal: FinishedWithdrawal,
): Promise<void> {
  for (const listener of listenersByApp.get(deps) ?? []) await listener(tx, withdrawal);
}
