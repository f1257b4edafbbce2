import { api, marketPeriod } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditedDeposit, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { type Player, player } from '../deposits/testkit.js';
import { betBody, gameSession, walletCall, winBody } from '../wallet-api/testkit.js';
import { REBATE_SETTLE_GRACE_MS, runRebates } from './rebate.js';
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
  bps: number;
  dailyCap: number;
  minBasis: number;
  rules: string;
  title: string;
  yesterday: { day: string; basis: number; amount: number; belowMinimum: boolean } | null;
};
type Rec = {
  day: string;
  basis: number;
  bps: number;
  amount: number;
  state: string;
  creditedAt: string | null;
};

for (const market of ['ID', 'IN'] as const) {
  describe(`rebate (${market})`, () => {
    const t = useTestApp({ MARKET: market });

    // The smallest deposit is Rp 10.000 (1,000,000 sen) or ₹100 (10,000 paise): amounts scale.
    const m = (x: number) => x * (market === 'ID' ? 100 : 1);
    const currency = market === 'ID' ? 'IDR' : 'INR';
    const RULES = { bps: 3500, dailyCap: m(40_000), minBasis: m(10_000) };

    /** One bet of `stake` that pays back `won` (0: lost), settled now. */
    async function play(p: Player, stake: number, won: number) {
      const { token } = await gameSession(t, p);
      const bet = betBody(p, token, stake, { currency });
      expect((await walletCall(t, 'transaction/bet', bet)).status).toBe('RS_OK');
      const win = winBody(p, bet.transaction_uuid, won, { currency });
      expect((await walletCall(t, 'transaction/win', win)).status).toBe('RS_OK');
    }
    const rebateRecords = async (sign: string) =>
      resultData<{ list: Rec[]; total: number }>(
        await t.call(api.rebateRecords, { page: 1, pageSize: 20 }, { sign }),
      );
    /** Moves to 00:00 local of the next day plus the settle grace and a minute, and runs the job. */
    async function closeDay() {
      toLocalTime(t, 1, 0);
      t.advance(REBATE_SETTLE_GRACE_MS + 60_000);
      return runRebates(t.deps);
    }
    /**
     * A fresh market day at noon (earlier days closed by a run, so a test's runs report only its
     * own days), and a fresh live rebate promotion for it.
     */
    async function freshDay(rules: object = RULES, opts: { budget?: number | null } = {}) {
      toLocalTime(t, 1, 12 * 60);
      await runRebates(t.deps);
      return livePromotion(t, 'rebate', rules, opts);
    }

    it('a fresh app has the 35% deposit cashback on the Promo tab', async () => {
      const p = await player(t);
      const list = resultData<{
        list: Array<{ kind: string; page: string; title: string; my: { text: string } }>;
      }>(await t.call(api.promoList, {}, { sign: p.sign }));
      const card = list.list.find((c) => c.kind === 'rebate');
      expect(card).toMatchObject({
        page: '/pages/promo/RebatePromo/RebatePromo',
        title: '35% deposit cashback',
        my: { state: 'none', text: 'Paid automatically after midnight, no claim needed' },
      });
      const info = resultData<Info>(await t.call(api.rebateInfo, {}, { locale: 'id' }));
      expect(info).toMatchObject({
        bps: 3500,
        dailyCap: market === 'ID' ? 100_000_000 : 500_000,
        minBasis: market === 'ID' ? 1_000_000 : 10_000,
        title: 'Cashback deposit 35%',
        yesterday: null,
      });
      expect(info.rules).toContain('35%');
    });

    it('pays 35% of the deposited money lost, capped and above the minimum; winners and non-depositors nothing', async () => {
      const promo = await freshDay();
      const loser = await player(t);
      await creditedDeposit(t, loser, m(50_000));
      await play(loser, m(30_000), m(0));
      await play(loser, m(20_000), m(10_000)); // net loss 30,000 + 10,000 = 40,000
      const overDeposit = await player(t); // loses more than deposited that day
      await creditedDeposit(t, overDeposit, m(20_000));
      await play(overDeposit, m(20_000), 0);
      const capped = await player(t); // 35% of 200,000 = 70,000 > cap 40,000
      await creditedDeposit(t, capped, m(200_000));
      await play(capped, m(200_000), 0);
      const winner = await player(t);
      await creditedDeposit(t, winner, m(50_000));
      await play(winner, m(10_000), m(30_000));
      const small = await player(t); // 9,000 lost: under the minimum
      await creditedDeposit(t, small, m(50_000));
      await play(small, m(9_000), 0);
      const idle = await player(t); // deposited, never played (a deposit-and-withdraw cycle)
      await creditedDeposit(t, idle, m(50_000));
      const before = new Map<number, number>();
      for (const p of [loser, overDeposit, capped, winner, small, idle]) {
        before.set(p.userId, await cashOf(t, p.userId));
      }
      const wageringBefore = await wageringOf(t, loser.userId);
      const dayKey = marketPeriod(market, t.deps.now(), 'day').key;
      const ran = await closeDay();
      expect(ran.days).toEqual([dayKey]);
      const gained = async (p: Player) => (await cashOf(t, p.userId)) - (before.get(p.userId) ?? 0);
      expect(await gained(loser)).toBe(m(14_000));
      expect(await gained(overDeposit)).toBe(m(7_000));
      expect(await gained(capped)).toBe(m(40_000));
      expect(await gained(winner)).toBe(0);
      expect(await gained(small)).toBe(0);
      expect(await gained(idle)).toBe(0);
      expect(await wageringOf(t, loser.userId)).toBe(wageringBefore + m(14_000));
      // CashbackRecord and BalanceRecords show it.
      const recs = await rebateRecords(loser.sign);
      expect(recs.total).toBe(1);
      expect(recs.list[0]).toMatchObject({
        basis: m(40_000),
        bps: 3500,
        amount: m(14_000),
        state: 'credited',
      });
      expect(recs.list[0]?.creditedAt).not.toBeNull();
      expect((await rebateRecords(small.sign)).list).toEqual([]);
      const rebates = await records(t, loser.sign, 'daily_rebate');
      expect(rebates).toEqual([
        expect.objectContaining({ type: 'daily_rebate', amount: m(14_000) }),
      ]);
      // The info page's yesterday and the Promo tab card.
      const info = resultData<Info>(await t.call(api.rebateInfo, {}, { sign: small.sign }));
      expect(info.yesterday).toMatchObject({ basis: m(9_000), amount: 0, belowMinimum: true });
      const mine = resultData<Info>(await t.call(api.rebateInfo, {}, { sign: loser.sign }));
      expect(mine.yesterday).toMatchObject({ basis: m(40_000), amount: m(14_000) });
      const list = resultData<{ list: Array<{ id: string; my: { state: string; text: string } }> }>(
        await t.call(api.promoList, {}, { sign: loser.sign }),
      );
      const card = list.list.find((c) => c.id === String(promo.id));
      // Nothing was claimed (the job credits it), so the card says what came, not "Claimed".
      expect(card?.my.state).toBe('none');
      expect(card?.my.text).toMatch(/cashback credited for yesterday's play$/);
      await expectLedgerOk(t);
    });

    it('a replayed run and 50 concurrent runs pay a day once', async () => {
      await freshDay();
      const p = await player(t);
      await creditedDeposit(t, p, m(50_000));
      await play(p, m(20_000), 0);
      const cash = await cashOf(t, p.userId);
      toLocalTime(t, 1, 0);
      t.advance(REBATE_SETTLE_GRACE_MS + 60_000);
      const runs = await Promise.all(Array.from({ length: 50 }, () => runRebates(t.deps)));
      expect(runs.flatMap((r) => r.days)).toHaveLength(1);
      expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(1);
      expect(await runRebates(t.deps)).toEqual({ days: [], credited: 0 });
      expect(await cashOf(t, p.userId)).toBe(cash + m(7_000));
      expect((await records(t, p.sign, 'daily_rebate')).length).toBe(1);
      await expectLedgerOk(t);
    });

    it('waits for the settle grace, and a bet at 23:59 local belongs to its day', async () => {
      await freshDay();
      const p = await player(t);
      await creditedDeposit(t, p, m(100_000));
      toLocalTime(t, 0, 23 * 60 + 59);
      const { token } = await gameSession(t, p);
      const late = betBody(p, token, m(20_000), { currency });
      expect((await walletCall(t, 'transaction/bet', late)).status).toBe('RS_OK');
      t.advance(2 * 60_000); // 00:01 the next local day: the round settles, lost
      const settle = winBody(p, late.transaction_uuid, 0, { currency });
      expect((await walletCall(t, 'transaction/win', settle)).status).toBe('RS_OK');
      await play(p, m(30_000), 0); // a bet of the new day
      const cash = await cashOf(t, p.userId);
      // 00:05: the day is closed but its grace has not passed.
      t.advance(4 * 60_000);
      expect(await runRebates(t.deps)).toEqual({ days: [], credited: 0 });
      t.advance(REBATE_SETTLE_GRACE_MS);
      const ran = await runRebates(t.deps);
      expect(ran.days).toHaveLength(1);
      expect(await cashOf(t, p.userId)).toBe(cash + m(7_000));
      // The new day's bet has no deposit that day: it earns nothing when that day closes.
      await closeDay();
      expect(await cashOf(t, p.userId)).toBe(cash + m(7_000));
      expect((await rebateRecords(p.sign)).list.map((r) => r.basis)).toEqual([m(20_000)]);
      await expectLedgerOk(t);
    });

    it('catches up after three days down, one rebate per day', async () => {
      await freshDay();
      const p = await player(t);
      for (let day = 0; day < 3; day++) {
        if (day > 0) toLocalTime(t, 1, 12 * 60);
        await creditedDeposit(t, p, m(50_000));
        await play(p, m(10_000 * (day + 1)), 0);
      }
      const cash = await cashOf(t, p.userId);
      const ran = await closeDay();
      expect(ran.days).toHaveLength(3);
      expect(ran.credited).toBe(3);
      expect(await cashOf(t, p.userId)).toBe(cash + m(3_500 + 7_000 + 10_500));
      const recs = await rebateRecords(p.sign);
      expect(recs.list.map((r) => r.basis)).toEqual([m(30_000), m(20_000), m(10_000)]);
      expect(recs.list.map((r) => r.day)).toEqual([...ran.days].reverse());
      await expectLedgerOk(t);
    });

    it('never pays past the budget: what it cannot pay is cancelled and shown so', async () => {
      const promo = await freshDay(RULES, { budget: m(14_000) + m(3_500) });
      const players: Player[] = [];
      for (let i = 0; i < 4; i++) {
        const p = await player(t);
        await creditedDeposit(t, p, m(50_000));
        await play(p, m(20_000), 0); // 7,000 each: two fit in the budget
        players.push(p);
      }
      const ran = await closeDay();
      expect(ran.credited).toBe(2);
      const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, promo.id));
      expect(row?.spent).toBe(m(14_000));
      const states = [];
      for (const p of players) states.push((await rebateRecords(p.sign)).list[0]?.state);
      expect(states.sort()).toEqual(['cancelled', 'cancelled', 'credited', 'credited']);
      await expectLedgerOk(t);
    });

    it('sandbox: pays today so far once per player; the job then pays only the others', async () => {
      await freshDay();
      const early = await player(t);
      await creditedDeposit(t, early, m(50_000));
      await play(early, m(20_000), 0);
      const run = () => t.inject({ method: 'POST', url: '/sandbox/operator/promo/rebate/run' });
      const [a, b] = await Promise.all([run(), run()]);
      expect([a.json().credited, b.json().credited].sort()).toEqual([0, 1]);
      // Later that day: more losses for the early player, and another player.
      await play(early, m(20_000), 0);
      const cash = await cashOf(t, early.userId);
      const late = await player(t);
      await creditedDeposit(t, late, m(50_000));
      await play(late, m(10_000), 0);
      const lateCash = await cashOf(t, late.userId);
      const closed = await closeDay();
      expect(closed.credited).toBe(1);
      expect(await cashOf(t, early.userId)).toBe(cash);
      expect(await cashOf(t, late.userId)).toBe(lateCash + m(3_500));
      const bad = await t.inject({
        method: 'POST',
        url: '/sandbox/operator/promo/rebate/run',
        payload: { day: '22-11-2026' },
      });
      expect(bad.statusCode).toBe(400);
      const future = await t.inject({
        method: 'POST',
        url: '/sandbox/operator/promo/rebate/run',
        payload: { day: '2099-01-01' },
      });
      expect(future.statusCode).toBe(409);
      await expectLedgerOk(t);
    });

    it('says the promotion is not available when none is live, in en and id', async () => {
      const promo = await freshDay();
      await t.deps.db
        .update(promotions)
        .set({ status: 'paused' })
        .where(eq(promotions.id, promo.id));
      const p = await player(t);
      expect(failure(await t.call(api.rebateInfo, {}, { sign: p.sign }))).toEqual({
        state: '404',
        msg: 'This promotion is not available',
      });
      expect(failure(await t.call(api.rebateInfo, {}, { sign: p.sign, locale: 'id' })).msg).toBe(
        'Promosi ini tidak tersedia',
      );
    });
  });
}
