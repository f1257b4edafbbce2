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

/**
 * Money about to reach a player's playable balance from a deposit (a credit or a release of
 * held money), in that transaction. A cap answers how much of `amount` may be playable (0 to
 * amount); the rest is held (credit.ts). Caps register in their module's `setup` (player
 * limits); deposits imports none of them. A cap that needs to see other credits of the same
 * player serializes them itself (a row lock), so concurrent credits are counted one by one.
 */
export type DepositCap = (tx: Tx, credit: { userId: number; amount: number }) => Promise<number>;

const capsByApp = new WeakMap<Deps, DepositCap[]>();

export function onDepositCap(deps: Deps, cap: DepositCap): void {
  capsByApp.set(deps, [...(capsByApp.get(deps) ?? []), cap]);
}

/** The playable part of `amount`: the smallest any cap allows (all of it when none is set). */
export async function playablePart(
  deps: Deps,
  tx: Tx,
  credit: { userId: number; amount: number },
): Promise<number> {
  let playable = credit.amount;
  for (const cap of capsByApp.get(deps) ?? []) {
    playable = Math.min(playable, Math.max(0, await cap(tx, { ...credit, amount: playable })));
  }
  return playable;
}
