import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/**
 * Account security events: the player bound a phone, or set a withdraw password. Listeners run
 * in the change's own transaction, after the change is written: whatever they write commits or
 * rolls back with it. Read and write only through `tx`.
 */
export type SecurityEvent = 'phoneBound' | 'withdrawPasswordSet';
export type SecurityListener = (tx: Tx, userId: number) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; withdrawals imports none of them.
 */
const listenersByApp = new WeakMap<Deps, Map<SecurityEvent, SecurityListener[]>>();

export function onSecurityEvent(
  deps: Deps,
  event: SecurityEvent,
  listener: SecurityListener,
): void {
  const byEvent = listenersByApp.get(deps) ?? new Map<SecurityEvent, SecurityListener[]>();
  byEvent.set(event, [...(byEvent.get(event) ?? []), listener]);
  listenersByApp.set(deps, byEvent);
}

export async function runSecurityListeners(
  deps: Deps,
  tx: Tx,
  event: SecurityEvent,
  userId: number,
): Promise<void> {
  for (const listener of listenersByApp.get(deps)?.get(event) ?? []) await listener(tx, userId);
}
