import { onSignIn } from '../auth/index.js';
import { onMarketingFilter } from '../inbox/index.js';
import { defineModule } from '../module.js';
import { onPromoPause } from '../promo/index.js';
import { registerBreaksRoutes, registerSandboxRealityCheck } from './routes.js';
import { activeBreak, breakGate, notSentDuringBreak } from './service.js';
import { realityCheckSetting } from './settings.js';

/**
 * Time-out, self-exclusion (sign-in refused until the end, every session ended, promotions
 * and marketing stopped, withdrawing still possible) and reality checks (docs/ARCHITECTURE.md
 * "Breaks and reality checks").
 */
export const breaksModule = defineModule({
  name: 'breaks',
  settings: [realityCheckSetting],
  setup: (deps) => {
    onSignIn(deps, (attempt) => breakGate(deps, attempt));
    onPromoPause(deps, async (db, userId, now) => (await activeBreak(db, userId, now)) !== null);
    onMarketingFilter(deps, notSentDuringBreak);
  },
  routes: (router, deps) => registerBreaksRoutes(router, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxRealityCheck(app, deps),
});

export { playerBreaks, realityChecks } from './schema.js';
export { activeBreak, breakStateOf } from './service.js';
