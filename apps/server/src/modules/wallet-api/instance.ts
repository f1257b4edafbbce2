import type { Deps } from '../../deps.js';
import { betGuardsOf } from './guards.js';
import { hooksOf } from './hooks.js';
import { SeamlessWallet } from './wallet.js';

const wallets = new WeakMap<Deps, SeamlessWallet>();

/**
 * The one wallet of an app instance. It must be one: its batcher holds the queue of operations
 * waiting for the next batch and the players in running batches, which keeps each player in
 * one batch at a time (batch.ts).
 */
export function walletOf(deps: Deps): SeamlessWallet {
  let w = wallets.get(deps);
  if (!w) {
    w = new SeamlessWallet(
      deps.db,
      deps.ledger,
      deps.now,
      hooksOf(deps),
      betGuardsOf(deps),
      // PGlite has one connection: a second batch would only wait for it, and the operations
      // queued behind the running batch make the next one bigger.
      deps.dbKind === 'pglite'
        ? { ...deps.config.walletBatching, inFlight: 1 }
        : deps.config.walletBatching,
    );
    wallets.set(deps, w);
  }
  return w;
}
