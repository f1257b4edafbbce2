import { randomUUID } from 'node:crypto';
import { api, type LiveTableSettings, type LiveTableView } from '@cardroom/contract';
import { belongsToChain, dealRound, liveRoundSeeds, nextLink, settleRound } from '@cardroom/games';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApp, withTestApp } from '../../../test/use-test-app.js';
import { runLiveOps } from '../../ops/live.js';
import { openSocket } from '../realtime/testkit.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer } from '../wallet-api/testkit.js';
import { dealerTick } from './dealer.js';
import { CLOSED_MS } from './rounds.js';
import { liveBets } from './schema.js';
import { defaultLiveTables, liveTablesSetting } from './settings.js';
import { settleBets } from './settle.js';
import { latestRound } from './tables.js';

const t = useTestApp({ MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' });
const TABLE = 'dragon-tiger-1';

beforeAll(async () => {
  // One table is enough here; ₹10 to ₹500 a spot, ₹1,000 a round (in paise).
  const dt = defaultLiveTables('IN')[0] as LiveTableSettings;
  await putSetting(t.deps.db, 'IN', liveTablesSetting, [
    {
      ...dt,
      spot: { min: 1_000, max: 50_000 },
      round: { min: 1_000, max: 100_000 },
      chips: [1_000, 5_000, 10_000, 50_000],
    },
  ]);
  forgetCachedSetting(t.deps.db, 'liveTables');
});

type Bets = Array<{ spot: string; stake: number }>;
const bet = (
  p: { sign: string },
  number: number,
  bets: Bets,
  extra: object = {},
  locale: 'en' | 'id' = 'en',
) => t.call(api.liveBetPlace, { tableId: TABLE, number, bets, ...extra }, { sign: p.sign, locale });
const view = async (p?: { sign: string }) =>
  resultData<LiveTableView>(
    await t.call(api.liveTable, { tableId: TABLE }, p ? { sign: p.sign } : {}),
  );

/** Runs the dealer until the round is settled, moving the clock through its phases. */
async function playOut(app: TestApp): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const round = await latestRound(app.deps.db, TABLE);
    if (round?.phase === 'settled') return;
    const ends = round?.phaseEndsAt?.getTime() ?? app.deps.now().getTime();
    app.advance(Math.max(0, ends - app.deps.now().getTime()) + 1);
    await dealerTick(app.deps);
  }
  throw new Error('the round did not settle');
}

/** Opens the next round (after the last one's result time) and answers its number. */
async function nextRound(app: TestApp): Promise<number> {
  await playOut(app);
  const before = await latestRound(app.deps.db, TABLE);
  if (before?.phaseEndsAt)
    app.advance(Math.max(0, before.phaseEndsAt.getTime() - app.deps.now().getTime()) + 1);
  await dealerTick(app.deps);
  const round = await latestRound(app.deps.db, TABLE);
  expect(round?.phase).toBe('betting');
  return round?.number ?? 0;
}

