import { registerSandboxPayoutRoutes, SandboxPayoutGateway } from '../gateway/index.js';
import { defineModule } from '../module.js';
import { registerWithdrawalConsoleRoutes } from './console-routes.js';
import { PayoutDispatcher } from './payout.js';
import { registerPayoutNotify, registerWithdrawalRoutes } from './routes.js';
import { registerSandboxWithdrawalOperator } from './sandbox-operator.js';
import { withdrawRulesSetting } from './settings.js';

/**
 * Withdrawals, withdraw accounts, the withdraw password and phone binding; the payout
 * callback; in sandbox mode the simulator's payout controls and an operator window.
 */
export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  money: true,
  settings: [withdrawRulesSetting],
  setup(deps, app) {
    // Only the sandbox PSP pays out so far; a real adapter would be chosen here.
    const payoutGateway = deps.sandboxGateway
      ? new SandboxPayoutGateway({ db: deps.db, gateway: deps.sandboxGateway, now: deps.now })
      : null;
    return { payoutGateway, dispatcher: new PayoutDispatcher(deps, payoutGateway, app.log) };
  },
  routes(router, deps, { app, state }) {
    registerWithdrawalRoutes(router, deps, state.dispatcher);
    registerPayoutNotify(app, deps, state.payoutGateway ? [state.payoutGateway] : []);
  },
  consoleRoutes(consoleRouter, deps, { state }) {
    registerWithdrawalConsoleRoutes(consoleRouter, deps, state.dispatcher);
  },
  sandboxRoutes(_router, deps, { app, state }) {
    if (!state.payoutGateway) return;
    registerSandboxPayoutRoutes(app, state.payoutGateway);
    registerSandboxWithdrawalOperator(app, deps, state.dispatcher);
  },
  jobs: (_deps, { state }) => [
    {
      name: 'payout dispatch',
      start: () => state.dispatcher.start(),
      stop: () => state.dispatcher.stop(),
    },
  ],
});

export { bankAccountsOf } from './cards.js';
export { approveWithdrawal, ordersByStatus, rejectWithdrawal } from './payout.js';
export type { WithdrawOrderRow } from './schema.js';
/** The console dashboard sums paid withdrawals per day. */
export { bankCards, withdrawOrders } from './schema.js';
/** A VIP level's withdraw rules (daily count, amount, fee): the Vip page shows what applies. */
export { levelRule as withdrawRuleOfLevel } from './service.js';
export type { VipWithdrawLevel, WithdrawRules } from './settings.js';
export { defaultWithdrawRules, withdrawRulesSetting } from './settings.js';
