import { api, type DepositOrder } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import {
  cash,
  coinsWorth,
  onlineOrder,
  type Player,
  player,
  withoutDepositBonus,
} from '../deposits/testkit.js';
import { rangeStart } from './range.js';

const t = useTestApp();
beforeAll(async () => {
  // The sums here leave out the seeded deposit bonus (SPEC §9; promo/first-deposit tests cover it).
  await withoutDepositBonus(t);
});

type Records = {
  list: Array<{ type: string; amount: number; balanceAfter: number; reference: string }>;
  total: number;
  page: number;
};
const balanceRecord = async (p: Player, payload: Record<string, unknown>) =>
  resultData<Records>(await t.call(api.balanceRecord, payload, { sign: p.sign }));
const depositRecord = async (p: Player, payload: Record<string, unknown>) =>
  resultData<{ list: DepositOrder[]; total: number }>(
    await t.call(api.rechargeRecord, payload, { sign: p.sign }),
  );

async function paidOrder(p: Player, amount: number) {
  const o = await onlineOrder(t, p, amount);
  await t.inject({ method: 'POST', url: o.payUrl, payload: { outcome: 'success' } });
  return o;
}

describe('range filters', () => {
  it('start at local midnight in the market time zone', () => {
    // 2026-03-10 20:00 UTC is 03:00 on the 11th in Jakarta and 01:30 on the 11th in Kolkata.
    const now = new Date('2026-03-10T20:00:00Z');
    expect(rangeStart('ID', 'today', now).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(rangeStart('IN', 'today', now).toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(rangeStart('ID', '7d', now).toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(rangeStart('IN', '30d', now).toISOString()).toBe('2026-02-09T18:30:00.000Z');
  });
});

describe('/user/balanceRecord', () => {
  it('reads cash movements from the ledger with type, range and paging filters', async () => {
    const p = await player(t);
    const gift = await t.call(api.getChargeInfo, {}, { sign: p.sign });
    expect(gift.body.code).toBe(200);
    for (const amount of [1_000_000, 2_000_000, 3_000_000]) await paidOrder(p, amount);
    const all = await balanceRecord(p, {});
    expect(all.total).toBe(3);
    expect(all.list.map((r) => r.amount)).toEqual([3_000_000, 2_000_000, 1_000_000]);
    expect(all.list[0]).toMatchObject({ type: 'deposit', balanceAfter: 6_000_000 });
    expect(all.list[0]?.reference).toMatch(/^DP/);
    // Wagering is a memo account, never a cash record.
    expect(all.list.every((r) => r.type === 'deposit')).toBe(true);

    const page2 = await balanceRecord(p, { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.list.map((r) => r.amount)).toEqual([1_000_000]);
    expect((await balanceRecord(p, { type: 'bet' })).total).toBe(0);
    expect((await balanceRecord(p, { type: 'deposit' })).total).toBe(3);

    // Two days later: not today any more, still within 7 and 30 days.
    t.advance(2 * 86_400_000);
    expect((await balanceRecord(p, { range: 'today' })).total).toBe(0);
    expect((await balanceRecord(p, { range: '7d' })).total).toBe(3);
    t.advance(8 * 86_400_000);
    expect((await balanceRecord(p, { range: '7d' })).total).toBe(0);
    expect((await balanceRecord(p, { range: '30d' })).total).toBe(3);
    const bad = await t.call(api.balanceRecord, { type: 'lottery' }, { sign: p.sign });
    expect(failure(bad).state).toBe('400');
  });

  it('shows a Deposit Bonus as its own type', async () => {
    const p = await player(t);
    const address = resultData<{ address: string }>(
      await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
    );
    await t.inject({
      method: 'POST',
      url: '/sandbox/crypto/incoming',
      payload: {
        address: address.address,
        units: coinsWorth(t, 32_500_000),
        txHash: `tx-${p.uid}`,
      },
    });
    const bonus = await balanceRecord(p, { type: 'deposit_bonus' });
    expect(bonus.list).toEqual([
      expect.objectContaining({ type: 'deposit_bonus', amount: 1_625_000 }),
    ]);
    expect((await balanceRecord(p, {})).total).toBe(2);
  });
});

describe('/recharge/record', () => {
  it('lists only the caller’s orders, filtered by status and range, newest first', async () => {
    const p = await player(t);
    const other = await player(t);
    await onlineOrder(t, other, 1_000_000);
    const paid = await paidOrder(p, 1_000_000);
    const waiting = await onlineOrder(t, p, 2_000_000);
    const all = await depositRecord(p, {});
    expect(all.total).toBe(2);
    expect(all.list.map((o) => o.orderNo)).toEqual([waiting.orderNo, paid.orderNo]);
    const success = await depositRecord(p, { status: 'success' });
    expect(success.list.map((o) => o.orderNo)).toEqual([paid.orderNo]);
    expect((await depositRecord(p, { status: 'pending' })).total).toBe(1);
    t.advance(2 * 86_400_000);
    expect((await depositRecord(p, { range: 'today' })).total).toBe(0);
    // The unpaid order has expired by now.
    expect((await depositRecord(p, { status: 'expired', range: '7d' })).total).toBe(1);
  });
});

describe('crypto and virtual-account deposits', () => {
  it('gives each player a stable address per network and credits a tx hash once', async () => {
    const p = await player(t);
    const q = await player(t);
    const a1 = resultData<{ address: string; currency: string }>(
      await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
    );
    const a2 = resultData<{ address: string }>(
      await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
    );
    const bep = resultData<{ address: string }>(
      await t.call(api.cryptoAddress, { network: 'BEP20' }, { sign: p.sign }),
    );
    const theirs = resultData<{ address: string }>(
      await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: q.sign }),
    );
    expect(a1.address).toBe(a2.address);
    expect(a1.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(bep.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(theirs.address).not.toBe(a1.address);
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/sandbox/crypto/incoming',
        payload: {
          address: a1.address,
          units: coinsWorth(t, 32_500_000),
          txHash: `0xhash-${p.uid}`,
        },
      });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.filter((r) => r.json().credited === true)).toHaveLength(1);
    // 20 USDT at Rp 16.250 and the cryptoGift 5%.
    expect(await cash(t, p)).toBe(34_125_000);
    const unknown = await t.inject({
      method: 'POST',
      url: '/sandbox/crypto/incoming',
      payload: { address: 'Tnobody', units: coinsWorth(t, 32_500_000), txHash: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives each player a virtual account and credits a reference once', async () => {
    const p = await player(t);
    const va = resultData<{ vaNumber: string; bankName: string }>(
      await t.call(api.vaInfo, {}, { sign: p.sign }),
    );
    expect(va.bankName).toBe('BCA');
    expect(va.vaNumber).toMatch(/^39358\d{11}$/);
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/sandbox/va/incoming',
        payload: { vaNumber: va.vaNumber, amount: 5_000_000, reference: `ref-${p.uid}` },
      });
    expect((await send()).json()).toMatchObject({ credited: true, status: 'success' });
    expect((await send()).json()).toMatchObject({ credited: false, status: 'success' });
    expect(await cash(t, p)).toBe(5_000_000);
    const bad = await t.inject({
      method: 'POST',
      url: '/sandbox/va/incoming',
      payload: { vaNumber: va.vaNumber, amount: -5, reference: 'r' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
