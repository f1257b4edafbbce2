import { onSignIn } from '../auth/index.js';
import { onMarketingFilter } from '../inbox/index.js';
import { defineModule } from '../module.js';
import { onPromoPause } from '../promo/index.js';
import { onUserCreated } from '../users/index.js';
import { onSecurityEvent } from '../withdrawals/index.js';
import { holdNewPhone, refuseHeldBankAccount, refuseHeldSignup } from './holds.js';
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
    onUserCreated(deps, (tx, user, origin) => refuseHeldSignup(deps, tx, user, origin));
    onSecurityEvent(deps, 'bankCardSaved', (tx, userId, locale) =>
      refuseHeldBankAccount(deps, tx, userId, locale),
    );
    // A phone bound or changed during a break is held with the old one (issue 33); another
    // player's held number cannot be bound.
    onSecurityEvent(deps, 'phoneBound', (tx, userId, locale) =>
      holdNewPhone(deps, tx, userId, locale, undefined),
    );
    onSecurityEvent(deps, 'phoneChanged', (tx, userId, locale, detail) =>
      holdNewPhone(deps, tx, userId, locale, detail.previousMobile),
    );
    onPromoPause(deps, async (db, userId, now) => (await activeBreak(db, userId, now)) !== null);
    onMarketingFilter(deps, notSentDuringBreak);
  },
  routes: (router, deps) => registerBreaksRoutes(router, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxRealityCheck(app, deps),
});

export { breakHolds, playerBreaks, realityChecks } from './schema.js';
export { activeBreak, breakStateOf } from './service.js';
