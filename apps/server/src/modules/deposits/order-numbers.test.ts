import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { recordIncomingToAddress } from './addresses.js';
import { insertOrder } from './bonus.js';
import { newOrderNo, orderByNo } from './orders.js';
import { depositOrders } from './schema.js';
import { cash, expectLedgerOk, onlineOrder, type Player, player } from './testkit.js';

// Order numbers are a second's timestamp and six random digits: two orders in one second can
// draw the same number. These tests force that clash with a draw that repeats a taken number.
const t = useTestApp({ MARKET: 'ID' });

/** A draw that answers the given numbers in turn, then fresh ones, and counts its calls. */
function drawing(...numbers: string[]) {
  const queue = [...numbers];
  const draw = () => {
    draw.calls++;
    return queue.shift() ?? newOrderNo(t.deps.now());
  };
  draw.calls = 0;
  return draw;
}

const values = (p: Player) => ({
  userId: p.userId,
  depositType: 'online',
  method: 'qris',
  amount: 100_000,
  currency: 'IDR',
  gateway: 'sandbox',
  remark: 'QRIS',
});

describe('deposit order numbers', () => {
  it('a taken number is drawn again, in the same transaction, and the taken order is untouched', async () => {
    const p = await player(t);
    const taken = await onlineOrder(t, p, 2_000_000);
    const draw = drawing(taken.orderNo, taken.orderNo);
    // One transaction around the clash and a later write: on PostgreSQL a failed INSERT would
    // abort it, and the write after it (like the ledger's posting in the real flows) would fail.
    const stored = await t.deps.db.transaction(async (tx) => {
      const row = await insertOrder(tx, values(p), t.deps.now(), draw);
      await tx.update(depositOrders).set({ remark: 'after' }).where(eq(depositOrders.id, row.id));
      return row;
    });
    expect(draw.calls).toBe(3);
    expect(stored.orderNo).not.toBe(taken.orderNo);
    expect((await orderByNo(t.deps.db, stored.orderNo))?.remark).toBe('after');
    const before = await orderByNo(t.deps.db, taken.orderNo);
    expect(before).toMatchObject({ userId: p.userId, amount: 2_000_000, status: 'pending' });
    expect(before?.id).not.toBe(stored.id);
  });

  it('gives up with an error after five taken numbers, storing nothing', async () => {
    const p = await player(t);
    const taken = await onlineOrder(t, p, 2_000_000);
    const draw = drawing(...Array(5).fill(taken.orderNo));
    await expect(
      t.deps.db.transaction((tx) => insertOrder(tx, values(p), t.deps.now(), draw)),
    ).rejects.toThrow('deposit order: no free number after 5 draws');
    const rows = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userId, p.userId));
    expect(rows).toHaveLength(1);
  });

  it('money arriving at a virtual account is credited under a fresh number, and once', async () => {
    const p = await player(t);
    const taken = await onlineOrder(t, p, 2_000_000);
    const va = resultData<{ vaNumber: string }>(await t.call(api.vaInfo, {}, { sign: p.sign }));
    const input = {
      kind: 'va' as const,
      address: va.vaNumber,
      amount: 5_000_000,
      reference: `clash-${p.uid}`,
    };
    const draw = drawing(taken.orderNo);
    const first = await recordIncomingToAddress(t.deps, input, draw);
    expect(first).toMatchObject({ credited: true, status: 'success' });
    expect(first.orderNo).not.toBe(taken.orderNo);
    expect(draw.calls).toBe(2);
    // The same transfer again (the bank resends it) finds its order, even with a clashing draw.
    const again = await recordIncomingToAddress(t.deps, input, drawing(taken.orderNo));
    expect(again).toEqual({ orderNo: first.orderNo, status: 'success', credited: false });
    expect(await cash(t, p)).toBe(5_000_000);
    expect((await orderByNo(t.deps.db, taken.orderNo))?.status).toBe('pending');
    await expectLedgerOk(t);
  });
});
