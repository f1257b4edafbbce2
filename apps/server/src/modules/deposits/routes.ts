import { api, sandboxApi } from '@cardroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import type { PaymentGateway } from '../gateway/index.js';
import { registerSignedCallbackRoute } from '../gateway/index.js';
import { handleGatewayCallback } from './callbacks.js';
import { depositConfigOf, presentChargeInfo } from './config.js';
import { methodGiftsPaid } from './gift-budget.js';
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
  r.handle(api.getChargeInfo, async () => {
    const [info, rules] = await depositConfigOf(deps);
    return presentChargeInfo(info, rules, await methodGiftsPaid(deps, deps.now()));
  });
  r.handle(api.getPayChannel, async () => {
    const [info, rules] = await depositConfigOf(deps);
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
    createRechargeOrder(deps, ctx.session.userId, input, ctx.locale, ctx.requestKey),
  );
  r.handle(api.createTransferOrder, async (input, ctx) =>
    createTransferOrder(deps, ctx.session.userId, input, ctx.locale, ctx.requestKey),
  );
  r.handle(api.submitUtr, async (input, ctx) =>
    submitUtr(deps, ctx.session.userId, input, ctx.locale),
  );
  r.handle(api.selfUtr, async (input, ctx) =>
    createSelfUtrOrder(deps, ctx.session.userId, input, ctx.locale, ctx.requestKey),
  );
  r.handle(api.createAgentOrder, async (input, ctx) =>
    createAgentOrder(deps, ctx.session.userId, input, ctx.locale, ctx.requestKey),
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

/** Sandbox only: money arriving from outside (bank statement, chain, virtual account). */
export function registerSandboxIncomingRoutes(r: Router, deps: Deps): void {
  r.handle(sandboxApi.sandboxBankIncoming, async ({ utr, amount }) => ({
    ok: true as const,
    ...(await recordIncomingTransfer(deps, { utr, amount })),
  }));
  r.handle(sandboxApi.sandboxCryptoIncoming, async ({ address, units, txHash }) => ({
    ok: true as const,
    ...(await recordIncomingToAddress(deps, {
      kind: 'crypto',
      address,
      units,
      reference: txHash,
    })),
  }));
  r.handle(sandboxApi.sandboxVaIncoming, async ({ vaNumber, amount, reference }) => ({
    ok: true as const,
    ...(await recordIncomingToAddress(deps, {
      kind: 'va',
      address: vaNumber,
      amount,
      reference,
    })),
  }));
}
