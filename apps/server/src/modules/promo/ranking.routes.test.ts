import { api, marketPeriod } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { users } from '../users/index.js';
import { fundedPlayer, movements, type Player } from '../wallet-api/testkit.js';
import { promotions } from './schema.js';
import {
  cashOf,
  expectLedgerOk,
  livePromotion,
  records,
  toLocalTime,
  wageringOf,
} from './testkit.js';
import {
  bet,
  boardOf,
  closePeriod,
  expectMasked,
  grantsOf,
  payout,
  prizesOf,
  refresh,
  STAKE,
} from './testkit-ranking.js';

describe('rankings (Indonesia)', () => {
  const t = useTestApp({ MARKET: 'ID' });
  const S = STAKE.ID;
  // Created at once, so numbered in whatever order the inserts land: sorted by id, the first
  // is the oldest account (the boards' tie order).
  const players = async (n: number) =>
    (await Promise.all(Array.from({ length: n }, () => fundedPlayer(t, 1_000 * S)))).sort(
      (a, b) => a.userId - b.userId,
    );

  it('a fresh app runs the seeded ranking: its card and the daily prize table in rupiah', async () => {
    const view = await boardOf(t, 'day');
    expect(view.prizes).toEqual([
      { fromRank: 1, toRank: 1, amount: 5_000_000 },
      { fromRank: 2, toRank: 2, amount: 3_000_000 },
      { fromRank: 3, toRank: 3, amount: 2_000_000 },
      { fromRank: 4, toRank: 10, amount: 1_000_000 },
    ]);
    expect((await boardOf(t, 'week')).prizes[0]?.amount).toBe(25_000_000);
    expect((await boardOf(t, 'month')).prizes[0]?.amount).toBe(100_000_000);
    const p = await fundedPlayer(t);
    const list = resultData<{ list: Array<{ kind: string; page: string; my: { text: string } }> }>(
      await t.call(api.promoList, {}, { sign: p.sign, locale: 'id' }),
    );
    const card = list.list.find((c) => c.kind === 'ranking');
    expect(card?.page).toBe('/pages/promo/Ranking/Ranking');
    expect(card?.my.text).toBe('Bertaruh hari ini untuk masuk peringkat');
  });

  it('shows the top 50 masked, highest valid bet first, and the player’s own rank beyond it', async () => {
    toLocalTime(t, 1, 60);
    await livePromotion(t, 'ranking', { boards: { day: { prizes: prizesOf([900, 500]) } } });
    const ps = await players(52);
    // Player i stakes (i + 1) × S: the last one tops the board, the first is 52nd.
    for (const [i, p] of ps.entries()) await bet(t, p, (i + 1) * S);
    await refresh(t);
    const first = ps[0] as Player;
    const view = await boardOf(t, 'day', first.sign);
    expect(view.top).toHaveLength(50);
    expect(view.top.map((l) => l.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(view.top.map((l) => l.score)).toEqual(
      Array.from({ length: 50 }, (_, i) => (52 - i) * S),
    );
    expect(view.top.slice(0, 3).map((l) => l.prize)).toEqual([900, 500, 0]);
    for (const line of view.top) expectMasked(line.name);
    // Guest nicknames are "Player" and five digits: only the first and last letter show.
    const [top] = await t.deps.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, (ps[51] as Player).userId));
    expect(view.top[0]?.name).toBe(`P***${top?.nickname.slice(-1)}`);
    expect(JSON.stringify(view)).not.toContain(first.uid);
    expect(view.my).toMatchObject({ rank: 52, score: S, prize: 0 });
    expect(view.period).toBe(marketPeriod('ID', t.deps.now(), 'day').key);
    expect(view.endsAt).toBe(marketPeriod('ID', t.deps.now(), 'day').end.toISOString());

    // Signed out: the same board, no own line. The card says the player's place.
    expect((await boardOf(t, 'day')).my).toBeNull();
    const list = resultData<{ list: Array<{ kind: string; my: { text: string } }> }>(
      await t.call(api.promoList, {}, { sign: (ps[51] as Player).sign }),
    );
    expect(list.list.find((c) => c.kind === 'ranking')?.my.text).toBe('Today you are #1');
  });

  it('refuses a prize table that overlaps, runs backwards or goes past rank 50', async () => {
    const bad = [
      [
        { fromRank: 1, toRank: 3, amount: 100 },
        { fromRank: 3, toRank: 4, amount: 50 },
      ],
      [
        { fromRank: 4, toRank: 5, amount: 100 },
        { fromRank: 1, toRank: 1, amount: 50 },
      ],
      [{ fromRank: 2, toRank: 1, amount: 100 }],
      [{ fromRank: 1, toRank: 51, amount: 100 }],
      [{ fromRank: 1, toRank: 1, amount: 0 }],
      [{ fromRank: 1, toRank: 1, amount: 1.5 }],
    ];
    for (const prizes of bad) {
      await expect(livePromotion(t, 'ranking', { boards: { day: { prizes } } })).rejects.toThrow(
        /the ranking rules are not valid/,
      );
    }
    await expect(livePromotion(t, 'ranking', { boards: {} })).rejects.toThrow(/at least one board/);
    await expect(livePromotion(t, 'ranking', { boards: { year: { prizes: [] } } })).rejects.toThrow(
      /not valid/,
    );
  });

  it('refuses an unknown board in the player’s language', async () => {
    for (const [locale, msg] of [
      ['en', 'Choose the daily, weekly or monthly ranking'],
      ['id', 'Pilih peringkat harian, mingguan, atau bulanan'],
    ] as const) {
      expect(failure(await t.call(api.rankingBoard, { board: 'year' }, { locale })).msg).toBe(msg);
    }
  });

  it('pays each winner once when the day is final: replayed and 50 concurrent runs pay once', async () => {
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(t, 'ranking', {
      boards: {
        day: { prizes: [...prizesOf([3_000, 2_000]), { fromRank: 3, toRank: 4, amount: 700 }] },
      },
    });
    const [a, b, c, d, e] = await players(5);
    if (!a || !b || !c || !d || !e) throw new Error('players');
    for (const [p, n] of [
      [a, 5],
      [b, 4],
      [c, 3],
      [d, 2],
      [e, 1],
    ] as const)
      await bet(t, p, S, n);
    const cashBefore = await cashOf(t, a.userId);
    const wagerBefore = await wageringOf(t, a.userId);
    const day = marketPeriod('ID', t.deps.now(), 'day').key;
    // Closed but within the settling grace: not final, nothing paid, shown as pending.
    t.advance(
      marketPeriod('ID', t.deps.now(), 'day').end.getTime() + 60_000 - t.deps.now().getTime(),
    );
    await refresh(t);
    await payout(t);
    expect((await grantsOf(t, promo.id, `day:${day}`)).size).toBe(0);
    let last = (await boardOf(t, 'day', a.sign)).last;
    expect(last).toMatchObject({ period: day, final: false });
    expect(last?.winners.map((w) => w.state)).toEqual(['pending', 'pending', 'pending', 'pending']);

    t.advance(SETTLE_GRACE_MS);
    await refresh(t);
    await Promise.all(Array.from({ length: 50 }, () => payout(t)));
    await payout(t);
    const grants = await grantsOf(t, promo.id, `day:${day}`);
    expect(grants.size).toBe(4);
    expect(
      [a, b, c, d].map((p) => [grants.get(p.userId)?.state, grants.get(p.userId)?.amount]),
    ).toEqual([
      ['credited', 3_000],
      ['credited', 2_000],
      ['credited', 700],
      ['credited', 700],
    ]);
    expect(grants.has(e.userId)).toBe(false);
    expect(await cashOf(t, a.userId)).toBe(cashBefore + 3_000);
    expect(await wageringOf(t, a.userId)).toBe(wagerBefore + 3_000);
    expect(await movements(t, `promo:${promo.id}:${a.userId}:day:${day}`)).toBe(1);
    const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.spent).toBe(6_400);

    // The player sees the prize as Gift money, and the page shows it paid.
    const gifts = await records(t, a.sign, 'gift');
    expect(gifts.filter((g) => g.reference === `promo:${promo.id}:day:${day}`)).toMatchObject([
      { type: 'gift', amount: 3_000 },
    ]);
    last = (await boardOf(t, 'day', a.sign)).last;
    expect(last).toMatchObject({ period: day, final: true });
    expect(last?.winners.map((w) => [w.rank, w.prize, w.state])).toEqual([
      [1, 3_000, 'paid'],
      [2, 2_000, 'paid'],
      [3, 700, 'paid'],
      [4, 700, 'paid'],
    ]);
    expect(last?.my).toMatchObject({ rank: 1, prize: 3_000, state: 'paid' });
    expect((await boardOf(t, 'day', e.sign)).last?.my).toMatchObject({
      rank: 5,
      prize: 0,
      state: 'unpaid',
    });
    await expectLedgerOk(t);
  });

  it('breaks a tie by the older account, and pays no one under the minimum valid bet', async () => {
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(t, 'ranking', {
      boards: { day: { prizes: prizesOf([1_000, 500, 300]), minBet: 3 * S } },
    });
    const [older, newer, small] = await players(3);
    if (!older || !newer || !small) throw new Error('players');
    // The newer account bets first: the order of bets does not matter, the account's age does.
    await bet(t, newer, S, 3);
    await bet(t, older, S, 3);
    await bet(t, small, S, 2);
    const day = await closePeriod(t, 'day');
    await payout(t);
    const grants = await grantsOf(t, promo.id, `day:${day}`);
    expect(grants.get(older.userId)?.amount).toBe(1_000);
    expect(grants.get(newer.userId)?.amount).toBe(500);
    // Third, but 2 × S is under the minimum: no prize, and it is not passed down.
    expect(grants.has(small.userId)).toBe(false);
    const last = (await boardOf(t, 'day', small.sign)).last;
    expect(last?.winners.map((w) => [w.rank, w.state])).toEqual([
      [1, 'paid'],
      [2, 'paid'],
      [3, 'unpaid'],
    ]);
    await expectLedgerOk(t);
  });

  it('never exceeds the budget: a prize it cannot pay is cancelled with every lower one', async () => {
    // 1,000 + 600 fit in 1,700; the third (500) does not, and neither is the fourth (50) paid.
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(
      t,
      'ranking',
      { boards: { day: { prizes: prizesOf([1_000, 600, 500, 50]) } } },
      { budget: 1_700 },
    );
    const ps = await players(4);
    for (const [i, p] of ps.entries()) await bet(t, p, S, 4 - i);
    const day = await closePeriod(t, 'day');
    await payout(t);
    const grants = await grantsOf(t, promo.id, `day:${day}`);
    expect(ps.map((p) => grants.get(p.userId)?.state)).toEqual([
      'credited',
      'credited',
      'cancelled',
      'cancelled',
    ]);
    const [row] = await t.deps.db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.spent).toBe(1_600);
    const last = (await boardOf(t, 'day')).last;
    expect(last?.winners.map((w) => w.state)).toEqual(['paid', 'paid', 'unpaid', 'unpaid']);
    await expectLedgerOk(t);
  });

  it('catches up after downtime: every missed day is paid once, a paused promotion waits', async () => {
    toLocalTime(t, 1, 60);
    const promo = await livePromotion(t, 'ranking', {
      boards: { day: { prizes: prizesOf([400]) } },
    });
    const [p] = await players(1);
    if (!p) throw new Error('player');
    const days: string[] = [];
    for (let i = 0; i < 3; i++) {
      await bet(t, p, S);
      days.push(marketPeriod('ID', t.deps.now(), 'day').key);
      toLocalTime(t, 1, 60);
    }
    // Down all that time: one refresh and one payout a day later find three final days.
    await closePeriod(t, 'day');
    const { setPromotionStatus } = await import('./promotions.js');
    await setPromotionStatus(t.deps, 'ID', promo.id, 'paused');
    await payout(t);
    for (const day of days) expect((await grantsOf(t, promo.id, `day:${day}`)).size).toBe(0);
    await setPromotionStatus(t.deps, 'ID', promo.id, 'live');
    await payout(t);
    await payout(t);
    for (const day of days) {
      expect((await grantsOf(t, promo.id, `day:${day}`)).get(p.userId)?.state).toBe('credited');
    }
    await expectLedgerOk(t);
  });
});
