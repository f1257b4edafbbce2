import type { Deps } from '../../deps.js';
import { defineModule } from '../module.js';
import { registerWalletApi } from './routes.js';
import { registerSandboxWallet } from './sandbox.js';
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

/**
 * The seamless wallet (bet, win, rollback against the ledger) our games and outside
 * aggregators call, over signed HTTP; in sandbox mode, crediting test money.
 */
export const walletApiModule = defineModule({
  name: 'wallet-api',
  routes: (_router, deps, { app }) => registerWalletApi(app, deps),
  sandboxRoutes: (router, deps) => registerSandboxWallet(router, deps),
});

export type * from './types.js';
export { SeamlessWallet } from './wallet.js';
