import { api, type GameRound } from '@cardroom/contract';
import { dealRound, hashServerSeed, settleRound } from '@cardroom/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { putSetting } from '../settings/index.js';
import { fundedPlayer, gameSession } from '../wallet-api/testkit.js';
import { tableLimitsSetting } from './index.js';

const t = useTestApp();
beforeAll(async () => {
  // These tests are about dealing, seeds and money, with small stakes; the market's table
  // limits have their own tests (wagering-limits.test.ts).
  await putSetting(t.deps.db, 'ID', tableLimitsSetting, {
    spot: { min: 1, max: 10 ** 12 },
    round: { min: 1, max: 10 ** 12 },
    chips: [1],
  });
});

interface Played {
  round: GameRound;
  balance: number;
  seeds: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const play = async (token: string, bets: Array<{ spot: string; stake: number }>) =>
  resultData<Played>(await t.call(api.gamePlay, { token, bets }));

describe('launch', () => {
  it('gives a game URL whose launch token opens one session, once', async () => {
    const p = await fundedPlayer(t, 5_000);
    const launched = resultData<{ url: string; expiresIn: number }>(
      await t.call(api.gameLaunch, { gameCode: 'baccarat' }, { sign: p.sign }),
    );
    expect(launched.url).toMatch(/^\/games\/baccarat\?launch=[\w-]{43}$/);
    const launchToken = new URL(launched.url, 'http://x').searchParams.get('launch') ?? '';
    const opened = resultData<{ gameCode: string; balance: number; uid: string }>(
      await t.call(api.gameOpen, { launchToken }),
    );
    expect(opened).toMatchObject({ gameCode: 'baccarat', balance: 5_000, uid: p.uid });
    const again = failure(await t.call(api.gameOpen, { launchToken }));
    expect(again.state).toBe('403');
    expect(again.msg).toMatch(/expired/);
  });

  it('refuses a launch token after 60 seconds', async () => {
    const p = await fundedPlayer(t);
    const launched = resultData<{ url: string }>(
      await t.call(api.gameLaunch, { gameCode: 'teen-patti' }, { sign: p.sign }),
    );
    const launchToken = new URL(launched.url, 'http://x').searchParams.get('launch') ?? '';
    t.advance(61_000);
    expect(failure(await t.call(api.gameOpen, { launchToken })).state).toBe('403');
  });

  it('needs a signed-in player and a known game', async () => {
    expect(failure(await t.call(api.gameLaunch, { gameCode: 'baccarat' })).state).toBe('401');
    const p = await fundedPlayer(t);
    const bad = failure(await t.call(api.gameLaunch, { gameCode: 'roulette' }, { sign: p.sign }));
    expect(bad.msg).toBe('This game does not exist');
  });
});

describe('play', () => {
  it('numbers rounds per game: a first Teen Patti round after three of Baccarat is Round 1', async () => {
    const p = await fundedPlayer(t, 100_000);
    const bac = await gameSession(t, p, 'baccarat');
    const bets = [{ spot: 'player', stake: 1_000 }];
    const played: Played[] = [];
    for (let i = 0; i < 3; i++) played.push(await play(bac.token, bets));
    expect(played.map((r) => [r.round.number, r.round.nonce])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    const tp = await gameSession(t, p, 'teen-patti');
    const first = await play(tp.token, [{ spot: 'ante', stake: 1_000 }]);
    // The seed pair's nonce runs across games; the round number is this game's.
    expect([first.round.number, first.round.nonce]).toEqual([1, 3]);
    const second = await play(tp.token, [{ spot: 'ante', stake: 1_000 }]);
    expect(second.round.number).toBe(2);
    // Lists and a Game records row give the same numbers.
    const tpList = resultData<{ list: GameRound[] }>(
      await t.call(api.gameRounds, { token: tp.token }),
    );
    expect(tpList.list.map((r) => r.number)).toEqual([2, 1]);
    const bacList = resultData<{ list: GameRound[] }>(
      await t.call(api.gameRounds, { token: bac.token, limit: 2 }),
    );
    expect(bacList.list.map((r) => r.number)).toEqual([3, 2]);
    const one = resultData<{ round: GameRound }>(
      await t.call(api.gameRecordRound, { betId: played[1]?.round.betId ?? '' }, { sign: p.sign }),
    );
    expect(one.round.number).toBe(2);
    // Another player's rounds are not counted.
    const other = await fundedPlayer(t, 10_000);
    const o = await gameSession(t, other, 'teen-patti');
    expect((await play(o.token, [{ spot: 'ante', stake: 1_000 }])).round.number).toBe(1);
  });

  it('deals from the stored seeds: the revealed seed re-deals the same cards and payouts', async () => {
    const p = await fundedPlayer(t, 100_000);
    const { token } = await gameSession(t, p, 'andar-bahar');
    const before = resultData<{ seeds: Played['seeds'] }>(await t.call(api.gameSeeds, { token }));
    const bets = [
      { spot: 'andar', stake: 1_000 },
      { spot: 'cards-6-10', stake: 500 },
    ];
    const rounds: Played[] = [];
    for (let i = 0; i < 3; i++) rounds.push(await play(token, bets));
    expect(rounds.map((r) => r.round.nonce)).toEqual([0, 1, 2]);
    expect(rounds[2]?.seeds.nonce).toBe(3);
    let balance = 100_000;
    for (const r of rounds) {
      balance += r.round.payout - 1_500;
      expect(r.balance).toBe(balance);
      expect(r.round.serverSeed).toBeNull();
      expect(r.round.serverSeedHash).toBe(before.seeds.serverSeedHash);
    }
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(balance);

    const rotated = resultData<{ revealed: { serverSeed: string; serverSeedHash: string } }>(
      await t.call(api.gameRotate, { token }),
    );
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.seeds.serverSeedHash);
    const { list } = resultData<{ list: GameRound[] }>(await t.call(api.gameRounds, { token }));
    expect(list).toHaveLength(3);
    for (const stored of list) {
      expect(stored.serverSeed).toBe(rotated.revealed.serverSeed);
      const again = dealRound('andar-bahar', {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: stored.clientSeed,
        nonce: stored.nonce,
      });
      expect(stored.cards).toEqual([...again.cards]);
      expect(stored.winner).toBe(again.outcome.winner);
      expect(stored.bets).toEqual(settleRound(again, bets));
    }
  });

  it('uses the player-chosen client seed, and rotation reveals the old seed and starts at nonce 0', async () => {
    const p = await fundedPlayer(t, 10_000);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    const set = resultData<{ seeds: Played['seeds'] }>(
      await t.call(api.gameClientSeed, { token, clientSeed: 'my-lucky-seed' }),
    );
    expect(set.seeds.clientSeed).toBe('my-lucky-seed');
    const r = await play(token, [{ spot: 'tiger', stake: 100 }]);
    expect(r.round.clientSeed).toBe('my-lucky-seed');
    const rotated = resultData<{
      revealed: { serverSeed: string; serverSeedHash: string; rounds: number };
      seeds: Played['seeds'];
    }>(await t.call(api.gameRotate, { token }));
    expect(rotated.revealed.serverSeedHash).toBe(set.seeds.serverSeedHash);
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(set.seeds.serverSeedHash);
    expect(rotated.revealed.rounds).toBe(1);
    expect(rotated.seeds).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(set.seeds.serverSeedHash);
    const dealt = dealRound('dragon-tiger', {
      serverSeed: rotated.revealed.serverSeed,
      clientSeed: 'my-lucky-seed',
      nonce: 0,
    });
    expect(r.round.cards).toEqual([...dealt.cards]);
    const bad = failure(await t.call(api.gameClientSeed, { token, clientSeed: 'has space' }));
    expect(bad.msg).toMatch(/client seed/);
  });

  it('takes at most the balance from 24 rounds played at once, each with its own nonce', async () => {
    const p = await fundedPlayer(t, 10_000);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    const results = await Promise.all(
      Array.from({ length: 24 }, () =>
        t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 1_000 }] }),
      ),
    );
    const played = results.filter((r) => r.body.state === '200').map((r) => resultData<Played>(r));
    const refused = results.filter((r) => r.body.state !== '200').map((r) => failure(r));
    expect(played.length + refused.length).toBe(24);
    for (const f of refused) expect(f.msg).toBe('Not enough balance for this bet');
    // The first ten debits always fit, whatever the rounds pay back.
    expect(played.length).toBeGreaterThanOrEqual(10);
    const nonces = played.map((r) => r.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: played.length }, (_, i) => i));
    const net = played.reduce((sum, r) => sum + r.round.payout - r.round.stake, 0);
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(10_000 + net);
  });

  it('refuses stakes that are not positive whole minor units, and moves nothing', async () => {
    const p = await fundedPlayer(t, 5_000);
    const { token } = await gameSession(t, p, 'baccarat');
    for (const stake of [-1, 0, 0.5, '1e3', 10 ** 20]) {
      const res = failure(await t.call(api.gamePlay, { token, bets: [{ spot: 'banker', stake }] }));
      expect(res.state).toBe('400');
    }
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(5_000);
    const seeds = resultData<{ seeds: Played['seeds'] }>(await t.call(api.gameSeeds, { token }));
    expect(seeds.seeds.nonce).toBe(0);
  });

  it('refuses a bet above the balance in the player language, and moves nothing', async () => {
    const p = await fundedPlayer(t, 500);
    const { token } = await gameSession(t, p, 'teen-patti');
    const res = await t.call(
      api.gamePlay,
      { token, bets: [{ spot: 'ante', stake: 501 }] },
      {
        locale: 'id',
      },
    );
    expect(failure(res)).toEqual({ state: '400', msg: 'Saldo tidak cukup untuk taruhan ini' });
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(500);
    // The refused bet used no nonce.
    const seeds = resultData<{ seeds: Played['seeds'] }>(await t.call(api.gameSeeds, { token }));
    expect(seeds.seeds.nonce).toBe(0);
  });

  it('refuses unknown spots and an ended session (without signing the player out)', async () => {
    const p = await fundedPlayer(t, 5_000);
    const { token } = await gameSession(t, p, 'baccarat');
    const spot = failure(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 1 }] }),
    );
    expect(spot.msg).toBe('This bet is not on the table');
    t.advance(2 * 3600_000 + 1_000);
    const ended = failure(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'banker', stake: 100 }] }),
    );
    expect(ended).toEqual({
      state: '403',
      msg: 'Your game session has ended, please open the game again',
    });
    expect(
      failure(
        await t.call(api.gamePlay, { token: 'x'.repeat(43), bets: [{ spot: 'banker', stake: 1 }] }),
      ).state,
    ).toBe('403');
  });

  it('ends a session the database ends, even one this server has just used', async () => {
    const p = await fundedPlayer(t, 5_000);
    const { token } = await gameSession(t, p, 'baccarat');
    const first = await play(token, [{ spot: 'banker', stake: 100 }]);
    await t.deps.db.execute(
      sql`update game_sessions set expires_at = ${t.deps.now().toISOString()}::timestamptz
          where user_id = ${p.userId}`,
    );
    const ended = failure(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'banker', stake: 100 }] }),
    );
    expect(ended.state).toBe('403');
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(first.balance);
  });
});

