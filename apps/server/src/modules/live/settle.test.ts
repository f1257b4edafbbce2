import { api } from '@cardroom/contract';
import { type Bet, dealRound, liveRoundSeeds, settleRound } from '@cardroom/games';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerOk, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { walletOf, walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer } from '../wallet-api/testkit.js';
import { dealerTick } from './dealer.js';
import { liveBets } from './schema.js';
import { LIVE, settleBets } from './settle.js';
import { latestRound, type RoundRow } from './tables.js';
import { openFirstTable } from './testkit.js';

/**
 * Settling a round: the winners through the wallet's batches, the bets that won nothing in one
 * statement (live_lose.sql). Two instances on one database, as when a
 * dealer that was thought dead is still paying while the next one takes the table.
 */
const [a, b] = useTestApps(2, { MARKET: 'IN', LIVE_CHAIN_LENGTH: '50' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';
const FUNDS = 50_000;
const STAKE = 2_000;

beforeAll(async () => {
  await openFirstTable([a, b]);
});

const round = async () => {
  const r = await latestRound(a.deps.db, TABLE);
  if (!r) throw new Error('no round');
  return r;
};

/** Moves the shared clock to the end of the round's current phase, then lets A deal a step. */
const nextPhase = async () => {
  const r = await round();
  a.advance(Math.max(0, (r.phaseEndsAt?.getTime() ?? 0) - a.deps.now().getTime()) + 1);
  await dealerTick(a.deps);
};

interface Placed {
  userId: number;
  spot: string;
}

/**
 * A new betting round with one single-spot bet per player (spots in turn), dealt, not paid,
 * and not a tie: in a tie every one of these bets gets something back (the dragon's and the
 * tiger's half), and these tests need bets that won nothing. A tie is paid and dealt again.
 */
async function dealtRound(players: number): Promise<Placed[]> {
  for (let tries = 0; tries < 5; tries++) {
    const placed = await dealtOnce(players);
    const r = await round();
    if (r.winner !== 'tie') return placed;
    await settleBets(a.deps, r);
  }
  throw new Error('five ties in a row');
}

async function dealtOnce(players: number): Promise<Placed[]> {
  await dealerTick(a.deps);
  for (let i = 0; i < 10 && (await round()).phase !== 'betting'; i++) await nextPhase();
  const { number } = await round();
  const spots = ['dragon', 'tiger', 'tie'];
  const placed = await Promise.all(
    Array.from({ length: players }, async (_, i) => {
      const p = await fundedPlayer(a, FUNDS);
      const spot = spots[i % spots.length] as string;
      resultData(
        await a.call(
          api.liveBetPlace,
          { tableId: TABLE, number, bets: [{ spot, stake: STAKE }] },
          { sign: p.sign },
        ),
      );
      return { userId: p.userId, spot };
    }),
  );
  await nextPhase(); // closed
  await nextPhase(); // dealing
  expect((await round()).phase).toBe('dealing');
  const r = await round();
  a.advance(Math.max(0, (r.phaseEndsAt?.getTime() ?? 0) - a.deps.now().getTime()) + 1);
  return placed;
}

/**
 * The round's cards as a solo deal of its seed and its chain's salt (read from the database:
 * the round detail shows the seed only once the round shows settled, and these stay dealing).
 */
async function soloDeal(r: RoundRow) {
  const [chain] = await rawRows<{ salt: string }>(
    a.deps.db,
    sql`select salt from live_chains where id = ${r.chainId}`,
  );
  if (!r.seed || !chain) throw new Error('round not dealt');
  return dealRound('dragon-tiger', liveRoundSeeds(r.seed, chain.salt));
}

/** Each player's balance as a solo deal of the round's seed pays their bet, and one win each. */
async function expectSettledOnce(placed: Placed[]) {
  const r = await round();
  const solo = await soloDeal(r);
  let lost = 0;
  for (const p of placed) {
    const [paid] = settleRound(solo, [{ spot: p.spot, stake: STAKE }]);
    if (!paid?.payout) lost++;
    expect(await balanceOf(a, p.userId)).toBe(FUNDS - STAKE + (paid?.payout ?? 0));
  }
  // Some bets of the round won nothing, so the one-statement way was taken.
  expect(lost).toBeGreaterThan(0);
  const bets = await a.deps.db.select().from(liveBets).where(eq(liveBets.roundId, r.id));
  expect(bets.every((row) => row.payout !== null && row.settledAt !== null)).toBe(true);
  const [wins] = await rawRows<{ n: number; zero: number; wrong: number }>(
    a.deps.db,
    sql`select count(*)::int as n,
               (count(*) filter (where w.amount = 0))::int as zero,
               (count(*) filter (where w.amount = 0 and w.balance <> a.balance))::int as wrong
          from wallet_transactions w
          join ledger_accounts a on a.owner_type = 'player' and a.user_id = w.user_id
                                and a.kind = 'cash'
         where w.kind = 'win' and w.round = ${`${TABLE}#${r.number}`}`,
  );
  // One win per bet; a win of nothing carries the player's balance, as a single win's does.
  expect(wins).toEqual({ n: bets.length, zero: lost, wrong: 0 });
  const open = await a.deps.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, LIVE),
        eq(walletTransactions.kind, 'bet'),
        eq(walletTransactions.round, `${TABLE}#${r.number}`),
        eq(walletTransactions.state, 'open'),
      ),
    );
  expect(open).toEqual([]);
  await expectLedgerOk(a);
}

