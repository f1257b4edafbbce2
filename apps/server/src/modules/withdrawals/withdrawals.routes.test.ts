import { api } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { failure, otpPlayer, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { runWithdrawalsOps } from '../../ops/withdrawals.js';
import { ledgerTransactions } from '../ledger/index.js';
import { payoutCallbacks } from './schema.js';
import {
  apply,
  decidePayout,
  expectLedgerOk,
  fund,
  payoutNoOf,
  setRules,
  withdrawer,
} from './testkit.js';

const t = useTestApp();

type Order = {
  orderNo: string;
  status: string;
  amount: number;
  fee: number;
  arrivalAmount: number;
};
const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
const txCount = async (type: 'withdrawal_settled' | 'withdrawal_refund', ref: string) =>
  (
    await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.type, type), eq(ledgerTransactions.reference, ref)))
  ).length;

async function statusOf(sign: string, orderNo: string): Promise<string> {
  return resultData<Order>(await t.call(api.withdrawDetail, { orderNo }, { sign })).status;
}

describe('withdrawing', () => {
  it('moves the amount to pending at once and shows amount, service charge and arrival amount', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    const order = resultData<Order>(await apply(t, w, 5_000_000));
    // Level 0: 2% with a Rp 1,000 minimum -> Rp 1,000 on Rp 50,000.
    expect(order).toMatchObject({ amount: 5_000_000, fee: 100_000, arrivalAmount: 4_900_000 });
    expect(order.status).toBe('processing');
    expect(await cash(w.userId)).toBe(5_000_000);
    expect(
      await t.deps.ledger.houseBalance(t.deps.db, 'pending_withdrawals'),
    ).toBeGreaterThanOrEqual(5_000_000);
    const info = resultData<{ todayCount: number; todayAmount: number; balance: number }>(
      await t.call(api.withdrawInfo, {}, { sign: w.sign }),
    );
    expect(info).toMatchObject({ todayCount: 1, todayAmount: 5_000_000, balance: 5_000_000 });
    await expectLedgerOk(t);
  });

  it('lists the orders newest first, a page at a time', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    const made: string[] = [];
    for (const amount of [5_000_000, 2_000_000, 3_000_000]) {
      made.push(resultData<Order>(await apply(t, w, amount)).orderNo);
    }
    type Page = { list: Order[]; total: number; page: number };
    const page = async (n: number) =>
      resultData<Page>(
        await t.call(api.withdrawRecord, { page: n, pageSize: 2, range: '7d' }, { sign: w.sign }),
      );
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(3);
    expect([...first.list, ...second.list].map((o) => o.orderNo)).toEqual(made.reverse());
    expect(second).toMatchObject({ page: 2, total: 3 });
    expect((await page(3)).list).toEqual([]);
  });

  it('refuses with the spec texts: no amount, no password, no withdraw password, no card', async () => {
    const w = await withdrawer(t);
    const noAmount = await t.call(
      api.withdrawApply,
      { bankCardId: w.cardId, withdrawPassword: 'x' },
      { sign: w.sign },
    );
    expect(failure(noAmount).msg).toBe('The withdrawal amount cannot be empty');
    const noPw = await t.call(
      api.withdrawApply,
      { amount: 5_000_000, bankCardId: w.cardId },
      { sign: w.sign },
    );
    expect(failure(noPw).msg).toBe('Please enter your withdrawal password');

    const bare = await otpPlayer(t);
    const none = await t.call(
      api.withdrawApply,
      { amount: 5_000_000, bankCardId: w.cardId, withdrawPassword: 'pin-123456' },
      { sign: bare.sign },
    );
    expect(failure(none).msg).toBe('Please set a withdraw password first');
    const noCard = await t.call(
      api.withdrawApply,
      { amount: 5_000_000, bankCardId: '', withdrawPassword: w.password },
      { sign: w.sign },
    );
    expect(failure(noCard).msg).toBe('Please add a withdraw account first');
  });

  it('refuses while wagering is required, with the exact remaining amount in the market word', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    await t.deps.ledger.post({
      key: `test-wagering-${w.userId}`,
      type: 'wagering',
      userId: w.userId,
      reference: `test-wagering-${w.userId}`,
      postings: [
        { account: { userId: w.userId, kind: 'wagering' }, amount: 123_456_789 },
        { account: { house: 'wagering_contra' }, amount: -123_456_789 },
      ],
    });
    const en = failure(await apply(t, w, 5_000_000));
    expect(en.msg).toBe('You still have 1,234,567 rupiah left to bet in the game');
    const id = failure(
      await t.call(
        api.withdrawApply,
        { amount: 5_000_000, bankCardId: w.cardId, withdrawPassword: w.password },
        { sign: w.sign, locale: 'id' },
      ),
    );
    expect(id.msg).toBe('Anda masih harus bertaruh 1.234.567 rupiah lagi dalam permainan');
    expect(await cash(w.userId)).toBe(10_000_000);
    await expectLedgerOk(t);
  });

  it("refuses another player's bank card and order number", async () => {
    const a = await withdrawer(t);
    const b = await withdrawer(t);
    await fund(t, a.userId, 10_000_000);
    const order = resultData<Order>(await apply(t, a, 5_000_000));
    const stolen = await t.call(
      api.withdrawApply,
      { amount: 5_000_000, bankCardId: a.cardId, withdrawPassword: b.password },
      { sign: b.sign },
    );
    expect(failure(stolen)).toEqual({ state: '404', msg: 'Withdraw account not found' });
    expect(
      failure(await t.call(api.bankDelete, { bankCardId: a.cardId }, { sign: b.sign })).state,
    ).toBe('404');
    expect(
      failure(await t.call(api.bankSetDefault, { bankCardId: a.cardId }, { sign: b.sign })).state,
    ).toBe('404');
    expect(
      failure(await t.call(api.withdrawDetail, { orderNo: order.orderNo }, { sign: b.sign })),
    ).toEqual({ state: '404', msg: 'Order not found' });
    const list = resultData<{ list: unknown[] }>(
      await t.call(api.withdrawRecord, {}, { sign: b.sign }),
    );
    expect(list.list).toEqual([]);
    await expectLedgerOk(t);
  });

  it('counts wrong withdraw passwords and locks withdrawals after five', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    for (let i = 0; i < 4; i++) {
      expect(failure(await apply(t, w, 5_000_000, 'wrong-pass'))).toEqual({
        state: '400',
        msg: 'The withdraw password is wrong',
      });
    }
    expect(failure(await apply(t, w, 5_000_000, 'wrong-pass')).state).toBe('429');
    // Locked: even the right password is refused until the window ends.
    const locked = failure(await apply(t, w, 5_000_000));
    expect(locked.msg).toMatch(
      /Too many wrong withdraw passwords, please try again in \d+ minutes/,
    );
    expect(await cash(w.userId)).toBe(10_000_000);
    t.advance(31 * 60_000);
    resultData(await apply(t, w, 5_000_000));
    await expectLedgerOk(t);
  });
});

