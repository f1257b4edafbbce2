import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { empty } from './fields.js';

/**
 * VIP levels (SPEC.md §2 `/pages/vip/Vip`, §3 `currentVipConfig.level`, §4 customer service).
 * A level is reached when BOTH the player's credited deposits and valid bets, each counted from
 * the first day, reach the level's thresholds (a threshold of 0 asks nothing). Levels never go
 * down, and each level's reward is paid once per player. Money is integer minor units, times
 * ISO 8601 in UTC.
 */
const tag = 'Vip';

export const vipConfig = z.object({
  level: z.number().int(),
  name: z.string(),
});

/** One level's card: what reaching it takes, what it pays once, and its withdraw rules. */
export const vipLevelCard = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Credited deposits needed in total (minor units; 0: none). */
  deposit: z.number().int(),
  /** Valid bets (the stake at risk of accepted bets) needed in total (minor units; 0: none). */
  validBet: z.number().int(),
  /** Paid once as VIP Bonus when the level is first reached (minor units). */
  reward: z.number().int(),
  withdrawCount: z.number().int(),
  /** Withdrawals per day in total, minor units. */
  withdrawLimit: z.number().int(),
  /** Withdraw fee: basis points of the amount (100 = 1%), at least `withdrawFeeMin`. */
  withdrawFeeBps: z.number().int(),
  withdrawFeeMin: z.number().int(),
});
export type VipLevelCard = z.infer<typeof vipLevelCard>;

export const vipLevelUp = z.object({
  level: z.number().int(),
  /** What was credited for it (0: no reward, or the promotion was off or out of budget). */
  reward: z.number().int(),
  reachedAt: z.string(),
});
export type VipLevelUp = z.infer<typeof vipLevelUp>;

export const vipInfo = z.object({
  currentVipConfig: vipConfig,
  nextVipConfig: vipConfig.nullable(),
  /** The player's counted totals. */
  totals: z.object({ deposit: z.number().int(), validBet: z.number().int() }),
  /** The next level's thresholds and what is still needed of each (0 when met); null at the top. */
  next: z
    .object({
      level: z.number().int(),
      deposit: z.number().int(),
      validBet: z.number().int(),
      depositNeeded: z.number().int(),
      validBetNeeded: z.number().int(),
      reward: z.number().int(),
    })
    .nullable(),
  levels: z.array(vipLevelCard),
  /** Level-ups, newest first. */
  history: z.array(vipLevelUp),
  /** A level reached and not shown yet (the celebration), with what its level-ups paid. */
  celebrate: z.object({ level: z.number().int(), reward: z.number().int() }).nullable(),
});
export type VipInfo = z.infer<typeof vipInfo>;

export const getVipInfo = defineEndpoint({
  method: 'POST',
  path: '/vip/getVipInfo',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's VIP level (SPEC.md §3 currentVipConfig.level), progress to the next level, every level's card and the level-up history.",
  payload: {},
  result: vipInfo,
});

export const vipLevels = defineEndpoint({
  method: 'POST',
  path: '/vip/levels',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: "The market's level table (for visitors who are not signed in).",
  payload: {},
  result: z.object({ levels: z.array(vipLevelCard) }),
});

export const vipCelebrated = defineEndpoint({
  method: 'POST',
  path: '/vip/celebrated',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Marks the level-up celebration up to `level` as shown, so it is shown once.',
  payload: { level: z.number().int().min(1, 'invalidField').max(10, 'invalidField') },
  result: empty,
});

export const vipEndpoints = { getVipInfo, vipLevels, vipCelebrated } as const;
