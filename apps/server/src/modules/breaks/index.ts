import { defineModule } from '../module.js';
import { registerBreaksRoutes, registerSandboxRealityCheck } from './routes.js';
import { realityCheckSetting } from './settings.js';

/**
 * Time-out, self-exclusion (sign-in refused until the end, every session ended, promotions
 * and marketing stopped, withdrawing still possible) and reality checks (docs/ARCHITECTURE.md
 * "Breaks and reality checks").
 */
export const breaksModule = defineModule({
  name: 'breaks',
  settings: [realityCheckSetting],
  routes: (router, deps) => registerBreaksRoutes(router, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxRealityCheck(app, deps),
});

// Steps of the flows (src/flows/): sign-in, sign-up, bank card, bonuses, marketing.
export { holdNewPhone, refuseHeldBankAccount, refuseHeldSignup } from './holds.js';
export { breakHolds, playerBreaks, realityChecks } from './schema.js';
export { activeBreak, breakGate, breakStateOf, notSentDuringBreak } from './service.js';
