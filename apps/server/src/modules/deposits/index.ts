import { defineModule, periodicJob } from '../module.js';
import { registerDepositConsoleRoutes } from './console-routes.js';
import { registerHeldReturnRoutes } from './held-returns.js';
import { releaseHeld } from './release.js';
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
  consoleRoutes: (consoleRouter, deps) => {
    registerDepositConsoleRoutes(consoleRouter, deps);
    registerHeldReturnRoutes(consoleRouter, deps);
  },
  // Held money (beyond a deposit limit) is released within minutes of the limits allowing it.
  jobs: (deps, { log }) => [
    periodicJob(HELD_RELEASE_JOB, HELD_RELEASE_MS, () => releaseHeld(deps), log),
  ],
});

export const HELD_RELEASE_JOB = 'held deposit release';
/** How often held deposit money is checked for release. */
export const HELD_RELEASE_MS = 5 * 60_000;

export { chargeInfoOf, depositRulesOf, presentChargeInfo } from './config.js';
export { methodGiftsPaid, reserveMethodGift } from './gift-budget.js';
export { expireStale, presentOrder } from './orders.js';
export { type HeldMoney, heldOf, releaseFor, releaseHeld, requestHeldReturn } from './release.js';
export { remarkCode, remarkText } from './remarks.js';
export type { DepositOrderRow } from './schema.js';
export {
  bankStatementLines,
  depositGiftBudgetDays,
  depositOrders,
  depositReleases,
} from './schema.js';
export {
  confirmSelfUtr,
  creditAgentOrder,
  creditReceivedAmount,
  rejectOrder,
} from './service.js';
export type { ChargeInfoSettings, DepositRules, Payee } from './settings.js';
export { chargeInfoSetting, depositRulesSetting } from './settings.js';
