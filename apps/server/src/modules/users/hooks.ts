import type { Locale } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { UserRow } from './schema.js';

/** Where a sign-up came from: the request's device number and client address. */
export interface SignupOrigin {
  device: string;
  address: string;
  /** The language of the request, for a listener's refusal (a break's end date). */
  locale?: Locale;
}

/**
 * Runs in the sign-up's own transaction, after the account row is inserted: whatever it writes
 * commits or rolls back with the account (the invite module records the invitation here).
 * Read and write only through `tx`.
 */
export type UserCreatedListener = (tx: Tx, user: UserRow, origin: SignupOrigin) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; users imports none of them.
 */
const listenersByApp = new WeakMap<Pick<Deps, 'db'>, UserCreatedListener[]>();

export function onUserCreated(deps: Deps, listener: UserCreatedListener): void {
  const list = listenersByApp.get(deps) ?? [];
  list.push(listener);
  listenersByApp.set(deps, list);
}

export async function runUserCreatedListeners(
  deps: Pick<Deps, 'db'>,
  tx: Tx,
  user: UserRow,
  origin: SignupOrigin,
): Promise<void> {
  for (const listener of listenersByApp.get(deps) ?? []) await listener(tx, user, origin);
}
