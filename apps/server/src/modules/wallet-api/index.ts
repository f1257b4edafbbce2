import type { Deps } from '../../deps.js';
import { SeamlessWallet } from './wallet.js';

const wallets = new WeakMap<Deps, SeamlessWallet>();

/** One wallet per app instance (it holds no state of its own; this only saves re-creating it). */
export function walletOf(deps: Deps): SeamlessWallet {
  let w = wallets.get(deps);
  if (!w) {
    w = new SeamlessWallet(deps.db, deps.ledger, deps.now);
    wallets.set(deps, w);
  }
  return w;
}

export type * from './types.js';
export { SeamlessWallet } from './wallet.js';
