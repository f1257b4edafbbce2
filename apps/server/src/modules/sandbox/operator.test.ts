import { api, type DepositOrder } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rechargeButtonSetting } from '../app/index.js';
import { cash, player, wagering, withoutDepositBonus } from '../deposits/testkit.js';
import { readSetting } from '../settings/index.js';
import { withdrawer } from '../withdrawals/testkit.js';

const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The sums here leave out the seeded deposit bonus (SPEC §9; promo/first-deposit tests cover it).
  await withoutDepositBonus(t);
});

const RS_1000 = 100_000;
let utrSeq = 300_000_000_000;
const post = (url: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url, payload });

describe('sandbox operator calls (what npm run ops does, while the server runs)', () => {
  it('confirms a self-service UTR deposit once; a bad body or a second call changes nothing', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr: String(++utrSeq) }, { sign: p.sign }),
    );
    const url = `/sandbox/operator/deposits/${o.orderNo}/confirm-utr`;
    const junk = await post(url, { amount: 5 });
    expect(junk.statusCode).toBe(400);
    expect(await cash(t, p)).toBe(0);
    const ok = await post(url);
    expect(ok.json()).toMatchObject({ ok: true, order: { orderNo: o.orderNo, status: 'success' } });
    expect(await cash(t, p)).toBe(RS_1000);
    expect(await wagering(t, p)).toBe(3 * RS_1000);
    const again = await post(url);
    expect(again.statusCode).toBe(409);
    expect(await cash(t, p)).toBe(RS_1000);
  });

  it('rejects a self-service UTR order only with a reason', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr: String(++utrSeq) }, { sign: p.sign }),
    );
    const url = `/sandbox/operator/deposits/${o.orderNo}/reject-utr`;
    expect((await post(url, {})).statusCode).toBe(400);
    const ok = await post(url, { reason: 'No such transfer' });
    expect(ok.json()).toMatchObject({ order: { status: 'rejected', remark: 'No such transfer' } });
    expect(await cash(t, p)).toBe(0);
  });

  it('credits an agency order, and refuses the wrong kind of order', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount: RS_1000 }, { sign: p.sign }),
    );
    expect((await post(`/sandbox/operator/deposits/${o.orderNo}/confirm-utr`)).statusCode).toBe(
      409,
    );
    const ok = await post(`/sandbox/operator/deposits/${o.orderNo}/credit-agent`);
    expect(ok.json()).toMatchObject({ ok: true, order: { status: 'success' } });
    expect(await cash(t, p)).toBeGreaterThanOrEqual(RS_1000);
  });

  it('changes a setting while the server runs: merge or replace, checked', async () => {
    const url = '/sandbox/operator/settings/rechargeButton';
    const merged = await post(url, { merge: { show: false } });
    expect(merged.json()).toMatchObject({ ok: true, value: { show: false } });
    expect(await readSetting(t.deps.db, 'IN', rechargeButtonSetting)).toEqual({ show: false });
    const home = await t.call(api.rechargeButtonStatus, {});
    expect(JSON.stringify(home.body)).toContain('false');
    // Wrong kind of document, unknown key, junk body: refused, nothing stored.
    expect((await post(url, { replace: [1, 2] })).statusCode).toBe(400);
    expect((await post('/sandbox/operator/settings/nope', { merge: {} })).statusCode).toBe(404);
    // Path parameters are checked too: a key or order number of the wrong form is a 400.
    expect((await post('/sandbox/operator/settings/no-pe', { merge: {} })).statusCode).toBe(400);
    expect((await post('/sandbox/operator/deposits/DP!1/confirm-utr')).statusCode).toBe(400);
    expect((await post(url, { merge: { show: true }, extra: 1 })).statusCode).toBe(400);
    expect(await readSetting(t.deps.db, 'IN', rechargeButtonSetting)).toEqual({ show: false });
    const read = await t.inject({ method: 'GET', url });
    expect(read.json()).toMatchObject({ value: { show: false } });
    await post(url, { replace: { show: true } });
    expect(await readSetting(t.deps.db, 'IN', rechargeButtonSetting)).toEqual({ show: true });
  });
});

describe('withdrawing with wagering still owed (India: rupees)', () => {
  it('shows the amount left in withdraw info and refuses with it, in en and id', async () => {
    const w = await withdrawer(t);
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr: String(++utrSeq) }, { sign: w.sign }),
    );
    expect((await post(`/sandbox/operator/deposits/${o.orderNo}/confirm-utr`)).statusCode).toBe(
      200,
    );
    const info = resultData<{ wageringRequired: number; withdrawable: number }>(
      await t.call(api.withdrawInfo, {}, { sign: w.sign }),
    );
    expect(info).toMatchObject({ wageringRequired: 3 * RS_1000, withdrawable: 0 });
    const apply = (locale: 'en' | 'id') =>
      t.call(
        api.withdrawApply,
        { amount: 50_000, bankCardId: w.cardId, withdrawPassword: w.password },
        { sign: w.sign, locale },
      );
    expect((await apply('en')).body).toEqual({
      state: '400',
      msg: 'You still have 3,000 rupees left to bet in the game',
    });
    expect((await apply('id')).body).toEqual({
      state: '400',
      msg: 'Anda masih harus bertaruh 3.000 rupee lagi dalam permainan',
    });
    expect(await cash(t, { ...w })).toBe(RS_1000);
  });
});
