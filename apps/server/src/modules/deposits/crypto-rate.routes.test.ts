import { api, type ChargeInfo, COIN_UNITS, coinUnitsFor, cryptoCredit } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeData, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { ledgerTransactions } from '../ledger/index.js';
import { putSetting, readSetting } from '../settings/index.js';
import { depositOrders } from './schema.js';
import { chargeInfoSetting } from './settings.js';
import { cash, type Player, player } from './testkit.js';

/**
 * Coins arriving at a crypto address are credited at the operator's rate (chargeInfo
 * `cryptoRates`), the same number getChargeInfo answers for the deposit page to state before the
 * player sends: one setting, read by the credit, the sandbox and the page (issue 33).
 */
const t = useTestApp({ MARKET: 'ID' });

const chargeInfoOf = async (p: Player) =>
  codeData<ChargeInfo>(await t.call(api.getChargeInfo, {}, { sign: p.sign }));
const trc20 = (info: ChargeInfo) => {
  const net = info.cryptoConfig.networks.find((n) => n.network === 'TRC20');
  if (!net) throw new Error('no TRC20');
  return net;
};
const addressOf = async (p: Player) =>
  resultData<{ address: string }>(
    await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
  ).address;
let hash = 0;
const arrive = (address: string, units: number) =>
  t.inject({
    method: 'POST',
    url: '/sandbox/crypto/incoming',
    payload: { address, units, txHash: `rate-${process.pid}-${++hash}` },
  });
const orderOf = async (orderNo: string) => {
  const [o] = await t.deps.db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (!o) throw new Error(`no order ${orderNo}`);
  return o;
};

describe('crypto rate', () => {
  it('credits 100 USDT at the rate getChargeInfo states (Rp 16.250 → Rp 1.625.000), with the coins on the ledger', async () => {
    const p = await player(t);
    const stated = trc20(await chargeInfoOf(p));
    expect(stated.rate).toBe(1_625_000);
    const res = await arrive(await addressOf(p), 100 * COIN_UNITS);
    expect(res.statusCode, res.body).toBe(200);
    const { orderNo, credited } = res.json() as { orderNo: string; credited: boolean };
    expect(credited).toBe(true);
    const order = await orderOf(orderNo);
    expect(order.amount).toBe(cryptoCredit(100 * COIN_UNITS, stated.rate));
    expect(order.amount).toBe(162_500_000);
    // The crypto gift (5%) is of the credited amount; the cash holds at least both (the
    // first-deposit promotion may add its own bonus).
    expect(order.bonus).toBe(8_125_000);
    expect(await cash(t, p)).toBeGreaterThanOrEqual(162_500_000 + order.bonus);
    const [movement] = await t.deps.db
      .select({ memo: ledgerTransactions.memo })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.type, 'deposit'), eq(ledgerTransactions.reference, orderNo)),
      );
    expect(movement?.memo).toMatchObject({ coinUnits: 100 * COIN_UNITS, rate: 1_625_000 });
  });

  it('follows the operator: a new rate is stated and credited, part of a sen rounded down', async () => {
    const before = await readSetting(t.deps.db, 'ID', chargeInfoSetting);
    await putSetting(t.deps.db, 'ID', chargeInfoSetting, {
      ...before,
      cryptoRates: { ...before.cryptoRates, TRC20: 1_598_765 },
    });
    try {
      const p = await player(t);
      expect(trc20(await chargeInfoOf(p)).rate).toBe(1_598_765);
      const res = await arrive(await addressOf(p), 12_345_678);
      const order = await orderOf((res.json() as { orderNo: string }).orderNo);
      // 12.345678 × 1 598 765 = 19 737 837.89… sen.
      expect(order.amount).toBe(19_737_837);
      expect(order.status).toBe('success');
    } finally {
      await putSetting(t.deps.db, 'ID', chargeInfoSetting, before);
    }
  });

  it('coins one unit short of the stated minimum are not credited; the coins the page asks for are', async () => {
    const p = await player(t);
    const net = trc20(await chargeInfoOf(p));
    const address = await addressOf(p);
    const fewest = coinUnitsFor(net.minAmount, net.rate);
    const short = await arrive(address, fewest - 1);
    expect(short.json()).toMatchObject({ status: 'rejected', credited: false });
    expect(await cash(t, p)).toBe(0);
    const enough = await arrive(address, fewest);
    expect(enough.json()).toMatchObject({ status: 'success', credited: true });
    const order = await orderOf((enough.json() as { orderNo: string }).orderNo);
    expect(order.amount).toBeGreaterThanOrEqual(net.minAmount);
  });

  it('refuses coins worth more than any amount the ledger holds, storing nothing', async () => {
    const p = await player(t);
    const address = await addressOf(p);
    const res = await arrive(address, 2 ** 51 - 1);
    expect(res.statusCode).toBe(400);
    const rows = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userId, p.userId));
    expect(rows).toHaveLength(0);
  });
});
