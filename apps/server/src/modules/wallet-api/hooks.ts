import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { sqlName } from './guards.js';

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
 * of its own only when a guard or listener without SQL counterparts takes part (see
 * ListenerEntry); otherwise it is one statement.
 */
export type BetListener = (tx: Tx, bets: readonly PlacedBet[]) => Promise<void>;
export type RollbackListener = (tx: Tx, bet: RolledBackBet) => Promise<void>;

/** A listener and, when it has one, the SQL function doing its work in the batch's statement. */
export interface ListenerEntry {
  listener: BetListener;
  /**
   * A SQL function (placed jsonb, at timestamptz) doing what `listener` does, inside the
   * batch's one statement (db/functions/wallet_batch_hooked.sql), given the placed bets as
   * [{userId, validAmount}]. When it cannot (say, a VIP level reached, whose reward goes
   * through the ledger) it raises SQLSTATE CR001 (SLOW_PATH) and the batch runs again the slow
   * way, in a transaction with `listener`. Without it every batch takes the slow way.
   */
  sql?: string;
}

/** The SQLSTATE a SQL listener raises to send its batch the slow way. */
export const SLOW_PATH = 'CR001';

/**
 * Listeners per app instance (keyed on its `deps`), so two apps in one process (tests) never
 * see each other's. Other modules register in their `setup`; wallet-api imports none of them.
 */
const placedByApp = new WeakMap<Deps, ListenerEntry[]>();
const rolledBackByApp = new WeakMap<Deps, RollbackListener[]>();

export function onBetPlaced(deps: Deps, listener: BetListener, sql?: string): void {
  const entry: ListenerEntry = sql ? { listener, sql: sqlName(sql) } : { listener };
  placedByApp.set(deps, [...(placedByApp.get(deps) ?? []), entry]);
}

export function onBetRolledBack(deps: Deps, listener: RollbackListener): void {
  rolledBackByApp.set(deps, [...(rolledBackByApp.get(deps) ?? []), listener]);
}

/** The wallet's view of its app's listeners, read at each call (modules register in setup). */
export interface WalletHooks {
  placed(): readonly ListenerEntry[];
  rolledBack(): readonly RollbackListener[];
}

export function hooksOf(deps: Deps): WalletHooks {
  return {
    placed: () => placedByApp.get(deps) ?? [],
    rolledBack: () => rolledBackByApp.get(deps) ?? [],
  };
}

export const noHooks: WalletHooks = { placed: () => [], rolledBack: () => [] };
