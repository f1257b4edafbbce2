import { message } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredPlayer, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { ledgerTransactions } from '../ledger/index.js';
import { auditLog } from '../operators/index.js';
import { makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { userIdOf } from '../withdrawals/testkit.js';
import { moneyRequests } from './index.js';
import { adjustAs, asOperator, decide, queue } from './testkit.js';

/**
 * Four-eyes through the HTTP API (market IN: an adjustment over ₹5,000 waits by default).
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let financeA: SignedIn;
let financeB: SignedIn;
let owner: SignedIn;
let marketing: SignedIn;
let support: SignedIn;
const t = useTestApp({ MARKET: 'IN' });
beforeAll(async () => {
  financeA = await signInAs(t, await makeOperator(t, 'finance'));
  financeB = await signInAs(t, await makeOperator(t, 'finance'));
  owner = await signInAs(t, await makeOperator(t, 'owner'));
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
  support = await signInAs(t, await makeOperator(t, 'support'));
});

const cash = (userId: number) => t.deps.ledger.balance(t.deps.db, userId, 'cash');
const postingsFor = (userId: number) =>
  t.deps.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'adjustment')));

/** A player and a ₹10,000 credit finance A asked for (over the ₹5,000 threshold). */
async function pendingCredit() {
  const p = await registeredPlayer(t);
  const userId = await userIdOf(t, p.uid);
  const res = resultData<{ pendingApproval: string | null; amount: number; balance: number }>(
    await adjustAs(t, financeA, p.uid, '10,000'),
  );
  expect(res.pendingApproval).not.toBeNull();
  return { p, userId, id: res.pendingApproval ?? '', amount: res.amount };
}

describe('an adjustment over the threshold', () => {
  it('moves nothing until a second operator approves, then moves it once under approval:<id>', async () => {
    const { p, userId, id, amount } = await pendingCredit();
    expect(amount).toBe(1_000_000);
    expect(await cash(userId)).toBe(0);
    expect(await postingsFor(userId)).toHaveLength(0);
    const rows = (await queue(t, financeB)).rows;
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      kind: 'adjustment',
      amount,
      target: `player:${p.uid}`,
      mine: false,
    });
    expect((await queue(t, financeA)).rows.find((r) => r.id === id)?.mine).toBe(true);

    expect(resultData(await decide(t, financeB, id, true))).toEqual({ id, state: 'approved' });
    expect(await cash(userId)).toBe(amount);
    const posted = await postingsFor(userId);
    expect(posted.map((x) => x.idempotencyKey)).toEqual([`approval:${id}`]);
    // Decided once: a second approval is refused and moves nothing more.
    expect((await decide(t, owner, id, true)).body).toMatchObject({
      state: '409',
      msg: message('consoleApprovalNotPending', 'en'),
    });
    expect(await cash(userId)).toBe(amount);
  });

  it('a doubled submission (same request id) is one request', async () => {
    const p = await registeredPlayer(t);
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      adjustAs(t, financeA, p.uid, '9,000', 'credit', requestId),
      adjustAs(t, financeA, p.uid, '9,000', 'credit', requestId),
    ]);
    const ida = resultData<{ pendingApproval: string }>(a).pendingApproval;
    expect(resultData<{ pendingApproval: string }>(b).pendingApproval).toBe(ida);
    const rows = await t.deps.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.dedupeKey, `adjust:${requestId}`));
    expect(rows).toHaveLength(1);
  });

  it('the requester cannot approve or reject their own (403 naming the rule), in either language', async () => {
    const { userId, id } = await pendingCredit();
    expect((await decide(t, financeA, id, true)).body).toEqual({
      state: '403',
      msg: message('consoleApprovalOwnRequest', 'en'),
    });
    const inId = await asOperator(t, financeA, consoleApi.consoleApprovalReject, {
      id,
      reason: 'my own one',
      locale: 'id',
    });
    expect(inId.body).toEqual({ state: '403', msg: message('consoleApprovalOwnRequest', 'id') });
    expect(await cash(userId)).toBe(0);
    const [row] = await t.deps.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, Number(id)));
    expect(row?.state).toBe('pending');
  });

  it('a role without approve cannot decide (marketing, support), nor support read the queue', async () => {
    const { userId, id } = await pendingCredit();
    for (const who of [marketing, support]) {
      for (const approve of [true, false]) {
        expect((await decide(t, who, id, approve)).body).toEqual({
          state: '403',
          msg: message('consoleRoleRefused', 'en'),
        });
      }
    }
    const list = await asOperator(t, support, consoleApi.consoleApprovalsList, {});
    expect(list.body.state).toBe('403');
    expect(await cash(userId)).toBe(0);
  });

  it('a rejected request moves nothing and cannot be approved afterwards', async () => {
    const { userId, id } = await pendingCredit();
    expect(resultData(await decide(t, owner, id, false, 'no ticket for this'))).toEqual({
      id,
      state: 'rejected',
    });
    expect((await decide(t, financeB, id, true)).body.state).toBe('409');
    expect(await cash(userId)).toBe(0);
    expect(await postingsFor(userId)).toHaveLength(0);
    const [row] = await t.deps.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, Number(id)));
    expect(row).toMatchObject({ state: 'rejected', decisionReason: 'no ticket for this' });
  });

  it('50 concurrent approvals by two operators move the money once', async () => {
    const { userId, id, amount } = await pendingCredit();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => decide(t, i % 2 ? financeB : owner, id, true)),
    );
    const states = results.map((r) => r.body.state);
    expect(states.filter((s) => s === '200')).toHaveLength(1);
    expect(states.filter((s) => s !== '200').every((s) => s === '409')).toBe(true);
    expect(await cash(userId)).toBe(amount);
    expect(await postingsFor(userId)).toHaveLength(1);
    const approvals = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approval.approve'), eq(auditLog.target, `request:${id}`)));
    expect(approvals).toHaveLength(1);
  });

  it('a debit the balance cannot cover is refused at approval: nothing moves, it stays pending', async () => {
    const p = await registeredPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const id = resultData<{ pendingApproval: string }>(
      await adjustAs(t, financeA, p.uid, '6,000', 'debit'),
    ).pendingApproval;
    expect((await decide(t, financeB, id, true)).body).toEqual({
      state: '400',
      msg: message('consoleAdjustOverBalance', 'en'),
    });
    expect(await cash(userId)).toBe(0);
    const [row] = await t.deps.db
      .select()
      .from(moneyRequests)
      .where(eq(moneyRequests.id, Number(id)));
    expect(row?.state).toBe('pending');
  });
});

