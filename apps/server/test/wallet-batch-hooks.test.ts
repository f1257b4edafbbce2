import { api } from '@cardroom/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLimit } from '../src/modules/limits/testkit.js';
import { putSetting } from '../src/modules/settings/index.js';
import { users } from '../src/modules/users/index.js';
import { vipLevelsSetting, vipProgress } from '../src/modules/vip/index.js';
import { walletOf } from '../src/modules/wallet-api/instance.js';
import { fundedPlayer, gameSession } from '../src/modules/wallet-api/testkit.js';
import { failure, resultData } from './factories.js';
import { useTestApp } from './use-test-app.js';

/**
 * House-game bets take the batch's fast path (migration 0027 wallet_batch_hooked): the bets,
 * the player-limits guard and the VIP listener in one statement. Only the bets of players with
 * a loss or wager limit go the slow way (the TypeScript guard), and a bet that reaches a VIP
 * level sends its batch the slow way (the level-up's reward goes through the ledger). Seen
 * from outside, nothing may differ from the slow way.
 */
const t = useTestApp();
beforeAll(async () => {
  // VIP 1 at Rp 5.000 of valid bets and no deposit, so one round of a test can reach it.
  await putSetting(t.deps.db, t.deps.market.code, vipLevelsSetting, {
    levels: [
      { level: 0, deposit: 0, validBet: 0, reward: 0 },
      { level: 1, deposit: 0, validBet: 500_000, reward: 0 },
    ],
  });
});

const STAKE = 100_000;
const balanceOf = (userId: number) => t.deps.ledger.balance(t.deps.db, userId);

async function seated(count: number, amount = 10_000_000) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const p = await fundedPlayer(t, amount);
      const { token } = await gameSession(t, p);
      return { p, token };
    }),
  );
}

const round = (token: string, stake = STAKE) =>
  t.call(api.gamePlay, { token, bets: [{ spot: 'dragon', stake }] });

async function validBets(ids: number[]): Promise<Map<number, number>> {
  const rows = await t.deps.db
    .select({ userId: vipProgress.userId, total: vipProgress.validBetTotal })
    .from(vipProgress)
    .where(inArray(vipProgress.userId, ids));
  return new Map(rows.map((r) => [r.userId, r.total]));
}

describe('house-game bets in one statement with their guard and listener', () => {
  it('60 players at once: limited players are checked the slow way, the others in the fast statement', async () => {
    const free = await seated(20);
    const tight = await seated(20); // a daily loss limit below one stake: refused
    const roomy = await seated(20); // a loss limit with room: placed, the slow way
    for (const { p } of tight) await setLimit(t, p.sign, 'loss', 'day', STAKE - 100);
    for (const { p } of roomy) await setLimit(t, p.sign, 'loss', 'day', STAKE * 10);
    const before = { ...walletOf(t.deps).batchStats };

    const answers = await Promise.all([...free, ...tight, ...roomy].map((s) => round(s.token)));

    const stats = walletOf(t.deps).batchStats;
    expect(stats.fast - before.fast).toBeGreaterThan(0);
    for (const [i, { p }] of [...free, ...roomy].entries()) {
      const res = answers[i < 20 ? i : i + 20];
      const played = resultData<{ balance: number }>(res as NonNullable<typeof res>);
      expect(played.balance).toBe(await balanceOf(p.userId));
    }
    for (const [i, { p }] of tight.entries()) {
      const res = answers[20 + i];
      expect(failure(res as NonNullable<typeof res>).msg).toMatch(/limit/i);
      expect(await balanceOf(p.userId)).toBe(10_000_000);
    }
    // VIP counted each placed bet once, and none of the refused.
    const counted = await validBets([...free, ...tight, ...roomy].map((s) => s.p.userId));
    for (const { p } of [...free, ...roomy]) expect(counted.get(p.userId)).toBe(STAKE);
    for (const { p } of tight) expect(counted.get(p.userId) ?? 0).toBe(0);
  });

  it('50 players reach VIP 1 at once: each levels up once, with the bet that reached it', async () => {
    const many = await seated(50);
    // Four rounds each, one after another, stay under VIP 1 (Rp 5.000 of valid bets) ...
    for (let i = 0; i < 4; i++) {
      const res = await Promise.all(many.map((s) => round(s.token)));
      for (const r of res) expect(r.body.state).toBe('200');
    }
    const ids = many.map((s) => s.p.userId);
    const levelOf = async () =>
      new Map(
        (
          await t.deps.db
            .select({ id: users.id, level: users.vipLevel })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((r) => [r.id, r.level]),
      );
    for (const level of (await levelOf()).values()) expect(level).toBe(0);
    // ... and the fifth, all at once, reaches it.
    const fifth = await Promise.all(many.map((s) => round(s.token)));
    for (const r of fifth) expect(r.body.state).toBe('200');
    for (const level of (await levelOf()).values()) expect(level).toBe(1);
    const counted = await validBets(ids);
    for (const id of ids) expect(counted.get(id)).toBe(STAKE * 5);
    const [progress] = await t.deps.db
      .select({ level: vipProgress.level })
      .from(vipProgress)
      .where(eq(vipProgress.userId, ids[0] as number));
    expect(progress?.level).toBe(1);
  });
});
