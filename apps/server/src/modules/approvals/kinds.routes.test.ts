import { api, type DepositOrder } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { cash as depositCash, order as depositOrder, player } from '../deposits/testkit.js';
import { ledgerTransactions } from '../ledger/index.js';
import { makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { putSetting } from '../settings/index.js';
import { withdrawOrders } from '../withdrawals/index.js';
import { apply, fund, withdrawer } from '../withdrawals/testkit.js';
import { fourEyesSetting } from './index.js';
import { asOperator, decide } from './testkit.js';

/**
 * Four-eyes for the other money acts through the HTTP API: a UTR order no bank line matches
 * (market IN), a withdrawal over the threshold (market ID). PGlite and PostgreSQL.
 */
type Pending = { pendingApproval: string | null; status: string };

describe('a deposit credit without a matching bank line', () => {
  let a: SignedIn;
  let b: SignedIn;
  const t = useTestApp({ MARKET: 'IN' });
  beforeAll(async () => {
    a = await signInAs(t, await makeOperator(t, 'finance'));
    b = await signInAs(t, await makeOperator(t, 'finance'));
  });
  let utr = 700_000_000_000;
  const selfUtr = async (sign: string, amount = 100_000) =>
    resultData<DepositOrder>(await t.call(api.selfUtr, { amount, utr: String(++utr) }, { sign }));

  it('waits for a second operator, whose approval credits it once (50 concurrent approvals)', async () => {
    const p = await player(t);
    const o = await selfUtr(p.sign);
    const asked = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleDepositMatch, { orderNo: o.orderNo }),
    );
    expect(asked.pendingApproval).not.toBeNull();
    expect((await depositOrder(t, o.orderNo)).status).toBe('pending');
    expect(await depositCash(t, p)).toBe(0);
    const id = asked.pendingApproval ?? '';
    expect((await decide(t, a, id, true)).body.state).toBe('403');
    const results = await Promise.all(Array.from({ length: 50 }, () => decide(t, b, id, true)));
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect((await depositOrder(t, o.orderNo)).status).toBe('success');
    expect(await depositCash(t, p)).toBeGreaterThanOrEqual(100_000);
    const credits = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, o.orderNo));
    expect(credits.filter((c) => c.type === 'deposit')).toHaveLength(1);
  });

  it('a rejected request credits nothing; a UTR on the statement is still credited directly', async () => {
    const p = await player(t);
    const o = await selfUtr(p.sign);
    const id =
      resultData<Pending>(
        await asOperator(t, a, consoleApi.consoleDepositMatch, { orderNo: o.orderNo }),
      ).pendingApproval ?? '';
    expect(resultData(await decide(t, b, id, false, 'no money on the statement'))).toMatchObject({
      state: 'rejected',
    });
    expect((await depositOrder(t, o.orderNo)).status).toBe('pending');
    expect(await depositCash(t, p)).toBe(0);

    const q = await player(t);
    const matched = await selfUtr(q.sign);
    await t.inject({
      method: 'POST',
      url: '/sandbox/bank/incoming',
      payload: { utr: matched.utr, amount: 100_000 },
    });
    const direct = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleDepositMatch, { orderNo: matched.orderNo }),
    );
    expect(direct.pendingApproval).toBeNull();
    expect(direct.status).toBe('success');
  });
});

describe('a withdrawal over the threshold', () => {
  let a: SignedIn;
  let owner: SignedIn;
  const t = useTestApp();
  beforeAll(async () => {
    a = await signInAs(t, await makeOperator(t, 'finance'));
    owner = await signInAs(t, await makeOperator(t, 'owner'));
    // Rp 1.000.000: the Rp 1.500.000 order below passes it, the Rp 500.000 one does not.
    await putSetting(t.deps.db, 'ID', fourEyesSetting, {
      ...fourEyesSetting.defaults('ID'),
      withdrawalDirectMax: 100_000_000,
    });
  });
  async function held(amount: number) {
    const w = await withdrawer(t);
    await fund(t, w.userId, 200_000_000);
    const o = resultData<{ orderNo: string; status: string }>(await apply(t, w, amount));
    expect(o.status).toBe('review');
    return o;
  }
  const statusOf = async (orderNo: string) =>
    (await t.deps.db.select().from(withdrawOrders).where(eq(withdrawOrders.orderNo, orderNo)))[0]
      ?.status;

  it('stays in review until a second operator approves; then approved once', async () => {
    const o = await held(150_000_000);
    const asked = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleWithdrawalApprove, { orderNo: o.orderNo }),
    );
    expect(asked.pendingApproval).not.toBeNull();
    expect(await statusOf(o.orderNo)).toBe('review');
    const id = asked.pendingApproval ?? '';
    expect((await decide(t, a, id, true)).body.state).toBe('403');
    const results = await Promise.all(Array.from({ length: 50 }, () => decide(t, owner, id, true)));
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect(['approved', 'paying', 'success']).toContain(await statusOf(o.orderNo));
  });

  it('under the threshold finance still approves at once', async () => {
    const o = await held(50_000_000);
    const direct = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleWithdrawalApprove, { orderNo: o.orderNo }),
    );
    expect(direct.pendingApproval).toBeNull();
    expect(await statusOf(o.orderNo)).not.toBe('review');
  });
});

describe('an agency deposit credit over the threshold', () => {
  let a: SignedIn;
  let b: SignedIn;
  const t = useTestApp({ MARKET: 'IN' });
  beforeAll(async () => {
    a = await signInAs(t, await makeOperator(t, 'finance'));
    b = await signInAs(t, await makeOperator(t, 'finance'));
    // ₹500: the ₹1,000 order below passes it, the ₹400 one does not.
    await putSetting(t.deps.db, 'IN', fourEyesSetting, {
      ...fourEyesSetting.defaults('IN'),
      agencyCreditDirectMax: 50_000,
    });
  });
  const agencyOrder = async (sign: string, amount: number) =>
    resultData<DepositOrder>(
      await t.call(api.createAgentOrder, { agentId: 'agent-1', amount }, { sign }),
    );

  it('waits for a second operator; 50 concurrent approvals credit it once', async () => {
    const p = await player(t);
    const o = await agencyOrder(p.sign, 100_000);
    const asked = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleDepositMatch, { orderNo: o.orderNo }),
    );
    expect(asked.pendingApproval).not.toBeNull();
    expect((await depositOrder(t, o.orderNo)).status).toBe('pending');
    expect(await depositCash(t, p)).toBe(0);
    const id = asked.pendingApproval ?? '';
    expect((await decide(t, a, id, true)).body.state).toBe('403');
    const results = await Promise.all(Array.from({ length: 50 }, () => decide(t, b, id, true)));
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect((await depositOrder(t, o.orderNo)).status).toBe('success');
    expect(await depositCash(t, p)).toBeGreaterThanOrEqual(100_000);
    const credits = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, o.orderNo));
    expect(credits.filter((c) => c.type === 'deposit')).toHaveLength(1);
  });

  it('under the threshold finance credits it at once', async () => {
    const p = await player(t);
    const o = await agencyOrder(p.sign, 40_000);
    const direct = resultData<Pending>(
      await asOperator(t, a, consoleApi.consoleDepositMatch, { orderNo: o.orderNo }),
    );
    expect(direct.pendingApproval).toBeNull();
    expect(direct.status).toBe('success');
  });
});
