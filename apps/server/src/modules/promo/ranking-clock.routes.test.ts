import { marketPeriod, type RankingBoard } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { expectLedgerOk, livePromotion } from './testkit.js';
import { bet, grantsOf, payout, prizesOf, refresh, STAKE } from './testkit-ranking.js';

const MIN = 60_000;
const PRIZE: Record<RankingBoard, number> = { day: 100, week: 200, month: 300 };

// Period ends are the market's own midnights: WIB (UTC+7) for Indonesia, IST (UTC+5:30) for
// India. A bet a minute before a month's (and a week's) end belongs to the closing period; one
// a minute after, to the next; each board pays its closed period once it is final.
for (const market of ['ID', 'IN'] as const) {
  describe(`ranking periods in local time (${market})`, () => {
    let p: Player;
    let promoId: number;
    const S = STAKE[market];
    /** Every bet's time and stake, to know what each period's valid bet must be. */
    const bets: Array<{ at: Date; stake: number }> = [];
    const betNow = async (stake: number) => {
      await bet(t, p, stake);
      bets.push({ at: t.deps.now(), stake });
    };
    const scoreIn = (board: RankingBoard, key: string) =>
      bets
        .filter((b) => marketPeriod(market, b.at, board).key === key)
        .reduce((sum, b) => sum + b.stake, 0);
    const moveTo = (at: number) => t.advance(at - t.deps.now().getTime());

    const t = useTestApp({ MARKET: market });
    beforeAll(async () => {
      const promo = await livePromotion(t, 'ranking', {
        boards: {
          day: { prizes: prizesOf([PRIZE.day]) },
          week: { prizes: prizesOf([PRIZE.week]) },
          month: { prizes: prizesOf([PRIZE.month]) },
        },
      });
      promoId = promo.id;
      p = await fundedPlayer(t, 1_000 * S);
    });

    it('closes the day and the month at local midnight', async () => {
      const month = marketPeriod(market, t.deps.now(), 'month');
      moveTo(month.end.getTime() - MIN);
      const lastDay = marketPeriod(market, t.deps.now(), 'day').key;
      await betNow(2 * S);
      moveTo(month.end.getTime() + MIN);
      await betNow(5 * S);
      const newDay = marketPeriod(market, t.deps.now(), 'day').key;
      expect(newDay.slice(-2)).toBe('01');
      // Within the settling grace nothing is final, so nothing is paid.
      await refresh(t);
      await payout(t);
      expect((await grantsOf(t, promoId, `day:${lastDay}`)).size).toBe(0);
      t.advance(SETTLE_GRACE_MS);
      await refresh(t);
      await payout(t);
      const day = (await grantsOf(t, promoId, `day:${lastDay}`)).get(p.userId);
      expect([day?.state, day?.amount, day?.memo.score]).toEqual(['credited', PRIZE.day, 2 * S]);
      const m = (await grantsOf(t, promoId, `month:${month.key}`)).get(p.userId);
      expect([m?.state, m?.amount, m?.memo.score]).toEqual([
        'credited',
        PRIZE.month,
        scoreIn('month', month.key),
      ]);
      // The new day and month are still running.
      expect((await grantsOf(t, promoId, `day:${newDay}`)).size).toBe(0);
    });

    it('closes the ISO week at local midnight from Sunday to Monday', async () => {
      const week = marketPeriod(market, t.deps.now(), 'week');
      moveTo(week.end.getTime() - MIN);
      await betNow(3 * S);
      moveTo(week.end.getTime() + MIN);
      await betNow(S);
      // Monday 00:01 local is still Sunday in UTC: the week is the market's, not UTC's.
      expect(t.deps.now().getUTCDay()).toBe(0);
      t.advance(SETTLE_GRACE_MS);
      await refresh(t);
      await payout(t);
      const w = (await grantsOf(t, promoId, `week:${week.key}`)).get(p.userId);
      expect([w?.state, w?.amount, w?.memo.score]).toEqual([
        'credited',
        PRIZE.week,
        scoreIn('week', week.key),
      ]);
      const next = marketPeriod(market, t.deps.now(), 'week').key;
      expect(scoreIn('week', next)).toBe(S);
      expect((await grantsOf(t, promoId, `week:${next}`)).size).toBe(0);
      await expectLedgerOk(t);
    });
  });
}
