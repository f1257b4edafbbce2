import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** What a listener learns about an accepted bet (inside the bet's own transaction). */
export interface PlacedBet {
  userId: number;
  /** The valid bet: the part of the stake at risk (wallet_bet's `p_counted`), minor units. */
  validAmount: number;
}

/** What a listener learns about a bet given back by a rollback (inside the rollback's transaction). */
export interface RolledBackBet {
  userId: number;
  /** The valid amount the bet had counted, now no longer a valid bet. */
  validAmount: number;
}

/**
 * Runs in the bets' own database transaction, after the batch's bet statement, once for every
 * bet of the batch that was placed (at most one per player): whatever it writes commits or
 * rolls back with those bets. Read and write only through `tx`. A batch runs in a transaction
 * of its own only when a listener or guard exists (otherwise it is one statement).
 */
export type BetListener = (tx: Tx, bets: readonly PlacedBet[]) => Promise<void>;
export type RollbackListener = (tx: Tx, bet: RolledBackBet) => Promise<void>;

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; wallet-api imports none of them.
 */
const placedByApp = new WeakMap<Deps, BetListener[]>();
const rolledBackByApp = new WeakMap<Deps, RollbackListener[]>();

export function onBetPlaced(deps: Deps, listener: BetListener): void {
  placedByApp.set(deps, [...(placedByApp.get(deps) ?? []), listener]);
}

export function onBetRolledBack(deps: Deps, listener: RollbackListener): void {
  rolledBackByApp.set(deps, [...(rolledBackByApp.get(deps) ?? []), listener]);
}

/** The wallet's view of its app's listeners, read at each call (modules register in setup). */
export interface WalletHooks {
  placed(): readonly BetListener[];
  rolledBack(): readonly RollbackListener[];
}

export function hooksOf(deps: Deps): WalletHooks {
  return {
    placed: () => placedByApp.get(deps) ?? [],
    rolledBack: () => rolledBackByApp.get(deps) ?? [],
  };
}

export const noHooks: WalletHooks = { placed: () => [], rolledBack: () => [] };
