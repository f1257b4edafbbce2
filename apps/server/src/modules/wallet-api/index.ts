import { defineModule } from '../module.js';
import { registerWalletApi } from './routes.js';
import { registerSandboxWallet } from './sandbox.js';

/**
 * The seamless wallet (bet, win, rollback against the ledger) our games and outside
 * aggregators call, over signed HTTP; in sandbox mode, crediting test money.
 */
export const walletApiModule = defineModule({
  name: 'wallet-api',
  routes: (_router, deps, { app }) => registerWalletApi(app, deps),
  sandboxRoutes: (router, deps) => registerSandboxWallet(router, deps),
});

export type { BetAttempt, PlacedBet, RolledBackBet } from '../../events.js';
export { WalletOpError } from './batch.js';
export { walletOf } from './instance.js';
export { gameSessions, walletTransactions } from './schema.js';
export { providerKey, sign, walletKeyOf } from './signature.js';
export { hashToken, newToken } from './tokens.js';
export type * from './types.js';
export { SeamlessWallet } from './wallet.js';
