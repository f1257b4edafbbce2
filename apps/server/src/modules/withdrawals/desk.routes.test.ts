import { api } from '@cardroom/contract';
import { consoleApi, type DeskWithdrawal } from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { withdrawOrders } from './schema.js';
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

type Page = { rows: DeskWithdrawal[]; total: number; nextCursor: string | null };
async function desk(query: Record<string, unknown>): Promise<Page> {
  const res = await consoleCall(t, consoleApi.consoleWithdrawalsDesk, query, {
    cookie: finance.cookie,
  });
  return resultData<Page>(res);
}

/** Every page of a query, following the cursors; `between` runs before each next page. */
async function walk(
  query: Record<string, unknown>,
  between?: (shown: DeskWithdrawal[]) => Promise<void>,
) {
  const shown: DeskWithdrawal[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const p = await desk(cursor ? { ...query, cursor } : query);
    shown.push(...p.rows);
    if (!p.nextCursor) return shown;
    cursor = p.nextCursor;
    await between?.(shown);
  }
  throw new Error('the desk never reached its last page');
}

/** Stores an order of `userId` as the payout flow leaves it, at `at` for `amount`. */
async function store(userId: number, cardId: string, at: Date, amount: number, status = 'success') {
  return t.deps.db.transaction((tx) =>
    insertWithdrawOrder(tx, at, {
      userId,
      bankCardId: Number(cardId),
      status,
      amount,
      fee: 0,
      arrivalAmount: amount,
      currency: 'IDR',
      beneficiary: {
        name: 'Budi Santoso',
        accountNumber: '1234567890',
        ifsc: '',
        bankCode: 'BCA',
        bankName: 'BCA',
      },
      finishedAt: at,
    }),
  );
}

describe('withdrawals desk: list', () => {
  it('pages in every state with a total, no row twice across pages', async () => {
    const first = await desk({ q: w.uid, pageSize: 7 });
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(7);
    const seen = (await walk({ q: w.uid, pageSize: 7 })).map((r) => r.orderNo);
    expect(seen).toHaveLength(25);
    expect([...seen].sort()).toEqual([...made].sort());
    const states = new Set((await desk({ q: w.uid, pageSize: 50 })).rows.map((r) => r.state));
    // The payout dispatch job sends approved orders on (to paying) once its period passes,
    // which a slow start on a loaded machine can let happen before this test reads them.
    const approvedLeft = await t.deps.db
      .select({ id: withdrawOrders.id })
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.userId, w.userId), eq(withdrawOrders.status, 'approved')));
    expect(states.has('approved')).toBe(approvedLeft.length > 0);
    states.add('approved');
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

  it('walks every sort by cursor: each row once, in order (ties by id), while orders arrive', async () => {
    // A player of its own with ties on both keys: 12 orders at 3 instants and 3 amounts.
    const p = await withdrawer(t);
    const base = Date.parse('2026-10-05T03:00:00Z');
    for (let i = 0; i < 12; i++) {
      const at = new Date(base + (i % 3) * 60_000);
      const amount = 1_000_000 * (1 + (i % 4 === 0 ? 0 : i % 3));
      await store(p.userId, p.cardId, at, amount, i % 2 ? 'rejected' : 'success');
    }
    const idOf = async () =>
      new Map(
        (
          await t.deps.db
            .select({ orderNo: withdrawOrders.orderNo, id: withdrawOrders.id })
            .from(withdrawOrders)
            .where(eq(withdrawOrders.userId, p.userId))
        ).map((r) => [r.orderNo, r.id]),
      );
    for (const sort of ['createdAt', 'amount'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const before = await idOf();
        const sign = dir === 'asc' ? 1 : -1;
        const keyOf = (r: { amount: number; createdAt: string | Date }) =>
          sort === 'amount' ? r.amount : new Date(r.createdAt).getTime();
        /** > 0 when (key, id) of b comes after a's in this sort. */
        const after = (a: [number, number], b: [number, number]) =>
          (Math.sign(b[0] - a[0]) || Math.sign(b[1] - a[1])) * sign > 0;
        let n = 0;
        const arrived: { orderNo: string; comesLater: boolean }[] = [];
        // Between page reads: an order tied with the last row shown (same key, a later id), one
        // far along the order (still to come) and one far back (passed). Each must be shown
        // exactly when it sorts after the row the page ended on.
        const shown = await walk({ q: p.uid, sort, dir, pageSize: 7 }, async (rows) => {
          const last = rows.at(-1) as DeskWithdrawal;
          const lastId = Number((await idOf()).get(last.orderNo));
          n += 1;
          const ahead = sort === 'amount' ? (dir === 'asc' ? 90_000_000 + n : 50 - n) : 2_000_000;
          const back = sort === 'amount' ? (dir === 'asc' ? 100 + n : 95_000_000 + n) : 2_000_000;
          for (const [at, amount] of [
            [Date.parse(last.createdAt), last.amount],
            [base + sign * (86_400_000 + n * 1000), ahead],
            [base - sign * (86_400_000 + n * 1000), back],
          ] as const) {
            const row = await store(p.userId, p.cardId, new Date(at), amount);
            arrived.push({
              orderNo: row.orderNo,
              comesLater: after([keyOf(last), lastId], [keyOf(row), row.id]),
            });
          }
        });
        const ids = await idOf();
        const seen = shown.map((r) => r.orderNo);
        const label = `${sort} ${dir}`;
        expect(new Set(seen).size, `${label}: no row twice`).toBe(seen.length);
        for (const no of before.keys()) expect(seen, label).toContain(no);
        expect(arrived.some((a) => a.comesLater) && arrived.some((a) => !a.comesLater)).toBe(true);
        for (const a of arrived) expect(seen.includes(a.orderNo), label).toBe(a.comesLater);
        // In the sort's order, ties by id the same way.
        for (let i = 1; i < shown.length; i++) {
          const [a, b] = [shown[i - 1] as DeskWithdrawal, shown[i] as DeskWithdrawal];
          const ka: [number, number] = [keyOf(a), Number(ids.get(a.orderNo))];
          const kb: [number, number] = [keyOf(b), Number(ids.get(b.orderNo))];
          expect(after(ka, kb), `${label} at ${i}`).toBe(true);
        }
      }
    }
    // A filter holds across pages too; a cursor that is not ours is refused.
    const rows = await walk({ q: p.uid, state: 'rejected', sort: 'amount', pageSize: 4 });
    expect(rows.map((r) => r.state)).toEqual(Array(6).fill('rejected'));
    expect((await desk({ q: p.uid, state: 'rejected' })).total).toBe(6);
    const bad = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsDesk,
      { cursor: 'not-a-cursor' },
      { cookie: finance.cookie },
    );
    expect(bad.body.state).toBe('400');
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
