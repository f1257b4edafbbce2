import type { Deps } from '../../deps.js';
import { sqlName } from './guards.js';
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
    // The bet flow's guards and listeners (src/flows/round-settled.ts), each SQL twin's name checked.
    const steps = deps.flows.walletSteps(deps);
    for (const g of steps.guards) if (g.prefilter) sqlName(g.prefilter);
    for (const l of steps.placed) if (l.sql) sqlName(l.sql);
    w = new SeamlessWallet(
      deps.db,
      deps.ledger,
      deps.now,
      { placed: () => steps.placed, rolledBack: () => steps.rolledBack },
      () => steps.guards,
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
