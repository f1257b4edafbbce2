import { defineModule, periodicJob } from '../module.js';
import { refundStuckHouseBets } from './recovery.js';
import { registerGameRoutes } from './routes.js';
import { tableLimitsSetting } from './settings.js';

/** The game list, launching a game, the house games' rounds, and stuck-bet recovery. */
export const gamesModule = defineModule({
  name: 'games',
  settings: [tableLimitsSetting],
  routes: (router, deps) => registerGameRoutes(router, deps),
  jobs: (deps, { log }) => [
    // A house bet whose round never finished is refunded (a second run repeats nothing).
    periodicJob('stuck house bet recovery', 30_000, () => refundStuckHouseBets(deps), log),
  ],
});
export { limitRefusal } from './limits.js';
export { gameRounds } from './schema.js';
export { activeSeeds } from './seeds.js';
export { defaultTableLimits, tableLimitsSetting } from './settings.js';
