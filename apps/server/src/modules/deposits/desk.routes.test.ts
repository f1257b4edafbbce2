import { api, type DepositOrder } from '@cardroom/contract';
import { consoleApi, type DepositDeskRow } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';
import { depositOrders } from './schema.js';
import { callbackBody, notify, onlineOrder, type Player, player } from './testkit.js';

let finance: SignedIn;
let financeLogin = '';
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  const op = await makeOperator(t, 'finance');
  financeLogin = op.login;
  finance = await signInAs(t, op);
});

let seq = 0;
let utrSeq = 610_000_000_000;
const nextUtr = () => String(++utrSeq);

/** A deposit order row as the methods leave it, for the read-only desk to find. */
async function seed(p: Player, o: Partial<typeof depositOrders.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.deps.db
    .insert(depositOrders)
    .values({
      orderNo: `DESK${String(seq).padStart(6, '0')}`,
      userId: p.userId,
      depositType: 'self_utr',
      method: 'utr',
      amount: 100_000,
      currency: t.deps.market.currencyCode,
      createdAt: t.deps.now(),
      ...o,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

type Page = { rows: DepositDeskRow[]; total: number; nextCursor: string | null };
async function search(payload: Record<string, unknown>): Promise<Page> {
  const res = await consoleCall(t, consoleApi.consoleDepositsSearch, payload, {
    cookie: finance.cookie,
  });
  return resultData<Page>(res);
}
const nos = (p: Page) => p.rows.map((r) => r.orderNo);

describe('deposits desk: list, filters, search', () => {
  it('lists every state and filters by state, channel, method, amount, flag and sort', async () => {
    const p = await player(t);
    const pending = await seed(p, { amount: 50_000 });
    const success = await seed(p, { status: 'success', depositType: 'online', method: 'upi_fast' });
    const failed = await seed(p, { status: 'failed', depositType: 'online', method: 'paytm' });
    const rejected = await seed(p, { status: 'rejected', amount: 300_000 });
    const expired = await seed(p, {
      status: 'expired',
      depositType: 'transfer_upi',
      method: 'upi',
      flagged: true,
      flagReason: 'bank statement shows another amount',
    });
    const mine = { q: p.uid };
    expect((await search(mine)).total).toBe(5);
    for (const [status, row] of [
      ['pending', pending],
      ['success', success],
      ['failed', failed],
      ['rejected', rejected],
      ['expired', expired],
    ] as const) {
      expect(nos(await search({ ...mine, status }))).toEqual([row.orderNo]);
    }
    expect(nos(await search({ ...mine, depositType: 'online', sort: 'oldest' }))).toEqual([
      success.orderNo,
      failed.orderNo,
    ]);
    expect(nos(await search({ ...mine, method: 'paytm' }))).toEqual([failed.orderNo]);
    expect(nos(await search({ ...mine, amountMin: 60_000, amountMax: 200_000 })).sort()).toEqual(
      [success.orderNo, failed.orderNo, expired.orderNo].sort(),
    );
    expect(nos(await search({ ...mine, flagged: 'yes' }))).toEqual([expired.orderNo]);
    expect((await search({ ...mine, flagged: 'no' })).total).toBe(4);
    const byAmount = await search({ ...mine, sort: 'amountDesc' });
    expect(byAmount.rows[0]?.orderNo).toBe(rejected.orderNo);
    expect(byAmount.rows.at(-1)?.orderNo).toBe(pending.orderNo);
    expect(byAmount.rows[0]).toMatchObject({ status: 'rejected', player: { uid: p.uid } });
  });

  it("filters by the market's days (IST), not UTC's", async () => {
    const p = await player(t);
    // 18:20 UTC is 23:50 IST on the 20th; 18:40 UTC is 00:10 IST on the 21st.
    const late = await seed(p, { createdAt: new Date('2026-11-20T18:20:00Z') });
    const early = await seed(p, { createdAt: new Date('2026-11-20T18:40:00Z') });
    expect(nos(await search({ q: p.uid, from: '2026-11-21', to: '2026-11-21' }))).toEqual([
      early.orderNo,
    ]);
    expect(nos(await search({ q: p.uid, from: '2026-11-20', to: '2026-11-20' }))).toEqual([
      late.orderNo,
    ]);
    const backwards = await consoleCall(
      t,
      consoleApi.consoleDepositsSearch,
      { from: '2026-11-21', to: '2026-11-20' },
      { cookie: finance.cookie },
    );
    expect(backwards.body).toMatchObject({
      state: '400',
      msg: expect.stringContaining('backwards'),
    });
  });

  it('finds an order by its number, UTR, gateway order, reference, player uid and phone', async () => {
    const p = await player(t);
    const other = await player(t);
    const mobile = `98${String(Date.now()).slice(-8)}`;
    await t.deps.db.update(users).set({ mobile }).where(eq(users.id, p.userId));
    const utr = nextUtr();
    const a = await seed(p, { utr });
    const b = await seed(p, {
      depositType: 'online',
      gateway: 'sandbox',
      gatewayOrderNo: `GW-${seq}-desk`,
    });
    const c = await seed(p, { depositType: 'crypto', externalRef: `0xdesk${seq}` });
    const elsewhere = await seed(other);
    expect(nos(await search({ q: a.orderNo }))).toEqual([a.orderNo]);
    expect(nos(await search({ q: utr }))).toEqual([a.orderNo]);
    expect(nos(await search({ q: b.gatewayOrderNo }))).toEqual([b.orderNo]);
    expect(nos(await search({ q: c.externalRef }))).toEqual([c.orderNo]);
    const all = [c.orderNo, b.orderNo, a.orderNo];
    expect(nos(await search({ q: p.uid }))).toEqual(all);
    expect(nos(await search({ q: mobile }))).toEqual(all);
    expect(nos(await search({ q: `+91 ${mobile}` }))).toEqual(all);
    expect(nos(await search({ q: `0${mobile}` }))).toEqual(all);
    expect(nos(await search({ q: other.uid }))).toEqual([elsewhere.orderNo]);
    expect((await search({ q: 'no-such-order' })).total).toBe(0);
  });

  it('pages by cursor: orders arriving between pages are neither repeated nor skip one', async () => {
    const p = await player(t);
    const base = t.deps.now().getTime();
    const first: string[] = [];
    for (let i = 0; i < 7; i++) {
      first.push((await seed(p, { createdAt: new Date(base - (10 - i) * 60_000) })).orderNo);
    }
    const seen: string[] = [];
    let page = await search({ q: p.uid, limit: 3 });
    seen.push(...nos(page));
    // Two new orders arrive (newest first, so they belong before the cursor).
    await seed(p);
    await seed(p);
    while (page.nextCursor) {
      page = await search({ q: p.uid, limit: 3, cursor: page.nextCursor });
      seen.push(...nos(page));
    }
    expect(seen).toEqual([...first].reverse());
    expect(page.total).toBe(9);
    // Amount sort pages the same way, ties broken by the order's id.
    const byAmount: string[] = [];
    let next: string | null | undefined;
    do {
      const got = await search({
        q: p.uid,
        limit: 4,
        sort: 'amountAsc',
        ...(next ? { cursor: next } : {}),
      });
      byAmount.push(...nos(got));
      next = got.nextCursor;
    } while (next);
    expect(new Set(byAmount).size).toBe(9);
  });

  it('refuses a cursor it did not give', async () => {
    const res = await consoleCall(
      t,
      consoleApi.consoleDepositsSearch,
      { cursor: 'not-a-cursor' },
      { cookie: finance.cookie },
    );
    expect(res.body).toMatchObject({ state: '400', msg: expect.stringContaining('out of date') });
  });
});

describe('deposits desk: an order and its history', () => {
  it('shows creation, the statement line, the operator who credited it and the credit', async () => {
    const p = await player(t);
    const utr = nextUtr();
    const o = resultData<DepositOrder>(
      await t.call(api.selfUtr, { amount: 100_000, utr }, { sign: p.sign }),
    );
    await t.inject({
      method: 'POST',
      url: '/sandbox/bank/incoming',
      payload: { utr, amount: 100_000 },
    });
    const matched = await consoleCall(
      t,
      consoleApi.consoleDepositMatch,
      { orderNo: o.orderNo },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(matched.status).toBe(200);
    const detail = resultData<{
      order: DepositDeskRow & { remark: string };
      statementLine: { utr: string } | null;
      history: Array<{ kind: string; actor: string; text: string }>;
    }>(
      await consoleCall(
        t,
        consoleApi.consoleDepositDetail,
        { orderNo: o.orderNo },
        {
          cookie: finance.cookie,
        },
      ),
    );
    expect(detail.order).toMatchObject({ orderNo: o.orderNo, status: 'success', utr });
    expect(detail.statementLine?.utr).toBe(utr);
    const kinds = detail.history.map((h) => h.kind);
    expect(kinds[0]).toBe('created');
    expect(kinds).toEqual(expect.arrayContaining(['line', 'audit', 'arrived']));
    const audit = detail.history.find((h) => h.kind === 'audit');
    expect(audit?.actor).toBe(financeLogin);
    expect(audit?.text).toBe('Credited the self-service UTR order');
  });

  it('shows each gateway callback with what it did', async () => {
    const p = await player(t);
    const o = await onlineOrder(t, p, 150_000, 'upi_fast');
    const cb = callbackBody({ ...o, status: 'failed', currency: t.deps.market.currencyCode });
    expect((await notify(t, cb)).statusCode).toBe(200);
    const detail = resultData<{ history: Array<{ kind: string; text: string; actor: string }> }>(
      await consoleCall(
        t,
        consoleApi.consoleDepositDetail,
        { orderNo: o.orderNo },
        {
          cookie: finance.cookie,
        },
      ),
    );
    const callback = detail.history.find((h) => h.kind === 'callback');
    expect(callback?.actor).toBe('sandbox');
    expect(callback?.text).toContain('"failed"');
    expect(callback?.text).toContain('₹1,500');
    const missing = await consoleCall(
      t,
      consoleApi.consoleDepositDetail,
      { orderNo: 'D-none' },
      { cookie: finance.cookie },
    );
    expect(missing.body).toMatchObject({ state: '404', msg: 'Order not found' });
  });
});
