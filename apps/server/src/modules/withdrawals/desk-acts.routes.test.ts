import { api, message } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { fourEyesSetting } from '../approvals/index.js';
import {
  type CreatePayoutRequest,
  SandboxPayoutGateway,
  sandboxPayouts,
} from '../gateway/index.js';
import { ledgerTransactions } from '../ledger/index.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { putSetting } from '../settings/index.js';
import { retryPayout } from './desk.js';
import { PayoutDispatcher } from './payout.js';
import { withdrawOrders } from './schema.js';
import {
  apply,
  decidePayout,
  expectLedgerOk,
  fund,
  payoutNoOf,
  setRules,
  withdrawer,
} from './testkit.js';

/** The desk's acts: retry and refund a failed payout, under races; bulk approve. */
const t = useTestApp();
let finance: SignedIn;
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  // Failed payouts wait for the desk instead of refunding at once.
  await setRules(t, (r) => ({ ...r, failedPayouts: 'hold' }));
});

const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
const txCount = async (type: string, orderNo: string) =>
  (
    await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.type, type), eq(ledgerTransactions.reference, orderNo)))
  ).length;
const payoutsOf = (orderNo: string) =>
  t.deps.db
    .select()
    .from(sandboxPayouts)
    .where(like(sandboxPayouts.merchantPayoutNo, `${orderNo}%`));
const orderRow = async (orderNo: string) => {
  const [row] = await t.deps.db
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
};
const act = (endpoint: 'retry' | 'refund', orderNo: string, reason = 'Bank refused twice') =>
  endpoint === 'retry'
    ? consoleCall(
        t,
        consoleApi.consoleWithdrawalRetry,
        { orderNo },
        {
          cookie: finance.cookie,
          csrf: finance.csrf,
        },
      )
    : consoleCall(
        t,
        consoleApi.consoleWithdrawalRefund,
        { orderNo, reason },
        {
          cookie: finance.cookie,
          csrf: finance.csrf,
        },
      );

/** A small order (sent at once) whose payout the gateway failed: the money is held. */
async function failedPayout() {
  const w = await withdrawer(t);
  await fund(t, w.userId, 10_000_000);
  const order = resultData<{ orderNo: string }>(await apply(t, w, 5_000_000));
  const first = await payoutNoOf(t, order.orderNo);
  await decidePayout(t, first, 'fail');
  const row = await orderRow(order.orderNo);
  expect(row).toMatchObject({ status: 'failed', finishedAt: null, gatewayPayoutNo: first });
  // Held: not back on the balance, and the player reads "processing", not "failed".
  expect(await cash(w.userId)).toBe(5_000_000);
  const seen = resultData<{ status: string }>(
    await t.call(api.withdrawDetail, { orderNo: order.orderNo }, { sign: w.sign }),
  );
  expect(seen.status).toBe('processing');
  return { w, orderNo: order.orderNo, first };
}

