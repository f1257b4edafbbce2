import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { orderNoParams, refuseInvalid } from '../../http/raw-routes.js';
import { approveWithdrawal, type PayoutDispatcher, rejectWithdrawal } from './payout.js';
import { presentOrder } from './presenter.js';
import { withdrawOrders } from './schema.js';

const actionParams = orderNoParams.extend({ action: z.string() });
const actions = z.enum(['approve', 'reject']);
const decisionBody = z.object({ reason: z.string().trim().min(1).max(200).optional() }).strict();

/**
 * Sandbox only: the operator's approve and reject, for browser tests that cannot run the
 * ops command (PGlite lets one process open the data folder). Calls the same services as
 * `npm run ops -- withdrawals approve|reject`.
 */
export function registerSandboxWithdrawalOperator(
  app: FastifyInstance,
  deps: Deps,
  dispatcher: PayoutDispatcher,
): void {
  app.post('/sandbox/operator/withdrawals/:orderNo/:action', async (req, reply) => {
    const params = actionParams.safeParse(req.params);
    if (!params.success) return refuseInvalid(reply, params.error);
    const action = actions.safeParse(params.data.action);
    if (!action.success) return reply.code(404).send({ error: 'unknown action' });
    const body = decisionBody.safeParse(req.body ?? {});
    if (!body.success) return refuseInvalid(reply, body.error);
    const { orderNo } = params.data;
    try {
      if (action.data === 'approve') {
        const order = await approveWithdrawal(deps, orderNo, 'sandbox-operator');
        await dispatcher.dispatch(order.orderNo);
      } else {
        await rejectWithdrawal(deps, orderNo, body.data.reason ?? 'Rejected', 'sandbox-operator');
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
  });
}
