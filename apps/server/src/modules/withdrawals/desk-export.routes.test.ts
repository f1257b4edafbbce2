import { consoleApi } from '@cardroom/contract/console';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';
import { withdrawalExportPages } from './desk-export.js';
import { insertWithdrawOrder } from './service.js';
import { type Withdrawer, withdrawer } from './testkit.js';

/** The withdrawals desk's CSV export (the deposits desk's: deposits/desk-export.routes.test.ts). */
const t = useTestApp();
let finance: SignedIn;
let financeLogin = '';
let w: Withdrawer;
const made: string[] = [];

beforeAll(async () => {
  const op = await makeOperator(t, 'finance');
  financeLogin = op.login;
  finance = await signInAs(t, op);
  w = await withdrawer(t);
  // A nickname a spreadsheet would run as a formula, and one with a comma and a quote.
  await t.deps.db
    .update(users)
    .set({ nickname: '=HYPERLINK("http://x.example","win")' })
    .where(eq(users.id, w.userId));
  const base = Date.parse('2026-11-01T17:30:00Z');
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < 9; i++) {
      const row = await insertWithdrawOrder(tx, new Date(base + i * 60_000), {
        userId: w.userId,
        bankCardId: Number(w.cardId),
        status: i % 3 === 0 ? 'failed' : 'success',
        amount: 1_000_000 * (i + 1) + 50,
        fee: 2_500,
        arrivalAmount: 1_000_000 * (i + 1) + 50 - 2_500,
        currency: 'IDR',
        beneficiary: {
          name: 'Budi Santoso',
          accountNumber: '1234567890',
          ifsc: '',
          bankCode: 'BCA',
          bankName: 'BCA',
        },
        gatewayPayoutNo: `SBPX${i}`,
        lastError: i % 3 === 0 ? '-2+3, "bank down"' : null,
        finishedAt: i % 3 === 0 ? null : new Date(base + i * 60_000),
      });
      made.push(row.orderNo);
    }
  });
});

async function download(query: Record<string, string>, cookie = finance.cookie) {
  return t.inject({
    method: 'GET',
    url: consoleApi.consoleWithdrawalsExport.path,
    query,
    headers: { cookie: `cr_console=${cookie}` },
  });
}

describe('withdrawals desk: CSV export', () => {
  it('streams every order the filters match, in the desk sort, guarded, and audits the filters', async () => {
    const res = await download({ q: w.uid, state: 'success', sort: 'amount', dir: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="withdrawals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Written as read: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'order_no,state,created_at,finished_at,player_uid,player_nickname,player_mobile,vip_level,method,bank,currency,amount,fee,arrival_amount,payout_no,payout_attempt,last_error,flagged,risk_flags',
    );
    // The same orders as the desk shows for these filters, in its order.
    const desk = resultData<{
      rows: Array<{ orderNo: string; player: { mobile: string | null } }>;
    }>(
      await consoleCall(
        t,
        consoleApi.consoleWithdrawalsDesk,
        { q: w.uid, state: 'success', sort: 'amount', dir: 'asc', pageSize: 50 },
        { cookie: finance.cookie },
      ),
    );
    expect(desk.rows).toHaveLength(6);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(desk.rows.map((r) => r.orderNo));
    const first = lines[1] ?? '';
    // Amounts in major units beside the currency; the nickname's formula is shown, not run
    // (a leading '), and quoted for its comma and quotes.
    expect(first).toContain(
      `,success,2026-11-01T17:31:00.000Z,2026-11-01T17:31:00.000Z,${w.uid},"'=HYPERLINK(""http://x.example"",""win"")",${desk.rows[0]?.player.mobile},`,
    );
    expect(first).toContain(',bank,BCA,IDR,20000.50,25.00,19975.50,SBPX1,0,,no,');
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.export'), eq(auditLog.actor, financeLogin)))
      .orderBy(desc(auditLog.id));
    expect(audit[0]?.target).toBe('withdrawals');
    expect(audit[0]?.after).toEqual({ q: w.uid, state: 'success', sort: 'amount', dir: 'asc' });
  });

  it('guards a text cell starting with a minus; a failed payout keeps its error', async () => {
    const res = await download({ q: w.uid, state: 'failed' });
    const rows = res.body.slice(1).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toContain(`,"'-2+3, ""bank down""",no,`);
  });

  it('reads the orders in keyset pages, none twice, none skipped', async () => {
    const pages = [];
    for await (const page of await withdrawalExportPages(
      t.deps,
      { q: w.uid, sort: 'createdAt', dir: 'desc' },
      4,
    )) {
      pages.push(page.map((r) => r.orderNo));
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(pages.flat()).toEqual([...made].reverse());
  });

  it('refuses a role without the desk and a bad filter in the envelope, and audits neither', async () => {
    const support = await signInAs(t, await makeOperator(t, 'support'));
    const before = await t.deps.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'withdrawal.export'));
    const refused = await download({ q: w.uid }, support.cookie);
    expect(refused.json()).toMatchObject({ state: '403' });
    const bad = await download({ amountMin: 'lots' });
    expect(bad.json()).toMatchObject({ state: '400' });
    const after = await t.deps.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'withdrawal.export'));
    expect(after).toHaveLength(before.length);
  });
});
