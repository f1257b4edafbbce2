import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';
import { applyBps, MAX_MINOR } from '../money.js';
import { inviteRankingBoard } from './promo-invite-ranking.js';
import { rankingBoard } from './promo-ranking.js';
import { rebateInfo, rebateRecords } from './promo-rebate.js';
import { signupClaim, signupInfo } from './promo-signup.js';

/**
 * Promotions (SPEC.md §2 "/pages/promo/…", §3 balance record types, §9). Amounts are integer
 * minor units; every text (titles, rules, progress, refusal reasons) comes in the request's
 * language. Times are ISO 8601 strings in UTC; "days" are the market's own (IST / WIB).
 */
const tag = 'Promo';

/** The kinds of promotion the engine runs today. */
export const promoKinds = [
  'checkin',
  'first_deposit',
  'gift_code',
  'ranking',
  'rebate',
  'signup',
  'vip',
  // The Earn tab's rewards (issue 12): pair rewards and the agent rebate, shown on the Earn
  // page rather than the Promo tab.
  'invite',
  'agent_rebate',
  'invite_ranking',
] as const;
export type PromoKind = (typeof promoKinds)[number];

/** The page each kind opens (SPEC.md §2 paths). */
export const PROMO_PAGE: Record<PromoKind, string> = {
  checkin: '/pages/promo/Signin/Signin',
  first_deposit: '/pages/promo/FirstDeposit/FirstDeposit',
  gift_code: '/pages/promo/Jili',
  signup: '/pages/promo/SignupBonus',
  rebate: '/pages/promo/RebatePromo/RebatePromo',
  ranking: '/pages/promo/Ranking/Ranking',
  vip: '/pages/vip/Vip',
  invite: '/pages/earn/Earn',
  agent_rebate: '/pages/earn/Earn',
  invite_ranking: '/pages/promo/InvitationalRanks',
};

/**
 * The player's state in a promotion: `none` nothing to do or not eligible now, `claimable` a
 * reward waits for a claim (`amount`, `grantId`), `claimed` done for the current period,
 * `progress` working towards it (`progress` numbers and `text`).
 */
export const promoMyStates = ['none', 'claimable', 'claimed', 'progress'] as const;
export type PromoMyState = (typeof promoMyStates)[number];

export const promoMine = z.object({
  state: z.enum(promoMyStates),
  /** A short line in the player's language ("Day 3 of 7", "Deposit 50.00 more today"); may be empty. */
  text: z.string(),
  /** What a claim would credit now, minor units; 0 unless `claimable`. */
  amount: z.number().int(),
  /** The grant `POST /promo/claim` takes; null when the claim goes through the kind's own call (check-in) or nothing waits. */
  grantId: z.string().nullable(),
  progress: z.object({ current: z.number().int(), target: z.number().int() }).nullable(),
});
export type PromoMine = z.infer<typeof promoMine>;

export const promoCard = z.object({
  id: z.string(),
  kind: z.enum(promoKinds),
  title: z.string(),
  summary: z.string(),
  /** Empty when the operator set no banner. */
  bannerUrl: z.string(),
  startsAt: z.string(),
  /** Null: no end date. */
  endsAt: z.string().nullable(),
  /** SPEC path of the promotion's page, e.g. `/pages/promo/Signin/Signin`. */
  page: z.string(),
  /** Null when signed out. */
  my: promoMine.nullable(),
});
export type PromoCard = z.infer<typeof promoCard>;

export const promoList = defineEndpoint({
  method: 'POST',
  path: '/promo/list',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "The market's live promotions in the operator's order; with a session, the player's state in each.",
  payload: {},
  result: z.object({ list: z.array(promoCard) }),
});

/** Why today's check-in cannot be claimed: already done, or that day's deposit / valid bet is short. */
export const checkinBlocks = ['alreadyToday', 'depositNeeded', 'betNeeded'] as const;

export const checkinInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/checkin/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Daily check-in: the seven rewards, the streak, the days done, and whether today can be claimed (or why not).',
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    /** Day 1..7 of the streak: reward (minor), done in the current streak, and which one today is. */
    days: z.array(
      z.object({
        day: z.number().int(),
        amount: z.number().int(),
        done: z.boolean(),
        today: z.boolean(),
      }),
    ),
    /** Days claimed in a row up to today or yesterday (0 when a day was missed). */
    streak: z.number().int(),
    claimedToday: z.boolean(),
    claimable: z.boolean(),
    /** Today's reward if claimed now (minor). */
    todayAmount: z.number().int(),
    /** Null when claimable. `amountLeft` is how much more deposit or valid bet today (minor), 0 for alreadyToday. */
    blocked: z
      .object({ reason: z.enum(checkinBlocks), amountLeft: z.number().int(), text: z.string() })
      .nullable(),
    /** The operator's condition for a market day (0 = none). */
    minDeposit: z.number().int(),
    minBet: z.number().int(),
    /** The market day's key (`2026-11-23`) and when the next one starts. */
    today: z.string(),
    nextDayAt: z.string(),
  }),
});

export const checkinClaim = defineEndpoint({
  method: 'POST',
  path: '/promo/checkin/claim',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: "Claims today's check-in reward (Daily Bonus); once per market day.",
  payload: { ...requestKeyFields },
  result: z.object({
    amount: z.number().int(),
    /** Which day of the streak this was (1..7). */
    day: z.number().int(),
    streak: z.number().int(),
    balance: z.number().int(),
  }),
});

export const giftCodeField = z
  .string({ error: 'giftCodeEmpty' })
  .trim()
  .min(1, 'giftCodeEmpty')
  .max(32, 'giftCodeWrong');

export const giftCodeRedeem = defineEndpoint({
  method: 'POST',
  path: '/promo/giftcode/redeem',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: 'Redeems a gift code (Gift money); each code once per player.',
  payload: { code: giftCodeField, ...requestKeyFields },
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});

