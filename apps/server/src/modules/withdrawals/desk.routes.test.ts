import { api } from '@cardroom/contract';
import { consoleApi, type DeskWithdrawal } from '@cardroom/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { insertWithdrawOrder } from './service.js';
import { apply, fund, type Withdrawer, withdrawer } from './testkit.js';

/** The desk's list, search and detail (retry, refund and bulk approve: desk-acts.routes.test.ts). */
const t = useTestApp();
let finance: SignedIn;
let w: Withdrawer;
let mobile: string;
const made: string[] = [];

// Its own hook (its own time limit): a loaded machine takes long to start the app.
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  w = await withdrawer(t);
  mobile = w.mobile;
  // One real order through the player's flow (in review), and 24 stored as the states the
  // payout flow leaves, spread over three market days and a range of amounts.
  await fund(t, w.userId, 200_000_000);
  const real = resultData<{ orderNo: string }>(await apply(t, w, 50_000_000));
  made.push(real.orderNo);
  const states = ['approved', 'paying', 'success', 'failed', 'rejected', 'refunded'];
  // 2026-11-01T17:30Z is 2026-11-02 00:30 in Jakarta (WIB, UTC+7).
  const base = Date.parse('2026-11-01T17:30:00Z');
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < 24; i++) {
      const status = states[i % states.length] ?? 'approved';
      const at = new Date(base + Math.floor(i / 8) * 86_400_000 + i * 60_000);
      const row = await insertWithdrawOrder(tx, at, {
        userId: w.userId,
        bankCardId: Number(w.cardId),
        status,
        amount: 1_000_000 * (i + 1),
        fee: 0,
        arrivalAmount: 1_000_000 * (i + 1),
        currency: 'IDR',
        beneficiary: {
          name: 'Budi Santoso',
          accountNumber: '1234567890',
          ifsc: '',
          bankCode: i % 4 === 0 ? 'DANA' : 'BCA',
          bankName: i % 4 === 0 ? 'DANA' : 'BCA',
          kind: i % 4 === 0 ? 'ewallet' : 'bank',
        },
        gatewayPayoutNo: status === 'success' ? `SBPTEST${i}` : null,
        // A failure refunded at once carries its end; i = 3, 9, … are held (no end).
        finishedAt: status === 'refunded' || (status === 'failed' && i % 12 === 9) ? at : null,
      });
      made.push(row.orderNo);
    }
  });
});

type Page = { rows: DeskWithdrawal[]; total: number; page: number; pageSize: number };
async function desk(query: Record<string, unknown>): Promise<Page> {
  const res = await consoleCall(t, consoleApi.consoleWithdrawalsDesk, query, {
    cookie: finance.cookie,
  });
  return resultData<Page>(res);
}

