import { api, formatMoney } from '@cardroom/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { depositOrders, depositRulesSetting } from '../deposits/index.js';
import { putSetting, readSetting } from '../settings/index.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  type Player,
  rollbackBody,
  walletCall,
  winBody,
} from '../wallet-api/testkit.js';
import { limitIn, limitsOf, setLimit } from './testkit.js';

const t = useTestApp();
beforeAll(async () => {
  // Fifty open orders at once must reach the limit check, not the pending-orders cap.
  const rules = await readSetting(t.deps.db, t.deps.market.code, depositRulesSetting);
  await putSetting(t.deps.db, t.deps.market.code, depositRulesSetting, {
    ...rules,
    maxPendingOrders: 100,
  });
}, 180_000);

const rp = (minor: number, lang: 'en' | 'id' = 'en') => formatMoney(minor, 'ID', lang);

const deposit = (p: Player, amount: number, locale: 'en' | 'id' = 'en') =>
  t.call(api.createRechargeOrder, { amount, type: 'qris' }, { sign: p.sign, locale });

async function orderCount(p: Player): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(depositOrders)
    .where(eq(depositOrders.userId, p.userId));
  return Number(row?.n ?? 0);
}

describe('deposit limit at order creation', () => {
  it('allows an order up to the limit and refuses one minor unit over, before any order or gateway', async () => {
    const p = await fundedPlayer(t);
    await setLimit(t, p.sign, 'deposit', 'day', 3_000_000);
    expect((await deposit(p, 2_000_000)).body.state).toBe('200');
    const over = failure(await deposit(p, 1_000_001));
    expect(over.msg).toBe(
      `This deposit would pass your daily deposit limit of ${rp(3_000_000)}. You can deposit ${rp(1_000_000)} more today.`,
    );
    const overId = failure(await deposit(p, 1_000_001, 'id'));
    expect(overId.msg).toContain(`batas setoran harian Anda sebesar ${rp(3_000_000, 'id')}`);
    expect(await orderCount(p)).toBe(1);
    // Exactly at the limit: accepted.
    expect((await deposit(p, 1_000_000)).body.state).toBe('200');
    expect(await orderCount(p)).toBe(2);
    // Open orders are not "used" (only credited money is), but they keep their room from new orders.
    const d = limitIn(await limitsOf(t, p.sign), 'deposit', 'day');
    expect(d).toMatchObject({ used: 0, left: 3_000_000 });
    failure(await deposit(p, 1_000_000));
    expect(await orderCount(p)).toBe(2);
  });

  it('stops counting an order that failed or expired', async () => {
    const p = await fundedPlayer(t);
    await setLimit(t, p.sign, 'deposit', 'day', 2_000_000);
    expect((await deposit(p, 2_000_000)).body.state).toBe('200');
    failure(await deposit(p, 1_000_000));
    await t.deps.db
      .update(depositOrders)
      .set({ status: 'failed' })
      .where(eq(depositOrders.userId, p.userId));
    expect((await deposit(p, 2_000_000)).body.state).toBe('200');
  });

  it('the lowest of day, week and month wins, and says which', async () => {
    const p = await fundedPlayer(t);
    await setLimit(t, p.sign, 'deposit', 'day', 5_000_000);
    await setLimit(t, p.sign, 'deposit', 'week', 3_000_000);
    await setLimit(t, p.sign, 'deposit', 'month', 4_000_000);
    const over = failure(await deposit(p, 3_000_100));
    expect(over.msg).toContain(`weekly deposit limit of ${rp(3_000_000)}`);
    expect((await deposit(p, 3_000_000)).body.state).toBe('200');
    const month = failure(await deposit(p, 1_000_000));
    expect(month.msg).toContain(`You can deposit ${rp(0)} more this week`);
  });

  it('50 orders at once never pass the limit', async () => {
    const p = await fundedPlayer(t);
    await setLimit(t, p.sign, 'deposit', 'day', 10_000_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(p, 1_000_000)));
    const ok = answers.filter((a) => a.body.state === '200');
    expect(ok).toHaveLength(10);
    expect(await orderCount(p)).toBe(10);
  });
});

describe('loss and wager limits in the seamless wallet', () => {
  async function bettor(amount = 1_000_000) {
    const p = await fundedPlayer(t, amount);
    const { token } = await gameSession(t, p);
    return { p, token };
  }
  const balanceOf = (p: Player) => t.deps.ledger.balance(t.deps.db, p.userId);

  it('wager: at the limit allowed, one minor unit over refused with nothing moved', async () => {
    const { p, token } = await bettor();
    await setLimit(t, p.sign, 'wager', 'day', 1_000);
    expect((await walletCall(t, 'transaction/bet', betBody(p, token, 999))).status).toBe('RS_OK');
    const body = betBody(p, token, 2);
    const refused = await walletCall(t, 'transaction/bet', body);
    expect(refused).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 1_000_000 - 999 });
    expect(await balanceOf(p)).toBe(1_000_000 - 999);
    // The same request again gets the same refusal.
    expect(await walletCall(t, 'transaction/bet', body)).toEqual(refused);
    expect((await walletCall(t, 'transaction/bet', betBody(p, token, 1))).status).toBe('RS_OK');
    expect(limitIn(await limitsOf(t, p.sign), 'wager', 'day')).toMatchObject({
      used: 1_000,
      left: 0,
    });
  });

  it('loss: a bet counts as lost until its win; a win or a rollback gives back', async () => {
    const { p, token } = await bettor();
    await setLimit(t, p.sign, 'loss', 'week', 1_000);
    const first = betBody(p, token, 1_000);
    expect((await walletCall(t, 'transaction/bet', first)).status).toBe('RS_OK');
    const one = await walletCall(t, 'transaction/bet', betBody(p, token, 1));
    expect(one.status).toBe('RS_ERROR_LIMIT_REACHED');
    await walletCall(t, 'transaction/win', winBody(p, first.transaction_uuid, 400));
    const second = betBody(p, token, 400);
    expect((await walletCall(t, 'transaction/bet', second)).status).toBe('RS_OK');
    expect((await walletCall(t, 'transaction/bet', betBody(p, token, 1))).status).toBe(
      'RS_ERROR_LIMIT_REACHED',
    );
    await walletCall(t, 'transaction/rollback', rollbackBody(p, second.transaction_uuid));
    expect((await walletCall(t, 'transaction/bet', betBody(p, token, 400))).status).toBe('RS_OK');
    expect(await balanceOf(p)).toBe(1_000_000 - 1_000 + 400 - 400);
  });

  it('50 bets at once never pass a wager limit', async () => {
    const { p, token } = await bettor();
    await setLimit(t, p.sign, 'wager', 'month', 10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => walletCall(t, 'transaction/bet', betBody(p, token, 300))),
    );
    const ok = answers.filter((a) => a.status === 'RS_OK');
    const refused = answers.filter((a) => a.status === 'RS_ERROR_LIMIT_REACHED');
    expect(ok.length + refused.length).toBe(50);
    expect(ok).toHaveLength(33);
    expect(await balanceOf(p)).toBe(1_000_000 - 33 * 300);
  });

  it('50 bets at once never pass a loss limit', async () => {
    const { p, token } = await bettor();
    await setLimit(t, p.sign, 'loss', 'day', 5_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => walletCall(t, 'transaction/bet', betBody(p, token, 200))),
    );
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(25);
    expect(await balanceOf(p)).toBe(1_000_000 - 25 * 200);
  });
});
