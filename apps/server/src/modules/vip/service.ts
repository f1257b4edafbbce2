import type { VipInfo, VipLevelCard } from '@cardroom/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { readSettings } from '../settings/index.js';
import { users } from '../users/index.js';
import { withdrawRuleOfLevel, withdrawRulesSetting } from '../withdrawals/index.js';
import { vipLevelUps, vipProgress } from './schema.js';
import { type VipLevels, vipLevelsSetting } from './settings.js';

const nameOf = (level: number) => `VIP${level}`;

/** Every level's card: the vip table beside the withdraw rules the withdrawals module applies. */
export async function levelCards(deps: Deps, db: DbOrTx = deps.db): Promise<VipLevelCard[]> {
  const [table, withdraw] = await readSettings(db, deps.market.code, [
    vipLevelsSetting,
    withdrawRulesSetting,
  ] as const);
  return cardsOf(table, (level) => withdrawRuleOfLevel(withdraw, level));
}

function cardsOf(
  table: VipLevels,
  withdrawOf: (level: number) => {
    dailyCount: number;
    dailyAmount: number;
    fee: { bps: number; min: number };
  },
): VipLevelCard[] {
  return table.levels.map((l) => {
    const w = withdrawOf(l.level);
    return {
      level: l.level,
      name: nameOf(l.level),
      deposit: l.deposit,
      validBet: l.validBet,
      reward: l.reward,
      withdrawCount: w.dailyCount,
      withdrawLimit: w.dailyAmount,
      withdrawFeeBps: w.fee.bps,
      withdrawFeeMin: w.fee.min,
    };
  });
}

/** The player's progress row, or zeros before their first deposit or bet. */
export async function progressOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(vipProgress).where(eq(vipProgress.userId, userId));
  return row ?? { userId, depositTotal: 0, validBetTotal: 0, level: 0, celebrated: 0 };
}

export async function levelUpsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(vipLevelUps)
    .where(eq(vipLevelUps.userId, userId))
    .orderBy(desc(vipLevelUps.level));
}

/** `/vip/getVipInfo`: the level (SPEC.md §3), the progress to the next one, cards and history. */
export async function vipInfoOf(deps: Deps, userId: number): Promise<VipInfo> {
  const { db } = deps;
  const [user] = await db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId));
  const progress = await progressOf(db, userId);
  const levels = await levelCards(deps);
  const history = await levelUpsOf(db, userId);
  // users.vip_level is the level every rule reads (withdrawals, customer service, inbox).
  const level = Math.max(user?.level ?? 0, progress.level);
  const totals = { deposit: progress.depositTotal, validBet: progress.validBetTotal };
  const nextCard = levels.find((c) => c.level === level + 1);
  const celebrateLevel = progress.level > progress.celebrated ? progress.level : null;
  return {
    currentVipConfig: { level, name: nameOf(level) },
    nextVipConfig: nextCard ? { level: nextCard.level, name: nextCard.name } : null,
    totals,
    next: nextCard
      ? {
          level: nextCard.level,
          deposit: nextCard.deposit,
          validBet: nextCard.validBet,
          depositNeeded: Math.max(0, nextCard.deposit - totals.deposit),
          validBetNeeded: Math.max(0, nextCard.validBet - totals.validBet),
          reward: nextCard.reward,
        }
      : null,
    levels,
    history: history.map((h) => ({
      level: h.level,
      reward: h.reward,
      reachedAt: h.reachedAt.toISOString(),
    })),
    celebrate:
      celebrateLevel === null
        ? null
        : {
            level: celebrateLevel,
            reward: history
              .filter((h) => h.level > progress.celebrated)
              .reduce((sum, h) => sum + h.reward, 0),
          },
  };
}

/**
 * The celebration of every level up to `level` was shown: it is not shown again. Only ever
 * moves up, and never past the level reached.
 */
export async function markCelebrated(deps: Deps, userId: number, level: number): Promise<void> {
  await deps.db
    .update(vipProgress)
    .set({
      celebrated: sql`least(${vipProgress.level}, greatest(${vipProgress.celebrated}, ${level}))`,
    })
    .where(eq(vipProgress.userId, userId));
}
