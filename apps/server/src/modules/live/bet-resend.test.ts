import { randomUUID } from 'node:crypto';
import { api, type LiveTableSettings } from '@cardroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerOk, failure, resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { forgetCachedSetting, putSetting } from '../settings/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';
import { dealerTick } from './dealer.js';
import { liveBets } from './schema.js';
import { defaultLiveTables, liveTablesSetting } from './settings.js';
import { LIVE } from './settle.js';
import { latestRound } from './tables.js';
import { openFirstTable } from './testkit.js';

/**
 * A live bet resent with its `requestId` (a lost answer, a double tap, a resend landing on the
 * other instance): the id is the wallet transaction's, so the bet is placed once and every
 * resend answers what the first call answered, without the router's key store (routes.ts,
 * `keys: 'handler'`). Two instances on one database, as behind nginx.
 */
const [a, b] = useTestApps(2, { MARKET: 'IN' }) as [TestApp, TestApp];
const TABLE = 'dragon-tiger-1';
type Bets = Array<{ spot: string; stake: number }>;
type Answer = { bets: Bets; balance: number };

let number = 0;
/** A bet the second test places on a round that then closes (the next round's resend). */
let closedRoundBet: { player: Player; requestId: string; lines: Bets };
beforeAll(async () => {
  number = await openFirstTable([a, b]);
});

const bet = (t: TestApp, p: Player, bets: Bets, requestId?: string, round = number) =>
  t.call(
    api.liveBetPlace,
    { tableId: TABLE, number: round, bets, ...(requestId && { requestId }) },
    { sign: p.sign },
  );

/** The player's live bets, the wallet's bet rows, and what the router's key store holds. */
async function traces(p: Player) {
  const bets = await a.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
  const wallet = await a.deps.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, LIVE),
        eq(walletTransactions.userId, p.userId),
        eq(walletTransactions.kind, 'bet'),
      ),
    );
  const [keys] = await rawRows<{ n: number }>(
    a.deps.db,
    sql`select count(*)::int as n from request_keys where user_id = ${p.userId}`,
  );
  return { bets: bets.length, wallet: wallet.length, keys: keys?.n };
}

describe('a live bet sent again with its requestId', () => {
  it('is placed once when 50 copies arrive at once on two instances, and all 50 get the first answer', async () => {
    const p = await fundedPlayer(a, 100_000);
    const requestId = randomUUID();
    const lines = [
      { spot: 'dragon', stake: 2_000 },
      { spot: 'tie', stake: 1_000 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bet(i % 2 ? b : a, p, lines, requestId)),
    );
    const first = resultData<Answer>(answers[0] as (typeof answers)[0]);
    expect(first).toEqual({ bets: lines, balance: 97_000 });
    for (const res of answers) expect(resultData<Answer>(res)).toEqual(first);
    expect(await balanceOf(a, p.userId)).toBe(97_000);
    // One bet, one wallet row, and nothing in the router's store: the wallet is the key.
    expect(await traces(p)).toEqual({ bets: 1, wallet: 1, keys: 0 });
    await expectLedgerOk(a);
  });

  it('answers as the first call even after later bets, after the window closed, and past a limit', async () => {
    const p = await fundedPlayer(a, 20_000_000);
    const requestId = randomUUID();
    const firstLines = [{ spot: 'tiger', stake: 5_000 }];
    const first = resultData<Answer>(await bet(a, p, firstLines, requestId));
    expect(first).toEqual({ bets: firstLines, balance: 19_995_000 });
    closedRoundBet = { player: p, requestId, lines: firstLines };
    // A later bet of the player's: the resend still tells the stakes as they were after it.
    resultData(await bet(b, p, [{ spot: 'tiger', stake: 3_000 }]));
    expect(resultData<Answer>(await bet(b, p, firstLines, requestId))).toEqual(first);

    // Up to the round's limit (₹1,00,000): the resend would pass it, and is still the first.
    const limit = 10_000_000;
    resultData(
      await bet(a, p, [
        { spot: 'dragon', stake: 5_000_000 },
        { spot: 'tie', stake: limit - 5_008_000 },
      ]),
    );
    expect(failure(await bet(a, p, [{ spot: 'tie', stake: 1_000 }]))).toMatchObject({
      msg: expect.stringContaining('1,00,000'),
    });
    expect(resultData<Answer>(await bet(a, p, firstLines, requestId))).toEqual(first);

    // The window closes: a new bet is refused, the resend answers the bet it placed.
    const r = await latestRound(a.deps.db, TABLE);
    a.advance(Math.max(0, (r?.phaseEndsAt?.getTime() ?? 0) - a.deps.now().getTime()) + 1);
    await dealerTick(a.deps);
    expect(failure(await bet(a, p, firstLines))).toMatchObject({
      msg: expect.stringMatching(/closed/i),
    });
    expect(resultData<Answer>(await bet(b, p, firstLines, requestId))).toEqual(first);
    expect(await balanceOf(a, p.userId)).toBe(20_000_000 - limit);
    expect(await traces(p)).toMatchObject({ bets: 3, wallet: 3, keys: 0 });
    await expectLedgerOk(a);
  });
});

