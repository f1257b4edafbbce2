import { randomUUID } from 'node:crypto';
import { consoleApi, type ReportFigures } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditedDeposit, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { onlineOrder, player } from '../deposits/testkit.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  PROVIDER,
  rollbackBody,
  walletCall,
  winBody,
} from '../wallet-api/testkit.js';
import { apply, decidePayout, fund, payoutNoOf, withdrawer } from '../withdrawals/testkit.js';
import { refreshReports } from './rollup.js';

let finance: SignedIn;
let today: string;
const t = useTestApp();
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  today = new Date(t.deps.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
});

type Report = {
  totals: ReportFigures;
  days: Array<ReportFigures & { day: string }>;
  games: Array<{
    provider: string;
    game: string;
    turnover: number;
    bets: number;
    wins: number;
    ggr: number;
  }>;
  providers: Array<{ provider: string; turnover: number; ggr: number }>;
  methods: Array<{ method: string; amount: number; count: number }>;
  bonuses: Array<{ kind: string; amount: number; count: number }>;
  vipLevels: Array<{ level: number; players: number; deposits: number; turnover: number }>;
  asOf: string | null;
};

async function report(from: string, to: string, cookie = finance.cookie) {
  return consoleCall(t, consoleApi.consoleReport, { from, to }, { cookie });
}

/** The house postings straight from the ledger, summed by movement type and house account. */
async function ledgerSums(): Promise<Map<string, number>> {
  const rows = await rawRows<{ type: string; kind: string; amount: string }>(
    t.deps.db,
    sql`select t.type, a.kind, sum(p.amount)::text as amount
          from ledger_postings p
          join ledger_accounts a on a.id = p.account_id and a.owner_type = 'house'
          join ledger_transactions t on t.id = p.transaction_id
         group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${r.type}/${r.kind}`, Number(r.amount)]));
}

