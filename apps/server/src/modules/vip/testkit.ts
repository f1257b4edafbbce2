import { api, type VipInfo } from '@cardroom/contract';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { resultData } from '../../../test/factories.js';
import type { TestApp } from '../../../test/harness.js';
import type { Player } from '../deposits/testkit.js';
import { ledgerTransactions } from '../ledger/index.js';
import { putSetting } from '../settings/index.js';
import { betBody, gameSession, walletCall, winBody } from '../wallet-api/testkit.js';
import { type VipLevels, vipLevelsSetting } from './settings.js';

/** Test helpers for VIP levels (imported only from *.test.ts files). */

/**
 * A small table for tests (ID minor units, the smallest deposit being Rp 10.000 = 1,000,000):
 * VIP 1 on a Rp 10.000 deposit alone; VIP 2–6 need Rp 20.000–30.000 deposited and Rp 50.000–
 * 90.000 of valid bets; VIP 7–10 are out of reach. Rewards Rp 1.000 × level.
 */
export const TEST_LEVELS: VipLevels = {
  levels: [
    { level: 0, deposit: 0, validBet: 0, reward: 0 },
    { level: 1, deposit: 1_000_000, validBet: 0, reward: 100_000 },
    { level: 2, deposit: 2_000_000, validBet: 5_000_000, reward: 200_000 },
    { level: 3, deposit: 3_000_000, validBet: 6_000_000, reward: 300_000 },
    { level: 4, deposit: 3_000_000, validBet: 7_000_000, reward: 400_000 },
    { level: 5, deposit: 3_000_000, validBet: 8_000_000, reward: 500_000 },
    { level: 6, deposit: 3_000_000, validBet: 9_000_000, reward: 600_000 },
    ...[7, 8, 9, 10].map((level) => ({
      level,
      deposit: 10 ** 13,
      validBet: 10 ** 13,
      reward: 1_000_000,
    })),
  ],
};

export const useTestLevels = (t: TestApp, levels: VipLevels = TEST_LEVELS) =>
  putSetting(t.deps.db, t.deps.market.code, vipLevelsSetting, levels);

/** Test money that is not a deposit (counts for nothing), through the sandbox. */
export async function fund(t: TestApp, p: Player, amount: number): Promise<void> {
  const res = await t.inject({
    method: 'POST',
    url: '/sandbox/wallet/credit',
    payload: { uid: p.uid, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** One accepted bet of `stake` (all of it at risk), paid back in full so the balance stays. */
export async function betAndWin(t: TestApp, p: Player, token: string, stake: number) {
  const bet = betBody(p, token, stake);
  const answer = await walletCall(t, 'transaction/bet', bet);
  expect(answer.status).toBe('RS_OK');
  const win = await walletCall(t, 'transaction/win', winBody(p, bet.transaction_uuid, stake));
  expect(win.status).toBe('RS_OK');
  return bet;
}

export const sessionOf = async (t: TestApp, p: Player) => (await gameSession(t, p)).token;

export async function vipInfo(t: TestApp, p: Player): Promise<VipInfo> {
  return resultData<VipInfo>(await t.call(api.getVipInfo, {}, { sign: p.sign }));
}

/** How many ledger transactions paid this player's VIP level-ups (key promo:<id>:<user>:level-<n>). */
export async function levelRewardPostings(t: TestApp, p: Player): Promise<string[]> {
  const rows = await t.deps.db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.type, 'vip_bonus'),
        like(ledgerTransactions.idempotencyKey, `promo:%:${p.userId}:level-%`),
      ),
    );
  return rows.map((r) => r.key).sort();
}
