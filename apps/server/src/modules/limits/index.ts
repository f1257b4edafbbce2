import { defineModule } from '../module.js';
import { registerLimitsRoutes } from './routes.js';

/**
 * Player limits (issue 14): deposit, loss and wager limits per market day, week and month and
 * a session-time limit, enforced where the money moves (deposit order creation, the seamless
 * wallet's bet) and at sign-in (the session's expiry). Real-money only: its routes are money
 * routes, refused in the play-money edition.
 */
export const limitsModule = defineModule({
  name: 'limits',
  money: true,
  routes: (router, deps) => registerLimitsRoutes(router, deps),
});

// Steps of the flows (src/flows/): deposit order and credit, bet, sign-in.
export { betGuard, depositCap, depositGuard, sessionCap } from './guards.js';
export { playerLimitProfiles, playerLimits } from './schema.js';
export { limitsState } from './service.js';