describe('console reports', () => {
  it('every figure of a day of activity equals the ledger’s own sums', async () => {
    // Deposits through the gateway's signed callback (the seeded deposit bonus pays on them),
    // one order left unpaid, which is not money.
    for (const amount of [5_000_000, 15_000_000]) {
      await creditedDeposit(t, await player(t), amount);
    }
    await onlineOrder(t, await player(t), 9_900_000);

    // Bets: one won, one lost, one rolled back.
    const a = await fundedPlayer(t, 10_000_000);
    const b = await fundedPlayer(t, 10_000_000);
    const sa = await gameSession(t, a);
    const sb = await gameSession(t, b);
    const bet1 = betBody(a, sa.token, 1_000_000);
    expect((await walletCall(t, 'transaction/bet', bet1)).status).toBe('RS_OK');
    const win = winBody(a, bet1.transaction_uuid, 1_500_000);
    expect((await walletCall(t, 'transaction/win', win)).status).toBe('RS_OK');
    const bet2 = betBody(b, sb.token, 2_000_000);
    expect((await walletCall(t, 'transaction/bet', bet2)).status).toBe('RS_OK');
    const bet3 = betBody(b, sb.token, 400_000);
    expect((await walletCall(t, 'transaction/bet', bet3)).status).toBe('RS_OK');
    const back = rollbackBody(b, bet3.transaction_uuid);
    expect((await walletCall(t, 'transaction/rollback', back)).status).toBe('RS_OK');

    // Withdrawals: one paid, one failed (money back), one waiting.
    const w = await withdrawer(t);
    await fund(t, w.userId, 20_000_000);
    const paid = resultData<{ orderNo: string }>(await apply(t, w, 5_000_000));
    await decidePayout(t, await payoutNoOf(t, paid.orderNo), 'success');
    const failed = resultData<{ orderNo: string }>(await apply(t, w, 3_000_000));
    await decidePayout(t, await payoutNoOf(t, failed.orderNo), 'fail');
    resultData(await apply(t, w, 6_000_000));

    // A manual credit under the four-eyes threshold.
    const adjusted = await player(t);
    const adjust = await consoleCall(
      t,
      consoleApi.consolePlayerAdjust,
      {
        playerUid: adjusted.uid,
        direction: 'credit',
        amount: '25.000',
        reason: 'Goodwill for a lost connection',
        requestId: randomUUID(),
      },
      { cookie: finance.cookie, csrf: finance.csrf },
    );
    expect(adjust.body.state, JSON.stringify(adjust.body)).toBe('200');

    await refreshReports(t.deps.db, 'ID', t.deps.now());
    const r = resultData<Report>(await report(today, today));
    const l = await ledgerSums();
    const s = (k: string) => l.get(k) ?? 0;
    const clearing = ['gateway_clearing', 'bank_clearing', 'crypto_clearing', 'agent_clearing'];
    const deposits = -clearing.reduce((sum, k) => sum + s(`deposit/${k}`), 0);
    const bonus = -[...l]
      .filter(([k]) => k.endsWith('/promotion_expense'))
      .reduce((x, [, v]) => x + v, 0);
    const ggr = [...l].filter(([k]) => k.endsWith('/game')).reduce((x, [, v]) => x + v, 0);

    // What the scenario did, in figures a person can check by hand …
    expect(r.totals.turnover).toEqual({ amount: 3_400_000, count: 3 });
    expect(r.totals.wins).toBe(1_500_000);
    expect(r.totals.betRefunds).toBe(400_000);
    expect(r.totals.ggr).toBe(1_500_000);
    expect(r.totals.withdrawalsRequested).toEqual({ amount: 14_000_000, count: 3 });
    expect(r.totals.withdrawalsPaid).toEqual({ amount: 5_000_000, count: 1 });
    expect(r.totals.withdrawalsReturned).toEqual({ amount: 3_000_000, count: 1 });
    expect(r.totals.adjustments).toBe(2_500_000);
    // … and every one equal to the ledger's own sums.
    expect(r.totals.deposits.amount).toBe(deposits);
    // The two gateway deposits and the withdrawer's (the bettors' money is sandbox funding).
    expect(r.totals.deposits.amount).toBe(5_000_000 + 15_000_000 + 20_000_000);
    // Rp 150.000 earns the seeded deposit bonus; Rp 50.000 is under its minimum.
    expect(r.totals.bonusCost).toBe(bonus);
    expect(r.totals.bonusCost).toBeGreaterThan(0);
    expect(r.bonuses.map((b) => b.kind)).toContain('deposit_bonus');
    expect(r.totals.ggr).toBe(ggr);
    expect(r.totals.withdrawalFees).toBe(s('withdrawal_settled/withdrawal_fees'));
    expect(r.totals.ngr).toBe(ggr - bonus - 2_500_000);
    expect(r.totals.activePlayers).toBe(2);
    expect(r.totals.depositors).toBe(3);
    expect(r.totals.firstTimeDepositors).toBe(3);
    expect(r.totals.newPlayers).toBeGreaterThanOrEqual(7);

    // The breakdowns add up to the totals.
    expect(r.days).toHaveLength(1);
    expect(r.days[0]).toEqual({ day: today, ...r.totals });
    const byGame = r.games.reduce((x, g) => x + g.ggr, 0);
    expect(byGame).toBe(r.totals.ggr);
    expect(r.games.every((g) => g.game !== '')).toBe(true);
    // The bets went through the seamless wallet of one provider: its row holds them all.
    expect(r.games.every((g) => g.provider === PROVIDER)).toBe(true);
    expect(r.providers).toEqual([
      expect.objectContaining({ provider: PROVIDER, turnover: 3_400_000, ggr: r.totals.ggr }),
    ]);
    expect(r.methods.reduce((x, m) => x + m.amount, 0)).toBe(r.totals.deposits.amount);
    expect(r.methods.find((m) => m.method === 'qris')?.amount).toBe(20_000_000);
    expect(r.bonuses.reduce((x, m) => x + m.amount, 0)).toBe(r.totals.bonusCost);
    expect(r.vipLevels.reduce((x, v) => x + v.turnover, 0)).toBe(r.totals.turnover.amount);
    expect(r.asOf).not.toBeNull();
  });

  it('a range sums its days; a day with nothing shows zeros; the first deposit counts once', async () => {
    const week = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const r = resultData<Report>(await report(week, today));
    expect(r.days.map((d) => d.day)).toHaveLength(7);
    expect(r.days.slice(0, 6).every((d) => d.deposits.amount === 0 && d.activePlayers === 0)).toBe(
      true,
    );
    expect(r.totals.deposits).toEqual(r.days[6]?.deposits);
  });

  it('two instances summing at once leave one row per figure', async () => {
    const before = resultData<Report>(await report(today, today)).totals;
    await Promise.all(
      Array.from({ length: 10 }, () => refreshReports(t.deps.db, 'ID', t.deps.now())),
    );
    expect(resultData<Report>(await report(today, today)).totals).toEqual(before);
  });

  it('refuses a backwards or too long range with a message, and roles without finance', async () => {
    const back = await report(today, '2020-01-01');
    expect(back.body).toMatchObject({ state: '400', msg: 'The range ends before it starts' });
    const long = await report('2020-01-01', today);
    expect(long.body).toMatchObject({ state: '400', msg: 'A report covers at most 366 days' });
    const marketing = await signInAs(t, await makeOperator(t, 'marketing'));
    expect((await report(today, today, marketing.cookie)).body.state).toBe('403');
  });

  it('cohorts count sign-ups per day and leave return days that have not come as unknown', async () => {
    const res = await consoleCall(
      t,
      consoleApi.consoleCohorts,
      { from: today, to: today },
      {
        cookie: finance.cookie,
      },
    );
    const c = resultData<{
      cohorts: Array<{ day: string; players: number; d1: number | null; depositors: number }>;
    }>(res);
    expect(c.cohorts).toHaveLength(1);
    expect(c.cohorts[0]?.players).toBeGreaterThanOrEqual(7);
    expect(c.cohorts[0]?.d1).toBeNull();
    expect(c.cohorts[0]?.depositors).toBe(3);
  });
});
