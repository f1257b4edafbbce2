import { consoleApi, type DepositDeskRow } from '@cardroom/contract/console';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { depositExportPages } from './desk-export.js';
import { depositOrders } from './schema.js';
import { type Player, player } from './testkit.js';

/** The deposits desk's CSV export (the withdrawals desk's: withdrawals/desk-export.routes.test.ts). */
const t = useTestApp({ MARKET: 'IN' });
let finance: SignedIn;
let financeLogin = '';
let p: Player;
const made: string[] = [];

beforeAll(async () => {
  const op = await makeOperator(t, 'finance');
  financeLogin = op.login;
  finance = await signInAs(t, op);
  p = await player(t);
  const base = Date.parse('2026-11-02T06:00:00Z');
  for (let i = 0; i < 7; i++) {
    const [row] = await t.deps.db
      .insert(depositOrders)
      .values({
        orderNo: `DEXP${String(i).padStart(4, '0')}`,
        userId: p.userId,
        depositType: 'self_utr',
        method: 'utr',
        status: i % 2 ? 'success' : 'pending',
        amount: 150_000 + i,
        receivedAmount: i % 2 ? 150_000 + i : null,
        bonus: i % 2 ? 1_500 : 0,
        utr: `61000000000${i}`,
        currency: 'INR',
        // An operator's reason a spreadsheet would otherwise run as a formula.
        flagged: i === 3,
        flagReason: i === 3 ? '@SUM(A1:A9) statement shows another amount' : null,
        createdAt: new Date(base + i * 60_000),
      })
      .returning();
    if (row) made.push(row.orderNo);
  }
});

async function download(query: Record<string, string>, cookie = finance.cookie) {
  return t.inject({
    method: 'GET',
    url: consoleApi.consoleDepositsExport.path,
    query,
    headers: { cookie: `cr_console=${cookie}` },
  });
}

describe('deposits desk: CSV export', () => {
  it('streams every order the filters match, in the desk sort, guarded, and audits the filters', async () => {
    const res = await download({ q: p.uid, status: 'success', sort: 'oldest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="deposits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.body.slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'order_no,status,created_at,arrived_at,player_uid,player_nickname,player_mobile,deposit_type,method,currency,amount,received_amount,bonus,utr,gateway,gateway_order_no,external_ref,flagged,flag_reason',
    );
    const desk = resultData<{ rows: DepositDeskRow[] }>(
      await consoleCall(
        t,
        consoleApi.consoleDepositsSearch,
        { q: p.uid, status: 'success', sort: 'oldest' },
        { cookie: finance.cookie },
      ),
    );
    expect(desk.rows.map((r) => r.orderNo)).toEqual(['DEXP0001', 'DEXP0003', 'DEXP0005']);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(desk.rows.map((r) => r.orderNo));
    const nickname = desk.rows[0]?.player.nickname ?? '';
    // Rupees in major units beside the currency; the flag reason's formula shown, not run.
    expect(lines[1]).toBe(
      `DEXP0001,success,2026-11-02T06:01:00.000Z,,${p.uid},${nickname},,self_utr,utr,INR,1500.01,1500.01,15.00,610000000001,,,,no,`,
    );
    expect(lines[2]).toContain(",yes,'@SUM(A1:A9) statement shows another amount");
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.export'), eq(auditLog.actor, financeLogin)))
      .orderBy(desc(auditLog.id));
    expect(audit[0]?.target).toBe('deposits');
    expect(audit[0]?.after).toEqual({ q: p.uid, status: 'success', sort: 'oldest' });
  });

  it('reads the orders in keyset pages, none twice, none skipped', async () => {
    const pages = [];
    for await (const page of await depositExportPages(t.deps, { q: p.uid, sort: 'newest' }, 3)) {
      pages.push(page.map((r) => r.orderNo));
    }
    expect(pages.map((x) => x.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual([...made].reverse());
  });

  it('refuses a backwards range and a role without the desk in the envelope, auditing neither', async () => {
    const count = async () =>
      (
        await t.deps.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(eq(auditLog.action, 'deposit.export'))
      ).length;
    const before = await count();
    const back = await download({ from: '2026-11-05', to: '2026-11-01' });
    expect(back.json()).toMatchObject({ state: '400', msg: expect.any(String) });
    const marketing = await signInAs(t, await makeOperator(t, 'marketing'));
    expect((await download({ q: p.uid }, marketing.cookie)).json()).toMatchObject({
      state: '403',
    });
    expect(await count()).toBe(before);
  });
});
