import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxPayoutGateway } from './sandbox-payout.js';

const outcomeBody = z.object({ outcome: z.enum(['success', 'fail']) });
const payoutNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The sandbox PSP's payout controls (sandbox mode only): decide a payout, send its last
 * callback again, and look one up by the merchant's number (tests and testers need it).
 */
export function registerSandboxPayoutRoutes(
  app: FastifyInstance,
  gateway: SandboxPayoutGateway,
): void {
  app.post<{ Params: { no: string } }>('/sandbox/gateway/payout/:no', async (req, reply) => {
    const no = payoutNo.safeParse(req.params.no);
    const body = outcomeBody.safeParse(req.body ?? {});
    if (!no.success || !body.success) {
      return reply.code(400).send({ error: 'expected { "outcome": "success" | "fail" }' });
    }
    const decided = await gateway.decide(no.data, body.data.outcome);
    if (decided === null) return reply.code(404).send({ error: 'payout not found' });
    if (decided === 'final') return reply.code(409).send({ error: 'payout already decided' });
    return {
      payoutNo: decided.payout.payoutNo,
      orderNo: decided.payout.merchantPayoutNo,
      status: decided.payout.status,
      callbackDelivered: decided.delivered,
    };
  });

  app.post<{ Params: { no: string } }>('/sandbox/gateway/payout/:no/resend', async (req, reply) => {
    const no = payoutNo.safeParse(req.params.no);
    const sent = no.success ? await gateway.resend(no.data) : null;
    if (!sent) return reply.code(404).send({ error: 'no callback to resend' });
    return { payoutNo: no.data, callbackDelivered: sent.delivered };
  });

  app.get<{ Querystring: { orderNo?: string } }>('/sandbox/gateway/payouts', async (req, reply) => {
    const orderNo = payoutNo.safeParse(req.query.orderNo);
    const payout = orderNo.success ? await gateway.byMerchantNo(orderNo.data) : null;
    if (!payout) return reply.code(404).send({ error: 'payout not found' });
    return {
      payoutNo: payout.payoutNo,
      orderNo: payout.merchantPayoutNo,
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status,
      // What the PSP was told: the channel of an e-wallet payout, the bank of a transfer.
      beneficiary: payout.beneficiary,
    };
  });
}
