import { onSessionIssue } from '../auth/index.js';
import { onDepositAttempt, onDepositCap } from '../deposits/index.js';
import { defineModule } from '../module.js';
import { onBetAttempt } from '../wallet-api/index.js';
import { betGuard, depositCap, depositGuard, sessionCap } from './guards.js';
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
  setup(deps) {
    onDepositAttempt(deps, depositGuard(deps));
    onDepositCap(deps, depositCap(deps));
    onBetAttempt(deps, betGuard(deps), 'limits_players_to_guard');
    onSessionIssue(deps, sessionCap(deps));
    return undefined;
  },
  routes: (router, deps) => registerLimitsRoutes(router, deps),
});

export { playerLimitProfiles, playerLimits } from './schema.js';
export { limitsState } from './service.js';
