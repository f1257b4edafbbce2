import { api, type LimitsState } from '@cardroom/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditedDeposit, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { depositOrders, releaseFor, releaseHeld } from '../deposits/index.js';
import {
  coinsWorth,
  onlineOrder,
  type Player,
  player,
  withoutDepositBonus,
} from '../deposits/testkit.js';
import { limitIn, limitsOf, setLimit } from './testkit.js';

// Money beyond a deposit limit (docs/architecture/protection.md "Money beyond a deposit limit").
const t = useTestApp();
const india = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The sums here leave out the seeded deposit bonus (SPEC §9; promo/first-deposit tests cover it).
  await withoutDepositBonus(t);
  await withoutDepositBonus(india);
}, 180_000);

const DAY = 86_400_000;
const balance = (p: Player, kind: 'cash' | 'held' | 'wagering' = 'cash') =>
  t.deps.ledger.balance(t.deps.db, p.userId, kind);

async function vaOf(p: Player): Promise<string> {
  return resultData<{ vaNumber: string }>(await t.call(api.vaInfo, {}, { sign: p.sign })).vaNumber;
}

async function push(vaNumber: string, amount: number, reference: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/sandbox/va/incoming',
    payload: { vaNumber, amount, reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as { orderNo: string; credited: boolean };
}

const heldReturn = async (p: Player) =>
  resultData<LimitsState>(await t.call(api.limitsHeldReturn, {}, { sign: p.sign }));

describe('what counts as used', () => {
  it('only credited deposits: a pending and an expired order do not, a credited one does', async () => {
    const p = await player(t);
    await setLimit(t, p.sign, 'deposit', 'day', 5_000_000);
    const expired = await onlineOrder(t, p, 1_000_000);
    await t.deps.db
      .update(depositOrders)
      .set({ status: 'expired' })
      .where(eq(depositOrders.orderNo, expired.orderNo));
    await onlineOrder(t, p, 2_000_000);
    expect(limitIn(await limitsOf(t, p.sign), 'deposit', 'day')).toMatchObject({
      used: 0,
      left: 5_000_000,
    });
    await creditedDeposit(t, p, 1_500_000);
    expect(limitIn(await limitsOf(t, p.sign), 'deposit', 'day')).toMatchObject({
      used: 1_500_000,
      left: 3_500_000,
    });
  });
});

describe('a push payment beyond the limit', () => {
  it('credits the part within the limit, holds the rest, and releases it when the next day allows', async () => {
    const p = await player(t);
    const va = await vaOf(p);
    await setLimit(t, p.sign, 'deposit', 'day', 50_000_000);
    const paid = await push(va, 90_000_500, `held-${p.uid}`);
    expect(paid.credited).toBe(true);
    expect(await balance(p)).toBe(50_000_000);
    expect(await balance(p, 'held')).toBe(40_000_500);
    // The same transfer reported again moves nothing.
    await push(va, 90_000_500, `held-${p.uid}`);
    expect(await balance(p)).toBe(50_000_000);
    expect(await balance(p, 'held')).toBe(40_000_500);

    let s = await limitsOf(t, p.sign);
    const day = limitIn(s, 'deposit', 'day');
    expect(day).toMatchObject({ used: 50_000_000, left: 0 });
    expect(s.held).toEqual({ waiting: 40_000_500, returnRequested: 0, releaseFrom: day.periodEnd });
    // Nothing is released while the day is used up.
    expect(await releaseFor(t.deps, p.userId)).toBe(0);
    const wageringBefore = await balance(p, 'wagering');

    t.advance(DAY);
    await releaseHeld(t.deps);
    expect(await balance(p)).toBe(90_000_500);
    expect(await balance(p, 'held')).toBe(0);
    // The released money carries the deposit betting requirement like any deposit.
    expect(await balance(p, 'wagering')).toBeGreaterThan(wageringBefore);
    s = await limitsOf(t, p.sign);
    expect(limitIn(s, 'deposit', 'day')).toMatchObject({ used: 40_000_500, left: 9_999_500 });
    expect(s.held).toEqual({ waiting: 0, returnRequested: 0, releaseFrom: null });
    // The statement shows the playable credit and the release, both as deposits of the order.
    const records = resultData<{
      list: Array<{ type: string; amount: number; reference: string }>;
    }>(await t.call(api.balanceRecord, { range: '7d' }, { sign: p.sign }));
    expect(records.list.map((r) => [r.type, r.amount, r.reference])).toEqual([
      ['deposit', 40_000_500, paid.orderNo],
      ['deposit', 50_000_000, paid.orderNo],
    ]);
    expect(await releaseFor(t.deps, p.userId)).toBe(0);
  });

  it('a push with the limit used up is held in full; releases never pass the next limit', async () => {
    const p = await player(t);
    const va = await vaOf(p);
    await setLimit(t, p.sign, 'deposit', 'day', 10_000_000);
    await push(va, 10_000_000, `a-${p.uid}`);
    await push(va, 25_000_000, `b-${p.uid}`);
    expect(await balance(p)).toBe(10_000_000);
    expect(await balance(p, 'held')).toBe(25_000_000);
    t.advance(DAY);
    await releaseHeld(t.deps);
    expect(await balance(p)).toBe(20_000_000);
    expect(await balance(p, 'held')).toBe(15_000_000);
    expect(limitIn(await limitsOf(t, p.sign), 'deposit', 'day').left).toBe(0);
  });

  it('50 pushes at once never credit more than the limit as playable, and each posts once', async () => {
    const p = await player(t);
    const va = await vaOf(p);
    await setLimit(t, p.sign, 'deposit', 'day', 10_000_000);
    // 50 transfers of Rp 3.000, each reported twice at once.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => push(va, 300_000, `c-${p.uid}-${i % 50}`)),
    );
    expect(new Set(answers.map((a) => a.orderNo)).size).toBe(50);
    expect(answers.filter((a) => a.credited)).toHaveLength(50);
    expect(await balance(p)).toBe(10_000_000);
    expect(await balance(p, 'held')).toBe(50 * 300_000 - 10_000_000);
    const s = await limitsOf(t, p.sign);
    expect(limitIn(s, 'deposit', 'day')).toMatchObject({ used: 10_000_000, left: 0 });
    expect(s.held.waiting).toBe(5_000_000);
  });

  it('a return request is recorded once even when sent 50 times, and stops the release', async () => {
    const p = await player(t);
    const va = await vaOf(p);
    await setLimit(t, p.sign, 'deposit', 'day', 1_000_000);
    await push(va, 3_000_000, `r1-${p.uid}`);
    await push(va, 1_000_000, `r2-${p.uid}`);
    const first = await Promise.all(Array.from({ length: 50 }, () => heldReturn(p)));
    for (const s of first)
      expect(s.held).toEqual({ waiting: 0, returnRequested: 3_000_000, releaseFrom: null });
    const rows = await t.deps.db
      .select({ at: depositOrders.returnRequestedAt })
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, p.userId), isNotNull(depositOrders.returnRequestedAt)));
    expect(rows).toHaveLength(2);
    const at = rows[0]?.at?.getTime();
    t.advance(60_000);
    await heldReturn(p);
    const again = await t.deps.db
      .select({ at: depositOrders.returnRequestedAt })
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, p.userId), isNotNull(depositOrders.returnRequestedAt)));
    expect(again.map((r) => r.at?.getTime())).toEqual(rows.map((r) => r.at?.getTime()));
    expect(at).toBeDefined();
    t.advance(DAY);
    await releaseHeld(t.deps);
    expect(await releaseFor(t.deps, p.userId)).toBe(0);
    expect(await balance(p, 'held')).toBe(3_000_000);
    expect(await balance(p)).toBe(1_000_000);
  });

  it('a player without a deposit limit gets every push in full', async () => {
    const p = await player(t);
    await push(await vaOf(p), 90_000_500, `free-${p.uid}`);
    expect(await balance(p)).toBe(90_000_500);
    expect(await balance(p, 'held')).toBe(0);
    expect((await limitsOf(t, p.sign)).held.waiting).toBe(0);
  });
});

describe('India: coins to the crypto address beyond the limit', () => {
  it('credits the part within the rupee limit and holds the rest', async () => {
    const p = await player(india);
    const address = resultData<{ address: string }>(
      await india.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
    ).address;
    await setLimit(india, p.sign, 'deposit', 'week', 100_000);
    const res = await india.inject({
      method: 'POST',
      url: '/sandbox/crypto/incoming',
      payload: { address, units: coinsWorth(india, 160_000), txHash: `tx-${p.uid}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The crypto gift (5% by default) is paid on the playable part only: 5% of ₹1,000, not ₹1,600.
    expect(await india.deps.ledger.balance(india.deps.db, p.userId, 'cash')).toBe(105_000);
    expect(await india.deps.ledger.balance(india.deps.db, p.userId, 'held')).toBe(60_000);
    const s = await limitsOf(india, p.sign);
    expect(limitIn(s, 'deposit', 'week')).toMatchObject({ used: 100_000, left: 0 });
    expect(s.held).toMatchObject({ waiting: 60_000, returnRequested: 0 });
    expect(s.held.releaseFrom).toBe(limitIn(s, 'deposit', 'week').periodEnd);
  });
});
