import { api, type GameRound } from '@cardroom/contract';
import { dealRound, hashServerSeed } from '@cardroom/games';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { addWagering, checkLedgerInvariants } from '../ledger/index.js';
import { storeUnchecked } from '../settings/testkit.js';
import { fundedPlayer, gameSession, type Player } from '../wallet-api/testkit.js';
import { defaultTableLimits } from './index.js';

// MARKET=ID (the test default): Rupiah in minor units, Rp 1 = 100.
const RP = 100;
const t = useTestApp();
afterEach(async () => {
  expect(await checkLedgerInvariants(t.deps.db)).toEqual([]);
  await setLimits(defaultTableLimits('ID'));
});

/**
 * Stores the operator's limits as a hand edit would (unchecked: some are bad on purpose) and
 * lets the tables' 10-second cache of them run out.
 */
async function setLimits(value: unknown) {
  await storeUnchecked(t.deps.db, 'tableLimits', value);
  t.advance(10_001);
}

const wageringOf = (p: Player) => t.deps.ledger.balance(t.deps.db, p.userId, 'wagering');
const owe = (p: Player, amount: number) =>
  t.deps.db.transaction((tx) =>
    addWagering(t.deps.ledger, tx, p.userId, amount, `test-deposit:${p.userId}`, 'test'),
  );
const nonceOf = async (token: string) =>
  resultData<{ seeds: { nonce: number } }>(await t.call(api.gameSeeds, { token })).seeds.nonce;

describe('wagering counts only the stake at risk', () => {
  it('Dragon and Tiger at equal stakes bring it down by the Tie bet only, however often', async () => {
    // The tester's case: deposit Rp 300.000 (wagering 3x), bet both sides three times. The
    // wallet holds enough for three rounds whatever they deal: a Tie takes half of each side
    // (two Ties with Rp 300.000 left too little for the third round, about one run in 180).
    const p = await fundedPlayer(t, 603_000 * RP);
    await owe(p, 900_000 * RP);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    let balance = 603_000 * RP;
    for (let i = 0; i < 3; i++) {
      const played = resultData<{ round: GameRound; balance: number }>(
        await t.call(api.gamePlay, {
          token,
          bets: [
            { spot: 'dragon', stake: 100_000 * RP },
            { spot: 'tiger', stake: 100_000 * RP },
            { spot: 'tie', stake: 1_000 * RP },
          ],
        }),
      );
      balance += played.round.payout - 201_000 * RP;
      expect(played.balance).toBe(balance);
    }
    // The stakes moved in full; only 3 × Rp 1.000 (the Tie) counted toward wagering.
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(balance);
    expect(await wageringOf(p)).toBe(900_000 * RP - 3 * 1_000 * RP);
    // Game records show the same valid bet: the Tie stake of each round, not the 201,000 staked.
    const records = resultData<{ validBet: number; list: Array<{ validBet: number }> }>(
      await t.call(api.gameRecord, { status: 'all', range: 'today' }, { sign: p.sign }),
    );
    expect(records.validBet).toBe(3 * 1_000 * RP);
    expect(records.list.map((r) => r.validBet)).toEqual([1_000 * RP, 1_000 * RP, 1_000 * RP]);
  });

  it('counts a one-sided bet in full, and the unmatched part of opposite bets', async () => {
    const p = await fundedPlayer(t, 1_000_000 * RP);
    await owe(p, 500_000 * RP);
    const { token } = await gameSession(t, p, 'baccarat');
    await t.call(api.gamePlay, { token, bets: [{ spot: 'banker', stake: 150_000 * RP }] });
    expect(await wageringOf(p)).toBe(350_000 * RP);
    await t.call(api.gamePlay, {
      token,
      bets: [
        { spot: 'player', stake: 50_000 * RP },
        { spot: 'banker', stake: 80_000 * RP },
      ],
    });
    expect(await wageringOf(p)).toBe(320_000 * RP);
  });
});

