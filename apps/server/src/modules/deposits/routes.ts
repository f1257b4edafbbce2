import { api } from '@cardroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/router.js';
import { registerSignedCallbackRoute } from '../gateway/notify.js';
import type { PaymentGateway } from '../gateway/types.js';
import { handleGatewayCallback } from './callbacks.js';
import { chargeInfoOf, depositRulesOf } from './config.js';
import {
  createAgentOrder,
  createRechargeOrder,
  createSelfUtrOrder,
  createTransferOrder,
  cryptoAddress,
  recordIncomingToAddress,
  recordIncomingTransfer,
  submitUtr,
  vaInfo,
} from './service.js';

export function registerDepositRoutes(r: Router, deps: Deps): void {
  r.handle(api.getChargeInfo, async () => chargeInfoOf(deps));
  r.handle(api.getPayChannel, async () => {
    const [info, rules] = await Promise.all([chargeInfoOf(deps), depositRulesOf(deps)]);
    const gateway = deps.gateway?.name ?? '';
    return {
      channels: info.rechargeTypeList.map((t) => ({
        type: t.type,
        name: t.name,
        gateway,
        enabled: !t.disable && gateway !== '',
      })),
      depositNotice: rules.depositNotice,
    };
  });
  r.handle(api.createRechargeOrder, async (input, ctx) =>
    createRechargeOrder(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.createTransferOrder, async (input, ctx) =>
    createTransferOrder(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.submitUtr, async (input, ctx) =>
    submitUtr(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.selfUtr, async (input, ctx) =>
    createSelfUtrOrder(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.createAgentOrder, async (input, ctx) =>
    createAgentOrder(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.cryptoAddress, async (input, ctx) =>
    cryptoAddress(deps, ctx.session.userId, input.network),
  );
  r.handle(api.vaInfo, async (_input, ctx) => vaInfo(deps, ctx.session.userId));
}

/** `POST /payment/notify/<gateway>`: the PSP's signed payment callbacks. */
export function registerNotifyRoute(
  app: FastifyInstance,
  deps: Deps,
  gateways: PaymentGateway[],
): void {
  registerSignedCallbackRoute(app, {
    prefix: '/payment/notify',
    label: 'gateway callback',
    gateways,
    handle: (gateway, event, raw) => handleGatewayCallback(deps, gateway, event, raw),
  });
}

const incomingBank = z.object({
  utr: z.string().regex(/^\d{12}$/, 'utr must be 12 digits'),
  amount: z
    .number()
    .int()
    .positive()
    .max(2 ** 51 - 1),
});
const incomingCrypto = z.object({
  address: z.string().min(1).max(128),
  amount: z
    .number()
    .int()
    .positive()
    .max(2 ** 51 - 1),
  txHash: z.string().min(1).max(128),
});
const incomingVa = z.object({
  vaNumber: z.string().min(1).max(64),
  amount: z
    .number()
    .int()
    .positive()
    .max(2 ** 51 - 1),
  reference: z.string().min(1).max(128),
});

/** Sandbox only: money arriving from outside (bank statement, chain, virtual account). */
export function registerSandboxIncomingRoutes(app: FastifyInstance, deps: Deps): void {
  const bad = (error: z.ZodError) => ({
    ok: false,
    error: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
  });
  app.post('/sandbox/bank/incoming', async (req, reply) => {
    const body = incomingBank.safeParse(req.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error));
    return { ok: true, ...(await recordIncomingTransfer(deps, body.data)) };
  });
  app.post('/sandbox/crypto/incoming', async (req, reply) => {
    const body = incomingCrypto.safeParse(req.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error));
    try {
      const { address, amount, txHash } = body.data;
      return {
        ok: true,
        ...(await recordIncomingToAddress(deps, 'crypto', { address, amount, reference: txHash })),
      };
    } catch (err) {
      if (err instanceof AppError)
        return reply.code(404).send({ ok: false, error: 'unknown address' });
      throw err;
    }
  });
  app.post('/sandbox/va/incoming', async (req, reply) => {
    const body = incomingVa.safeParse(req.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error));
    try {
      const { vaNumber, amount, reference } = body.data;
      return {
        ok: true,
        ...(await recordIncomingToAddress(deps, 'va', { address: vaNumber, amount, reference })),
      };
    } catch (err) {
      if (err instanceof AppError)
        return reply.code(404).send({ ok: false, error: 'unknown virtual account' });
      throw err;
    }
  });
}
