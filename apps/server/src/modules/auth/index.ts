import { defineModule } from '../module.js';
import { registerAuthRoutes } from './routes.js';

/** Sign-up and sign-in (password, SMS code, Google), sessions and password reset. */
export const authModule = defineModule({
  name: 'auth',
  routes: (router, deps) => registerAuthRoutes(router, deps),
});