describe('table limits', () => {
  it('takes a bet at each limit and refuses one minor unit over, moving nothing', async () => {
    const p = await fundedPlayer(t, 50_000_000 * RP);
    await owe(p, 1_000 * RP);
    const { token } = await gameSession(t, p, 'dragon-tiger');
    const { spot, round } = defaultTableLimits('ID');
    const before = await t.deps.ledger.balance(t.deps.db, p.userId);
    const refusals: Array<[Array<{ spot: string; stake: number }>, string, string]> = [
      [
        [{ spot: 'dragon', stake: spot.min - 1 }],
        'The minimum bet on a spot is Rp 1,000',
        'Taruhan minimal per kotak adalah Rp 1.000',
      ],
      [
        [{ spot: 'dragon', stake: spot.max + 1 }],
        'The maximum bet on a spot is Rp 10,000,000',
        'Taruhan maksimal per kotak adalah Rp 10.000.000',
      ],
      [
        // Two entries on one spot are one bet on it.
        [
          { spot: 'tiger', stake: spot.max },
          { spot: 'tiger', stake: 1 },
        ],
        'The maximum bet on a spot is Rp 10,000,000',
        'Taruhan maksimal per kotak adalah Rp 10.000.000',
      ],
      [
        [
          { spot: 'dragon', stake: spot.max },
          { spot: 'tiger', stake: round.max - spot.max - spot.min + 1 },
          { spot: 'tie', stake: spot.min },
        ],
        'The maximum total bet for a round is Rp 20,000,000',
        'Total taruhan maksimal per ronde adalah Rp 20.000.000',
      ],
    ];
    for (const [bets, en, id] of refusals) {
      expect(failure(await t.call(api.gamePlay, { token, bets }))).toEqual({
        state: '400',
        msg: en,
      });
      const inId = await t.call(api.gamePlay, { token, bets }, { locale: 'id' });
      expect(failure(inId)).toEqual({ state: '400', msg: id });
    }
    expect(await t.deps.ledger.balance(t.deps.db, p.userId)).toBe(before);
    expect(await wageringOf(p)).toBe(1_000 * RP);
    expect(await nonceOf(token)).toBe(0);

    // At the limits: the smallest bet, then the largest round.
    await t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: spot.min }] });
    const largest = await t.call(api.gamePlay, {
      token,
      bets: [
        { spot: 'dragon', stake: spot.max },
        { spot: 'tiger', stake: round.max - spot.max },
      ],
    });
    expect(largest.body.state).toBe('200');
    expect(await nonceOf(token)).toBe(2);
  });

  it('follows the operator setting, and the table shows its limits and chips', async () => {
    const limits = {
      spot: { min: 500 * RP, max: 2_000 * RP },
      round: { min: 1_000 * RP, max: 3_000 * RP },
      chips: [500 * RP, 1_000 * RP],
    };
    await setLimits(limits);
    const p = await fundedPlayer(t, 10_000 * RP);
    const { token } = await gameSession(t, p, 'teen-patti');
    const seeds = resultData<{ table: unknown; gameCode: string }>(
      await t.call(api.gameSeeds, { token }),
    );
    expect(seeds).toMatchObject({ table: limits, gameCode: 'teen-patti' });
    const under = failure(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'ante', stake: 999 * RP }] }),
    );
    expect(under.msg).toBe('The minimum total bet for a round is Rp 1,000');
    const ok = await t.call(api.gamePlay, {
      token,
      bets: [
        { spot: 'ante', stake: 500 * RP },
        { spot: 'pair-plus', stake: 500 * RP },
      ],
    });
    expect(ok.body.state).toBe('200');
  });

  it('ignores an unusable operator setting and keeps the market defaults', async () => {
    await setLimits({ spot: { min: 0, max: 10 }, round: { min: 1, max: 1 }, chips: [] });
    const p = await fundedPlayer(t, 10_000 * RP);
    const { token } = await gameSession(t, p, 'andar-bahar');
    const seeds = resultData<{ table: unknown }>(await t.call(api.gameSeeds, { token }));
    expect(seeds.table).toEqual(defaultTableLimits('ID'));
    const tiny = failure(
      await t.call(api.gamePlay, { token, bets: [{ spot: 'andar', stake: 1 }] }),
    );
    expect(tiny.msg).toBe('The minimum bet on a spot is Rp 1,000');
  });
});

describe('a game record opens to its round', () => {
  it("answers the player's own round by bet id, verifiable once the seed is rotated", async () => {
    const p = await fundedPlayer(t, 100_000 * RP);
    const { token } = await gameSession(t, p, 'andar-bahar');
    const bets = [{ spot: 'bahar', stake: 5_000 * RP }];
    const played = resultData<{ round: GameRound }>(await t.call(api.gamePlay, { token, bets }));
    const { list } = resultData<{ list: Array<{ betId: string }> }>(
      await t.call(api.gameRecord, { range: 'today' }, { sign: p.sign }),
    );
    expect(list.map((r) => r.betId)).toEqual([played.round.betId]);
    const open = resultData<{ round: GameRound }>(
      await t.call(api.gameRecordRound, { betId: played.round.betId }, { sign: p.sign }),
    );
    expect(open.round).toMatchObject({ ...played.round, serverSeed: null });

    await t.call(api.gameRotate, { token });
    const revealed = resultData<{ round: GameRound }>(
      await t.call(api.gameRecordRound, { betId: played.round.betId }, { sign: p.sign }),
    ).round;
    const seed = revealed.serverSeed ?? '';
    expect(hashServerSeed(seed)).toBe(played.round.serverSeedHash);
    const again = dealRound('andar-bahar', {
      serverSeed: seed,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
    });
    expect([...again.cards]).toEqual(revealed.cards);

    // Another player, or an unknown id, finds nothing; signed out gets 401.
    const other = await fundedPlayer(t);
    const theirs = failure(
      await t.call(api.gameRecordRound, { betId: played.round.betId }, { sign: other.sign }),
    );
    expect(theirs).toEqual({ state: '404', msg: 'This round was not found' });
    const unknown = await t.call(
      api.gameRecordRound,
      { betId: 'no-such-bet' },
      { sign: p.sign, locale: 'id' },
    );
    expect(failure(unknown)).toEqual({ state: '404', msg: 'Ronde ini tidak ditemukan' });
    expect(failure(await t.call(api.gameRecordRound, { betId: 'x' })).state).toBe('401');
  });
});
