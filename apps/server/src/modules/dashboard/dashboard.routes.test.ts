import { consoleApi, type DashboardDay } from '@cardroom/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditedDeposit, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { onlineOrder, player } from '../deposits/testkit.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  rollbackBody,
  walletCall,
  winBody,
} from '../wallet-api/testkit.js';
import { apply, decidePayout, fund, payoutNoOf, withdrawer } from '../withdrawals/testkit.js';
import { DASHBOARD_DAYS } from './figures.js';

let finance: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

async function dashboard() {
  const res = await consoleCall(t, consoleApi.consoleDashboard, {}, { cookie: finance.cookie });
  return resultData<{ days: DashboardDay[]; currencySign: string; timeZone: string }>(res);
}

const zero = {
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  turnover: 0,
  ggr: 0,
  newPlayers: 0,
  activePlayers: 0,
};

/** Credits an online deposit through the gateway's signed callback, as in production. */
async function deposit(amount: number) {
  await creditedDeposit(t, await player(t), amount);
}

describe('console dashboard', () => {
  it('answers 30 market days, oldest first, all zero on a new site', async () => {
    const d = await dashboard();
    expect(d.timeZone).toBe('Asia/Jakarta');
    expect(d.currencySign).toBe('Rp');
    expect(d.days).toHaveLength(DASHBOARD_DAYS);
    const days = d.days.map((x) => x.day);
    expect([...days].sort()).toEqual(days);
    const wib = new Date(t.deps.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(days.at(-1)).toBe(wib);
    for (const day of d.days) expect(day).toEqual({ ...zero, day: day.day });
  });

  it('sums today’s deposits, paid withdrawals, bets, GGR, new and active players exactly', async () => {
    // Two deposits credited, one left pending (not counted).
    await deposit(5_000_000);
    await deposit(7_500_000);
    await onlineOrder(t, await player(t), 9_900_000);

    // Two players bet: 3 bets, one rolled back (not counted), one won.
    const a = await fundedPlayer(t, 10_000_000);
    const b = await fundedPlayer(t, 10_000_000);
    const sa = await gameSession(t, a);
    const sb = await gameSession(t, b);
    const bet1 = betBody(a, sa.token, 1_000_000);
    expect((await walletCall(t, 'transaction/bet', bet1)).status).toBe('RS_OK');
    expect(
      (await walletCall(t, 'transaction/win', winBody(a, bet1.transaction_uuid, 1_500_000))).status,
    ).toBe('RS_OK');
    const bet2 = betBody(b, sb.token, 2_000_000);
    expect((await walletCall(t, 'transaction/bet', bet2)).status).toBe('RS_OK');
    const bet3 = betBody(b, sb.token, 400_000);
    expect((await walletCall(t, 'transaction/bet', bet3)).status).toBe('RS_OK');
    expect(
      (await walletCall(t, 'transaction/rollback', rollbackBody(b, bet3.transaction_uuid))).status,
    ).toBe('RS_OK');

    // One withdrawal paid, one still waiting at the gateway (not counted).
    const w = await withdrawer(t);
    await fund(t, w.userId, 20_000_000);
    const paid = resultData<{ orderNo: string }>(await apply(t, w, 5_000_000));
    await decidePayout(t, await payoutNoOf(t, paid.orderNo), 'success');
    resultData(await apply(t, w, 6_000_000));

    const today = (await dashboard()).days.at(-1);
    expect(today).toEqual({
      day: today?.day,
      deposits: 12_500_000,
      depositCount: 2,
      withdrawals: 5_000_000,
      withdrawalCount: 1,
      turnover: 3_000_000,
      // (1,000,000 − 1,500,000) + (2,000,000 − 0)
      ggr: 1_500_000,
      // Three depositors, two bettors, one withdrawer.
      newPlayers: 6,
      activePlayers: 2,
    });
    // Nothing lands on another day.
    for (const day of (await dashboard()).days.slice(0, -1)) {
      expect(day).toEqual({ ...zero, day: day.day });
    }
  });

  it('moves today’s figures to yesterday when the market day turns', async () => {
    const before = (await dashboard()).days.at(-1);
    t.advance(24 * 3_600_000);
    // A day later the console session has ended: sign in again.
    finance = await signInAs(t, await makeOperator(t, 'finance'));
    const after = (await dashboard()).days;
    expect(after.at(-2)).toEqual(before);
    expect(after.at(-1)).toEqual({ ...zero, day: after.at(-1)?.day });
  });
});
