import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditedDeposit, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import {
  betBody,
  fundedPlayer,
  gameSession,
  rollbackBody,
  walletCall,
} from '../wallet-api/testkit.js';
import { promotions } from './schema.js';
import {
  cashOf,
  expectLedgerOk,
  livePromotion,
  records,
  toLocalTime,
  wageringOf,
} from './testkit.js';

type Info = {
  days: Array<{ day: number; amount: number; done: boolean; today: boolean }>;
  streak: number;
  claimedToday: boolean;
  claimable: boolean;
  todayAmount: number;
  blocked: { reason: string; amountLeft: number; text: string } | null;
  today: string;
};
type Claim = { amount: number; day: number; streak: number; balance: number };

const REWARDS = [100, 200, 300, 400, 500, 600, 700];

for (const market of ['ID', 'IN'] as const) {
  describe(`daily check-in (${market})`, () => {
    const t = useTestApp({ MARKET: market });

    const info = (sign: string) => t.call(api.checkinInfo, {}, { sign });
    const claim = (sign: string, locale: 'en' | 'id' = 'en') =>
      t.call(api.checkinClaim, {}, { sign, locale });

    it('a fresh app has a live check-in promotion on the Promo tab', async () => {
      const p = await player(t);
      const list = resultData<{ list: Array<{ kind: string; page: string; my: unknown }> }>(
        await t.call(api.promoList, {}, { sign: p.sign }),
      );
      const card = list.list.find((c) => c.kind === 'checkin');
      expect(card?.page).toBe('/pages/promo/Signin/Signin');
      expect(card?.my).toMatchObject({
        state: 'claimable',
        amount: market === 'ID' ? 50_000 : 100,
      });
      const anonymous = resultData<{ list: Array<{ my: unknown }> }>(
        await t.call(api.promoList, {}, {}),
      );
      expect(anonymous.list[0]?.my).toBeNull();
    });

    it('claims once per market day: Daily Bonus in the records, wagering added, refusal in en and id', async () => {
      await livePromotion(t, 'checkin', { rewards: REWARDS });
      const p = await player(t);
      const before = resultData<Info>(await info(p.sign));
      expect(before.days.map((d) => d.amount)).toEqual(REWARDS);
      expect(before).toMatchObject({ streak: 0, claimable: true, todayAmount: 100, blocked: null });
      const got = resultData<Claim>(await claim(p.sign));
      expect(got).toEqual({ amount: 100, day: 1, streak: 1, balance: 100 });
      expect(await cashOf(t, p.userId)).toBe(100);
      expect(await wageringOf(t, p.userId)).toBe(100);
      const again = failure(await claim(p.sign));
      expect(again).toEqual({
        state: '409',
        msg: 'You have already checked in today, come back tomorrow',
      });
      expect(failure(await claim(p.sign, 'id')).msg).toBe(
        'Anda sudah check-in hari ini, kembali lagi besok',
      );
      const after = resultData<Info>(await info(p.sign));
      expect(after).toMatchObject({ streak: 1, claimedToday: true, claimable: false });
      expect(after.blocked?.reason).toBe('alreadyToday');
      expect(after.days[0]).toMatchObject({ done: true, today: true });
      expect(await cashOf(t, p.userId)).toBe(100);
      const rows = await records(t, p.sign, 'daily_bonus');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'daily_bonus', amount: 100 });
      await expectLedgerOk(t);
    });

    it('23:59 and 00:01 local are two days; a missed day starts the streak again; day 7 wraps', async () => {
      await livePromotion(t, 'checkin', { rewards: REWARDS });
      const p = await player(t);
      toLocalTime(t, 1, 23 * 60 + 59);
      expect(resultData<Claim>(await claim(p.sign)).day).toBe(1);
      t.advance(2 * 60_000); // 00:01 the next local day
      const second = resultData<Claim>(await claim(p.sign));
      expect(second).toMatchObject({ amount: 200, day: 2, streak: 2 });
      // Skip a whole day: the streak starts over.
      toLocalTime(t, 2, 12 * 60);
      const reset = resultData<Info>(await info(p.sign));
      expect(reset).toMatchObject({ streak: 0, todayAmount: 100 });
      expect(resultData<Claim>(await claim(p.sign)).day).toBe(1);
      for (let day = 2; day <= 7; day++) {
        toLocalTime(t, 1, 0);
        expect(resultData<Claim>(await claim(p.sign))).toMatchObject({ day, amount: day * 100 });
      }
      toLocalTime(t, 1, 1);
      const wrapped = resultData<Info>(await info(p.sign));
      expect(wrapped).toMatchObject({ streak: 0, todayAmount: 100 });
      expect(resultData<Claim>(await claim(p.sign)).day).toBe(1);
      expect(await cashOf(t, p.userId)).toBe(100 + 200 + 100 + 2_700 + 100);
      await expectLedgerOk(t);
    });

    it('64 concurrent claims of one day credit once', async () => {
      await livePromotion(t, 'checkin', { rewards: REWARDS });
      const p = await player(t);
      const results = await Promise.all(Array.from({ length: 64 }, () => claim(p.sign)));
      const ok = results.filter((r) => r.body.state === '200');
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.body.state !== '200')) {
        expect(r.body.msg).toBe('You have already checked in today, come back tomorrow');
      }
      expect(await cashOf(t, p.userId)).toBe(100);
      expect(await records(t, p.sign, 'daily_bonus')).toHaveLength(1);
      await expectLedgerOk(t);
    });

    it('a budget of 3 rewards is never exceeded by 64 players claiming at once', async () => {
      const promo = await livePromotion(t, 'checkin', { rewards: REWARDS }, { budget: 300 });
      const players = await Promise.all(Array.from({ length: 64 }, () => player(t)));
      const results = await Promise.all(players.map((p) => claim(p.sign)));
      expect(results.filter((r) => r.body.state === '200')).toHaveLength(3);
      const refused = results.filter((r) => r.body.state !== '200');
      expect(new Set(refused.map((r) => r.body.msg))).toEqual(
        new Set(['This promotion has ended: its budget is used up']),
      );
      const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, promo.id));
      expect(row?.spent).toBe(300);
      expect(failure(await claim(players[63]?.sign ?? '', 'id')).msg).toBe(
        'Promosi ini telah berakhir: anggarannya sudah habis',
      );
      await expectLedgerOk(t);
    });

    it('asks for that day’s deposit first when the operator sets one', async () => {
      await livePromotion(t, 'checkin', { rewards: REWARDS, minDeposit: 5_000_000 });
      const p = await player(t);
      const blocked = resultData<Info>(await info(p.sign));
      expect(blocked.claimable).toBe(false);
      expect(blocked.blocked).toMatchObject({ reason: 'depositNeeded', amountLeft: 5_000_000 });
      const refused = failure(await claim(p.sign));
      expect(refused.state).toBe('400');
      expect(refused.msg).toMatch(/^Deposit .*50[.,]000.* more today to check in$/);
      expect(failure(await claim(p.sign, 'id')).msg).toMatch(
        /^Deposit .* lagi hari ini untuk check-in$/,
      );
      expect(await cashOf(t, p.userId)).toBe(0);
      if (market === 'ID') {
        await creditedDeposit(t, p, 5_000_000);
        expect(resultData<Info>(await info(p.sign)).claimable).toBe(true);
        expect(resultData<Claim>(await claim(p.sign)).amount).toBe(100);
        expect(await cashOf(t, p.userId)).toBe(5_000_100);
      }
      await expectLedgerOk(t);
    });

    it('asks for that day’s valid bets when the operator sets them', async () => {
      await livePromotion(t, 'checkin', { rewards: REWARDS, minBet: 10_000 });
      const p = await player(t);
      const refused = failure(await claim(p.sign));
      expect(refused.msg).toMatch(/^Bet .* more today to check in$/);
      expect(failure(await claim(p.sign, 'id')).msg).toMatch(
        /^Bertaruh .* lagi hari ini untuk check-in$/,
      );
      if (market === 'ID') {
        const bettor = await fundedPlayer(t, 100_000);
        const { token } = await gameSession(t, bettor);
        const bet = await walletCall(t, 'transaction/bet', betBody(bettor, token, 6_000));
        expect(bet.status).toBe('RS_OK');
        const short = resultData<Info>(await info(bettor.sign));
        expect(short.blocked).toMatchObject({ reason: 'betNeeded', amountLeft: 4_000 });
        // A rolled-back bet is not a valid bet.
        const refunded = betBody(bettor, token, 4_000);
        await walletCall(t, 'transaction/bet', refunded);
        await walletCall(
          t,
          'transaction/rollback',
          rollbackBody(bettor, refunded.transaction_uuid),
        );
        expect(failure(await claim(bettor.sign)).msg).toMatch(/^Bet .* more today to check in$/);
        await walletCall(t, 'transaction/bet', betBody(bettor, token, 4_000));
        expect(resultData<Claim>(await claim(bettor.sign)).amount).toBe(100);
        await expectLedgerOk(t);
      }
    });

    it('answers "not available" when no check-in is live', async () => {
      const promo = await livePromotion(t, 'checkin', { rewards: REWARDS });
      await t.deps.db
        .update(promotions)
        .set({ status: 'paused' })
        .where(eq(promotions.id, promo.id));
      const p = await player(t);
      expect(failure(await claim(p.sign))).toEqual({
        state: '404',
        msg: 'This promotion is not available',
      });
      expect(failure(await t.call(api.checkinInfo, {}, { sign: p.sign, locale: 'id' })).msg).toBe(
        'Promosi ini tidak tersedia',
      );
    });
  });
}
