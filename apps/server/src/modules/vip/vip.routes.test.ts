import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditedDeposit, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { expectLedgerOk, type Player, player } from '../deposits/testkit.js';
import { promotions, setPromotionStatus } from '../promo/index.js';
import { records } from '../promo/testkit.js';
import { users } from '../users/index.js';
import { betBody, rollbackBody, walletCall } from '../wallet-api/testkit.js';
import { vipLevelUps, vipProgress } from './schema.js';
import {
  betAndWin,
  fund,
  levelRewardPostings,
  sessionOf,
  TEST_LEVELS,
  useTestLevels,
  vipInfo,
} from './testkit.js';

const t = useTestApp({ MARKET: 'ID' });
beforeAll(async () => {
  await useTestLevels(t);
});

const mailTitles = async (p: Player, locale: 'en' | 'id' = 'en') =>
  resultData<{ list: Array<{ title: string; body: string }> }>(
    await t.call(api.mailList, { page: 1, pageSize: 50 }, { sign: p.sign, locale }),
  ).list;

describe('VIP levels', () => {
  it('a deposit that crosses VIP 1 raises the level in its transaction and pays the reward once', async () => {
    const p = await player(t);
    const before = await vipInfo(t, p);
    expect(before.currentVipConfig).toEqual({ level: 0, name: 'VIP0' });
    expect(before.nextVipConfig).toEqual({ level: 1, name: 'VIP1' });
    expect(before.next).toMatchObject({ level: 1, depositNeeded: 1_000_000, validBetNeeded: 0 });
    expect(before.celebrate).toBeNull();

    await creditedDeposit(t, p, 1_000_000);
    const after = await vipInfo(t, p);
    expect(after.currentVipConfig).toEqual({ level: 1, name: 'VIP1' });
    expect(after.totals).toEqual({ deposit: 1_000_000, validBet: 0 });
    expect(after.next).toEqual({
      level: 2,
      deposit: 2_000_000,
      validBet: 5_000_000,
      depositNeeded: 1_000_000,
      validBetNeeded: 5_000_000,
      reward: 200_000,
    });
    expect(after.history).toEqual([expect.objectContaining({ level: 1, reward: 100_000 })]);
    expect(after.celebrate).toEqual({ level: 1, reward: 100_000 });
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, p.userId));
    expect(u?.vipLevel).toBe(1);
    expect(await records(t, p.sign, 'vip_bonus')).toEqual([
      expect.objectContaining({ type: 'vip_bonus', amount: 100_000 }),
    ]);
    // The inbox tells it, in the reader's language.
    expect((await mailTitles(p)).map((m) => m.title)).toContain('You reached VIP 1');
    const id = await mailTitles(p, 'id');
    expect(id.find((m) => m.title === 'Anda mencapai VIP 1')?.body).toContain('Rp 1.000');

    // A second deposit below VIP 2 pays nothing more.
    await creditedDeposit(t, p, 1_000_000);
    expect(await levelRewardPostings(t, p)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('shows the celebration once: marked seen, it is gone, and a second mark changes nothing', async () => {
    const p = await player(t);
    await creditedDeposit(t, p, 1_000_000);
    expect((await vipInfo(t, p)).celebrate).toEqual({ level: 1, reward: 100_000 });
    resultData(await t.call(api.vipCelebrated, { level: 1 }, { sign: p.sign }));
    expect((await vipInfo(t, p)).celebrate).toBeNull();
    resultData(await t.call(api.vipCelebrated, { level: 10 }, { sign: p.sign }));
    const [row] = await t.deps.db
      .select()
      .from(vipProgress)
      .where(eq(vipProgress.userId, p.userId));
    expect(row?.celebrated).toBe(1); // never past the level reached
    for (const locale of ['en', 'id'] as const) {
      const bad = failure(await t.call(api.vipCelebrated, { level: 0 }, { sign: p.sign, locale }));
      expect(bad.state).toBe('400');
      expect(bad.msg).toMatch(locale === 'en' ? /Invalid value/ : /Nilai tidak valid/);
    }
  });

  it('valid bets count: bets that cross VIP 2 level up at the crossing bet, with the amounts still needed before', async () => {
    const p = await player(t);
    await creditedDeposit(t, p, 2_000_000);
    const token = await sessionOf(t, p);
    await betAndWin(t, p, token, 1_000_000);
    await betAndWin(t, p, token, 1_000_000);
    const mid = await vipInfo(t, p);
    expect(mid.currentVipConfig.level).toBe(1);
    expect(mid.totals).toEqual({ deposit: 2_000_000, validBet: 2_000_000 });
    expect(mid.next).toMatchObject({ level: 2, depositNeeded: 0, validBetNeeded: 3_000_000 });
    for (let i = 0; i < 3; i++) await betAndWin(t, p, token, 1_000_000);
    const done = await vipInfo(t, p);
    expect(done.currentVipConfig.level).toBe(2);
    expect(done.history.map((h) => [h.level, h.reward])).toEqual([
      [2, 200_000],
      [1, 100_000],
    ]);
    expect(done.celebrate).toEqual({ level: 2, reward: 300_000 });
    expect(await levelRewardPostings(t, p)).toHaveLength(2);
    await expectLedgerOk(t);
  });

  it('50 concurrent bets crossing five thresholds pay each level once', async () => {
    const p = await player(t);
    await creditedDeposit(t, p, 3_000_000);
    await fund(t, p, 20_000_000);
    const token = await sessionOf(t, p);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        walletCall(t, 'transaction/bet', betBody(p, token, 200_000)),
      ),
    );
    expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
    const info = await vipInfo(t, p);
    expect(info.totals.validBet).toBe(10_000_000);
    expect(info.currentVipConfig.level).toBe(6);
    expect(info.history.map((h) => h.level)).toEqual([6, 5, 4, 3, 2, 1]);
    const keys = await levelRewardPostings(t, p);
    expect(keys.map((k) => k.split(':').pop())).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `level-${n}`),
    );
    expect((await records(t, p.sign, 'vip_bonus')).map((r) => r.amount).sort()).toEqual([
      100_000, 200_000, 300_000, 400_000, 500_000, 600_000,
    ]);
    await expectLedgerOk(t);
  });

  it('a deposit that jumps over two levels pays each level passed', async () => {
    const p = await player(t);
    await fund(t, p, 7_000_000);
    const token = await sessionOf(t, p);
    for (let i = 0; i < 6; i++) await betAndWin(t, p, token, 1_000_000);
    expect((await vipInfo(t, p)).currentVipConfig.level).toBe(0); // no deposit yet
    await creditedDeposit(t, p, 3_000_000);
    const info = await vipInfo(t, p);
    expect(info.currentVipConfig.level).toBe(3);
    expect(info.history.map((h) => [h.level, h.reward])).toEqual([
      [3, 300_000],
      [2, 200_000],
      [1, 100_000],
    ]);
    expect(info.celebrate).toEqual({ level: 3, reward: 600_000 });
    const titles = (await mailTitles(p)).map((m) => m.title);
    for (const n of [1, 2, 3]) expect(titles).toContain(`You reached VIP ${n}`);
    expect(await levelRewardPostings(t, p)).toHaveLength(3);
    await expectLedgerOk(t);
  });

  it('a level lost (lowered by hand) and reached again, or a changed table, never pays twice', async () => {
    const p = await player(t);
    await creditedDeposit(t, p, 2_000_000);
    const token = await sessionOf(t, p);
    for (let i = 0; i < 5; i++) await betAndWin(t, p, token, 1_000_000);
    expect((await vipInfo(t, p)).currentVipConfig.level).toBe(2);
    // An operator's hand correction in the database: back to VIP 0.
    await t.deps.db.update(users).set({ vipLevel: 0 }).where(eq(users.id, p.userId));
    await t.deps.db
      .update(vipProgress)
      .set({ level: 0, celebrated: 0 })
      .where(eq(vipProgress.userId, p.userId));
    await betAndWin(t, p, token, 1_000_000);
    expect((await vipInfo(t, p)).currentVipConfig.level).toBe(2);
    // The operator doubles the rewards: levels already rewarded stay paid once.
    await useTestLevels(t, {
      levels: TEST_LEVELS.levels.map((l) => ({ ...l, reward: l.reward * 2 })),
    });
    await t.deps.db
      .update(vipProgress)
      .set({ level: 0, celebrated: 0 })
      .where(eq(vipProgress.userId, p.userId));
    await betAndWin(t, p, token, 1_000_000);
    await useTestLevels(t);
    expect(await levelRewardPostings(t, p)).toHaveLength(2);
    expect(
      await t.deps.db.select().from(vipLevelUps).where(eq(vipLevelUps.userId, p.userId)),
    ).toHaveLength(2);
    await expectLedgerOk(t);
  });

  it('a rolled-back bet leaves the valid-bet total but never lowers the level', async () => {
    const p = await player(t);
    await creditedDeposit(t, p, 2_000_000);
    await fund(t, p, 5_000_000);
    const token = await sessionOf(t, p);
    for (let i = 0; i < 4; i++) await betAndWin(t, p, token, 1_000_000);
    const last = betBody(p, token, 1_000_000);
    expect((await walletCall(t, 'transaction/bet', last)).status).toBe('RS_OK');
    expect((await vipInfo(t, p)).currentVipConfig.level).toBe(2);
    const rb = await walletCall(t, 'transaction/rollback', rollbackBody(p, last.transaction_uuid));
    expect(rb.status).toBe('RS_OK');
    const info = await vipInfo(t, p);
    expect(info.totals.validBet).toBe(4_000_000);
    expect(info.currentVipConfig.level).toBe(2);
    // A replayed bet adds nothing.
    const again = betBody(p, token, 1_000_000);
    await walletCall(t, 'transaction/bet', again);
    await walletCall(t, 'transaction/bet', again);
    expect((await vipInfo(t, p)).totals.validBet).toBe(5_000_000);
    await expectLedgerOk(t);
  });

  it('with the vip promotion ended, the level still rises and nothing is paid', async () => {
    const [promo] = await t.deps.db.select().from(promotions).where(eq(promotions.kind, 'vip'));
    if (!promo) throw new Error('vip promotion not seeded');
    await setPromotionStatus(t.deps, 'ID', promo.id, 'paused');
    try {
      const p = await player(t);
      await creditedDeposit(t, p, 1_000_000);
      const info = await vipInfo(t, p);
      expect(info.currentVipConfig.level).toBe(1);
      expect(info.history).toEqual([expect.objectContaining({ level: 1, reward: 0 })]);
      expect(await levelRewardPostings(t, p)).toHaveLength(0);
      const mail = (await mailTitles(p)).find((m) => m.title === 'You reached VIP 1');
      expect(mail?.body).not.toContain('reward');
    } finally {
      await setPromotionStatus(t.deps, 'ID', promo.id, 'live');
    }
  });

  it('every level card carries the withdraw rules withdrawals applies; visitors get the table', async () => {
    const visitor = resultData<{ levels: Array<{ level: number; withdrawCount: number }> }>(
      await t.call(api.vipLevels, {}),
    );
    expect(visitor.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // withdrawRules defaults: 3 + level withdrawals a day.
    expect(visitor.levels.map((l) => l.withdrawCount)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => 3 + n),
    );
    expect(failure(await t.call(api.getVipInfo, {})).state).toBe('401');
  });
});