describe('game records', () => {
  it('lists bets with valid bet, win/loss and status filters', async () => {
    const p = await fundedPlayer(t, 50_000);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    const played = [];
    for (let i = 0; i < 4; i++) played.push(await play(token, [{ spot: 'dragon', stake: 1_000 }]));
    const all = resultData<{
      list: Array<{ betId: string; validBet: number; winLoss: number; status: string }>;
      total: number;
      validBet: number;
      winLoss: number;
    }>(await t.call(api.gameRecord, { status: 'all', range: 'today' }, { sign: p.sign }));
    expect(all.total).toBe(4);
    expect(all.validBet).toBe(4_000);
    const net = played.reduce((s, r) => s + r.round.payout - 1_000, 0);
    expect(all.winLoss).toBe(net);
    for (const row of all.list) expect(row).toMatchObject({ status: 'settled', validBet: 1_000 });
    const unsettled = resultData<{ total: number }>(
      await t.call(api.gameRecord, { status: 'unsettled', range: 'today' }, { sign: p.sign }),
    );
    expect(unsettled.total).toBe(0);
    const yesterday = resultData<{ total: number }>(
      await t.call(api.gameRecord, { status: 'all', range: 'yesterday' }, { sign: p.sign }),
    );
    expect(yesterday.total).toBe(0);
    // Another player sees none of them.
    const other = await fundedPlayer(t);
    const theirs = resultData<{ total: number }>(
      await t.call(api.gameRecord, { range: '3d' }, { sign: other.sign }),
    );
    expect(theirs.total).toBe(0);
  });
});
