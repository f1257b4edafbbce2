import { defineModule } from '../module.js';
import { registerApprovalConsoleRoutes } from './routes.js';
import { fourEyesSetting } from './settings.js';

/**
 * Four-eyes for money an operator creates or moves (docs/OPERATIONS.md, "Four-eyes"). Owns
 * `money_requests` and the owner's `fourEyes` setting. The modules whose acts need approval
 * (players-console, deposits, withdrawals, promo) import this one: they write requests with
 * `requestMoney` and register what approval does with `registerApprovalAct` in their setup.
 */
export const approvalsModule = defineModule({
  name: 'approvals',
  settings: [fourEyesSetting],
  consoleRoutes: (consoleRouter, deps) => registerApprovalConsoleRoutes(consoleRouter, deps),
});

export type { ApprovalAct, ApprovedRequest } from './kinds.js';
export { registerApprovalAct } from './kinds.js';
export { moneyRequests } from './schema.js';
export { fourEyesRules, requestMoney } from './service.js';
export type { FourEyesRules } from './settings.js';
export { fourEyesSetting } from './settings.js';
