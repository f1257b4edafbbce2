import { defineModule } from '../module.js';
import { registerRiskConsoleRoutes } from './routes.js';
import { riskRulesSetting } from './settings.js';

/**
 * Risk flags computed on read from what the other modules store (deposits, withdrawals, the
 * ledger's bonuses, sessions' devices and addresses, withdraw accounts, invitations, blocks and
 * breaks), by the operator's `riskRules`. It reads those modules' tables through their index
 * files; the queues that show flags reach it through `deps.flows.riskOf`, so no module that
 * owns one of those tables imports this one.
 */
export const riskModule = defineModule({
  name: 'risk',
  settings: [riskRulesSetting],
  consoleRoutes: (consoleRouter, deps) => registerRiskConsoleRoutes(consoleRouter, deps),
});

export type { PlayerFacts } from './rules.js';
export { evaluate } from './rules.js';
export { refuseBlockedDeviceSignup, riskOf } from './service.js';
export { defaultRiskRules, type RiskRules, riskRulesSetting } from './settings.js';
