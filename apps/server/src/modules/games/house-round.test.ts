import { randomUUID } from 'node:crypto';
import { api, type GameRound } from '@cardroom/contract';
import { dealRound } from '@cardroom/games';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import { useTestApps } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { putSetting } from '../settings/index.js';
import { hashToken, WalletOpError, walletOf, walletTransactions } from '../wallet-api/index.js';
import { fundedPlayer, gameSession } from '../wallet-api/testkit.js';
import { HOUSE } from './house.js';
import { activeSeeds, tableLimitsSetting } from './index.js';

/**
 * A house round is one wallet operation (house_round, migration 0029): dealt from the seed
 * pair read before it, then bet, nonce, win and record in one statement. Two instances on one
 * database, because a round of the same player on the other instance is what can take the
 * nonce a round was dealt for.
 */
const [a, b] = useTestApps(2) as [TestApp, TestApp];
beforeAll(async () => {
  await putSetting(a.deps.db, 'ID', tableLimitsSetting, {
    spot: { min: 1, max: 10 ** 12 },
    round: { min: 1, max: 10 ** 12 },
    chips: [1],
  });
});

interface Played {
  round: GameRound;
  balance: number;
  seeds: { nonce: number };
}

const rowsOf = (userId: number) =>
  a.deps.db
    .select({ kind: walletTransactions.kind, state: walletTransactions.state })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));

const roundCount = async (userId: number) => {
  const [row] = await rawRows<{ n: string }>(
    a.deps.db,
    sql`select count(*) as n from game_rounds where user_id = ${userId}`,
  );
  return Number(row?.n);
};

interface Deal {
  id: number;
  nonce: number;
  clientSeed: string;
}

/**
 * A house_round straight through the wallet (what games/house.ts sends), dealt for `deal`,
 * with a stake of 1,000 and a payout of 1,950 unless `change` says otherwise.
 */
