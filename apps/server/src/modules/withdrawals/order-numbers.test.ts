import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { withdrawOrders } from './schema.js';
import { insertWithdrawOrder, newWithdrawOrderNo } from './service.js';
import { apply, expectLedgerOk, fund, withdrawer } from './testkit.js';

// Order numbers are a second's timestamp and six random digits: two withdrawals in one second
// can draw the same number. The order is stored first, under a number that is free, and the money
// moves under that number in the same transaction.
const t = useTestApp();

const ordersOf = (userId: number) =>
  t.deps.db.select().from(withdrawOrders).where(eq(withdrawOrders.userId, userId));

describe('withdrawal order numbers', () => {
  it('a taken number is drawn again, in the same transaction, and the taken order is untouched', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    const taken = resultData<{ orderNo: string }>(await apply(t, w, 2_000_000));
    const [row] = await ordersOf(w.userId);
    if (!row) throw new Error('no order');
    const values = {
      userId: w.userId,
      bankCardId: row.bankCardId,
      status: 'review',
      amount: 1_000_000,
      fee: 0,
      arrivalAmount: 1_000_000,
      currency: row.currency,
      beneficiary: row.beneficiary,
    };
    const queue = [taken.orderNo, taken.orderNo];
    let calls = 0;
    const draw = () => {
      calls++;
      return queue.shift() ?? newWithdrawOrderNo(t.deps.now());
    };
    // A later write in the same transaction: on PostgreSQL a failed INSERT would abort it.
    const stored = await t.deps.db.transaction(async (tx) => {
      const order = await insertWithdrawOrder(tx, t.deps.now(), values, draw);
      await tx
        .update(withdrawOrders)
        .set({ status: 'rejected' })
        .where(eq(withdrawOrders.id, order.id));
      return order;
    });
    expect(calls).toBe(3);
    expect(stored.orderNo).not.toBe(taken.orderNo);
    const rows = await ordersOf(w.userId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.orderNo === taken.orderNo)).toMatchObject({
      id: row.id,
      amount: 2_000_000,
      status: row.status,
    });
  });

  it('a withdrawal refused for the balance leaves no order behind', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 3_000_000);
    expect(failure(await apply(t, w, 5_000_000)).msg).toBe(
      'Your balance is not enough for this withdrawal',
    );
    expect(await ordersOf(w.userId)).toHaveLength(0);
    resultData(await apply(t, w, 3_000_000));
    expect(await ordersOf(w.userId)).toHaveLength(1);
    await expectLedgerOk(t);
  });
});
