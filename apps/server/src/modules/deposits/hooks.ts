import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** What a listener learns about a deposit just credited (inside the credit's transaction). */
export interface CreditedDeposit {
  userId: number;
  orderNo: string;
  depositType: string;
  amount: number;
}

/**
 * Runs in the deposit credit's own transaction, after the deposit is posted: whatever it
 * writes commits or rolls back with the deposit. Read and write only through `tx`.
 */
export type DepositListener = (tx: Tx, deposit: CreditedDeposit) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; deposits imports none of them.
 */
const listenersByApp = new WeakMap<Deps, DepositListener[]>();

export function onDepositCredited(deps: Deps, listener: DepositListener): void {
  const list = listenersByApp.get(deps) ?? [];
  list.push(listener);
  listenersByApp.set(deps, list);
}

export async function runDepositListeners(
  deps: Deps,
  tx: Tx,
  deposit: CreditedDeposit,
): Promise<void> {
  for (const listener of listenersByApp.get(deps) ?? []) await listener(tx, deposit);
}

/** What a listener learns about a deposit just rejected (inside the rejection's transaction). */
export interface RejectedDeposit {
  userId: number;
  orderNo: string;
  depositType: string;
  amount: number;
  /** The stored remark: a coded system remark (`@…`, see remarks.ts) or an operator's words. */
  remark: string;
}

export type DepositRejectedListener = (tx: Tx, deposit: RejectedDeposit) => Promise<void>;

const rejectedByApp = new WeakMap<Deps, DepositRejectedListener[]>();

/** Runs in the rejection's own transaction: what it writes commits or rolls back with it. */
export function onDepositRejected(deps: Deps, listener: DepositRejectedListener): void {
  const list = rejectedByApp.get(deps) ?? [];
  list.push(listener);
  rejectedByApp.set(deps, list);
}

export async function runDepositRejectedListeners(
  deps: Deps,
  tx: Tx,
  deposit: RejectedDeposit,
): Promise<void> {
  for (const listener of rejectedByApp.get(deps) ?? []) await listener(tx, deposit);
}