describe('payouts', () => {
  it('settles once when the success callback is replayed 10 times', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    const order = resultData<Order>(await apply(t, w, 5_000_000));
    const payoutNo = await payoutNoOf(t, order.orderNo);
    expect((await decidePayout(t, payoutNo, 'success')).callbackDelivered).toBe(true);
    for (let i = 0; i < 10; i++) {
      const res = await t.inject({
        method: 'POST',
        url: `/sandbox/gateway/payout/${payoutNo}/resend`,
      });
      expect(res.json()).toMatchObject({ callbackDelivered: true });
    }
    expect(await statusOf(w.sign, order.orderNo)).toBe('success');
    expect(await txCount('withdrawal_settled', order.orderNo)).toBe(1);
    expect(await txCount('withdrawal_refund', order.orderNo)).toBe(0);
    const stored = await t.deps.db
      .select()
      .from(payoutCallbacks)
      .where(eq(payoutCallbacks.gatewayPayoutNo, payoutNo));
    expect(stored).toHaveLength(1);
    expect(await cash(w.userId)).toBe(5_000_000);
    // A PSP never changes a final status; ours refuses to.
    const again = await t.inject({
      method: 'POST',
      url: `/sandbox/gateway/payout/${payoutNo}`,
      payload: { outcome: 'fail' },
    });
    expect(again.statusCode).toBe(409);
    await expectLedgerOk(t);
  });

  it('gives the money back once when a payout fails, even with replays', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    const order = resultData<Order>(await apply(t, w, 5_000_000));
    const payoutNo = await payoutNoOf(t, order.orderNo);
    await decidePayout(t, payoutNo, 'fail');
    for (let i = 0; i < 10; i++) {
      await t.inject({ method: 'POST', url: `/sandbox/gateway/payout/${payoutNo}/resend` });
    }
    expect(await statusOf(w.sign, order.orderNo)).toBe('failed');
    expect(await cash(w.userId)).toBe(10_000_000);
    expect(await txCount('withdrawal_refund', order.orderNo)).toBe(1);
    expect(await txCount('withdrawal_settled', order.orderNo)).toBe(0);
    await expectLedgerOk(t);
  });

  it('refuses a callback with a bad signature', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/payment/payout-notify/sandbox',
      payload: '{"eventId":"x"}',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'ab'.repeat(32) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('holds large orders for the operator: ops approve, then the payout; ops reject returns the money', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 200_000_000);
    const big = resultData<Order>(await apply(t, w, 50_000_000));
    expect(big.status).toBe('review');
    const lines: string[] = [];
    expect(await runWithdrawalsOps(t.deps, ['withdrawals', 'list'], (l) => lines.push(l))).toBe(0);
    expect(lines.some((l) => l.startsWith(big.orderNo))).toBe(true);
    expect(await runWithdrawalsOps(t.deps, ['withdrawals', 'approve', big.orderNo], () => {})).toBe(
      0,
    );
    // The CLI never calls the gateway; the server's dispatch job sends approved orders: poll
    // the sandbox PSP until the payout is there (payoutNoOf fails until it is).
    const payoutNo = await vi.waitFor(() => payoutNoOf(t, big.orderNo), {
      timeout: 10_000,
      interval: 200,
    });
    await decidePayout(t, payoutNo, 'success');
    expect(await statusOf(w.sign, big.orderNo)).toBe('success');

    const other = resultData<Order>(await apply(t, w, 50_000_000));
    expect(
      await runWithdrawalsOps(
        t.deps,
        ['withdrawals', 'reject', other.orderNo, '--reason', 'KYC'],
        () => {},
      ),
    ).toBe(0);
    expect(await statusOf(w.sign, other.orderNo)).toBe('rejected');
    expect(await cash(w.userId)).toBe(150_000_000);
    // A second decision on a finished order is refused.
    expect(
      await runWithdrawalsOps(t.deps, ['withdrawals', 'approve', other.orderNo], () => {}),
    ).toBe(1);
    await expectLedgerOk(t);
  });
});