describe('withdrawals desk: list', () => {
  it('pages in every state with a total, no row twice across pages', async () => {
    const seen = new Set<string>();
    let total = 0;
    for (let page = 1; page <= 4; page++) {
      const p = await desk({ q: w.uid, pageSize: 7, page });
      total = p.total;
      for (const r of p.rows) seen.add(r.orderNo);
    }
    expect(total).toBe(25);
    expect(seen.size).toBe(25);
    expect([...seen].sort()).toEqual([...made].sort());
    const states = new Set((await desk({ q: w.uid, pageSize: 50 })).rows.map((r) => r.state));
    expect([...states].sort()).toEqual(
      ['approved', 'failed', 'paying', 'refunded', 'rejected', 'review', 'success'].sort(),
    );
  });

  it('filters by state (a failure refunded at once is refunded), method, amount, VIP', async () => {
    const failed = await desk({ q: w.uid, state: 'failed' });
    expect(failed.rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([4_000_000, 16_000_000]);
    const refunded = await desk({ q: w.uid, state: 'refunded' });
    expect(refunded.total).toBe(4 + 2);
    const ewallet = await desk({ q: w.uid, method: 'ewallet', pageSize: 50 });
    expect(ewallet.total).toBe(6);
    expect(ewallet.rows.every((r) => r.method === 'ewallet')).toBe(true);
    const mid = await desk({ q: w.uid, amountMin: 5_000_000, amountMax: 7_000_000 });
    expect(mid.rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([
      5_000_000, 6_000_000, 7_000_000,
    ]);
    expect((await desk({ q: w.uid, vipLevel: 0 })).total).toBe(25);
    expect((await desk({ q: w.uid, vipLevel: 3 })).total).toBe(0);
  });

  it('counts market days in the market’s clock', async () => {
    // The first 8 stored orders are on 2026-11-02 in Jakarta (17:30Z on the 1st and after).
    expect((await desk({ q: w.uid, from: '2026-11-02', to: '2026-11-02' })).total).toBe(8);
    expect((await desk({ q: w.uid, from: '2026-11-01', to: '2026-11-01' })).total).toBe(0);
    expect((await desk({ q: w.uid, from: '2026-11-03', to: '2026-11-04' })).total).toBe(16);
  });

  it('sorts by amount both ways on the server', async () => {
    const up = await desk({ q: w.uid, sort: 'amount', dir: 'asc', pageSize: 3 });
    expect(up.rows.map((r) => r.amount)).toEqual([1_000_000, 2_000_000, 3_000_000]);
    const down = await desk({ q: w.uid, sort: 'amount', dir: 'desc', pageSize: 1 });
    expect(down.rows[0]?.amount).toBe(50_000_000);
  });

  it('finds an order by its number, payout number, the player’s uid or phone', async () => {
    const no = made[5] ?? '';
    expect((await desk({ q: no })).rows.map((r) => r.orderNo)).toEqual([no]);
    expect((await desk({ q: 'SBPTEST2' })).rows).toHaveLength(1);
    expect((await desk({ q: `0${mobile}` })).total).toBe(25);
    expect((await desk({ q: `+62 ${mobile}` })).total).toBe(25);
    expect((await desk({ q: 'no-such-order' })).total).toBe(0);
    // `%` is searched for as itself, not as "anything".
    expect((await desk({ q: '%' })).total).toBe(0);
  });

  it('refuses bad filters with a clear error and answers nothing', async () => {
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsDesk,
      { from: '2 Nov', amountMin: -5 },
      { cookie: finance.cookie },
    );
    expect(res.body.state).toBe('400');
  });
});

describe('withdrawals desk: detail', () => {
  it('tells the order’s whole story: request, decision, gateway answer, ledger', async () => {
    const p = await withdrawer(t);
    await fund(t, p.userId, 10_000_000);
    const small = resultData<{ orderNo: string }>(await apply(t, p, 5_000_000));
    const payout = await t.inject({
      method: 'GET',
      url: '/sandbox/gateway/payouts',
      query: { orderNo: small.orderNo },
    });
    const payoutNo = (payout.json() as { payoutNo: string }).payoutNo;
    await t.inject({
      method: 'POST',
      url: `/sandbox/gateway/payout/${payoutNo}`,
      payload: { outcome: 'success' },
    });
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalDetail,
      { orderNo: small.orderNo },
      { cookie: finance.cookie },
    );
    const d = resultData<{
      order: DeskWithdrawal;
      history: { source: string; action: string; at: string }[];
    }>(res);
    expect(d.order).toMatchObject({
      state: 'success',
      gatewayPayoutNo: payoutNo,
      amount: 5_000_000,
    });
    // Oldest first; a ledger movement carries its transaction's start, so it may sort a
    // moment before the row its transaction wrote.
    expect(d.history.map((h) => `${h.source}:${h.action}`).sort()).toEqual([
      'gateway:payout.success',
      'ledger:withdrawal',
      'ledger:withdrawal_settled',
      'player:withdrawal.request',
    ]);
    const times = d.history.map((h) => h.at);
    expect(times).toEqual([...times].sort());
    const status = resultData<{ status: string }>(
      await t.call(api.withdrawDetail, { orderNo: small.orderNo }, { sign: p.sign }),
    );
    expect(status.status).toBe('success');
    const missing = await consoleCall(
      t,
      consoleApi.consoleWithdrawalDetail,
      { orderNo: 'WD-none' },
      { cookie: finance.cookie },
    );
    expect(missing.body.state).toBe('404');
  });

  it('is for finance and the owner only', async () => {
    const support = await signInAs(t, await makeOperator(t, 'support'));
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsDesk,
      {},
      {
        cookie: support.cookie,
      },
    );
    expect(res.body.state).toBe('403');
  });
});
