import { api, message } from '@cardroom/contract';
import { type ConsoleWithdrawal, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { apply, expectLedgerOk, fund, withdrawer } from './testkit.js';

let finance: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

type Order = { orderNo: string; status: string };
const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
const auditOf = (orderNo: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `withdrawal:${orderNo}`));

async function heldOrder(amount = 50_000_000) {
  const w = await withdrawer(t);
  await fund(t, w.userId, 200_000_000);
  const order = resultData<Order>(await apply(t, w, amount));
  expect(order.status).toBe('review');
  return { w, order };
}

async function queue(): Promise<ConsoleWithdrawal[]> {
  const res = await consoleCall(
    t,
    consoleApi.consoleWithdrawalsList,
    {},
    { cookie: finance.cookie },
  );
  return resultData<{ orders: ConsoleWithdrawal[] }>(res).orders;
}

describe('console withdrawal queue', () => {
  it('lists waiting orders with the player’s context', async () => {
    const { w, order } = await heldOrder();
    const row = (await queue()).find((o) => o.orderNo === order.orderNo);
    expect(row).toMatchObject({
      amount: 50_000_000,
      beneficiary: {
        kind: 'bank',
        name: 'Budi Santoso',
        bank: 'Bank Central Asia (BCA)',
        accountNumber: '1234567890',
      },
      player: {
        uid: w.uid,
        vipLevel: 0,
        balance: 150_000_000,
        // Requested or paid: the order waiting here counts (modules/risk).
        withdrawalsTotal: 50_000_000,
        wageringLeft: 0,
      },
    });
  });

  it('approves once, through the withdrawals service, with its audit row (before → after)', async () => {
    const { w, order } = await heldOrder();
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalApprove,
      { orderNo: order.orderNo },
      { cookie: finance.cookie, csrf: finance.csrf, ip: '10.9.8.7' },
    );
    expect(res.body).toMatchObject({ state: '200', resultData: { orderNo: order.orderNo } });
    // Handed to the sandbox gateway right after the commit.
    const detail = resultData<Order>(
      await t.call(api.withdrawDetail, { orderNo: order.orderNo }, { sign: w.sign }),
    );
    expect(detail.status).toBe('processing');
    expect((await queue()).some((o) => o.orderNo === order.orderNo)).toBe(false);
    const audit = await auditOf(order.orderNo);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'withdrawal.approve',
      actor: finance.session.operator.login,
      ip: '10.9.8.7',
      before: { status: 'review', reviewedBy: null },
      after: { status: 'approved', reviewedBy: `console:${finance.session.operator.login}` },
    });
    const again = await consoleCall(
      t,
      consoleApi.consoleWithdrawalApprove,
      { orderNo: order.orderNo },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(again.body).toEqual({ state: '409', msg: message('consoleOrderNotWaiting', 'en') });
    expect(await auditOf(order.orderNo)).toHaveLength(1);
  });

  it('rejects with a reason: the money goes back, the player is told, one audit row', async () => {
    const { w, order } = await heldOrder();
    const noReason = await consoleCall(
      t,
      consoleApi.consoleWithdrawalReject,
      { orderNo: order.orderNo, reason: '  ' },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(noReason.body.state).toBe('400');
    expect(await cash(w.userId)).toBe(150_000_000);
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalReject,
      { orderNo: order.orderNo, reason: 'Account name does not match' },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(res.body).toMatchObject({ state: '200', resultData: { status: 'rejected' } });
    expect(await cash(w.userId)).toBe(200_000_000);
    const mail = resultData<{ list: { title: string; body: string }[] }>(
      await t.call(api.mailList, { page: 1, pageSize: 10 }, { sign: w.sign }),
    );
    expect(mail.list.some((m) => m.body.includes('Account name does not match'))).toBe(true);
    const audit = await auditOf(order.orderNo);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'withdrawal.reject',
      before: { status: 'review', remark: '' },
      after: { status: 'rejected', remark: 'Account name does not match' },
    });
    await expectLedgerOk(t);
  });

  it('approves once under 50 concurrent approvals (and writes one audit row)', async () => {
    const { order } = await heldOrder();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        consoleCall(
          t,
          consoleApi.consoleWithdrawalApprove,
          { orderNo: order.orderNo },
          { cookie: finance.cookie, csrf: finance.csrf },
        ),
      ),
    );
    const states = results.map((r) => r.body.state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(states.filter((s) => s === '409')).toHaveLength(49);
    expect(await auditOf(order.orderNo)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('changes nothing without the CSRF token', async () => {
    const { order } = await heldOrder();
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalApprove,
      { orderNo: order.orderNo },
      { cookie: finance.cookie },
    );
    expect(res.body.state).toBe('403');
    expect((await queue()).some((o) => o.orderNo === order.orderNo)).toBe(true);
    expect(await auditOf(order.orderNo)).toHaveLength(0);
  });
});
