import type { Locale } from '@cardroom/contract';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** A deposit order about to be created (the player's row is locked in `tx`). */
export interface DepositAttempt {
  userId: number;
  amount: number;
  locale: Locale;
}

/**
 * Runs in the order's own transaction after the player's row lock and before the order is
 * inserted (and so before any gateway call); refuses by throwing an AppError. Other modules
 * (player limits) register in their `setup`; deposits imports none of them.
 */
export type DepositGuard = (tx: Tx, attempt: DepositAttempt) => Promise<void>;

const guardsByApp = new WeakMap<Deps, DepositGuard[]>();

export function onDepositAttempt(deps: Deps, guard: DepositGuard): void {
  guardsByApp.set(deps, [...(guardsByApp.get(deps) ?? []), guard]);
}

export async function runDepositGuards(deps: Deps, tx: Tx, attempt: DepositAttempt) {
  for (const guard of guardsByApp.get(deps) ?? []) await guard(tx, attempt);
}