/** A first-deposit tier: deposits of at least `minAmount` (minor) earn `bps` basis points (100 = 1%). */
export const depositBonusTier = z.object({
  minAmount: z.number().int(),
  bps: z.number().int(),
});
export type DepositBonusTier = z.infer<typeof depositBonusTier>;

/** The most basis points a first-deposit tier may pay (SPEC.md §9: at most 30%). */
export const DEPOSIT_BONUS_MAX_BPS = 3000;

/**
 * Which field of a first-deposit tier `firstDepositTiers` refuses, or null: the same limits
 * as plain code, for the console's tier editor (the browser bundles carry an inert zod that
 * cannot validate; a unit test keeps the two in agreement).
 */
export function depositTierProblem(t: DepositBonusTier): 'minAmount' | 'bps' | null {
  if (!Number.isSafeInteger(t.minAmount) || t.minAmount < 0 || t.minAmount > 2 ** 50) {
    return 'minAmount';
  }
  if (!Number.isInteger(t.bps) || t.bps < 1 || t.bps > DEPOSIT_BONUS_MAX_BPS) return 'bps';
  return null;
}

/**
 * The first-deposit promotion's tiers as an operator may write them: at least one, each a
 * minimum deposit (minor units) and 1 to 3000 basis points. The server's rules schema uses
 * this one; the console's tier editor checks the same limits with `depositTierProblem`.
 */
export const firstDepositTiers = z
  .array(
    depositBonusTier.extend({
      minAmount: z
        .number()
        .int()
        .nonnegative()
        .max(2 ** 50),
      bps: z.number().int().min(1).max(DEPOSIT_BONUS_MAX_BPS),
    }),
  )
  .min(1);

export interface DepositBonusRule {
  /** Smallest deposit that earns anything (minor). */
  minDeposit: number;
  tiers: DepositBonusTier[];
}

/**
 * The bonus a deposit earns under the tiers: the highest tier whose minimum it reaches,
 * rounded down to the minor unit, at most `remainingToday`. The server credits exactly this,
 * so the page can show "your next deposit earns …" without a round trip.
 */
export function depositBonusFor(
  amount: number,
  rule: DepositBonusRule,
  remainingToday: number,
): number {
  if (!Number.isSafeInteger(amount) || amount > MAX_MINOR) return 0;
  if (amount < rule.minDeposit || remainingToday <= 0) return 0;
  let bps = 0;
  let best = -1;
  for (const t of rule.tiers) {
    if (amount >= t.minAmount && t.minAmount > best) {
      best = t.minAmount;
      bps = t.bps;
    }
  }
  const bonus = applyBps(amount, bps);
  return Math.max(0, Math.min(bonus, remainingToday));
}

/** The operator's gifts per deposit method (deposit settings `chargeInfo`, basis points). */
export interface MethodGiftRule {
  transferGiftSwitch: boolean;
  transferGiftBps: number;
  agentRechargeGiftBps: number;
  cryptoGiftBps: number;
}

/**
 * The gift a deposit earns by its method (bank transfer while its switch is on, agency,
 * crypto), rounded down to the minor unit; online and virtual-account deposits earn none (their
 * bonus is the first-deposit promotion's, `depositBonusFor`). With `depositBonusFor` this is the
 * one answer to "what does a deposit pay": the server pays exactly this, through its one bonus
 * path (a break pauses it).
 */
export function methodGiftFor(depositType: string, amount: number, rule: MethodGiftRule): number {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_MINOR) return 0;
  switch (depositType) {
    case 'transfer_imps':
    case 'transfer_upi':
      return rule.transferGiftSwitch ? applyBps(amount, rule.transferGiftBps) : 0;
    case 'agency':
      return applyBps(amount, rule.agentRechargeGiftBps);
    case 'crypto':
      return applyBps(amount, rule.cryptoGiftBps);
    default:
      return 0;
  }
}

export const promoGrant = z.object({
  grantId: z.string(),
  promotionId: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  /** Null: kept until claimed. */
  expiresAt: z.string().nullable(),
});
export type PromoGrant = z.infer<typeof promoGrant>;

export const firstDepositInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/firstDeposit/info',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "First deposit bonus: tiers, today's remaining cap, auto or claim mode, and (signed in) the grants waiting for a claim.",
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    minDeposit: z.number().int(),
    tiers: z.array(depositBonusTier),
    /** Per player per market day (minor). */
    dailyCap: z.number().int(),
    /** What is left of today's cap for this player; null when signed out. */
    remainingToday: z.number().int().nullable(),
    /** auto: credited with the deposit; claim: a grant waits for `POST /promo/claim`. */
    mode: z.enum(['auto', 'claim']),
    /** The bonus must be bet this many times before a withdrawal. */
    wageringMultiple: z.number().int(),
    claimable: z.array(promoGrant),
  }),
});

export const promoClaim = defineEndpoint({
  method: 'POST',
  path: '/promo/claim',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: 'Claims one of the player’s claimable grants.',
  payload: {
    grantId: z
      .string({ error: 'grantNotFound' })
      .trim()
      .min(1, 'grantNotFound')
      .max(32, 'grantNotFound'),
    ...requestKeyFields,
  },
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});

export * from './promo-invite-ranking.js';
export * from './promo-ranking.js';
export * from './promo-rebate.js';
export * from './promo-signup.js';
export const promoEndpoints = {
  promoList,
  checkinInfo,
  checkinClaim,
  giftCodeRedeem,
  firstDepositInfo,
  promoClaim,
  signupInfo,
  signupClaim,
  rebateInfo,
  rebateRecords,
  rankingBoard,
  inviteRankingBoard,
} as const;