describe('a live table in a sandbox', () => {
  it('has no commitment until it seeds itself at first open, then deals from the published chain', async () => {
    let tables = resultData<{ list: Array<{ status: string }> }>(await t.call(api.liveTables, {}));
    expect(tables.list).toEqual([expect.objectContaining({ status: 'noCommitment', phase: null })]);
    await dealerTick(t.deps);
    tables = resultData(await t.call(api.liveTables, {}));
    expect(tables.list).toEqual([expect.objectContaining({ status: 'dealing', phase: 'betting' })]);
    const chains = resultData<{ list: Array<Record<string, unknown>> }>(
      await t.call(api.liveFairness, {}),
    );
    expect(chains.list).toEqual([
      expect.objectContaining({
        tableId: TABLE,
        saltSource: 'sandbox',
        length: 50,
        firstRound: 1,
        roundsDealt: 0,
      }),
    ]);
    expect(JSON.stringify(chains)).not.toContain('links');
  });

  it('takes bets in the window, refuses them after it in the player language, and pays a solo deal of the round seed', async () => {
    const number = (await latestRound(t.deps.db, TABLE))?.number ?? 0;
    const a = await fundedPlayer(t, 100_000);
    const b = await fundedPlayer(t, 100_000);
    const placedA = resultData<{ bets: Bets; balance: number }>(
      await bet(a, number, [
        { spot: 'dragon', stake: 5_000 },
        { spot: 'tie', stake: 1_000 },
      ]),
    );
    expect(placedA).toEqual({
      bets: [
        { spot: 'dragon', stake: 5_000 },
        { spot: 'tie', stake: 1_000 },
      ],
      balance: 94_000,
    });
    // A second call adds to the player's bets; the same requestId twice is one bet.
    const requestId = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      expect(
        resultData(await bet(a, number, [{ spot: 'dragon', stake: 2_000 }], { requestId })),
      ).toMatchObject({
        bets: expect.arrayContaining([{ spot: 'dragon', stake: 7_000 }]),
        balance: 92_000,
      });
    }
    resultData(await bet(b, number, [{ spot: 'tiger', stake: 10_000 }]));
    const seen = await view(a);
    expect(seen.round).toMatchObject({
      number,
      phase: 'betting',
      players: 2,
      cards: [],
      result: null,
      totals: [
        { spot: 'dragon', stake: 7_000, players: 1 },
        { spot: 'tiger', stake: 10_000, players: 1 },
        { spot: 'tie', stake: 1_000, players: 1 },
      ],
    });
    expect(seen.you).toMatchObject({
      balance: 92_000,
      bets: expect.arrayContaining([{ spot: 'tie', stake: 1_000 }]),
    });
    expect(seen.round?.phaseEndsAt).toBeGreaterThan(seen.serverNow);

    // The window ends by the clock: refused in the bet's own statement, before any dealer step.
    t.advance((seen.round?.phaseEndsAt ?? 0) - seen.serverNow + 1);
    expect(failure(await bet(b, number, [{ spot: 'dragon', stake: 1_000 }]))).toEqual({
      state: '400',
      msg: 'Betting has closed for this round, wait for the next one',
    });
    expect(failure(await bet(b, number, [{ spot: 'dragon', stake: 1_000 }], {}, 'id'))).toEqual({
      state: '400',
      msg: 'Taruhan untuk ronde ini sudah ditutup, tunggu ronde berikutnya',
    });
    await dealerTick(t.deps);
    expect((await view()).round?.phase).toBe('closed');
    t.advance(CLOSED_MS);
    await dealerTick(t.deps);
    const dealing = await view();
    expect(dealing.round).toMatchObject({ phase: 'dealing', result: null });
    expect(dealing.round?.cards).toHaveLength(1);
    await playOut(t);

    const detail = resultData<{
      seed: string;
      previousSeed: string;
      chainRound: number;
      cards: number[];
      winner: string;
      commitment: { salt: string; terminatingHash: string };
    }>(await t.call(api.liveRound, { tableId: TABLE, number }));
    const solo = dealRound('dragon-tiger', liveRoundSeeds(detail.seed, detail.commitment.salt));
    expect(detail.cards).toEqual(solo.cards);
    expect(detail.winner).toBe(solo.outcome.winner);
    expect(nextLink(detail.seed)).toBe(detail.previousSeed);
    expect(belongsToChain(detail.seed, detail.chainRound, detail.commitment.terminatingHash)).toBe(
      true,
    );
    const paid = (bets: Bets) => settleRound(solo, bets).reduce((s, x) => s + x.payout, 0);
    expect(await balanceOf(t, a.userId)).toBe(
      92_000 +
        paid([
          { spot: 'dragon', stake: 7_000 },
          { spot: 'tie', stake: 1_000 },
        ]),
    );
    expect(await balanceOf(t, b.userId)).toBe(90_000 + paid([{ spot: 'tiger', stake: 10_000 }]));
    const settled = await view(a);
    expect(settled.round).toMatchObject({
      phase: 'settled',
      result: { winner: solo.outcome.winner, seed: detail.seed },
    });
    expect(settled.road[0]).toEqual({ number, winner: solo.outcome.winner });
    expect(settled.you?.lastPayout).toMatchObject({ number, stake: 8_000 });

    // A replay of the settlement pays nothing: every bet has its one win.
    const round = await latestRound(t.deps.db, TABLE);
    if (!round) throw new Error('no round');
    expect(await settleBets(t.deps, round)).toBe(0);
    const wins = await t.deps.db
      .select({ n: sql<string>`count(*)` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.provider, 'live'), eq(walletTransactions.kind, 'win')));
    expect(Number(wins[0]?.n)).toBe(3);
    // This round is refused as over, a number not dealt yet as not open; neither moves money.
    const before = await balanceOf(t, a.userId);
    expect(failure(await bet(a, number, [{ spot: 'dragon', stake: 1_000 }])).msg).toBe(
      'This round is not taking bets, bet on the current round',
    );
    expect(failure(await bet(a, number + 5, [{ spot: 'dragon', stake: 1_000 }])).msg).toBe(
      'This round is not taking bets, bet on the current round',
    );
    expect(await balanceOf(t, a.userId)).toBe(before);
  });

  it('holds a player to the table limits per round, also with 50 calls at once', async () => {
    const number = await nextRound(t);
    const p = await fundedPlayer(t, 1_000_000);
    expect(failure(await bet(p, number, [{ spot: 'dragon', stake: 500 }])).msg).toBe(
      'The minimum bet on a spot is ₹10',
    );
    expect(failure(await bet(p, number, [{ spot: 'dragon', stake: 60_000 }])).msg).toBe(
      'The maximum bet on a spot is ₹500',
    );
    expect(failure(await bet(p, number, [{ spot: 'nowhere', stake: 1_000 }])).msg).toBe(
      'This bet is not on the table',
    );
    // ₹500 a spot: of 50 calls of ₹50 on Dragon at once, exactly 10 pass.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bet(p, number, [{ spot: 'dragon', stake: 5_000 }])),
    );
    const ok = answers.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(10);
    for (const r of answers.filter((x) => x.body.state !== '200')) {
      expect(failure(r).msg).toBe('The maximum bet on a spot is ₹500');
    }
    expect((await view(p)).you?.bets).toEqual([{ spot: 'dragon', stake: 50_000 }]);
    expect(await balanceOf(t, p.userId)).toBe(950_000);
    // ₹1,000 a round: ₹500 on Tiger passes, ₹10 more on Tie does not.
    resultData(await bet(p, number, [{ spot: 'tiger', stake: 50_000 }]));
    expect(failure(await bet(p, number, [{ spot: 'tie', stake: 1_000 }])).msg).toBe(
      'The maximum total bet for a round is ₹1,000',
    );
    await playOut(t);
    const rows = await t.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.payout !== null)).toBe(true);
  });

  it('never half-takes a bet that races the close: in the round and paid, or refused and moved nothing', async () => {
    const number = await nextRound(t);
    const players = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(t, 10_000)));
    const round = await latestRound(t.deps.db, TABLE);
    if (!round?.phaseEndsAt) throw new Error('no betting round');
    // To the window's last moments: the bets and the dealer's close meet.
    t.advance(round.phaseEndsAt.getTime() - t.deps.now().getTime() - 20);
    const placing = players.map((p) => bet(p, number, [{ spot: 'dragon', stake: 1_000 }]));
    t.advance(21);
    const [answers] = await Promise.all([Promise.all(placing), dealerTick(t.deps)]);
    for (const r of answers.filter((x) => x.body.state !== '200')) {
      expect(failure(r).msg).toBe('Betting has closed for this round, wait for the next one');
    }
    await playOut(t);
    const rows = await t.deps.db.select().from(liveBets).where(eq(liveBets.roundId, round.id));
    expect(rows).toHaveLength(answers.filter((x) => x.body.state === '200').length);
    expect(rows.every((r) => r.payout !== null)).toBe(true);
    const detail = resultData<{ seed: string; commitment: { salt: string } }>(
      await t.call(api.liveRound, { tableId: TABLE, number }),
    );
    const solo = dealRound('dragon-tiger', liveRoundSeeds(detail.seed, detail.commitment.salt));
    const payout = settleRound(solo, [{ spot: 'dragon', stake: 1_000 }])[0]?.payout ?? 0;
    for (const [i, p] of players.entries()) {
      const taken = answers[i]?.body.state === '200';
      expect(await balanceOf(t, p.userId)).toBe(taken ? 9_000 + payout : 10_000);
    }
  });

  it('applies the wallet checks: no money, no bet; a signed-out call is refused', async () => {
    const number = await nextRound(t);
    const poor = await fundedPlayer(t, 500);
    expect(failure(await bet(poor, number, [{ spot: 'dragon', stake: 1_000 }])).msg).toBe(
      'Not enough balance for this bet',
    );
    // The player's own wager limit is the wallet's guard, as in any game.
    const careful = await fundedPlayer(t, 100_000);
    resultData(
      await t.call(
        api.limitsSet,
        { kind: 'wager', period: 'day', value: 3_000 },
        { sign: careful.sign },
      ),
    );
    resultData(await bet(careful, number, [{ spot: 'dragon', stake: 2_000 }]));
    expect(failure(await bet(careful, number, [{ spot: 'tiger', stake: 2_000 }])).msg).toBe(
      'This bet would pass your loss or wager limit. See your limits under Account, Safer play.',
    );
    expect(await balanceOf(t, careful.userId)).toBe(98_000);
    expect(
      failure(
        await t.call(api.liveBetPlace, {
          tableId: TABLE,
          number,
          bets: [{ spot: 'dragon', stake: 1_000 }],
        }),
      ).state,
    ).toBe('401');
    expect(failure(await t.call(api.liveTable, { tableId: 'no-such-table' })).msg).toBe(
      'This table does not exist',
    );
    await playOut(t);
  });

  it('tells the sockets at the table the round as it goes, and a signed-in player their own result', async () => {
    const port = await t.listen('127.0.0.1');
    const number = await nextRound(t);
    type Message = { type: string; number?: number; [k: string]: unknown };
    const is =
      (type: string, more: (m: Message) => boolean = () => true) =>
      (m: unknown) =>
        (m as Message).type === type && more(m as Message);
    const watcher = await openSocket(port, TABLE);
    const first = (await watcher.waitFor(is('view'))) as { view: LiveTableView };
    expect(first.view.round).toMatchObject({ number, phase: 'betting' });
    expect(first.view.you).toBeNull();
    const p = await fundedPlayer(t, 100_000);
    const mine = await openSocket(port, TABLE);
    mine.send({ type: 'auth', sign: p.sign });
    await mine.waitFor(is('view', (m) => (m.view as LiveTableView).you !== null));
    resultData(await bet(p, number, [{ spot: 'tiger', stake: 3_000 }]));
    // Each accepted bet: the player's own sockets hear their bets and balance at once.
    expect(await mine.waitFor(is('you', (m) => m.number === number))).toEqual({
      type: 'you',
      number,
      bets: [{ spot: 'tiger', stake: 3_000 }],
      payout: null,
      balance: 97_000,
    });
    resultData(
      await bet(p, number, [{ spot: 'tiger', stake: 1_000 }], { requestId: randomUUID() }),
    );
    expect(
      await mine.waitFor(is('you', (m) => m.number === number && m.balance === 96_000)),
    ).toMatchObject({ bets: [{ spot: 'tiger', stake: 4_000 }], payout: null });
    // Another player on both sides is paid whatever the cards: none of it is this player's.
    const other = await fundedPlayer(t, 100_000);
    resultData(
      await bet(other, number, [
        { spot: 'dragon', stake: 1_000 },
        { spot: 'tiger', stake: 1_000 },
      ]),
    );
    await playOut(t);
    const detail = resultData<{ seed: string; cards: number[]; winner: string }>(
      await t.call(api.liveRound, { tableId: TABLE, number }),
    );
    await watcher.waitFor(is('totals', (m) => m.number === number && m.players === 2));
    await watcher.waitFor(is('phase', (m) => m.number === number && m.phase === 'closed'));
    expect(await watcher.waitFor(is('result', (m) => m.number === number))).toMatchObject({
      winner: detail.winner,
      seed: detail.seed,
    });
    const cards = watcher.messages.filter(is('card', (m) => m.number === number)) as Message[];
    expect(cards.map((m) => m.card)).toEqual(detail.cards);
    const solo = dealRound(
      'dragon-tiger',
      liveRoundSeeds(detail.seed, first.view.commitment?.salt ?? ''),
    );
    expect(await mine.waitFor(is('you', (m) => m.number === number && m.payout !== null))).toEqual({
      type: 'you',
      number,
      bets: [{ spot: 'tiger', stake: 4_000 }],
      payout: settleRound(solo, [{ spot: 'tiger', stake: 4_000 }])[0]?.payout,
      balance: await balanceOf(t, p.userId),
    });
    expect(watcher.messages.some(is('you'))).toBe(false);
    watcher.close();
    mine.close();
  });

  it('stops opening rounds when the operator closes the table', async () => {
    const dt = defaultLiveTables('IN')[0] as LiveTableSettings;
    await putSetting(t.deps.db, 'IN', liveTablesSetting, [{ ...dt, open: false }]);
    forgetCachedSetting(t.deps.db, 'liveTables');
    const last = await latestRound(t.deps.db, TABLE);
    t.advance(60_000);
    await dealerTick(t.deps);
    expect((await latestRound(t.deps.db, TABLE))?.number).toBe(last?.number);
    expect((await view()).status).toBe('closed');
  });
});

