import { eq, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { creditGrant, livePromotionOf, newClaimableGrant } from '../promo/index.js';
import { readSetting, settingsTable } from '../settings/index.js';
import { users } from '../users/index.js';
import { vipLevelUps, vipProgress } from './schema.js';
import { type VipLevelRow, vipLevelsSetting } from './settings.js';

/**
 * VIP progress, counted inside the deposit's or bet's own transaction. The common path is one
 * statement: the upsert that adds to the totals answers them and whether they now meet a
 * level above the one reached (read from the stored `vipLevels` setting in the same
 * statement). Only a crossing does more: reads the table, raises the level, pays each new
 * level's reward once. The row stays locked to the end of the transaction, so two bets of one
 * player that cross together level up once.
 */

export interface Totals {
  level: number;
  deposit: number;
  validBet: number;
}

interface Upserted {
  user_id: number | string;
  level: number | string;
  deposit_total: number | string;
  valid_bet_total: number | string;
  crossed: boolean;
}

export async function addProgress(
  deps: Deps,
  tx: Tx,
  userId: number,
  add: { deposit: number; validBet: number },
): Promise<void> {
  await addToTotals(deps, tx, [{ userId, ...add }]);
}

/**
 * A batch of placed bets' valid amounts, one upsert for all of them (wallet batches): the slow
 * way. Its twin in SQL, db/functions/vip_bets_placed.sql, does the same upsert inside the batch's
 * one statement and sends the batch here when a level is reached; change both together
 * (twins.test.ts runs both on the same cases).
 */
export async function addValidBets(
  deps: Deps,
  tx: Tx,
  bets: readonly { userId: number; validAmount: number }[],
): Promise<void> {
  const byUser = new Map<number, number>();
  for (const b of bets) byUser.set(b.userId, (byUser.get(b.userId) ?? 0) + b.validAmount);
  await addToTotals(
    deps,
    tx,
    [...byUser].map(([userId, validBet]) => ({ userId, deposit: 0, validBet })),
  );
}

/**
 * One upsert for every player (one row each, in player order so two batches lock rows in the
 * same order), then the level-ups of those whose totals crossed a level.
 */
async function addToTotals(
  deps: Deps,
  tx: Tx,
  adds: readonly { userId: number; deposit: number; validBet: number }[],
): Promise<void> {
  const rows = adds
    .filter((a) => a.deposit > 0 || a.validBet > 0)
    .sort((a, b) => a.userId - b.userId)
    .map((a) => [a.userId, a.deposit, a.validBet]);
  if (rows.length === 0) return;
  const now = deps.now().toISOString();
  const upserted = await rawRows<Upserted>(
    tx,
    sql`insert into ${vipProgress} as p (user_id, deposit_total, valid_bet_total, updated_at)
        select (e ->> 0)::bigint, (e ->> 1)::bigint, (e ->> 2)::bigint, ${now}::timestamptz
          from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as t(e, n)
         order by t.n
        on conflict (user_id) do update set
          deposit_total = p.deposit_total + excluded.deposit_total,
          valid_bet_total = p.valid_bet_total + excluded.valid_bet_total,
          updated_at = excluded.updated_at
        returning p.user_id, p.level, p.deposit_total, p.valid_bet_total,
          exists (select 1 from ${settingsTable} s,
                    jsonb_array_elements(s.value -> 'levels') e
                   where s.key = ${vipLevelsSetting.key}
                     and (e ->> 'level')::int > p.level
                     and (e ->> 'deposit')::bigint <= p.deposit_total
                     and (e ->> 'validBet')::bigint <= p.valid_bet_total) as crossed`,
  );
  for (const row of upserted) {
    if (!row.crossed) continue;
    await reachLevels(deps, tx, Number(row.user_id), {
      level: Number(row.level),
      deposit: Number(row.deposit_total),
      validBet: Number(row.valid_bet_total),
    });
  }
}

/**
 * The highest level whose thresholds the totals meet (thresholds never go down from one level
 * to the next, so the first level missed ends the climb).
 */
export function levelReached(
  levels: readonly VipLevelRow[],
  totals: { deposit: number; validBet: number },
): number {
  let reached = 0;
  for (const l of levels) {
    if (totals.deposit < l.deposit || totals.validBet < l.validBet) break;
    reached = l.level;
  }
  return reached;
}

/**
 * Raises the player to the level their totals meet and pays every level passed on the way
 * (a jump over two levels pays both), each once: the level-up row is unique per (player,
 * level), and a level already rewarded (reached before, then lowered by hand, or thresholds
 * changed) inserts nothing and pays nothing.
 */
async function reachLevels(deps: Deps, tx: Tx, userId: number, totals: Totals): Promise<void> {
  const { levels } = await readSetting(tx, deps.market.code, vipLevelsSetting);
  const target = levelReached(levels, totals);
  if (target <= totals.level) return;
  const now = deps.now();
  await tx.update(vipProgress).set({ level: target }).where(eq(vipProgress.userId, userId));
  await tx
    .update(users)
    .set({ vipLevel: sql`greatest(${users.vipLevel}, ${target})` })
    .where(eq(users.id, userId));
  const promotion = await livePromotionOf(tx, deps.market.code, 'vip', now);
  for (let level = totals.level + 1; level <= target; level++) {
    const [up] = await tx
      .insert(vipLevelUps)
      .values({
        userId,
        level,
        depositTotal: totals.deposit,
        validBetTotal: totals.validBet,
        reachedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: vipLevelUps.id });
    if (!up) continue;
    const amount = levels[level]?.reward ?? 0;
    let reward = 0;
    if (amount > 0 && promotion) {
      const grant = await newClaimableGrant(tx, {
        promotion,
        userId,
        period: `level-${level}`,
        amount,
        now,
        memo: { level },
      });
      if (grant) {
        // Inside a deposit or bet, which must go through: a spent budget cancels the reward.
        const credited = await creditGrant(deps, tx, {
          grantId: grant.id,
          userId,
          onBudgetSpent: 'cancel',
        });
        reward = credited ? amount : 0;
        await tx
          .update(vipLevelUps)
          .set({ reward, grantId: grant.id })
          .where(eq(vipLevelUps.id, up.id));
      }
    }
    await deps.flows.vipLevelReached(deps, tx, { userId, level, reward });
  }
}

/**
 * A rolled-back bet was never a valid bet: its amount leaves the total (never below 0). The
 * level stays: levels never go down (docs/ARCHITECTURE.md "VIP levels").
 */
export async function removeValidBet(tx: Tx, userId: number, amount: number): Promise<void> {
  await tx
    .update(vipProgress)
    .set({ validBetTotal: sql`greatest(0, ${vipProgress.validBetTotal} - ${amount})` })
    .where(eq(vipProgress.userId, userId));
}
