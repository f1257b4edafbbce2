import type { Locale } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/**
 * Account security events: the player bound a phone, or set a withdraw password. Listeners run
 * in the change's own transaction, after the change is written: whatever they write commits or
 * rolls back with it. Read and write only through `tx`.
 */
export type SecurityEvent = 'phoneBound' | 'phoneChanged' | 'withdrawPasswordSet' | 'bankCardSaved';
/** What changed, for listeners that need the value before: the number a phone change replaced. */
export interface SecurityDetail {
  previousMobile?: string;
}
/** `locale` is the request's, for a listener that refuses the change (a break's end date). */
export type SecurityListener = (
  tx: Tx,
  userId: number,
  locale: Locale,
  detail: SecurityDetail,
) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; withdrawals imports none of them.
 */
const securityListeners = new WeakMap<Deps, Map<SecurityEvent, SecurityListener[]>>();

export function onSecurityEvent(
  deps: Deps,
  event: SecurityEvent,
  listener: SecurityListener,
): void {
  const byEvent = securityListeners.get(deps) ?? new Map<SecurityEvent, SecurityListener[]>();
  byEvent.set(event, [...(byEvent.get(event) ?? []), listener]);
  securityListeners.set(deps, byEvent);
}

export async function runSecurityListeners(
  deps: Deps,
  tx: Tx,
  event: SecurityEvent,
  userId: number,
  locale: Locale = 'en',
  detail: SecurityDetail = {},
): Promise<void> {
  for (const listener of securityListeners.get(deps)?.get(event) ?? []) {
    await listener(tx, userId, locale, detail);
  }
}

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
const finishedListeners = new WeakMap<Deps, WithdrawalListener[]>();

export function onWithdrawalFinished(deps: Deps, listener: WithdrawalListener): void {
  const list = finishedListeners.get(deps) ?? [];
  list.push(listener);
  finishedListeners.set(deps, list);
}

export async function runWithdrawalListeners(
  deps: Deps,
  tx: Tx,
  withdrawal: FinishedWithdrawal,
): Promise<void> {
  for (const listener of finishedListeners.get(deps) ?? []) await listener(tx, withdrawal);
}