describe('under the threshold and the audit trail', () => {
  it('an adjustment at or under the threshold still posts at once', async () => {
    const p = await registeredPlayer(t);
    const userId = await userIdOf(t, p.uid);
    const res = resultData<{ pendingApproval: string | null }>(
      await adjustAs(t, financeA, p.uid, '5,000'),
    );
    expect(res.pendingApproval).toBeNull();
    expect(await cash(userId)).toBe(500_000);
  });

  it('request, approval and posting each leave an audit row', async () => {
    const { p, id } = await pendingCredit();
    await decide(t, financeB, id, true, 'matches the ticket');
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(like(auditLog.target, `request:${id}`));
    expect(rows.map((r) => [r.action, r.actor]).sort()).toEqual(
      [
        ['approval.approve', financeB.session.operator.login],
        ['approval.request', financeA.session.operator.login],
      ].sort(),
    );
    const [adjust] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.adjust'), eq(auditLog.target, `player:${p.uid}`)));
    expect(adjust?.actor).toBe(financeB.session.operator.login);
  });
});

describe('the thresholds are the owner’s', () => {
  it('finance and marketing may not change fourEyes; the owner’s change applies at once', async () => {
    for (const who of [financeA, marketing]) {
      const res = await asOperator(t, who, consoleApi.consoleSettingSave, {
        key: 'fourEyes',
        value: {},
        version: '1',
      });
      expect(res.body.state).toBe('403');
    }
    const list = resultData<{
      settings: { key: string; value: Record<string, unknown>; version: string }[];
    }>(await asOperator(t, owner, consoleApi.consoleSettingsList, {}));
    const entry = list.settings.find((e) => e.key === 'fourEyes');
    expect(entry).toBeDefined();
    const saved = await asOperator(t, owner, consoleApi.consoleSettingSave, {
      key: 'fourEyes',
      value: { ...entry?.value, adjustmentDirectMax: 0 },
      version: entry?.version ?? '',
    });
    expect(saved.body.state, JSON.stringify(saved.body)).toBe('200');
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'setting%'), eq(auditLog.target, 'setting:fourEyes')));
    expect(audit.length).toBeGreaterThan(0);
    const p = await registeredPlayer(t);
    const res = resultData<{ pendingApproval: string | null }>(
      await adjustAs(t, financeA, p.uid, '1'),
    );
    expect(res.pendingApproval).not.toBeNull();
  });
});