describe('sandbox operator window', () => {
  it('checks its path and body: an unknown action or a bad reason changes nothing', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 100_000_000);
    const held = resultData<Order>(await apply(t, w, 50_000_000));
    expect(held.status).toBe('review');
    const url = (action: string) => `/sandbox/operator/withdrawals/${held.orderNo}/${action}`;
    const unknown = await t.inject({ method: 'POST', url: url('refund') });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      { reason: 5 },
      { reason: ' ' },
      { reason: 'x'.repeat(201) },
      { why: 'KYC' },
    ]) {
      const bad = await t.inject({ method: 'POST', url: url('reject'), payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ ok: false });
    }
    const badNo = await t.inject({
      method: 'POST',
      url: '/sandbox/operator/withdrawals/W!1/approve',
    });
    expect(badNo.statusCode).toBe(400);
    expect(await statusOf(w.sign, held.orderNo)).toBe('review');
    expect(await cash(w.userId)).toBe(50_000_000);

    const rejected = await t.inject({
      method: 'POST',
      url: url('reject'),
      payload: { reason: 'KYC' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ internalStatus: 'rejected' });
    expect(await cash(w.userId)).toBe(100_000_000);
    await expectLedgerOk(t);
  });
});

describe('concurrency', () => {
  // The withdraw-password check lets at most `maxWrong` checks of one player run at once
  // (throttle/bursts.routes.test.ts); these tests are about the balance and the day's limits,
  // so every request must reach them.
  const everyCheckAtOnce = { passwordLock: { maxWrong: 1000, windowMinutes: 60 } };

  // Ten rounds where requests really run side by side (PostgreSQL); PGlite runs one query at
  // a time, so its rounds interleave the same way each time and five show what ten would. A
  // round costs 64 withdraw-password checks (argon2, about 45 ms of CPU each): twenty rounds
  // took 62 s of CI's PostgreSQL stage.
  const rounds = process.env.DATABASE_URL ? 10 : 5;
  it(`64 concurrent withdrawals of the full balance, ${rounds} rounds: exactly one succeeds each round`, async () => {
    await setRules(t, (r) => ({
      ...r,
      vipLevels: r.vipLevels.map((l) => ({ ...l, dailyCount: 10_000, dailyAmount: 2 ** 50 })),
      ...everyCheckAtOnce,
    }));
    const w = await withdrawer(t);
    const full = 10_000_000;
    for (let round = 0; round < rounds; round++) {
      await fund(t, w.userId, full);
      const results = await Promise.all(Array.from({ length: 64 }, () => apply(t, w, full)));
      const ok = results.filter((r) => r.body.state === '200');
      expect(ok, `round ${round}`).toHaveLength(1);
      for (const r of results) {
        if (r.body.state !== '200')
          expect(r.body.msg).toBe('Your balance is not enough for this withdrawal');
      }
      expect(await cash(w.userId)).toBe(0);
    }
    await expectLedgerOk(t);
  }, 600_000);

  it('64 concurrent withdrawals over the daily limits: the limits hold', async () => {
    await setRules(t, (r) => ({
      ...r,
      vipLevels: r.vipLevels.map((l) => ({ ...l, dailyCount: 5, dailyAmount: 2 ** 50 })),
      ...everyCheckAtOnce,
    }));
    const a = await withdrawer(t);
    await fund(t, a.userId, 1_000_000_000);
    const byCount = await Promise.all(Array.from({ length: 64 }, () => apply(t, a, 2_000_000)));
    expect(byCount.filter((r) => r.body.state === '200')).toHaveLength(5);
    expect(await cash(a.userId)).toBe(1_000_000_000 - 5 * 2_000_000);

    await setRules(t, (r) => ({
      ...r,
      vipLevels: r.vipLevels.map((l) => ({ ...l, dailyCount: 10_000, dailyAmount: 7 * 3_000_000 })),
      ...everyCheckAtOnce,
    }));
    const b = await withdrawer(t);
    await fund(t, b.userId, 1_000_000_000);
    const byAmount = await Promise.all(Array.from({ length: 64 }, () => apply(t, b, 3_000_000)));
    expect(byAmount.filter((r) => r.body.state === '200')).toHaveLength(7);
    expect(await cash(b.userId)).toBe(1_000_000_000 - 7 * 3_000_000);
    await expectLedgerOk(t);
  }, 300_000);
});
