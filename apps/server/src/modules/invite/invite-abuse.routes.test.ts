import { api, message } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditedDeposit, failure, resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { callbackBody, notify, onlineOrder } from '../deposits/testkit.js';
import { refreshBoards, SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { cashOf, expectLedgerOk, records, toLocalTime } from '../promo/testkit.js';
import { betBody, gameSession, walletCall, winBody } from '../wallet-api/testkit.js';
import { runAgentRebates } from './agent-rebate.js';
import { invitations } from './schema.js';
import { infoOf, invitee, inviter, oneClickInvitee, setRules } from './testkit.js';

const t = useTestApp({ MARKET: 'ID' });

const countOf = async (inviterId: number, status: string) =>
  (
    await t.deps.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.inviterId, inviterId), eq(invitations.status, status)))
  ).length;

describe('abuse caps', () => {
  it('100 sign-ups from one device on one code, depositing 50 at a time: valid ≤ the cap', async () => {
    const rules = await setRules(t, { needsPhone: false, maxPerDevice: 3, maxPerAddress: 1000 });
    const a = await inviter(t);
    const players = [];
    for (let i = 0; i < 100; i++) {
      players.push(await oneClickInvitee(t, a.code, { device: 'one-phone', ip: uniqueIp() }));
    }
    const orders = [];
    for (const p of players) orders.push(await onlineOrder(t, p, rules.minDeposit));
    for (let i = 0; i < orders.length; i += 50) {
      const results = await Promise.all(
        orders.slice(i, i + 50).map((o) =>
          notify(
            t,
            callbackBody({
              orderNo: o.orderNo,
              gatewayOrderNo: o.gatewayOrderNo,
              amount: rules.minDeposit,
              currency: 'IDR',
            }),
          ),
        ),
      );
      for (const r of results) expect(r.statusCode).toBe(200);
    }
    expect(await countOf(a.userId, 'pass')).toBe(3);
    expect(await countOf(a.userId, 'reclaim')).toBe(97);
    const before = await cashOf(t, a.userId);
    await t.inject({ method: 'POST', url: '/sandbox/operator/invite/run' });
    // 3 valid: one pair paid, one waits; the 97 over the cap never count.
    expect(await cashOf(t, a.userId)).toBe(before + rules.rewardPerPair);
    expect((await infoOf(t, a.sign)).totals.validInvitees).toBe(3);
    await expectLedgerOk(t);
  });

  it('caps valid invitees from one address across devices', async () => {
    const rules = await setRules(t, { needsPhone: false, maxPerDevice: 10, maxPerAddress: 2 });
    const a = await inviter(t);
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) {
      const p = await invitee(t, a.code, { ip });
      await creditedDeposit(t, p, rules.minDeposit);
    }
    expect(await countOf(a.userId, 'pass')).toBe(2);
    expect(await countOf(a.userId, 'reclaim')).toBe(2);
  });
});

describe('agent rebate', () => {
  it('accrues from final day counts only; 64 concurrent claims credit it once', async () => {
    const rules = await setRules(t, { needsPhone: false, rebateBps: 100 });
    toLocalTime(t, 1, 12 * 60);
    const a = await inviter(t);
    const p = await invitee(t, a.code);
    await creditedDeposit(t, p, rules.minDeposit);
    const stake = 1_234_500;
    const { token } = await gameSession(t, p);
    const bet = betBody(p, token, stake, { currency: 'IDR' });
    expect((await walletCall(t, 'transaction/bet', bet)).status).toBe('RS_OK');
    const win = winBody(p, bet.transaction_uuid, 0, { currency: 'IDR' });
    expect((await walletCall(t, 'transaction/win', win)).status).toBe('RS_OK');

    for (const locale of ['en', 'id'] as const) {
      const res = await t.call(api.receiveRebate, {}, { sign: a.sign, locale });
      expect(failure(res).msg).toBe(message('inviteRebateNothing', locale));
    }
    // The day closed but its count is not final yet: nothing accrues.
    toLocalTime(t, 1, 1);
    await refreshBoards(t.deps.db, 'ID', t.deps.now());
    await runAgentRebates(t.deps);
    expect((await infoOf(t, a.sign)).rebate.claimable).toBe(0);

    t.advance(SETTLE_GRACE_MS);
    await refreshBoards(t.deps.db, 'ID', t.deps.now());
    await runAgentRebates(t.deps);
    await runAgentRebates(t.deps);
    const expected = Math.floor((stake * 100) / 10_000);
    expect((await infoOf(t, a.sign)).rebate).toEqual({
      claimable: expected,
      claimed: 0,
      held: false,
    });

    const before = await cashOf(t, a.userId);
    const results = await Promise.all(
      Array.from({ length: 64 }, () => t.call(api.receiveRebate, {}, { sign: a.sign })),
    );
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(1);
    const [paid] = ok;
    if (!paid) throw new Error('no claim went through');
    expect(resultData<{ amount: number }>(paid).amount).toBe(expected);
    for (const r of results.filter((x) => x.body.state !== '200')) {
      expect(failure(r).msg).toBe(message('inviteRebateNothing', 'en'));
    }
    expect(await cashOf(t, a.userId)).toBe(before + expected);
    expect((await records(t, a.sign, 'daily_rebate')).map((r) => r.amount)).toEqual([expected]);
    expect((await infoOf(t, a.sign)).rebate).toMatchObject({ claimable: 0, claimed: expected });
    await expectLedgerOk(t);
  });
});
