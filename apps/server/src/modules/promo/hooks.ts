import type { PromoKind } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { BiText } from './schema.js';

/** A grant just credited to the player's balance (inside the credit's own transaction). */
export interface GrantCredited {
  grantId: number;
  userId: number;
  kind: PromoKind;
  /** The promotion's name in both languages. */
  title: BiText;
  /** Minor units credited. */
  amount: number;
  /** Minor units of valid bets this credit added to the player's wagering requirement. */
  wagering: number;
}

export type GrantCreditedListener = (tx: Tx, credited: GrantCredited) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`); the inbox registers in its `setup` and
 * promo imports nothing of it. What a listener writes commits or rolls back with the credit.
 */
const listenersByApp = new WeakMap<Deps, GrantCreditedListener[]>();

export function onGrantCredited(deps: Deps, listener: GrantCreditedListener): void {
  listenersByApp.set(deps, [...(listenersByApp.get(deps) ?? []), listener]);
}

export async function runGrantCreditedListeners(
  deps: Deps,
  tx: Tx,
  credited: GrantCredited,
): Promise<void> {
  for (const listener of listenersByApp.get(deps) ?? []) await listener(tx, credited);
}
