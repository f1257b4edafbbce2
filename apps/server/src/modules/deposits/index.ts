import { defineModule } from '../module.js';
import { registerDepositConsoleRoutes } from './console-routes.js';
import {
  registerDepositRoutes,
  registerNotifyRoute,
  registerSandboxIncomingRoutes,
} from './routes.js';
import { chargeInfoSetting, depositRulesSetting } from './settings.js';

/**
 * Deposits: charge info, online orders through the gateway (and its signed callback),
 * bank transfer, UTR, agent, crypto and virtual-account orders; in sandbox mode, money
 * arriving from outside.
 */
export const depositsModule = defineModule({
  name: 'deposits',
  money: true,
  settings: [chargeInfoSetting, depositRulesSetting],
  routes(router, deps, { app }) {
    registerDepositRoutes(router, deps);
    registerNotifyRoute(app, deps, deps.gateway ? [deps.gateway] : []);
  },
  sandboxRoutes: (router, deps) => registerSandboxIncomingRoutes(router, deps),
  consoleRoutes: (consoleRouter, deps) => registerDepositConsoleRoutes(consoleRouter, deps),
});

export { chargeInfoOf, depositRulesOf, presentChargeInfo } from './config.js';
export { type DepositAttempt, type DepositGuard, onDepositAttempt } from './guards.js';
export type {
  CreditedDeposit,
  DepositListener,
  DepositRejectedListener,
  RejectedDeposit,
} from './hooks.js';
export { onDepositCredited, onDepositRejected } from './hooks.js';
export { expireStale, presentOrder } from './orders.js';
export { remarkCode, remarkText } from './remarks.js';
export type { DepositOrderRow } from './schema.js';
export { bankStatementLines, depositOrders } from './schema.js';
export {
  confirmSelfUtr,
  creditAgentOrder,
  creditReceivedAmount,
  rejectOrder,
} from './service.js';
export type { ChargeInfoSettings, DepositRules, Payee } from './settings.js';
export { chargeInfoSetting, depositRulesSetting } from './settings.js';
