import { defineModule } from '../module.js';
import { registerPlayerConsoleRoutes } from './routes.js';

/**
 * The console's Players page: reads across the modules that own a player's data (users,
 * ledger, deposits, withdrawals, games, promo, vip, invite), imported one way through their
 * index files; blocking goes through auth's service, adjusting through the ledger. No module
 * imports this one.
 */
export const playersConsoleModule = defineModule({
  name: 'players-console',
  consoleRoutes: (consoleRouter, deps) => registerPlayerConsoleRoutes(consoleRouter, deps),
});
