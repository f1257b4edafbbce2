import { onSignIn } from '../auth/index.js';
import { defineModule } from '../module.js';
import { registerBreaksRoutes, registerSandboxRealityCheck } from './routes.js';
import { breakGate } from './service.js';
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
  },
  routes: (router, deps) => registerBreaksRoutes(router, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxRealityCheck(app, deps),
});

export { playerBreaks, realityChecks } from './schema.js';
export { activeBreak } from './service.js';
