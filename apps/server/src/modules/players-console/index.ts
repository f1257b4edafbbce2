import { registerApprovalAct } from '../approvals/index.js';
import { defineModule } from '../module.js';
import { adjustmentAct } from './adjust.js';
import { registerPlayerConsoleRoutes } from './routes.js';

/**
 * The console's Players page: reads across the modules that own a player's data (users,
 * ledger, deposits, withdrawals, games, promo, vip, invite), imported one way through their
 * index files; blocking goes through auth's service, adjusting through the ledger (a large
 * adjustment through a four-eyes request, approvals). No module imports this one: the inbox
 * reaches a saved segment's players through `deps.flows.savedSegmentPlayers`.
 */
export const playersConsoleModule = defineModule({
  name: 'players-console',
  setup: (deps) => registerApprovalAct(deps, 'adjustment', adjustmentAct(deps)),
  consoleRoutes: (consoleRouter, deps) => registerPlayerConsoleRoutes(consoleRouter, deps),
});

export { matchingIds } from './list.js';
export { segmentById } from './segments.js';
