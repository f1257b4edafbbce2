import { api, type ChargeInfo, type DepositOrder } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeData, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { SandboxGateway, sandboxCallbacks } from '../gateway/index.js';
import { putSetting } from '../settings/index.js';
import { chargeInfoOf, depositRulesOf } from './config.js';
import { chargeInfoSetting, depositRulesSetting } from './index.js';
import { depositOrders, gatewayCallbacks } from './schema.js';
import {
  callbackBody,
  cash,
  notify,
  onlineOrder,
  order,
  player,
  sandbox,
  wagering,
} from './testkit.js';

const t = useTestApp();

const RP_50K = 5_000_000;

describe('deposit configuration', () => {
  it('answers every ChargeInfo field from the settings, in the code envelope', async () => {
    const p = await player(t);
    const info = codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
    expect(info.rechargeOpen).toBe(true);
    expect(info.typeA.amountList[0]).toBe(1_000_000);
    expect(info.typeA.amountList.at(-1)).toBe(1_000_000_000);
    expect(info.bankConfigList.map((b) => b.id)).toEqual(['BCA', 'BRI', 'BNI', 'MANDIRI']);
    expect(info.rechargeTypeList.some((x) => x.type === 'va')).toBe(true);
    expect(JSON.parse(info.agentsV2)[0].contacts.length).toBeGreaterThan(0);
    const channel = codeData<{ channels: Array<{ type: string; enabled: boolean }> }>(
      await t.call(api.getPayChannel, {}, { sign: p.sign }),
    );
    expect(channel.channels.map((c) => c.type)).toContain('qris');
    expect((await t.call(api.getChargeInfo, {})).body).toEqual({
      code: 401,
      msg: 'Please login first',
    });
  });

  it('reads operator edits without a code change', async () => {
    const p = await player(t);
    const info = await chargeInfoOf(t.deps);
    await putSetting(t.deps.db, t.deps.market.code, chargeInfoSetting, {
      ...info,
      defaultIndex: 2_000_000,
    });
    const got = codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
    expect(got.defaultIndex).toBe(2_000_000);
    await putSetting(t.deps.db, t.deps.market.code, chargeInfoSetting, info);
  });

  it('answers the wagering multiples the credit uses, and follows an operator edit', async () => {
    const p = await player(t);
    const got = codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
    expect(got.wagering).toEqual({ depositMultiple: 3, bonusMultiple: 1 });
    const rules = await depositRulesOf(t.deps);
    await putSetting(t.deps.db, t.deps.market.code, depositRulesSetting, {
      ...rules,
      depositWageringMultiple: 5,
    });
    const edited = codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
    expect(edited.wagering.depositMultiple).toBe(5);
    await putSetting(t.deps.db, t.deps.market.code, depositRulesSetting, rules);
  });
});