describe('a live bet whose requestId was used for another bet', () => {
  let p: Player;
  const requestId = randomUUID();
  beforeAll(async () => {
    // The round the last test closed is dealt and paid; a new one opens.
    for (let i = 0; i < 10; i++) {
      const r = await latestRound(a.deps.db, TABLE);
      if (r?.phase === 'betting' && r.number !== number) break;
      a.advance(Math.max(0, (r?.phaseEndsAt?.getTime() ?? 0) - a.deps.now().getTime()) + 1);
      await dealerTick(a.deps);
    }
    number = (await latestRound(a.deps.db, TABLE))?.number ?? 0;
    p = await fundedPlayer(a, 100_000);
    resultData(await bet(a, p, [{ spot: 'dragon', stake: 2_000 }], requestId));
  });

  it.each([
    ['another spot, the same amount', [{ spot: 'tiger', stake: 2_000 }]],
    ['another amount', [{ spot: 'dragon', stake: 3_000 }]],
    [
      'the same amount split',
      [
        { spot: 'dragon', stake: 1_000 },
        { spot: 'dragon', stake: 1_000 },
      ],
    ],
  ])('is refused with %s, and nothing moves', async (_, lines) => {
    const res = failure(await bet(b, p, lines, requestId));
    expect(res).toEqual({
      state: '400',
      msg: expect.stringMatching(/request id was already used/i),
    });
    expect(await balanceOf(a, p.userId)).toBe(98_000);
    expect(await traces(p)).toEqual({ bets: 1, wallet: 1, keys: 0 });
  });

  it("is refused on the next round, in the player's language", async () => {
    // The id of a bet placed on the round before (the last test's), sent on this one.
    const { player, requestId: used, lines } = closedRoundBet;
    const res = await b.call(
      api.liveBetPlace,
      { tableId: TABLE, number, bets: lines, requestId: used },
      { sign: player.sign, locale: 'id' },
    );
    expect(failure(res)).toEqual({
      state: '400',
      msg: expect.stringMatching(/sudah dipakai untuk permintaan lain/),
    });
    expect(await traces(player)).toMatchObject({ bets: 3, wallet: 3, keys: 0 });
  });

  it('refuses a resend of a bet refused for want of money the same way after a deposit', async () => {
    const poor = await fundedPlayer(a, 1_000);
    const id = randomUUID();
    const lines = [{ spot: 'tiger', stake: 5_000 }];
    const refused = failure(await bet(a, poor, lines, id));
    expect(refused.msg).toMatch(/not enough/i);
    await a.inject({
      method: 'POST',
      url: '/sandbox/wallet/credit',
      payload: { uid: poor.uid, amount: 100_000 },
    });
    expect(failure(await bet(b, poor, lines, id))).toEqual(refused);
    expect(await balanceOf(a, poor.userId)).toBe(101_000);
    // A new id is a new bet, and it is placed.
    expect(resultData<Answer>(await bet(b, poor, lines, randomUUID())).balance).toBe(96_000);
    await expectLedgerOk(a);
  });
});

describe('a live bet resent after the operator closed the table', () => {
  it('answers as the first call, while a new bet is refused', async () => {
    const p = await fundedPlayer(a, 100_000);
    const requestId = randomUUID();
    const lines = [{ spot: 'tie', stake: 1_000 }];
    const first = resultData<Answer>(await bet(a, p, lines, requestId));
    const table = defaultLiveTables('IN')[0] as LiveTableSettings;
    await putSetting(a.deps.db, 'IN', liveTablesSetting, [{ ...table, open: false }]);
    for (const t of [a, b]) forgetCachedSetting(t.deps.db, 'liveTables');
    expect(resultData<Answer>(await bet(b, p, lines, requestId))).toEqual(first);
    expect(failure(await bet(b, p, lines, randomUUID())).msg).toMatch(/closed/i);
    expect(await balanceOf(a, p.userId)).toBe(99_000);
  });
});