describe('retry a failed payout', () => {
  it('50 concurrent retries send one payout under one new reference, paid once', async () => {
    const { w, orderNo, first } = await failedPayout();
    const results = await Promise.all(Array.from({ length: 50 }, () => act('retry', orderNo)));
    const states = results.map((r) => r.body.state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(states.filter((s) => s === '409')).toHaveLength(49);
    const payouts = await payoutsOf(orderNo);
    expect(payouts.map((p) => p.merchantPayoutNo).sort()).toEqual([orderNo, `${orderNo}-R1`]);
    const second = await payoutNoOf(t, `${orderNo}-R1`);
    expect(await orderRow(orderNo)).toMatchObject({
      status: 'paying',
      payoutAttempt: 1,
      gatewayPayoutNo: second,
    });
    // The first attempt's failure told again changes nothing; the second attempt succeeds.
    await t.inject({ method: 'POST', url: `/sandbox/gateway/payout/${first}/resend` });
    expect((await orderRow(orderNo)).status).toBe('paying');
    await decidePayout(t, second, 'success');
    expect((await orderRow(orderNo)).status).toBe('success');
    expect(await txCount('withdrawal_settled', orderNo)).toBe(1);
    expect(await txCount('withdrawal_refund', orderNo)).toBe(0);
    expect(await cash(w.userId)).toBe(5_000_000);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${orderNo}`));
    expect(audits.map((a) => a.action)).toEqual(['withdrawal.retry']);
    expect(audits[0]?.before).toMatchObject({ gatewayPayoutNo: first, payoutAttempt: 0 });
    // Nothing failed any more: a retry is refused with the operator's text.
    const again = await act('retry', orderNo);
    expect(again.body).toEqual({ state: '409', msg: message('consoleOrderNotFailed', 'en') });
    await expectLedgerOk(t);
  });

  it('a gateway that answers late: resends of the attempt pay once, the late answer lands', async () => {
    const { orderNo } = await failedPayout();
    if (!t.deps.sandboxGateway) throw new Error('the test server runs the sandbox gateway');
    const psp = new SandboxPayoutGateway({
      db: t.deps.db,
      gateway: t.deps.sandboxGateway,
      now: t.deps.now,
    });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const calls: string[] = [];
    // The PSP (outside our code) takes the request, then answers only when released.
    const slow = Object.assign(Object.create(psp) as SandboxPayoutGateway, {
      async createPayout(req: CreatePayoutRequest) {
        calls.push(req.merchantPayoutNo);
        const answer = await psp.createPayout(req);
        await held;
        return answer;
      },
    });
    const dispatcher = new PayoutDispatcher(t.deps, slow);
    await retryPayout(t.deps, orderNo, 'test', async () => {});
    const sending = dispatcher.dispatch(orderNo);
    await expect.poll(() => calls.length).toBe(1);
    // While the gateway is silent the order is being paid: no retry, no refund.
    const races = await Promise.all([
      ...Array.from({ length: 10 }, () => act('retry', orderNo)),
      ...Array.from({ length: 10 }, () => act('refund', orderNo)),
    ]);
    expect(races.every((r) => r.body.state === '409')).toBe(true);
    // The dispatch lease runs out: the job hands the same attempt over again, twice at once.
    t.advance(61_000);
    const resends = [dispatcher.dispatch(orderNo), dispatcher.dispatch(orderNo)];
    await expect.poll(() => calls.length).toBe(2);
    release();
    expect(await sending).toBe(true);
    expect((await Promise.all(resends)).filter(Boolean)).toHaveLength(1);
    expect(calls).toEqual([`${orderNo}-R1`, `${orderNo}-R1`]);
    const payouts = await payoutsOf(orderNo);
    expect(payouts).toHaveLength(2);
    const second = await payoutNoOf(t, `${orderNo}-R1`);
    expect((await orderRow(orderNo)).gatewayPayoutNo).toBe(second);
    await decidePayout(t, second, 'success');
    expect(await txCount('withdrawal_settled', orderNo)).toBe(1);
    await expectLedgerOk(t);
  });
});

describe('refund a failed payout', () => {
  it('gives the money back once under 50 concurrent refunds, with the reason', async () => {
    const { w, orderNo } = await failedPayout();
    const noReason = await act('refund', orderNo, ' ');
    expect(noReason.body.state).toBe('400');
    const results = await Promise.all(Array.from({ length: 50 }, () => act('refund', orderNo)));
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect(await cash(w.userId)).toBe(10_000_000);
    expect(await txCount('withdrawal_refund', orderNo)).toBe(1);
    expect(await orderRow(orderNo)).toMatchObject({
      status: 'refunded',
      remark: 'Bank refused twice',
    });
    const seen = resultData<{ status: string; remark: string }>(
      await t.call(api.withdrawDetail, { orderNo }, { sign: w.sign }),
    );
    expect(seen).toMatchObject({ status: 'failed', remark: 'Bank refused twice' });
    await expectLedgerOk(t);
  });

  it('refund and retry at once: one wins, the money moves once', async () => {
    const { w, orderNo } = await failedPayout();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => act(i % 2 ? 'retry' : 'refund', orderNo)),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    const row = await orderRow(orderNo);
    if (row.status === 'refunded') {
      expect(await cash(w.userId)).toBe(10_000_000);
      expect(await payoutsOf(orderNo)).toHaveLength(1);
    } else {
      expect(row.status).toBe('paying');
      expect(await cash(w.userId)).toBe(5_000_000);
      expect(await txCount('withdrawal_refund', orderNo)).toBe(0);
    }
    await expectLedgerOk(t);
  });
});

describe('bulk approve', () => {
  it('approves what is under the threshold, files four-eyes requests for the rest', async () => {
    await putSetting(t.deps.db, 'ID', fourEyesSetting, {
      ...fourEyesSetting.defaults('ID'),
      withdrawalDirectMax: 60_000_000,
    });
    const orders: string[] = [];
    for (const amount of [50_000_000, 70_000_000, 55_000_000]) {
      const w = await withdrawer(t);
      await fund(t, w.userId, 200_000_000);
      const o = resultData<{ orderNo: string; status: string }>(await apply(t, w, amount));
      expect(o.status).toBe('review');
      orders.push(o.orderNo);
    }
    const [under, over, under2] = orders as [string, string, string];
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalBulkApprove,
      { orderNos: [under, over, 'WD-none', under2, under] },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    const items = resultData<{
      items: { orderNo: string; outcome: string; pendingApproval: string | null }[];
    }>(res).items;
    expect(items.map((i) => [i.orderNo, i.outcome])).toEqual([
      [under, 'approved'],
      [over, 'fourEyes'],
      ['WD-none', 'notWaiting'],
      [under2, 'approved'],
    ]);
    expect(items[1]?.pendingApproval).toMatch(/^\d+$/);
    expect((await orderRow(under)).status).toBe('paying');
    expect((await orderRow(over)).status).toBe('review');
    // Pressed again: the approved ones are decided, the request over the threshold is not filed twice.
    const again = resultData<{ items: { outcome: string; pendingApproval: string | null }[] }>(
      await consoleCall(
        t,
        consoleApi.consoleWithdrawalBulkApprove,
        { orderNos: [under, over] },
        { cookie: finance.cookie, csrf: finance.csrf },
      ),
    ).items;
    expect(again.map((i) => i.outcome)).toEqual(['notWaiting', 'fourEyes']);
    expect(again[1]?.pendingApproval).toBe(items[1]?.pendingApproval);
    await expectLedgerOk(t);
  });
});