describe('a live table outside the sandbox', () => {
  it('does not deal until the operator publishes a chain, and stops when it runs out', async () => {
    await withTestApp({ MARKET: 'IN', SANDBOX: 'false' }, {}, async (app) => {
      const dt = defaultLiveTables('IN')[0] as LiveTableSettings;
      await putSetting(app.deps.db, 'IN', liveTablesSetting, [dt]);
      forgetCachedSetting(app.deps.db, 'liveTables');
      const tableView = async () =>
        resultData<LiveTableView>(await app.call(api.liveTable, { tableId: TABLE }));
      await dealerTick(app.deps);
      expect(await tableView()).toMatchObject({
        status: 'noCommitment',
        round: null,
        commitment: null,
      });

      const ops = async (...args: string[]) => {
        const lines: string[] = [];
        const code = await runLiveOps(app.deps, ['live', ...args], (l) => lines.push(l));
        return { code, out: lines.join('\n') };
      };
      expect(await ops('seed', '--table', 'nope', '--salt', 'x')).toMatchObject({ code: 1 });
      expect((await ops('seed', '--table', TABLE, '--salt', ' padded')).out).toContain(
        'the salt must be',
      );
      const salt = 'block-871000-hash-00000000000000000002a7c4';
      const seeded = await ops('seed', '--table', TABLE, '--salt', salt, '--length', '2');
      expect(seeded.code).toBe(0);
      const published = resultData<{ list: Array<{ terminatingHash: string }> }>(
        await app.call(api.liveFairness, {}),
      );
      expect(published.list).toEqual([
        expect.objectContaining({
          tableId: TABLE,
          salt,
          saltSource: 'operator',
          length: 2,
          firstRound: null,
        }),
      ]);
      expect(seeded.out).toContain(published.list[0]?.terminatingHash);

      // Two rounds from that chain, then the table waits for the next seeding event.
      for (const number of [1, 2]) {
        app.advance(dt.resultMs);
        await dealerTick(app.deps);
        expect((await latestRound(app.deps.db, TABLE))?.number).toBe(number);
        await playOut(app);
      }
      app.advance(60_000);
      await dealerTick(app.deps);
      expect(await tableView()).toMatchObject({ status: 'noCommitment', round: { number: 2 } });
      expect((await ops('seed', '--table', TABLE, '--salt', 'next', '--length', '5')).code).toBe(0);
      await dealerTick(app.deps);
      const view3 = await tableView();
      expect(view3).toMatchObject({
        status: 'dealing',
        round: { number: 3, phase: 'betting' },
        commitment: { salt: 'next', firstRound: 3 },
      });
      const second = resultData<{ chainRound: number }>(
        await app.call(api.liveRound, { tableId: TABLE, number: 2 }),
      );
      expect(second.chainRound).toBe(2);
      expect((await ops('chains')).out).toContain('2 chains');
    });
  });
});
