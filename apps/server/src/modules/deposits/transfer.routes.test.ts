import { api, type DepositOrder } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { putSetting } from '../settings/index.js';
import { chargeInfoOf } from './config.js';
import { chargeInfoSetting, depositRulesSetting } from './index.js';
import { confirmSelfUtr, creditAgentOrder, rejectOrder, selfUtrBonus } from './service.js';
import { cash, order, type Player, player, wagering, withoutDepositBonus } from './testkit.js';

const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // These sums are the methods' own gifts and the waiting bonus; the seeded deposit bonus
  // (10% from ₹500) is tested in promo/first-deposit, so it is ended here.
  await withoutDepositBonus(t);
});

const RS_1000 = 100_000;
let utrSeq = 100_000_000_000;
const nextUtr = () => String(++utrSeq);

type TransferAnswer = {
  order: DepositOrder;
  payee: { upiId: string; accountNumber: string; ifsc: string };
};
async function transferOrder(p: Player, amount = RS_1000, method: 'imps' | 'upi' = 'upi') {
  return resultData<TransferAnswer>(
    await t.call(api.createTransferOrder, { amount, method }, { sign: p.sign }),
  );
}
const incoming = (utr: string, amount: number) =>
  t.inject({ method: 'POST', url: '/sandbox/bank/incoming', payload: { utr, amount } });

describe('bank transfer with a UTR', () => {
  it('answers the payee details for UPI and IMPS', async () => {
    const p = await player(t);
    const upi = await transferOrder(p, RS_1000, 'upi');
    expect(upi.payee.upiId).toContain('@');
    expect(upi.order).toMatchObject({
      depositType: 'transfer_upi',
      status: 'pending',
      amount: RS_1000,
    });
    const imps = await transferOrder(p, RS_1000, 'imps');
    expect(imps.payee.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(imps.order.accountNumber).toBe(imps.payee.accountNumber);
  });

  it('credits when the bank statement shows the UTR, once, with the transfer gift', async () => {
    const p = await player(t);
    const { order: o } = await transferOrder(p);
    const utr = nextUtr();
    const submitted = resultData<DepositOrder>(
      await t.call(api.submitUtr, { orderNo: o.orderNo, utr }, { sign: p.sign }),
    );
    expect(submitted).toMatchObject({ utr, status: 'pending' });
    expect(await cash(t, p)).toBe(0);
    const first = await incoming(utr, RS_1000);
    expect(first.json()).toMatchObject({ ok: true, matchedOrderNo: o.orderNo, credited: true });
    const again = await incoming(utr, RS_1000);
    expect(again.json()).toMatchObject({ matchedOrderNo: o.orderNo, credited: false });
    // transferGift 3% as Deposit Bonus.
    expect(await cash(t, p)).toBe(RS_1000 + 3_000);
    expect(await wagering(t, p)).toBe(3 * RS_1000 + 3_000);
    expect((await order(t, o.orderNo)).status).toBe('success');
  });

  it('matches a statement line that arrived before the UTR was submitted', async () => {
    const p = await player(t);
    const { order: o } = await transferOrder(p);
    const utr = nextUtr();
    expect((await incoming(utr, RS_1000)).json()).toMatchObject({
      credited: false,
      matchedOrderNo: null,
    });
    await t.call(api.submitUtr, { orderNo: o.orderNo, utr }, { sign: p.sign });
    expect((await order(t, o.orderNo)).status).toBe('success');
    expect(await cash(t, p)).toBe(RS_1000 + 3_000);
  });

  it('flags a transfer whose statement amount differs, crediting nothing', async () => {
    const p = await player(t);
    const { order: o } = await transferOrder(p);
    const utr = nextUtr();
    await t.call(api.submitUtr, { orderNo: o.orderNo, utr }, { sign: p.sign });
    await incoming(utr, RS_1000 - 1);
    const row = await order(t, o.orderNo);
    expect(row).toMatchObject({ status: 'pending', flagged: true });
    expect(await cash(t, p)).toBe(0);
  });

  it('accepts a UTR on one order only when two players send it 32 times at once', async () => {
    const a = await player(t);
    const b = await player(t);
    const oa = (await transferOrder(a)).order;
    const ob = (await transferOrder(b)).order;
    const utr = nextUtr();
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        const [p, o] = i % 2 === 0 ? [a, oa] : [b, ob];
        return t.call(api.submitUtr, { orderNo: o.orderNo, utr }, { sign: p.sign });
      }),
    );
    const accepted = results.filter((r) => r.body.state === '200');
    const orders = new Set(accepted.map((r) => (r.body.resultData as DepositOrder).orderNo));
    expect(orders.size).toBe(1);
    for (const r of results.filter((x) => x.body.state !== '200')) {
      expect(r.body.msg).toBe('This UTR has already been submitted');
    }
    const withUtr = [await order(t, oa.orderNo), await order(t, ob.orderNo)].filter(
      (o) => o.utr === utr,
    );
    expect(withUtr).toHaveLength(1);
    await incoming(utr, RS_1000);
    expect((await cash(t, a)) + (await cash(t, b))).toBe(RS_1000 + 3_000);
  });

  it('validates the UTR', async () => {
    const p = await player(t);
    const { order: o } = await transferOrder(p);
    const empty = await t.call(api.submitUtr, { orderNo: o.orderNo, utr: '' }, { sign: p.sign });
    expect(failure(empty).msg).toBe('Please input UTR!');
    const short = await t.call(
      api.submitUtr,
      { orderNo: o.orderNo, utr: '12345' },
      { sign: p.sign },
    );
    expect(failure(short).msg).toBe('The UTR must be 12 digits');
    const other = await player(t);
    const theirs = await t.call(
      api.submitUtr,
      { orderNo: o.orderNo, utr: nextUtr() },
      { sign: other.sign },
    );
    expect(failure(theirs).msg).toBe('Order not found');
  });
});

