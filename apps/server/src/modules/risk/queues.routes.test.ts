import {
  type ConsoleDeposit,
  type ConsoleFeedbackItem,
  type ConsoleWithdrawal,
  consoleApi,
  type DeskWithdrawal,
} from '@cardroom/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { depositOrders } from '../deposits/index.js';
import { feedback } from '../feedback/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { riskOf } from './service.js';
import { bonus, deposit, newPlayer, withdrawal } from './testkit.js';

/** Flags and money on the queue cards and the desk's risk filter, a page at once. */
const t = useTestApp();
let finance: SignedIn;
const flagged: { uid: string; orderNo: string; id: number }[] = [];
const clean: { uid: string; orderNo: string; id: number }[] = [];
const ids: number[] = [];
const RP = 100;

beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  // 50 players with an order waiting: every other one withdraws far more than it deposited.
  for (let i = 0; i < 50; i++) {
    const p = await newPlayer(t);
    ids.push(p.id);
    // Deposited hours ago: the fast in-and-out rule stays quiet.
    await deposit(t, p.id, 100_000 * RP, new Date(Date.now() - 3 * 3_600_000));
    await bonus(t, p.id, 1_000 * RP);
    const amount = i % 2 === 0 ? 900_000 * RP : 50_000 * RP;
    const orderNo = await withdrawal(t, p.id, amount, { status: 'review' });
    (i % 2 === 0 ? flagged : clean).push({ uid: p.uid, orderNo, id: p.id });
  }
}, 180_000);

describe('queue cards', () => {
  it('show each player’s deposits, withdrawals, bonuses and flags', async () => {
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsList,
      {},
      { cookie: finance.cookie },
    );
    const orders = resultData<{ orders: ConsoleWithdrawal[] }>(res).orders;
    const f = orders.find((o) => o.orderNo === flagged[0]?.orderNo);
    expect(f?.risk).toMatchObject({
      depositsTotal: 100_000 * RP,
      withdrawalsTotal: 900_000 * RP,
      bonusTotal: 1_000 * RP,
      flags: [
        {
          rule: 'withdrawOverDeposit',
          reason: 'Withdrew Rp 900.000 against Rp 100.000 deposited (over 1.5×)',
        },
      ],
    });
    expect(f?.player.depositsTotal).toBe(100_000 * RP);
    const c = orders.find((o) => o.orderNo === clean[0]?.orderNo);
    expect(c?.risk.flags).toEqual([]);
    expect(c?.risk.withdrawalsTotal).toBe(50_000 * RP);
  });

  it('computes a page of 50 players in one batch (timing printed for the report)', async () => {
    const started = performance.now();
    const risk = await riskOf(t.deps, ids);
    const ms = performance.now() - started;
    const queueStarted = performance.now();
    await consoleCall(t, consoleApi.consoleWithdrawalsList, {}, { cookie: finance.cookie });
    const queueMs = performance.now() - queueStarted;
    console.log(
      `risk of 50 players: ${ms.toFixed(0)} ms; withdrawal queue of 50 cards: ${queueMs.toFixed(0)} ms (${t.deps.dbKind})`,
    );
    expect(risk.size).toBe(50);
    expect([...risk.values()].filter((r) => r.flags.length > 0)).toHaveLength(25);
  });
});

describe('the deposits and feedback queues', () => {
  it('show the same figures and flags on a flagged player’s deposit order and feedback', async () => {
    const player = flagged[1];
    if (!player) throw new Error('no flagged player');
    const orderNo = `RISKDEP${player.id}`;
    await t.deps.db.insert(depositOrders).values({
      orderNo,
      userId: player.id,
      depositType: 'self_utr',
      method: 'utr',
      amount: 20_000 * RP,
      currency: t.deps.market.currencyCode,
      utr: `RISK${player.id}`.padEnd(12, '0'),
      createdAt: t.deps.now(),
    });
    const [note] = await t.deps.db
      .insert(feedback)
      .values({
        userId: player.id,
        category: 'deposit',
        text: 'Where is my money?',
        createdAt: t.deps.now(),
      })
      .returning({ id: feedback.id });
    const want = {
      depositsTotal: 100_000 * RP,
      withdrawalsTotal: 900_000 * RP,
      flags: [expect.objectContaining({ rule: 'withdrawOverDeposit' })],
    };
    const deposits = resultData<{ orders: ConsoleDeposit[] }>(
      await consoleCall(t, consoleApi.consoleDepositsList, {}, { cookie: finance.cookie }),
    ).orders;
    expect(deposits.find((o) => o.orderNo === orderNo)?.risk).toMatchObject(want);
    const support = await signInAs(t, await makeOperator(t, 'support'));
    const items = resultData<{ items: ConsoleFeedbackItem[]; currencySign: string }>(
      await consoleCall(t, consoleApi.consoleFeedbackList, {}, { cookie: support.cookie }),
    );
    expect(items.currencySign).toBe('Rp');
    expect(items.items.find((f) => f.id === note?.id)?.risk).toMatchObject(want);
  });
});

describe('the withdrawals desk', () => {
  const desk = async (payload: Record<string, unknown>) =>
    resultData<{ rows: DeskWithdrawal[]; total: number }>(
      await consoleCall(t, consoleApi.consoleWithdrawalsDesk, payload, { cookie: finance.cookie }),
    );

  it('filters by a risk rule, and shows each row’s flags', async () => {
    const only = await desk({ state: 'review', risk: 'withdrawOverDeposit', pageSize: 200 });
    expect(only.total).toBe(25);
    expect(only.rows.map((r) => r.orderNo).sort()).toEqual(flagged.map((f) => f.orderNo).sort());
    expect(only.rows.every((r) => r.flags.some((f) => f.rule === 'withdrawOverDeposit'))).toBe(
      true,
    );
    const flaggedRows = await desk({ state: 'review', risk: 'flagged', pageSize: 200 });
    expect(flaggedRows.total).toBe(25);
    const none = await desk({ state: 'review', risk: 'inviteFarm' });
    expect(none).toMatchObject({ total: 0, rows: [] });
    const all = await desk({ state: 'review', pageSize: 200 });
    expect(all.total).toBe(50);
    const cleanRow = all.rows.find((r) => r.orderNo === clean[0]?.orderNo);
    expect(cleanRow?.flags).toEqual([]);
  });

  it('refuses an unknown rule', async () => {
    const res = await consoleCall(
      t,
      consoleApi.consoleWithdrawalsDesk,
      { risk: 'nope' },
      { cookie: finance.cookie },
    );
    expect(res.body.state).not.toBe('200');
  });
});
