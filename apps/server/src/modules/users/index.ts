import { defineModule } from '../module.js';
import { registerUserRoutes } from './routes.js';

/** The player's account: profile, balance summary, settings the player changes. */
export const usersModule = defineModule({
  name: 'users',
  routes: (router, deps) => registerUserRoutes(router, deps),
});
