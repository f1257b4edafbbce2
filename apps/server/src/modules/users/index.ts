import { defineModule } from '../module.js';
import { registerUserRoutes } from './routes.js';

/** The player's account: profile, balance summary, settings the player changes. */
export const usersModule = defineModule({
  name: 'users',
  routes: (router, deps) => registerUserRoutes(router, deps),
});

export type { SignupOrigin } from '../../events.js';
export type { UserRow } from './schema.js';
export { users } from './schema.js';
export { createUser, DuplicateUserError, userById, userByMobile, userByUid } from './service.js';
export { typedUidOrPhone } from './typed-search.js';