describe('online payment through the sandbox gateway', () => {
  it('creates an order and a pay page; Pay credits the deposit once with 3x wagering', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    expect(o.orderNo).toMatch(/^DP\d{20}$/);
    expect(o.payUrl).toBe(`/sandbox/gateway/pay/${o.gatewayOrderNo}`);
    const detail = resultData<DepositOrder>(
      await t.call(api.rechargeOrderDetail, { orderNo: o.orderNo }, { sign: p.sign }),
    );
    expect(detail).toMatchObject({ status: 'pending', depositType: 'online', payUrl: o.payUrl });

    const page = await t.inject({ method: 'GET', url: o.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain('value="success"');
    expect(page.body).toContain('value="fail"');

    // The Pay button: a form post, then back to the app's order page.
    const pay = await t.inject({
      method: 'POST',
      url: o.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/pages/wallet/DepositOrderDetail?orderNo=${o.orderNo}`);
    expect(await cash(t, p)).toBe(RP_50K);
    expect(await wagering(t, p)).toBe(3 * RP_50K);
    const after = resultData<DepositOrder>(
      await t.call(api.rechargeOrderDetail, { orderNo: o.orderNo }, { sign: p.sign }),
    );
    expect(after.status).toBe('success');
    expect(after.arrivedAt).not.toBe('');
    expect(after.payUrl).toBe('');
  });

  it('an online deposit earns no bonus of its own, and the old online-gift switch is refused', async () => {
    // The deposit bonus is the first-deposit promotion's (promo/first-deposit.routes.test.ts);
    // the old switch would have paid an online deposit a second time.
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    expect(await cash(t, p)).toBe(RP_50K);
    expect(await wagering(t, p)).toBe(3 * RP_50K);
    expect((await order(t, o.orderNo)).bonus).toBe(0);

    const rules = await depositRulesOf(t.deps);
    const write = await t.inject({
      method: 'POST',
      url: '/sandbox/operator/settings/depositRules',
      payload: { merge: { onlineGiftBps: 500, onlineGiftSwitch: true } },
    });
    expect(write.statusCode).toBe(400);
    expect(write.body).toContain('removed: the online deposit bonus is a first_deposit promotion');
    expect(await depositRulesOf(t.deps)).toEqual(rules);
  });

  it('credits once when the same callback is replayed 10 times in a row and 10 at once', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const body = callbackBody({ ...o, amount: RP_50K });
    for (let i = 0; i < 10; i++) {
      const res = await notify(t, body);
      expect(res.statusCode).toBe(200);
    }
    const together = await Promise.all(Array.from({ length: 10 }, () => notify(t, body)));
    for (const res of together) expect(res.statusCode).toBe(200);
    expect(await cash(t, p)).toBe(RP_50K);
    expect(await wagering(t, p)).toBe(3 * RP_50K);
    const stored = await t.deps.db
      .select()
      .from(gatewayCallbacks)
      .where(eq(gatewayCallbacks.gatewayOrderNo, o.gatewayOrderNo));
    expect(stored).toHaveLength(1);
  });

  it('credits once when the gateway resends its callback 10 times in a row and 10 at once', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const paid = await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    expect(paid.json()).toMatchObject({ status: 'success', callbackDelivered: true });
    const url = `/sandbox/gateway/resend/${o.gatewayOrderNo}`;
    for (let i = 0; i < 10; i++) {
      expect((await t.inject({ method: 'POST', url })).json()).toMatchObject({
        callbackDelivered: true,
      });
    }
    const together = await Promise.all(
      Array.from({ length: 10 }, () => t.inject({ method: 'POST', url })),
    );
    for (const res of together) expect(res.json()).toMatchObject({ callbackDelivered: true });
    expect(await cash(t, p)).toBe(RP_50K);
  });

  it('refuses a one-byte change, a wrong secret and a missing signature; nothing credited', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const body = callbackBody({ ...o, amount: RP_50K });
    const signature = sandbox(t).sign(body);
    const tampered = body.replace(`"amount":${RP_50K}`, `"amount":${RP_50K + 1}`);
    expect(tampered.length).toBe(body.length);
    // One byte: the amount's last digit.
    expect([...tampered].filter((c, i) => c !== body[i])).toHaveLength(1);
    expect((await notify(t, tampered, { signature })).statusCode).toBe(401);
    const wrong = SandboxGateway.secretFrom('another-secret-another-secret-another-secret');
    expect((await notify(t, body, { secret: wrong })).statusCode).toBe(401);
    expect((await notify(t, body, { signature: null })).statusCode).toBe(401);
    expect((await notify(t, body, { signature: 'zz' })).statusCode).toBe(401);
    expect(await cash(t, p)).toBe(0);
    expect((await order(t, o.orderNo)).status).toBe('pending');
    // The genuine one still works afterwards.
    expect((await notify(t, body, { signature })).statusCode).toBe(200);
    expect(await cash(t, p)).toBe(RP_50K);
  });

  it('does not credit a callback whose amount or currency differs, and flags the order', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const more = callbackBody({ ...o, amount: RP_50K * 10, eventId: 'evt-more' });
    const res = await notify(t, more);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'mismatch' });
    const otherCurrency = callbackBody({
      ...o,
      amount: RP_50K,
      currency: 'INR',
      eventId: 'evt-inr',
    });
    expect((await notify(t, otherCurrency)).json()).toMatchObject({ result: 'mismatch' });
    expect(await cash(t, p)).toBe(0);
    const row = await order(t, o.orderNo);
    expect(row.status).toBe('pending');
    expect(row.flagged).toBe(true);
    expect(row.flagReason).toContain('evt-more');
  });

  it('keeps a successful order successful when a fail arrives afterwards', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    const failed = await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'fail' } });
    expect(failed.json()).toMatchObject({ callbackDelivered: true });
    expect((await order(t, o.orderNo)).status).toBe('success');
    expect(await cash(t, p)).toBe(RP_50K);
  });

  it('marks a failed payment failed, and still credits a late success', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'fail' } });
    expect((await order(t, o.orderNo)).status).toBe('failed');
    expect(await cash(t, p)).toBe(0);
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    expect((await order(t, o.orderNo)).status).toBe('success');
    expect(await cash(t, p)).toBe(RP_50K);
  });

  it("shows the gateway's failure remark in the player's language (stored as a code)", async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'fail' } });
    expect((await order(t, o.orderNo)).remark).toBe('@remarkGatewayFailed');
    const detail = async (locale: 'en' | 'id') =>
      resultData<DepositOrder>(
        await t.call(api.rechargeOrderDetail, { orderNo: o.orderNo }, { sign: p.sign, locale }),
      );
    expect((await detail('en')).remark).toBe('Payment failed at the gateway');
    expect((await detail('id')).remark).toBe('Pembayaran gagal di gateway pembayaran');
    const list = resultData<{ list: DepositOrder[] }>(
      await t.call(
        api.rechargeRecord,
        { page: 1, pageSize: 10, range: 'today', status: 'all' },
        { sign: p.sign, locale: 'id' },
      ),
    );
    expect(list.list.find((x) => x.orderNo === o.orderNo)?.remark).toBe(
      'Pembayaran gagal di gateway pembayaran',
    );
    // A row written before remarks were coded (English text) is translated too.
    await t.deps.db
      .update(depositOrders)
      .set({ remark: 'Payment failed at the gateway' })
      .where(eq(depositOrders.orderNo, o.orderNo));
    expect((await detail('id')).remark).toBe('Pembayaran gagal di gateway pembayaran');
  });

  it('retries a callback the merchant could not take (500 / down) until it lands', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const gw = sandbox(t);
    const real = gw.deliver;
    let calls = 0;
    gw.deliver = async (req) => {
      calls++;
      if (calls === 1) return { status: 500 };
      if (calls === 2) throw new Error('connect ECONNREFUSED 127.0.0.1:8080');
      return real(req);
    };
    try {
      const paid = await t.inject({
        method: 'POST',
        url: o.payUrl,
        payload: { outcome: 'success' },
      });
      expect(paid.json()).toMatchObject({ callbackDelivered: false });
      expect(await cash(t, p)).toBe(0);
      // Not due yet: nothing is attempted before the backoff has passed.
      expect(await gw.runDue()).toBe(0);
      t.advance(61_000);
      expect(await gw.runDue()).toBe(0); // the server is still "down"
      t.advance(61_000);
      expect(await gw.runDue()).toBe(1);
      expect(await cash(t, p)).toBe(RP_50K);
      const [row] = await gw.callbacks(o.gatewayOrderNo);
      expect(row).toMatchObject({ attempts: 3, lastError: null });
      expect(row?.deliveredAt).not.toBeNull();
    } finally {
      gw.deliver = real;
    }
  });

  it('keeps undelivered callbacks in the database for a restarted server', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, RP_50K);
    const gw = sandbox(t);
    const real = gw.deliver;
    gw.deliver = async () => {
      throw new Error('server down');
    };
    await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
    gw.deliver = real;
    // A fresh gateway (as after a restart) on the same database picks the callback up.
    const restarted = new SandboxGateway({
      db: t.deps.db,
      secret: SandboxGateway.secretFrom(t.config.appSecret),
      now: t.deps.now,
      deliver: real,
    });
    t.advance(120_000);
    expect(await restarted.runDue()).toBe(1);
    expect(await cash(t, p)).toBe(RP_50K);
    const pending = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.gatewayOrderNo, o.gatewayOrderNo));
    expect(pending.every((c) => c.deliveredAt !== null)).toBe(true);
  });

  it('delivers callbacks over real HTTP when the server listens', async () => {
    const { app } = await import('./testkit-listen.js').then((m) => m.listen(t));
    try {
      const p = await player(t);
      const o = await onlineOrder(t, p, RP_50K);
      const paid = await t.inject({
        method: 'POST',
        url: o.payUrl,
        payload: { outcome: 'success' },
      });
      expect(paid.json()).toMatchObject({ callbackDelivered: true });
      expect(await cash(t, p)).toBe(RP_50K);
    } finally {
      await app.close();
    }
  });
});

describe('order validation', () => {
  it('refuses amounts of -1, 0, 0.1, "1e3" and 10^20 with a clear text', async () => {
    const p = await player(t);
    for (const amount of [-1, 0, 0.1, '1e3', 1e20]) {
      const res = await t.call(api.createRechargeOrder, { amount, type: 'qris' }, { sign: p.sign });
      expect(failure(res)).toEqual({
        state: '400',
        msg: 'The amount is not valid',
      });
    }
    const none = await t.call(api.createRechargeOrder, { type: 'qris' }, { sign: p.sign });
    expect(failure(none).msg).toBe('Please input deposit amount!');
  });

  it('checks the type and its amount range', async () => {
    const p = await player(t);
    const low = await t.call(
      api.createRechargeOrder,
      { amount: 999_900, type: 'qris' },
      { sign: p.sign },
    );
    expect(failure(low).msg).toBe('Deposit amount must be between Rp 10,000 and Rp 10,000,000');
    const lowId = await t.call(
      api.createRechargeOrder,
      { amount: 999_900, type: 'qris' },
      { sign: p.sign, locale: 'id' },
    );
    expect(failure(lowId).msg).toBe('Jumlah deposit harus antara Rp 10.000 dan Rp 10.000.000');
    const unknown = await t.call(
      api.createRechargeOrder,
      { amount: RP_50K, type: 'nope' },
      { sign: p.sign },
    );
    expect(failure(unknown).msg).toBe('This payment method is not available');
  });

  it('caps pending orders per player', async () => {
    const p = await player(t);
    const { maxPendingOrders } = await depositRulesOf(t.deps);
    for (let i = 0; i < maxPendingOrders; i++) await onlineOrder(t, p, RP_50K);
    const res = await t.call(
      api.createRechargeOrder,
      { amount: RP_50K, type: 'qris' },
      { sign: p.sign },
    );
    expect(failure(res).msg).toBe(
      `You still have ${maxPendingOrders} orders being processed. Please try again later.`,
    );
    // Unpaid online orders expire and stop counting.
    t.advance(31 * 60_000);
    await onlineOrder(t, p, RP_50K);
  });

  it("answers 'Order not found' for another player's order", async () => {
    const a = await player(t);
    const b = await player(t);
    const o = await onlineOrder(t, a, RP_50K);
    const res = await t.call(api.rechargeOrderDetail, { orderNo: o.orderNo }, { sign: b.sign });
    expect(failure(res)).toEqual({ state: '404', msg: 'Order not found' });
    const none = await t.call(api.rechargeOrderDetail, { orderNo: 'DP0' }, { sign: a.sign });
    expect(failure(none).msg).toBe('Order not found');
  });
});