describe('settling a live round', () => {
  it('pays winners and settles the bets that won nothing, each once, with two instances at it', async () => {
    const placed = await dealtRound(30);
    const r = await round();
    // Both instances settle the whole round at the same moment, a few bets a call.
    const counts = await Promise.all([
      settleBets(a.deps, r),
      settleBets(b.deps, r),
      settleBets(a.deps, r, 7),
      settleBets(b.deps, r, 11),
    ]);
    expect(counts.every((n) => n >= 0)).toBe(true);
    expect(await settleBets(a.deps, r)).toBe(0);
    await expectSettledOnce(placed);
  });

  it('leaves a lost bet the wallet rolled back unpaid and says so, and settles the rest', async () => {
    const placed = await dealtRound(6);
    const r = await round();
    const rows = await a.deps.db.select().from(liveBets).where(eq(liveBets.roundId, r.id));
    const solo = await soloDeal(r);
    const loser = rows.find((row) => (settleRound(solo, row.bets as Bet[])[0]?.payout ?? 0) === 0);
    if (!loser) throw new Error('no bet lost this round (it is not a tie: one spot lost)');
    const refunded = await walletOf(a.deps).rollback({
      provider: LIVE,
      request_uuid: `rb:${loser.tx}`,
      transaction_uuid: `rb:${loser.tx}`,
      reference_transaction_uuid: loser.tx,
      user: loser.uid,
    });
    expect(refunded.status).toBe('RS_OK');
    await expect(settleBets(a.deps, r)).rejects.toThrow(/1 of \d+ lost bets not settled/);
    const after = await a.deps.db.select().from(liveBets).where(eq(liveBets.roundId, r.id));
    expect(after.filter((row) => row.payout === null).map((row) => row.tx)).toEqual([loser.tx]);
    // The refunded player got their stake back and no win; the others are settled.
    const mine = placed.find((p) => p.userId === loser.userId);
    expect(await balanceOf(a, mine?.userId as number)).toBe(FUNDS);
    await expectLedgerOk(a);
  });

  it('refuses a win of nothing that is not one, and settles no bet it does not know', async () => {
    const r = await round();
    const win = (amount: number, currency = a.deps.ledger.currency) => ({
      provider: LIVE,
      request_uuid: 'win:live:none',
      transaction_uuid: 'win:live:none',
      reference_transaction_uuid: 'live:none',
      user: 'nobody',
      currency,
      amount,
      game_code: r.game,
      round: `${TABLE}#${r.number}`,
    });
    const before = await rawRows<{ n: number }>(
      a.deps.db,
      sql`select count(*)::int as n from wallet_transactions`,
    );
    const wallet = walletOf(a.deps);
    await expect(wallet.zeroWins([win(5)], 'live_lose')).rejects.toThrow(/not a win of 0/);
    await expect(wallet.zeroWins([win(0, 'XXX')], 'live_lose')).rejects.toThrow(/not a win of 0/);
    expect(await wallet.zeroWins([win(0)], 'live_lose')).toEqual(new Set());
    const after = await rawRows<{ n: number }>(
      a.deps.db,
      sql`select count(*)::int as n from wallet_transactions`,
    );
    expect(after).toEqual(before);
  });
});
