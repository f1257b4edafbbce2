import type { MarketCode } from '@cardroom/contract';
import { z } from 'zod';
import { defineSetting, minorUnits } from '../settings/index.js';

/** The vip module's operator setting `vipLevels` (docs/OPERATIONS.md). */

/**
 * One level: reached when the player's credited deposits reach `deposit` AND their valid bets
 * reach `validBet` (both totals since the first day; a threshold of 0 asks nothing), paying
 * `reward` once. Both and not either: a deposit alone (money parked, maybe withdrawn) or
 * bets alone (bonus money recycled) would buy the cheaper withdraw rules and the rewards.
 */
const vipLevelRow = z.object({
  level: z.number().int().min(0).max(10),
  deposit: minorUnits,
  validBet: minorUnits,
  reward: minorUnits,
});
export type VipLevelRow = z.infer<typeof vipLevelRow>;

export const MAX_VIP_LEVEL = 10;

export const vipLevelsSchema = z
  .object({
    levels: z
      .array(vipLevelRow)
      .min(1)
      .max(MAX_VIP_LEVEL + 1),
  })
  .superRefine((v, ctx) => {
    v.levels.forEach((row, i) => {
      if (row.level !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i, 'level'],
          message: `levels must be 0, 1, 2, … in order (found ${row.level} at position ${i})`,
        });
      }
      if (i === 0 && (row.deposit !== 0 || row.validBet !== 0 || row.reward !== 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', 0],
          message: 'level 0 is where everyone starts: deposit, validBet and reward must be 0',
        });
      }
      const prev = v.levels[i - 1];
      if (prev && (row.deposit < prev.deposit || row.validBet < prev.validBet)) {
        ctx.addIssue({
          code: 'custom',
          path: ['levels', i],
          message: `level ${row.level} asks less than level ${prev.level}: thresholds must not go down`,
        });
      }
    });
  });
export type VipLevels = z.infer<typeof vipLevelsSchema>;

/** [level 1 … 10] as [deposit, valid bet, reward] in whole currency units. */
type Units = ReadonlyArray<readonly [number, number, number]>;

/**
 * Rupiah: VIP 1 at Rp 100.000 deposited and Rp 500.000 bet, up to Rp 1 billion deposited and
 * Rp 5 billion bet for VIP 10; the valid bet asked is about five times the deposits.
 */
const ID_LEVELS: Units = [
  [100_000, 500_000, 5_000],
  [500_000, 2_500_000, 15_000],
  [2_000_000, 10_000_000, 50_000],
  [5_000_000, 25_000_000, 100_000],
  [10_000_000, 50_000_000, 200_000],
  [30_000_000, 150_000_000, 500_000],
  [80_000_000, 400_000_000, 1_000_000],
  [200_000_000, 1_000_000_000, 2_500_000],
  [500_000_000, 2_500_000_000, 5_000_000],
  [1_000_000_000, 5_000_000_000, 10_000_000],
];

/** Rupees: the same ladder at about Rp 200 to the rupee. */
const IN_LEVELS: Units = [
  [500, 2_500, 25],
  [2_500, 12_500, 75],
  [10_000, 50_000, 250],
  [25_000, 125_000, 500],
  [50_000, 250_000, 1_000],
  [150_000, 750_000, 2_500],
  [400_000, 2_000_000, 5_000],
  [1_000_000, 5_000_000, 12_500],
  [2_500_000, 12_500_000, 25_000],
  [5_000_000, 25_000_000, 50_000],
];

export function defaultVipLevels(market: MarketCode): VipLevels {
  const units = market === 'IN' ? IN_LEVELS : ID_LEVELS;
  return {
    levels: [
      { level: 0, deposit: 0, validBet: 0, reward: 0 },
      ...units.map(([deposit, validBet, reward], i) => ({
        level: i + 1,
        deposit: deposit * 100,
        validBet: validBet * 100,
        reward: reward * 100,
      })),
    ],
  };
}

/**
 * The play-money edition (EDITION=play) has no deposits, so its levels ask valid bets in coins
 * only (deposit 0 everywhere): the real ladder's deposit column becomes the valid bet asked,
 * which puts VIP 1 at two days of free coins turned over (100,000 coins in ID, 500 in IN), and
 * the rewards are paid in coins.
 */
export function playVipLevels(market: MarketCode): VipLevels {
  const units = market === 'IN' ? IN_LEVELS : ID_LEVELS;
  return {
    levels: [
      { level: 0, deposit: 0, validBet: 0, reward: 0 },
      ...units.map(([validBet, , reward], i) => ({
        level: i + 1,
        deposit: 0,
        validBet: validBet * 100,
        reward: reward * 100,
      })),
    ],
  };
}

export const vipLevelsSetting = defineSetting({
  key: 'vipLevels',
  schema: vipLevelsSchema,
  defaults: defaultVipLevels,
  playDefaults: playVipLevels,
});