function direct(
  p: { uid: string; userId: number },
  token: string,
  deal: Deal,
  change: Partial<{ stake: number; payout: number; currency: string; ids: string[] }> = {},
) {
  const [betUuid, request, winUuid, winRequest] = change.ids ?? [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  return walletOf(a.deps).betAndWin(
    {
      provider: HOUSE,
      request_uuid: request as string,
      transaction_uuid: betUuid as string,
      token,
      user: p.uid,
      currency: change.currency ?? a.deps.ledger.currency,
      amount: change.stake ?? 1_000,
      game_code: 'dragon-tiger',
      round: betUuid as string,
    },
    {
      transaction_uuid: winUuid as string,
      request_uuid: winRequest as string,
      amount: change.payout ?? 1_950,
    },
    {
      fn: 'house_round',
      args: [1_000, deal.id, deal.nonce, deal.clientSeed, 'x y', '{}', '[]'],
      read: (j) => j,
      player: p.userId,
    },
  );
}

describe('a house round', () => {
  it('is one wallet operation: its bet, nonce, win and record in one statement', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const stats = walletOf(a.deps).batchStats;
    const [ops, batches] = [stats.operations, stats.batches];
    const played = resultData<Played>(
      await a.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 1_000 }] }),
    );
    expect(stats.operations - ops).toBe(1);
    expect(stats.batches - batches).toBe(1);
    expect(played.round.nonce).toBe(0);
    expect(played.seeds.nonce).toBe(1);
    expect(played.balance).toBe(100_000 - 1_000 + played.round.payout);
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(played.balance);
    // The next round deals from the pair this one left, with no read: one operation again.
    const next = resultData<Played>(
      await a.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake: 1_000 }] }),
    );
    expect(stats.operations - ops).toBe(2);
    expect(next.round.nonce).toBe(1);
    expect(next.balance).toBe(played.balance - 1_000 + next.round.payout);
    const rows = await rowsOf(p.userId);
    expect(rows.map((r) => `${r.kind}:${r.state}`).sort()).toEqual([
      'bet:settled',
      'bet:settled',
      'win:done',
      'win:done',
    ]);
    expect(await roundCount(p.userId)).toBe(2);
  });

  it('writes its bet row once, settled with its win; another provider’s bet stays open', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const seed = await activeSeeds(a.deps.db, p.userId);
    const [bet, other] = [randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    const currency = a.deps.ledger.currency;
    // The statements themselves, in a transaction of our own, so that transaction's table
    // counters show what they wrote: migration 0030 inserts the bet row as it ends up, where
    // 0029 inserted it open and then updated it (a dead row per round for autovacuum).
    const { updates, otherState } = await a.deps.db.transaction(async (t) => {
      const [played] = await rawRows<{ r: { status: string } }>(
        t,
        sql`select house_round(${HOUSE}, ${bet}, ${randomUUID()}, ${hashToken(token)}, ${p.uid},
              ${currency}, 1000::bigint, 'dragon-tiger', ${bet}, 'print', ${at}::timestamptz,
              ${randomUUID()}, ${randomUUID()}, 1950::bigint, 'print', 1000::bigint,
              ${seed.id}::bigint, ${seed.nonce}::int, ${seed.clientSeed}, 'x y', '{}'::jsonb,
              '[]'::jsonb) as r`,
      );
      expect(played?.r.status).toBe('RS_OK');
      const [counted] = await rawRows<{ n: string }>(
        t,
        sql`select n_tup_upd as n from pg_stat_xact_user_tables
             where relname = 'wallet_transactions'`,
      );
      const [placed] = await rawRows<{ r: { status: string } }>(
        t,
        sql`select wallet_bet('hub88', ${other}, ${randomUUID()}, ${hashToken(token)}, ${p.uid},
              ${currency}, 500::bigint, 'dragon-tiger', ${other}, 'print', ${at}::timestamptz,
              500::bigint) as r`,
      );
      expect(placed?.r.status).toBe('RS_OK');
      const [row] = await t
        .select({ state: walletTransactions.state })
        .from(walletTransactions)
        .where(eq(walletTransactions.transactionUuid, other));
      return { updates: Number(counted?.n), otherState: row?.state };
    });
    expect(updates).toBe(0);
    expect(otherState).toBe('open');
    const [row] = await a.deps.db
      .select({ state: walletTransactions.state, won: walletTransactions.won })
      .from(walletTransactions)
      .where(eq(walletTransactions.transactionUuid, bet));
    expect(row).toEqual({ state: 'settled', won: 1_950 });
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(100_000 - 1_000 + 1_950 - 500);
  });

  it('dealt for a nonce, client seed or seed pair that is not the next, is undone whole', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const seed = await activeSeeds(a.deps.db, p.userId);
    const attempt = (id: number, nonce: number, clientSeed: string) =>
      direct(p, token, { id, nonce, clientSeed });
    for (const [id, nonce, clientSeed] of [
      [seed.id, seed.nonce + 1, seed.clientSeed],
      [seed.id, seed.nonce, `${seed.clientSeed}x`],
      [seed.id + 1_000_000, seed.nonce, seed.clientSeed],
    ] as const) {
      const err = await attempt(id, nonce, clientSeed).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(WalletOpError);
      expect((err as WalletOpError).code).toBe('CR412');
    }
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(100_000);
    expect(await rowsOf(p.userId)).toEqual([]);
    expect(await roundCount(p.userId)).toBe(0);
    expect((await activeSeeds(a.deps.db, p.userId)).nonce).toBe(seed.nonce);

    const ok = await attempt(seed.id, seed.nonce, seed.clientSeed);
    expect(ok.answer.status).toBe('RS_OK');
    expect(ok.answer.balance).toBe(100_000 - 1_000 + 1_950);
    expect((await activeSeeds(a.deps.db, p.userId)).nonce).toBe(seed.nonce + 1);
  });

  it('sent 50 times at once with the same ids, moves money once', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const seed = await activeSeeds(a.deps.db, p.userId);
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => direct(p, token, seed, { ids })),
    );
    expect(answers.map((o) => o.answer.status)).toEqual(answers.map(() => 'RS_OK'));
    // The first one played the round; the repeats answer the recorded bet and move nothing.
    expect(answers.filter((o) => o.extra !== undefined)).toHaveLength(1);
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(100_000 - 1_000 + 1_950);
    const rows = await rowsOf(p.userId);
    expect(rows.map((r) => `${r.kind}:${r.state}`).sort()).toEqual(['bet:settled', 'win:done']);
    expect(await roundCount(p.userId)).toBe(1);
    expect((await activeSeeds(a.deps.db, p.userId)).nonce).toBe(seed.nonce + 1);
  });

  it('refuses wrong amounts, another currency and a stake above the balance, moving nothing', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const seed = await activeSeeds(a.deps.db, p.userId);
    const wrong = [
      [{ stake: 0 }, 'RS_ERROR_WRONG_TYPES'],
      [{ stake: -1_000 }, 'RS_ERROR_WRONG_TYPES'],
      [{ stake: 0.5 }, 'RS_ERROR_WRONG_TYPES'],
      [{ payout: -1 }, 'RS_ERROR_WRONG_TYPES'],
      [{ payout: 1.5 }, 'RS_ERROR_WRONG_TYPES'],
      [{ currency: 'XXX' }, 'RS_ERROR_WRONG_CURRENCY'],
    ] as const;
    for (const [change, status] of wrong) {
      expect((await direct(p, token, seed, change)).answer.status).toBe(status);
    }
    expect(await rowsOf(p.userId)).toEqual([]);
    const broke = await direct(p, token, seed, { stake: 100_001 });
    expect(broke.answer.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(broke.answer.balance).toBe(100_000);
    // Recorded as refused (a repeat gets the same answer); no nonce, no win, no round.
    expect((await rowsOf(p.userId)).map((r) => `${r.kind}:${r.state}`)).toEqual(['bet:refused']);
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(100_000);
    expect(await roundCount(p.userId)).toBe(0);
    expect((await activeSeeds(a.deps.db, p.userId)).nonce).toBe(seed.nonce);
  });

  it('deals from the client seed and seed pair set on the other instance', async () => {
    const p = await fundedPlayer(a, 100_000);
    const { token } = await gameSession(a, p);
    const bets = [{ spot: 'tiger', stake: 1_000 }];
    const round = async (t: TestApp) =>
      resultData<Played>(await t.call(api.gamePlay, { token, bets })).round;
    // Instance a now knows the pair its next round deals from...
    expect((await round(a)).nonce).toBe(0);
    // ...and b changes it: a new client seed, then a new pair.
    resultData(await b.call(api.gameClientSeed, { token, clientSeed: 'from-the-other-one' }));
    const second = await round(a);
    expect(second.clientSeed).toBe('from-the-other-one');
    expect(second.nonce).toBe(1);
    const first = resultData<{
      revealed: { serverSeed: string };
      seeds: { serverSeedHash: string };
    }>(await b.call(api.gameRotate, { token }));
    const third = await round(a);
    expect(third.serverSeedHash).toBe(first.seeds.serverSeedHash);
    expect(third.nonce).toBe(0);
    const again = dealRound('dragon-tiger', {
      serverSeed: first.revealed.serverSeed,
      clientSeed: 'from-the-other-one',
      nonce: 1,
    });
    expect(second.cards).toEqual([...again.cards]);
    // Every round is whole: three bets settled, three wins, three records.
    const rows = await rowsOf(p.userId);
    expect(rows.filter((r) => r.kind === 'bet' && r.state === 'settled')).toHaveLength(3);
    expect(rows.filter((r) => r.kind === 'win')).toHaveLength(3);
    expect(await roundCount(p.userId)).toBe(3);
  });

  it('50 rounds of one player at once across two instances: each dealt for the nonce it took', async () => {
    const p = await fundedPlayer(a, 1_000_000);
    const { token } = await gameSession(a, p);
    const bets = [
      { spot: 'dragon', stake: 1_000 },
      { spot: 'tie', stake: 100 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a : b).call(api.gamePlay, { token, bets }),
      ),
    );
    expect(answers.map((r) => r.body.state)).toEqual(answers.map(() => '200'));
    const played = answers.map((r) => resultData<Played>(r));
    expect(played.map((r) => r.round.nonce).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    const net = played.reduce((sum, r) => sum + r.round.payout - 1_100, 0);
    expect(await a.deps.ledger.balance(a.deps.db, p.userId)).toBe(1_000_000 + net);
    const rows = await rowsOf(p.userId);
    expect(rows.filter((r) => r.kind === 'bet' && r.state === 'settled')).toHaveLength(50);
    expect(rows.filter((r) => r.kind === 'win')).toHaveLength(50);
    expect(rows).toHaveLength(100);

    // Revealed, the seed re-deals every round's cards from the nonce it shows.
    const rotated = resultData<{ revealed: { serverSeed: string } }>(
      await b.call(api.gameRotate, { token }),
    );
    const { list } = resultData<{ list: GameRound[] }>(
      await a.call(api.gameRounds, { token, limit: 50 }),
    );
    expect(list).toHaveLength(50);
    for (const stored of list) {
      const again = dealRound('dragon-tiger', {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: stored.clientSeed,
        nonce: stored.nonce,
      });
      expect(stored.cards).toEqual([...again.cards]);
    }
  });
});
