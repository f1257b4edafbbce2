import { api, type LiveTableSettings } from '@cardroom/contract';
import { dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerOk, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer } from '../wallet-api/testkit.js';
import { dealerTick, holdLease, LEASE_MS } from './dealer.js';
import { liveBets, liveDealers } from './schema.js';
import { defaultLiveTables, liveTablesSetting } from './settings.js';
import { settleBets } from './settle.js';
import { latestRound } from './tables.js';

/** Two instances on one database: A deals first, then dies (closed without a word). */
const [a, b] = useTestApps(2, { MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';

beforeAll(async () => {
  const dt = defaultLiveTables('IN')[0] as LiveTableSettings;
  await putSetting(a.deps.db, 'IN', liveTablesSetting, [dt]);
  forgetCachedSetting(a.deps.db, 'liveTables');
  forgetCachedSetting(b.deps.db, 'liveTables');
});

const round = async () => {
  const r = await latestRound(b.deps.db, TABLE);
  if (!r) throw new Error('no round');
  return r;
};

/** Moves the shared clock to the end of the round's current phase. */
const toPhaseEnd = async () => {
  const r = await round();
  b.advance(Math.max(0, (r.phaseEndsAt?.getTime() ?? 0) - b.deps.now().getTime()) + 1);
};

/** Each player's balance is the stake back as a solo deal of the round's seed pays it, once. */
async function expectPaidOnce(
  players: Array<{ userId: number; funded: number; stake: number; spot: string }>,
) {
  const r = await round();
  const detail = resultData<{ seed: string; commitment: { salt: string } }>(
    await b.call(api.liveRound, { tableId: TABLE, number: r.number }),
  );
  const solo = dealRound('dragon-tiger', liveRoundSeeds(detail.seed, detail.commitment.salt));
  for (const p of players) {
    const [paid] = settleRound(solo, [{ spot: p.spot, stake: p.stake }]);
    expect(await balanceOf(b, p.userId)).toBe(p.funded - p.stake + (paid?.payout ?? 0));
  }
  const rows = await b.deps.db.select().from(liveBets).where(eq(liveBets.roundId, r.id));
  expect(rows.every((row) => row.payout !== null)).toBe(true);
  const [wins] = await b.deps.db
    .select({ n: sql<string>`count(*)` })
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.kind, 'win'), eq(walletTransactions.round, `${TABLE}#${r.number}`)),
    );
  expect(Number(wins?.n)).toBe(rows.length);
  // A is closed, so the files' own check (on the first app) no longer runs: the ledger on B.
  await expectLedgerOk(b);
}

describe('one dealer per table across instances', () => {
  it('gives the table to one instance; the other takes it only once the lease ran out', async () => {
    await dealerTick(a.deps);
    const [lease] = await b.deps.db
      .select()
      .from(liveDealers)
      .where(eq(liveDealers.tableId, TABLE));
    expect(lease).toBeDefined();
    expect(await holdLease(b.deps, TABLE)).toBe(false);
    expect(await holdLease(a.deps, TABLE)).toBe(true);
    // Fifty asks at once from both sides: the holder keeps it, nobody else gets it.
    const asks = await Promise.all(
      Array.from({ length: 50 }, (_, i) => holdLease((i % 2 ? a : b).deps, TABLE)),
    );
    expect(asks.filter(Boolean)).toHaveLength(25);
    expect(asks.every((held, i) => held === (i % 2 === 1))).toBe(true);
  });

  it('completes a round whose dealer died mid-betting, paying every bet once', async () => {
    const number = (await round()).number;
    expect((await round()).phase).toBe('betting');
    const players = [];
    for (const spot of ['dragon', 'tiger', 'tie']) {
      const p = await fundedPlayer(b, 100_000);
      resultData(
        await b.call(
          api.liveBetPlace,
          { tableId: TABLE, number, bets: [{ spot, stake: 5_000 }] },
          { sign: p.sign },
        ),
      );
      players.push({ userId: p.userId, funded: 100_000, stake: 5_000, spot });
    }
    // A renews its lease and dies; B cannot deal before that lease has run out.
    await dealerTick(a.deps);
    await a.close();
    expect(await holdLease(b.deps, TABLE)).toBe(false);
    b.advance(LEASE_MS);
    for (let i = 0; i < 10 && (await round()).phase !== 'settled'; i++) {
      await dealerTick(b.deps);
      await toPhaseEnd();
    }
    expect(await round()).toMatchObject({ number, phase: 'settled' });
    await expectPaidOnce(players);
  });

  it('finishes a settlement cut off after some bets were paid, and a replay pays nothing', async () => {
    await toPhaseEnd();
    await dealerTick(b.deps);
    const number = (await round()).number;
    const players = [];
    for (const spot of ['dragon', 'tiger', 'tie', 'dragon']) {
      const p = await fundedPlayer(b, 50_000);
      resultData(
        await b.call(
          api.liveBetPlace,
          { tableId: TABLE, number, bets: [{ spot, stake: 2_000 }] },
          { sign: p.sign },
        ),
      );
      players.push({ userId: p.userId, funded: 50_000, stake: 2_000, spot });
    }
    for (let i = 0; i < 10 && (await round()).phase !== 'dealing'; i++) {
      await toPhaseEnd();
      await dealerTick(b.deps);
    }
    await toPhaseEnd();
    // The dealer paid one bet and stopped there (a crash between two of its batches).
    expect(await settleBets(b.deps, await round(), 1)).toBe(1);
    expect((await round()).phase).toBe('dealing');
    await dealerTick(b.deps);
    expect(await round()).toMatchObject({ number, phase: 'settled' });
    expect(await settleBets(b.deps, await round())).toBe(0);
    await expectPaidOnce(players);
  });
});