describe('self-service UTR', () => {
  it('adds 1% for every full 6 hours waited, counted up to the 24 hours of handling (4%)', async () => {
    const rules = depositRulesSetting.defaults('IN');
    const h = 3_600_000;
    expect(selfUtrBonus(100_000, 5 * h, rules)).toBe(0);
    expect(selfUtrBonus(100_000, 6 * h, rules)).toBe(1_000);
    expect(selfUtrBonus(100_000, 23 * h, rules)).toBe(3_000);
    expect(selfUtrBonus(100_000, 24 * h, rules)).toBe(4_000);
    // An order handled late pays what the page promised ("up to 4%"), not more.
    expect(selfUtrBonus(100_000, 1000 * h, rules)).toBe(4_000);
    // The configured 30% cap still holds for an operator whose handling time is longer.
    const slow = { ...rules.selfUtrBonus, handlingHours: { min: 2, max: 720 } };
    expect(selfUtrBonus(100_000, 1000 * h, { ...rules, selfUtrBonus: slow })).toBe(30_000);
    expect(selfUtrBonus(99, 6 * h, rules)).toBe(0);
  });

  it('stays pending until the operator confirms, then credits with the waiting bonus', async () => {
    const p = await player(t);
    const utr = nextUtr();
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr }, { sign: p.sign }),
    );
    expect(o).toMatchObject({ depositType: 'self_utr', status: 'pending', utr });
    const dup = await t.call(api.selfUtr, { amount: RS_1000, utr }, { sign: p.sign });
    expect(failure(dup).msg).toBe('This UTR has already been submitted');
    t.advance(13 * 3_600_000);
    const credited = await confirmSelfUtr(t.deps, o.orderNo);
    expect(credited).toMatchObject({ status: 'success', bonus: 2_000 });
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
    await expect(confirmSelfUtr(t.deps, o.orderNo)).rejects.toThrow(/success, not pending/);
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
  });

  it('can be rejected with a reason', async () => {
    const p = await player(t);
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: RS_1000, utr: nextUtr() }, { sign: p.sign }),
    );
    const rejected = await rejectOrder(t.deps, o.orderNo, 'No such transfer on the statement');
    expect(rejected).toMatchObject({
      status: 'rejected',
      remark: 'No such transfer on the statement',
    });
    expect(await cash(t, p)).toBe(0);
  });
});

describe('agency deposit', () => {
  it('records the intent; the operator credits it with the agency gift', async () => {
    const p = await player(t);
    const unknown = await t.call(
      api.createAgentOrder,
      { agentId: 'nobody', amount: RS_1000 },
      { sign: p.sign },
    );
    expect(failure(unknown).msg).toBe('This payment method is not available');
    const o = resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount: RS_1000 }, { sign: p.sign }),
    );
    expect(o).toMatchObject({ depositType: 'agency', status: 'pending', remark: 'Agent Priya' });
    await creditAgentOrder(t.deps, o.orderNo);
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
    await expect(creditAgentOrder(t.deps, o.orderNo)).rejects.toThrow(/not pending/);
    expect(await cash(t, p)).toBe(RS_1000 + 2_000);
  });
});

describe('+91 deposit switch', () => {
  it("answers 'Your deposit function has been closed' when rechargeOpen is off", async () => {
    const p = await player(t);
    const info = await chargeInfoOf(t.deps);
    await putSetting(t.deps.db, t.deps.market.code, chargeInfoSetting, {
      ...info,
      rechargeOpen: false,
    });
    try {
      const msg = 'Your deposit function has been closed, please contact customer service';
      const online = await t.call(
        api.createRechargeOrder,
        { amount: RS_1000, type: 'upi_fast' },
        { sign: p.sign },
      );
      expect(failure(online).msg).toBe(msg);
      const transfer = await t.call(
        api.createTransferOrder,
        { amount: RS_1000, method: 'upi' },
        { sign: p.sign },
      );
      expect(failure(transfer).msg).toBe(msg);
      const self = await t.call(api.selfUtr, { amount: RS_1000, utr: nextUtr() }, { sign: p.sign });
      expect(failure(self).msg).toBe(msg);
    } finally {
      await putSetting(t.deps.db, t.deps.market.code, chargeInfoSetting, info);
    }
  });

  it('formats the range in rupees', async () => {
    const p = await player(t);
    const res = await t.call(
      api.createRechargeOrder,
      { amount: 5_000_001, type: 'upi_fast' },
      { sign: p.sign },
    );
    expect(failure(res).msg).toBe('Deposit amount must be between ₹100 and ₹50,000');
  });
});
