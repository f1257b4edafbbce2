import { api } from '@cardroom/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import type { PaymentGateway } from '../gateway/index.js';
import { registerSignedCallbackRoute } from '../gateway/index.js';
import { addCard, deleteCard, listCards, setDefaultCard } from './cards.js';
import { handlePayoutCallback, type PayoutDispatcher } from './payout.js';
import { changePhone, sendNewPhoneCode, verifyPhoneChange } from './phone-change.js';
import { bindPhone, sendBoundPhoneCode, setWithdrawPassword } from './security.js';
import { applyWithdrawal, withdrawDetail, withdrawInfo, withdrawRecords } from './service.js';

/** Withdrawals, withdraw accounts, the withdraw password and phone binding. */
export function registerWithdrawalRoutes(
  r: Router,
  deps: Deps,
  dispatcher: PayoutDispatcher,
): void {
  r.handle(api.bindPhone, (input, ctx) => bindPhone(deps, ctx.session.userId, input, ctx.locale));
  r.handle(api.changePhoneVerify, (input, ctx) =>
    verifyPhoneChange(deps, ctx.session.userId, input),
  );
  r.handle(api.changePhoneSendCode, (input, ctx) =>
    sendNewPhoneCode(deps, ctx.session.userId, input, ctx),
  );
  r.handle(api.changePhone, (input, ctx) => changePhone(deps, ctx.session, input, ctx));
  r.handle(api.sendBoundPhoneCode, (input, ctx) =>
    sendBoundPhoneCode(deps, ctx.session.userId, input.type, ctx.ip, ctx.locale),
  );
  r.handle(api.setWithdrawPassword, (input, ctx) =>
    setWithdrawPassword(deps, ctx.session.userId, input),
  );
  r.handle(api.bankList, (_input, ctx) => listCards(deps, ctx.session.userId));
  r.handle(api.bankAdd, (input, ctx) => addCard(deps, ctx.session.userId, input, ctx.locale));
  r.handle(api.bankDelete, (input, ctx) => deleteCard(deps, ctx.session.userId, input.bankCardId));
  r.handle(api.bankSetDefault, (input, ctx) =>
    setDefaultCard(deps, ctx.session.userId, input.bankCardId),
  );
  r.handle(api.withdrawInfo, (_input, ctx) => withdrawInfo(deps, ctx.session.userId));
  r.handle(api.withdrawApply, async (input, ctx) => {
    const order = await applyWithdrawal(
      deps,
      ctx.session.userId,
      input,
      ctx.locale,
      ctx.requestKey,
    );
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
}

/** `POST /payment/payout-notify/<gateway>`: the PSP's signed payout callbacks. */
export function registerPayoutNotify(
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
