import { api } from '@cardroom/contract';
import { type ConsoleHeldReturn, consoleApi } from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { fourEyesSetting } from '../approvals/index.js';
import { asOperator, decide, queue } from '../approvals/testkit.js';
import { ledgerTransactions } from '../ledger/index.js';
import { setLimit } from '../limits/testkit.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { putSetting, readSetting } from '../settings/index.js';
import { depositOrders } from './schema.js';
import { type Player, player, withoutDepositBonus } from './testkit.js';

// The console's held returns (docs/OPERATIONS.md "Held money returns").
let finance: SignedIn;
let owner: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  await withoutDepositBonus(t);
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  owner = await signInAs(t, await makeOperator(t, 'owner'));
}, 240_000);

const held = (p: Player) => t.deps.ledger.balance(t.deps.db, p.userId, 'held');

/** A player with `over` minor units held beyond a day's deposit limit, asked back. */
/** A new player with a Rp 500.000 daily limit who is pushed `over` beyond it: the part held. */
async function pushedBeyondLimit(over: number): Promise<{ p: Player; orderNo: string }> {
  const p = await player(t);
  const { vaNumber } = resultData<{ vaNumber: string }>(
    await t.call(api.vaInfo, {}, { sign: p.sign }),
  );
  await setLimit(t, p.sign, 'deposit', 'day', 50_000_000);
  const res = await t.inject({
    method: 'POST',
    url: '/sandbox/va/incoming',
    payload: { vaNumber, amount: 50_000_000 + over, reference: `held-ret-${p.uid}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { orderNo } = JSON.parse(res.body) as { orderNo: string };
  expect(await held(p)).toBe(over);
  return { p, orderNo };
}

async function heldAskedBack(over: number): Promise<{ p: Player; orderNo: string }> {
  const { p, orderNo } = await pushedBeyondLimit(over);
  resultData(await t.call(api.limitsHeldReturn, {}, { sign: p.sign }));
  return { p, orderNo };
}

async function list(as = finance): Promise<ConsoleHeldReturn[]> {
  const res = await consoleCall(t, consoleApi.consoleHeldReturnsList, {}, { cookie: as.cookie });
  return resultData<{ returns: ConsoleHeldReturn[] }>(res).returns;
}

const mark = (orderNo: string, as = finance, reference = 'BCA ref 778812') =>
  asOperator(t, as, consoleApi.consoleHeldReturnMark, { orderNo, reference });

describe('held money returns in the console', () => {
  it('lists the request with the player, amount and source, and marks it returned once', async () => {
    const { p, orderNo } = await heldAskedBack(40_000_500);
    const row = (await list()).find((r) => r.orderNo === orderNo);
    expect(row).toMatchObject({
      state: 'open',
      amount: 40_000_500,
      depositType: expect.any(String),
      pendingApproval: null,
      player: { uid: p.uid },
    });
    // The source says the bank once: a virtual account's bank is its method, shown beside it.
    expect(row?.method).not.toBe('');
    expect(row?.source.split(' · ')).not.toContain(row?.method);
    const done = resultData<{ returned: number }>(await mark(orderNo));
    expect(done.returned).toBe(40_000_500);
    expect(await held(p)).toBe(0);
    const [order] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, orderNo));
    expect(order).toMatchObject({ heldLeft: 0, heldReturned: 40_000_500 });
    expect(order?.heldReturnedAt).toBeInstanceOf(Date);
    expect((await list()).find((r) => r.orderNo === orderNo)).toMatchObject({
      state: 'returned',
      amount: 40_000_500,
    });
    const again = await mark(orderNo);
    expect(failure(again).msg).toMatch(/already marked returned/);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'deposit.held-returned'),
          eq(auditLog.target, `deposit:${orderNo}`),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ returned: 40_000_500, reference: 'BCA ref 778812' });
  });

  it('50 operators marking at once move the money once', async () => {
    const { p, orderNo } = await heldAskedBack(12_345_600);
    const all = await Promise.all(Array.from({ length: 50 }, () => mark(orderNo)));
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.filter((r) => r.body.state === '200')).toHaveLength(1);
    expect(await held(p)).toBe(0);
    const moves = await t.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, orderNo));
    expect(moves.filter((m) => m.type === 'held_return')).toHaveLength(1);
  });

  it('refuses held money the player did not ask back, and the support role', async () => {
    const { p, orderNo } = await pushedBeyondLimit(10_000_000);
    expect(failure(await mark(orderNo)).msg).toMatch(/did not ask for it back/);
    expect(await held(p)).toBe(10_000_000);
    const support = await signInAs(t, await makeOperator(t, 'support'));
    expect(failure(await mark(orderNo, support)).state).toBe('403');
  });

  it('above the four-eyes threshold it becomes a request; a second operator’s approval moves it', async () => {
    const rules = await readSetting(t.deps.db, 'ID', fourEyesSetting);
    await putSetting(t.deps.db, 'ID', fourEyesSetting, {
      ...rules,
      withdrawalDirectMax: 1_000_000,
    });
    try {
      const { p, orderNo } = await heldAskedBack(5_000_000);
      const asked = resultData<{ returned: number; pendingApproval: string }>(await mark(orderNo));
      expect(asked.returned).toBe(0);
      expect(asked.pendingApproval).toBeTruthy();
      expect(await held(p)).toBe(5_000_000);
      expect((await list()).find((r) => r.orderNo === orderNo)?.pendingApproval).toBe(
        asked.pendingApproval,
      );
      // A repeat finds the same request; the requester cannot approve their own.
      expect(resultData<{ pendingApproval: string }>(await mark(orderNo)).pendingApproval).toBe(
        asked.pendingApproval,
      );
      expect(failure(await decide(t, finance, asked.pendingApproval, true)).state).toBe('403');
      // Rejected (say, a wrong reference): nothing moves, and the return can be asked again.
      resultData(await decide(t, owner, asked.pendingApproval, false, 'reference is not ours'));
      expect(await held(p)).toBe(5_000_000);
      expect((await list()).find((r) => r.orderNo === orderNo)?.pendingApproval).toBeNull();
      const again = resultData<{ pendingApproval: string }>(await mark(orderNo));
      expect(again.pendingApproval).not.toBe(asked.pendingApproval);
      const pending = (await queue(t, owner)).rows.find((r) => r.id === again.pendingApproval);
      expect(pending).toMatchObject({ kind: 'held_return', amount: 5_000_000 });
      resultData(await decide(t, owner, again.pendingApproval, true));
      expect(await held(p)).toBe(0);
      // Approved holds its key: another ask finds nothing open.
      expect(failure(await mark(orderNo)).state).toBe('409');
    } finally {
      await putSetting(t.deps.db, 'ID', fourEyesSetting, rules);
    }
  });
});
