import { defineModule } from '../module.js';
import { registerPlayRoutes } from './routes.js';
import { playTopUpSetting } from './settings.js';

/**
 * The play-money edition (EDITION=play): the free daily and low-balance top-ups. The refusal
 * of every money route lives in the router (the contract's `money` flag), not here. In the
 * real-money edition the top-up calls exist but refuse.
 */
export const playModule = defineModule({
  name: 'play',
  settings: [playTopUpSetting],
  routes: (router, deps) => registerPlayRoutes(router, deps),
});
