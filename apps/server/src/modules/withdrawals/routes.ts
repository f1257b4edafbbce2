import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import type { Router } from '../../http/router.js';
import { registerSignedCallbackRoute } from '../gateway/notify.js';
import { registerSandboxPayoutRoutes } from '../gateway/payout-routes.js';
import { SandboxPayoutGateway } from '../gateway/sandbox-payout.js';
import type { PaymentGateway } from '../gateway/types.js';
import { addCard, deleteCard, listCards, setDefaultCard } from './cards.js';
import {
  approveWithdrawal,
  handlePayoutCallback,
  PayoutDispatcher,
  rejectWithdrawal,
} from './payout.js';
import { presentOrder } from './presenter.js';
import { withdrawOrders } from './schema.js';
import { bindPhone, sendBoundPhoneCode, setWithdrawPassword } from './security.js';
import { applyWithdrawal, withdrawDetail, withdrawInfo, withdrawRecords } from './service.js';

/**
 * Withdrawals, withdraw accounts, the withdraw password and phone binding; the payout
 * callback; in sandbox mode the simulator's payout controls and a sandbox operator window.
 */
export function registerWithdrawals(app: FastifyInstance, r: Router, deps: Deps): PayoutDispatcher {
  // Only the sandbox PSP pays out so far; a real adapter would be chosen here.
  const payoutGateway = deps.sandboxGateway
    ? new SandboxPayoutGateway({ db: deps.db, gateway: deps.sandboxGateway, now: deps.now })
    : null;
  const dispatcher = new PayoutDispatcher(deps, payoutGateway, app.log);

  r.handle(api.bindPhone, (input, ctx) => bindPhone(deps, ctx.session.userId, input));
  r.handle(api.sendBoundPhoneCode, (input, ctx) =>
    sendBoundPhoneCode(deps, ctx.session.userId, input.type, ctx.ip, ctx.locale),
  );
  r.handle(api.setWithdrawPassword, (input, ctx) =>
    setWithdrawPassword(deps, ctx.session.userId, input),
  );
  r.handle(api.bankList, (_input, ctx) => listCards(deps, ctx.session.userId));
  r.handle(api.bankAdd, (input, ctx) => addCard(deps, ctx.session.userId, input));
  r.handle(api.bankDelete, (input, ctx) => deleteCard(deps, ctx.session.userId, input.bankCardId));
  r.handle(api.bankSetDefault, (input, ctx) =>
    setDefaultCard(deps, ctx.session.userId, input.bankCardId),
  );
  r.handle(api.withdrawInfo, (_input, ctx) => withdrawInfo(deps, ctx.session.userId));
  r.handle(api.withdrawApply, async (input, ctx) => {
    const order = await applyWithdrawal(deps, ctx.session.userId, input, ctx.locale);
    // After commit, never inside it: the gateway call is the outside world.
    if (order.status === 'approved') await dispatcher.dispatch(order.orderNo);
    return withdrawDetail(deps, ctx.session.userId, order.orderNo, ctx.locale);
  });
  r.handle(api.withdrawRecord, (input, ctx) =>
    withdrawRecords(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.withdrawDetail, (input, ctx) =>
    withdrawDetail(deps, ctx.session.userId, input.orderNo, ctx.locale),
  );

  registerPayoutNotify(app, deps, payoutGateway ? [payoutGateway] : []);
  if (payoutGateway) {
    registerSandboxPayoutRoutes(app, payoutGateway);
    registerSandboxOperator(app, deps, dispatcher);
  }
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  return dispatcher;
}

/** `POST /payment/payout-notify/<gateway>`: the PSP's signed payout callbacks. */
function registerPayoutNotify(
  app: FastifyInstance,
  deps: Deps,
  gateways: Array<Pick<PaymentGateway, 'name' | 'verifyCallback'>>,
): void {
  registerSignedCallbackRoute(app, {
    prefix: '/payment/payout-notify',
    label: 'payout callback',
    gateways,
    handle: (gateway, event, raw) => handlePayoutCallback(deps, gateway, event, raw),
  });
}

/**
 * Sandbox only: the operator's approve and reject, for browser tests that cannot run the
 * ops command (PGlite lets one process open the data folder). Calls the same services as
 * `npm run ops -- withdrawals approve|reject`.
 */
function registerSandboxOperator(
  app: FastifyInstance,
  deps: Deps,
  dispatcher: PayoutDispatcher,
): void {
  app.post<{ Params: { orderNo: string; action: string }; Body: { reason?: unknown } }>(
    '/sandbox/operator/withdrawals/:orderNo/:action',
    async (req, reply) => {
      const { orderNo, action } = req.params;
      try {
        if (action === 'approve') {
          const order = await approveWithdrawal(deps, orderNo, 'sandbox-operator');
          await dispatcher.dispatch(order.orderNo);
        } else if (action === 'reject') {
          const reason =
            typeof req.body?.reason === 'string' ? req.body.reason.slice(0, 200) : 'Rejected';
          await rejectWithdrawal(deps, orderNo, reason, 'sandbox-operator');
        } else {
          return reply.code(404).send({ error: 'unknown action' });
        }
      } catch (err) {
        if (err instanceof OperatorError) return reply.code(409).send({ error: err.message });
        throw err;
      }
      const [row] = await deps.db
        .select()
        .from(withdrawOrders)
        .where(eq(withdrawOrders.orderNo, orderNo));
      return row
        ? {
            ...presentOrder(row, 'en'),
            internalStatus: row.status,
            gatewayPayoutNo: row.gatewayPayoutNo,
          }
        : reply.code(404).send({ error: 'not found' });
    },
  );
}
