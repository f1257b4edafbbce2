import { api, marketPeriod } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { inviter, setRules, invitee as signUpThrough, validInvitee } from '../invite/testkit.js';
import { SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { invitee, invitees } from '../leaderboards/testkit-invites.js';
import { fundedPlayer, movements, type Player } from '../wallet-api/testkit.js';
import { promotions } from './schema.js';
import { cashOf, expectLedgerOk, livePromotion, records, toLocalTime } from './testkit.js';
import {
  type BoardView,
  closePeriod,
  expectMasked,
  grantsOf,
  payout,
  prizesOf,
  refresh,
} from './testkit-ranking.js';

type InviteBoard = Omit<BoardView, 'minBet'> & { minInvitees: number; rules: string };

async function inviteBoardOf(
  t: TestApp,
  board: 'day' | 'week' | 'month',
  sign?: string,
  locale: 'en' | 'id' = 'en',
): Promise<InviteBoard> {
  return resultData<InviteBoard>(
    await t.call(api.inviteRankingBoard, { board }, { ...(sign ? { sign } : {}), locale }),
  );
}

describe('invitational ranks (Indonesia)', () => {
  const t = useTestApp({ MARKET: 'ID' });
  // Created one after the other, so sorted by id the first is the oldest account (tie order).
  const players = async (n: number) => {
    const ps: Player[] = [];
    for (let i = 0; i < n; i++) ps.push(await fundedPlayer(t));
    return ps.sort((a, b) => a.userId - b.userId);
  };
  /** `counts[i]` valid invitees for player i, valid now. */
  const invite = async (ps: Player[], counts: number[]) => {
    for (const [i, p] of ps.entries()) await invitees(t, p, counts[i] ?? 0, t.deps.now());
  };

  it('a fresh app runs the seeded invitational ranking: rupiah prizes, its card and page', async () => {
    const view = await inviteBoardOf(t, 'day');
    expect(view.prizes).toEqual(prizesOf([3_000_000, 2_000_000, 1_000_000]));
    expect(view.minInvitees).toBe(1);
    expect((await inviteBoardOf(t, 'week')).prizes[0]?.amount).toBe(15_000_000);
    expect((await inviteBoardOf(t, 'month')).prizes[0]?.amount).toBe(60_000_000);
    expect(view.rules).toContain('valid invitees');
    const p = await fundedPlayer(t);
    const list = resultData<{ list: Array<{ kind: string; page: string; my: { text: string } }> }>(
      await t.call(api.promoList, {}, { sign: p.sign, locale: 'id' }),
    );
    const card = list.list.find((c) => c.kind === 'invite_ranking');
    expect(card?.page).toBe('/pages/promo/InvitationalRanks');
    expect(card?.my.text).toBe('Undang teman untuk masuk peringkat hari ini');
  });

  it('ranks inviters by valid invitees, masked, with the player’s own rank and card line', async () => {
    toLocalTime(t, 1, 60);
    await livePromotion(t, 'invite_ranking', { boards: { day: { prizes: prizesOf([900, 500]) } } });
    const [a, b, c] = await players(3);
    if (!a || !b || !c) throw new Error('players');
    await invite([a, b, c], [1, 3, 2]);
    // Invited but not valid: not counted.
    await invitee(t, a, null);
    await refresh(t);
    const view = await inviteBoardOf(t, 'day', a.sign);
    expect(view.top.map((l) => [l.rank, l.score, l.prize])).toEqual([
      [1, 3, 900],
      [2, 2, 500],
      [3, 1, 0],
    ]);
    for (const line of view.top) expectMasked(line.name);
    expect(JSON.stringify(view)).not.toContain(a.uid);
    expect(view.my).toMatchObject({ rank: 3, score: 1, prize: 0 });
    expect(view.period).toBe(marketPeriod('ID', t.deps.now(), 'day').key);
    expect((await inviteBoardOf(t, 'day')).my).toBeNull();
    // The valid-bet board is a different board: nobody here bet.
    expect(
      resultData<{ top: unknown[] }>(await t.call(api.rankingBoard, { board: 'day' })).top,
    ).toEqual([]);
    const list = resultData<{ list: Array<{ kind: string; my: { text: string } }> }>(
      await t.call(api.promoList, {}, { sign: b.sign }),
    );
    expect(list.list.find((x) => x.kind === 'invite_ranking')?.my.text).toBe('Today you are #1');
  });

  it('refuses an unknown board in the player’s language, and rules that are not the kind’s', async () => {
    for (const [locale, msg] of [
      ['en', 'Choose the daily, weekly or monthly ranking'],
      ['id', 'Pilih peringkat harian, mingguan, atau bulanan'],
    ] as const) {
      expect(failure(await t.call(api.inviteRankingBoard, { board: 'year' }, { locale })).msg).toBe(
        msg,
      );
    }
    for (const rules of [
      { boards: { day: { prizes: prizesOf([100]), minBet: 5 } } },
      { boards: { day: { prizes: prizesOf([100]), minInvitees: -1 } } },
      { boards: { day: { prizes: prizesOf([100]), minInvitees: 1.5 } } },
      { boards: { day: { prizes: [{ fromRank: 1, toRank: 51, amount: 100 }] } } },
      { boards: {} },
    ]) {
      await expect(livePromotion(t, 'invite_ranking', rules)).rejects.toThrow(/not valid/);
    }
  });

  it('pays each winner once when the day is final: replayed and 50 concurrent runs pay once', async () => {
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(t, 'invite_ranking', {
      boards: { day: { prizes: prizesOf([3_000, 2_000, 700]), minInvitees: 2 } },
    });
    const [a, b, c, d] = await players(4);
    if (!a || !b || !c || !d) throw new Error('players');
    // c and d tie at 2: d is the newer account and ranks below c. The ranking promotion by
    // valid bet pays nothing here: nobody bet.
    await invite([a, b, c, d], [4, 3, 2, 2]);
    const cashBefore = await cashOf(t, a.userId);
    const day = marketPeriod('ID', t.deps.now(), 'day').key;
    // Closed but within the grace: not final, nothing paid, shown pending.
    t.advance(
      marketPeriod('ID', t.deps.now(), 'day').end.getTime() + 60_000 - t.deps.now().getTime(),
    );
    await refresh(t);
    await payout(t);
    expect((await grantsOf(t, promo.id, `day:${day}`)).size).toBe(0);
    expect((await inviteBoardOf(t, 'day', a.sign)).last).toMatchObject({ final: false });

    t.advance(SETTLE_GRACE_MS);
    await refresh(t);
    await Promise.all(Array.from({ length: 50 }, () => payout(t)));
    await payout(t);
    const grants = await grantsOf(t, promo.id, `day:${day}`);
    expect([a, b, c, d].map((p) => grants.get(p.userId)?.amount ?? null)).toEqual([
      3_000,
      2_000,
      700,
      null,
    ]);
    expect(await cashOf(t, a.userId)).toBe(cashBefore + 3_000);
    expect(await movements(t, `promo:${promo.id}:${a.userId}:day:${day}`)).toBe(1);
    const gifts = await records(t, a.sign, 'gift');
    expect(gifts.filter((g) => g.reference === `promo:${promo.id}:day:${day}`)).toMatchObject([
      { type: 'gift', amount: 3_000 },
    ]);
    const last = (await inviteBoardOf(t, 'day', c.sign)).last;
    expect(last).toMatchObject({ period: day, final: true });
    expect(last?.winners.map((w) => [w.rank, w.score, w.prize, w.state])).toEqual([
      [1, 4, 3_000, 'paid'],
      [2, 3, 2_000, 'paid'],
      [3, 2, 700, 'paid'],
    ]);
    expect(last?.my).toMatchObject({ rank: 3, state: 'paid' });
    expect((await inviteBoardOf(t, 'day', d.sign)).last?.my).toMatchObject({
      rank: 4,
      prize: 0,
      state: 'unpaid',
    });
    await expectLedgerOk(t);
  });

  it('pays no one under the minimum, and never exceeds the budget', async () => {
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(
      t,
      'invite_ranking',
      { boards: { day: { prizes: prizesOf([1_000, 600, 500]), minInvitees: 2 } } },
      { budget: 1_500 },
    );
    const [a, b, c] = await players(3);
    if (!a || !b || !c) throw new Error('players');
    await invite([a, b, c], [3, 2, 1]);
    const day = await closePeriod(t, 'day');
    await payout(t);
    const grants = await grantsOf(t, promo.id, `day:${day}`);
    // a fits the budget; b's 600 does not (1,000 + 600 > 1,500); c is under the minimum.
    expect(grants.get(a.userId)?.state).toBe('credited');
    expect(grants.get(b.userId)?.state).toBe('cancelled');
    expect(grants.has(c.userId)).toBe(false);
    const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.spent).toBe(1_000);
    const last = (await inviteBoardOf(t, 'day')).last;
    expect(last?.winners.map((w) => w.state)).toEqual(['paid', 'unpaid', 'unpaid']);
    await expectLedgerOk(t);
  });

  it('counts an invitee who signed up with the inviter’s code and became valid (phone, deposit)', async () => {
    toLocalTime(t, 1, 60);
    await livePromotion(t, 'invite_ranking', { boards: { week: { prizes: prizesOf([100]) } } });
    const boss = await inviter(t);
    const rules = await setRules(t, {});
    // Signed up through the link but not valid yet: not counted.
    await signUpThrough(t, boss.code);
    await refresh(t);
    expect((await inviteBoardOf(t, 'week', boss.sign)).my).toBeNull();
    await validInvitee(t, boss.code, rules);
    await refresh(t);
    // Earlier tests' inviters are on this week's board too: only the score is this test's.
    const view = await inviteBoardOf(t, 'week', boss.sign);
    expect(view.my).toMatchObject({ score: 1 });
  });
});

describe('invitational ranks (India)', () => {
  const t = useTestApp({ MARKET: 'IN' });

  it('seeds rupee prizes and counts by the IST day', async () => {
    const view = await inviteBoardOf(t, 'day');
    expect(view.prizes).toEqual(prizesOf([6_000, 4_000, 2_000]));
    expect((await inviteBoardOf(t, 'month')).minInvitees).toBe(10);
    const p = await fundedPlayer(t);
    // 23:59 IST one day and 00:01 IST the next: one valid invitee on each day's board.
    toLocalTime(t, 1, 24 * 60 - 1);
    await invitee(t, p, t.deps.now());
    t.advance(2 * 60_000);
    await refresh(t);
    expect((await inviteBoardOf(t, 'day', p.sign)).my).toBeNull();
    toLocalTime(t, 0, 10);
    await invitee(t, p, t.deps.now());
    await refresh(t);
    expect((await inviteBoardOf(t, 'day', p.sign)).my).toMatchObject({ rank: 1, score: 1 });
  });
});
