import type { ListenerEntry, RollbackListener } from '../../events.js';

/** The SQLSTATE a SQL listener raises to send its batch the slow way. */
export const SLOW_PATH = 'CR001';

/**
 * The wallet's view of the bet flow's listeners (src/flows/round-settled.ts), read at each
 * call. They run in the bets' own database transaction, after the batch's bet statement, once
 * for every bet placed (at most one per player): whatever they write commits or rolls back with
 * those bets. A batch runs in a transaction of its own only when a guard or listener without a
 * SQL twin takes part; otherwise it is one statement (wallet_batch_hooked).
 */
export interface WalletHooks {
  placed(): readonly ListenerEntry[];
  rolledBack(): readonly RollbackListener[];
}

export const noHooks: WalletHooks = { placed: () => [], rolledBack: () => [] };
