import { defineModule } from '../module.js';
import { registerLiveConsoleRoutes } from './console-routes.js';
import { dealerJob } from './dealer.js';
import { registerLiveRoutes } from './routes.js';
import { liveTablesSetting } from './settings.js';
import { registerFirstMessage, registerSocketBets } from './socket.js';

/**
 * Live tables (issue 39): shared rounds dealt from a published hash chain, one dealer per
 * table across instances (a lease row), bets through the wallet's group commit, settlement
 * once per bet (docs/architecture/games.md "Live tables").
 */
export const liveModule = defineModule({
  name: 'live',
  settings: [liveTablesSetting],
  // The realtime module (registered before this one) asks this module for a socket's first
  // message and to place the bets sent on a socket.
  init: async (deps) => {
    registerFirstMessage(deps);
    registerSocketBets(deps);
  },
  routes: (router, deps) => registerLiveRoutes(router, deps),
  // The console's "Live tables": watch every table, open or close one, change its settings.
  consoleRoutes: (consoleRouter, deps) => registerLiveConsoleRoutes(consoleRouter, deps),
  jobs: (deps, { log }) => (deps.config.liveDealer ? [dealerJob(deps, log)] : []),
});

export { seedChain } from './chains.js';
export { dealerTick } from './dealer.js';
export { liveBets, liveChains, liveDealers, livePlayers, liveRounds } from './schema.js';
export { defaultLiveTables, liveTablesSetting } from './settings.js';
export { pauseSettlementForTest } from './settle.js';
