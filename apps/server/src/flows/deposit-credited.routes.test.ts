import { api, type DepositOrder } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData, uniqueIp } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  cash,
  coinsWorth,
  order,
  type Player,
  player,
  wagering,
  withoutDepositBonus,
} from '../modules/deposits/testkit.js';
import { ledgerTransactions } from '../modules/ledger/index.js';

/**
 * The deposit-credited flow's first step: a method's gift (transfer, crypto) is a bonus, so it
 * goes through promo's one bonus path and its break gate, like every promotion's payout. The
 * deposit itself always goes through.
 */
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  // The seeded first-deposit bonus would add its own sums; the gift is what is tested here.
  await withoutDepositBonus(t);
});

const RS_1000 = 100_000;
let utrSeq = 300_000_000_000;
const nextUtr = () => String(++utrSeq);
let hashSeq = 0;
const nextHash = () => `0x${(++hashSeq).toString(16).padStart(64, 'a')}`;

const takeBreak = async (p: Player) =>
  resultData(
    await t.call(
      api.breakStart,
      { period: '24h', confirm: true },
      { sign: p.sign, ip: uniqueIp() },
    ),
  );

/** A UPI transfer order with its UTR submitted, waiting for the bank statement. */
async function transferWaiting(p: Player): Promise<{ orderNo: string; utr: string }> {
  const { order: o } = resultData<{ order: DepositOrder }>(
    await t.call(api.createTransferOrder, { amount: RS_1000, method: 'upi' }, { sign: p.sign }),
  );
  const utr = nextUtr();
  resultData(await t.call(api.submitUtr, { orderNo: o.orderNo, utr }, { sign: p.sign }));
  return { orderNo: o.orderNo, utr };
}

const bankLine = (utr: string) =>
  t.inject({ method: 'POST', url: '/sandbox/bank/incoming', payload: { utr, amount: RS_1000 } });

async function cryptoAddressOf(p: Player): Promise<string> {
  return resultData<{ address: string }>(
    await t.call(api.cryptoAddress, { network: 'TRC20' }, { sign: p.sign }),
  ).address;
}
const chainArrival = (address: string) =>
  t.inject({
    method: 'POST',
    url: '/sandbox/crypto/incoming',
    payload: { address, units: coinsWorth(t, RS_1000), txHash: nextHash() },
  });

/** The player's gift movements (ledger type deposit_bonus). */
async function giftsOf(p: Player): Promise<number> {
  const rows = await t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.userId, p.userId), eq(ledgerTransactions.type, 'deposit_bonus')),
    );
  return rows.length;
}

describe('a method gift goes through the bonus gate', () => {
  it('a transfer matched while the player is on a break credits the deposit, not the 3% gift', async () => {
    const p = await player(t);
    const { orderNo, utr } = await transferWaiting(p);
    await takeBreak(p);
    expect((await bankLine(utr)).json()).toMatchObject({ matchedOrderNo: orderNo, credited: true });
    expect(await cash(t, p)).toBe(RS_1000);
    // The deposit's own wagering (3×) and none for a gift that was not paid.
    expect(await wagering(t, p)).toBe(3 * RS_1000);
    expect(await order(t, orderNo)).toMatchObject({ status: 'success', bonus: 0 });
    expect(await giftsOf(p)).toBe(0);
  });

  it('the same transfer without a break pays the gift (the gate is what held it back)', async () => {
    const p = await player(t);
    const { orderNo, utr } = await transferWaiting(p);
    expect((await bankLine(utr)).json()).toMatchObject({ matchedOrderNo: orderNo, credited: true });
    expect(await cash(t, p)).toBe(RS_1000 + 3_000);
    expect(await order(t, orderNo)).toMatchObject({ status: 'success', bonus: 3_000 });
    expect(await giftsOf(p)).toBe(1);
  });

  it('a crypto deposit arriving during a break credits the deposit, not the 5% gift', async () => {
    const onBreak = await player(t);
    const address = await cryptoAddressOf(onBreak);
    await takeBreak(onBreak);
    const res = (await chainArrival(address)).json() as { orderNo: string; credited: boolean };
    expect(res.credited).toBe(true);
    expect(await cash(t, onBreak)).toBe(RS_1000);
    expect(await order(t, res.orderNo)).toMatchObject({ status: 'success', bonus: 0 });
    expect(await giftsOf(onBreak)).toBe(0);

    const free = await player(t);
    const paid = (await chainArrival(await cryptoAddressOf(free))).json() as { orderNo: string };
    expect(await cash(t, free)).toBe(RS_1000 + 5_000);
    expect(await order(t, paid.orderNo)).toMatchObject({ bonus: 5_000 });
  });

  it('a replayed bank line after the break ended pays nothing more', async () => {
    const p = await player(t);
    const { orderNo, utr } = await transferWaiting(p);
    await takeBreak(p);
    await bankLine(utr);
    expect((await bankLine(utr)).json()).toMatchObject({
      matchedOrderNo: orderNo,
      credited: false,
    });
    expect(await cash(t, p)).toBe(RS_1000);
    expect(await order(t, orderNo)).toMatchObject({ bonus: 0 });
  });
});
