import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { applyBps, MAX_MINOR } from '../money.js';

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
  tag,
  summary: "Claims today's check-in reward (Daily Bonus); once per market day.",
  payload: {},
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
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Redeems a gift code (Gift money); each code once per player.',
  payload: { code: giftCodeField },
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});

/** A first-deposit tier: deposits of at least `minAmount` (minor) earn `bps` basis points (100 = 1%). */
export const depositBonusTier = z.object({
  minAmount: z.number().int(),
  bps: z.number().int(),
});
export type DepositBonusTier = z.infer<typeof depositBonusTier>;

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
  tag,
  summary: 'Claims one of the player’s claimable grants.',
  payload: {
    grantId: z
      .string({ error: 'grantNotFound' })
      .trim()
      .min(1, 'grantNotFound')
      .max(32, 'grantNotFound'),
  },
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});

/** The ranking boards (SPEC.md §9 "daily, weekly, monthly"), each the market period it spans. */
export const rankingBoards = ['day', 'week', 'month'] as const;
export type RankingBoard = (typeof rankingBoards)[number];

/** Ranks `fromRank`..`toRank` (inclusive, 1-based) each win `amount` (minor units). */
export const rankingPrize = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  amount: z.number().int(),
});
export type RankingPrize = z.infer<typeof rankingPrize>;

/** The prize a rank wins under a prize table, 0 when none. */
export function prizeOfRank(prizes: readonly RankingPrize[], rank: number): number {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amount ?? 0;
}

/** A line of a board: the name is masked ("B***i"); `score` is the valid bet in minor units. */
export const rankingLine = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  /** What this rank wins (or won), minor units; 0 outside the prize table. */
  prize: z.number().int(),
});
export type RankingLine = z.infer<typeof rankingLine>;

/**
 * A prize of a closed period: `paid` credited (Gift money), `pending` the period is not final
 * yet or the payout job has not run, `unpaid` not paid (valid bet under the minimum, or the
 * budget was spent).
 */
export const rankingPrizeStates = ['paid', 'pending', 'unpaid'] as const;

export const rankingBoard = defineEndpoint({
  method: 'POST',
  path: '/promo/ranking/board',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "A ranking board (day, week or month by valid bet): the current period's top 50 with masked names, the player's own rank, the prize table, and the previous period's winners and payouts.",
  payload: { board: z.enum(rankingBoards, { error: 'rankingBoardUnknown' }) },
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    board: z.enum(rankingBoards),
    /** The period's key (`2026-11-23`, `2026-W48`, `2026-11`), start and end (the countdown). */
    period: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** When the scores were last brought up to date (every few minutes); null before the first count. */
    updatedAt: z.string().nullable(),
    prizes: z.array(rankingPrize),
    /** Smallest valid bet in the period to win a prize (minor; 0 = none). */
    minBet: z.number().int(),
    /** Highest valid bet first; equal valid bets rank the older account first. */
    top: z.array(rankingLine),
    /** The player's own place now; null when signed out or without a valid bet this period. */
    my: rankingLine.nullable(),
    /** The previous period: its standings, prizes and whether each was paid. */
    last: z
      .object({
        period: z.string(),
        /** Final: every day of the period has settled and been counted. */
        final: z.boolean(),
        winners: z.array(rankingLine.extend({ state: z.enum(rankingPrizeStates) })),
        my: rankingLine.extend({ state: z.enum(rankingPrizeStates) }).nullable(),
      })
      .nullable(),
  }),
});

/**
 * Rebate ("35% deposit cashback"): the basis of a market day is the player's net game loss on
 * the bets placed that day (stakes minus what they paid back), capped at the deposits credited
 * that day; the daily job pays `bps` of it, at most `dailyCap`, when it reaches `minBasis`.
 */
export const rebateInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/rebate/info',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "Rebate: rate, daily cap, minimum basis, rules, and (signed in) yesterday's basis and what it pays.",
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    /** Basis points of the basis paid back (3500 = 35%). */
    bps: z.number().int(),
    /** Most one player gets for one market day (minor). */
    dailyCap: z.number().int(),
    /** A smaller basis pays nothing (minor). */
    minBasis: z.number().int(),
    wageringMultiple: z.number().int(),
    /** Yesterday (the last closed market day) for this player; null when signed out. */
    yesterday: z
      .object({
        day: z.string(),
        basis: z.number().int(),
        /** What the basis pays (0 below the minimum); the job credits it after the day closes. */
        amount: z.number().int(),
        belowMinimum: z.boolean(),
      })
      .nullable(),
  }),
});

/** A rebate day's state: credited, waiting to be credited, or cancelled (budget used up). */
export const rebateRecordStates = ['credited', 'pending', 'cancelled'] as const;
export type RebateRecordState = (typeof rebateRecordStates)[number];

export const rebateRecord = z.object({
  /** The market day the basis was counted on (`2026-11-22`). */
  day: z.string(),
  basis: z.number().int(),
  bps: z.number().int(),
  amount: z.number().int(),
  state: z.enum(rebateRecordStates),
  /** When it was credited; null otherwise. */
  creditedAt: z.string().nullable(),
});
export type RebateRecord = z.infer<typeof rebateRecord>;

export const rebateRecords = defineEndpoint({
  method: 'POST',
  path: '/promo/rebate/records',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The player's rebate days, newest first (CashbackRecord). Days below the minimum basis have no record.",
  payload: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    list: z.array(rebateRecord),
    total: z.number().int(),
    page: z.number().int(),
  }),
});

/** The sign-up bonus tasks an operator can choose from (SPEC.md §4: four tasks, then claim). */
export const signupTaskKinds = [
  'bind_phone',
  'first_deposit',
  'play_rounds',
  'withdraw_password',
] as const;
export type SignupTaskKind = (typeof signupTaskKinds)[number];

/**
 * Where the player stands: `open` inside the window with tasks left, `claimable` all done and
 * the reward waiting, `claimed`, `expired` (kept days passed), `windowPassed` (24 h passed with
 * tasks left), `notEligible` (registered before the promotion started).
 */
export const signupStates = [
  'open',
  'claimable',
  'claimed',
  'expired',
  'windowPassed',
  'notEligible',
] as const;
export type SignupState = (typeof signupStates)[number];

export const signupInfo = defineEndpoint({
  method: 'POST',
  path: '/promo/signup/info',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Sign-up bonus: the tasks (done and when), the 24-hour window from registration, the reward and, once earned, its expiry.',
  payload: {},
  result: z.object({
    promotionId: z.string(),
    title: z.string(),
    rules: z.string(),
    state: z.enum(signupStates),
    /** Minor units. */
    reward: z.number().int(),
    wageringMultiple: z.number().int(),
    tasks: z.array(
      z.object({
        kind: z.enum(signupTaskKinds),
        /** play_rounds: rounds needed (0 for the others). */
        target: z.number().int(),
        /** play_rounds: rounds played inside the window so far (capped at target). */
        current: z.number().int(),
        /** When the task was done; null while open. */
        doneAt: z.string().nullable(),
      }),
    ),
    registeredAt: z.string(),
    /** Registration + the window (24 h): tasks done later do not count. */
    windowEndsAt: z.string(),
    /** Null until every task is done inside the window. */
    grant: z
      .object({
        grantId: z.string(),
        state: z.enum(['claimable', 'credited', 'expired', 'cancelled']),
        expiresAt: z.string().nullable(),
        creditedAt: z.string().nullable(),
      })
      .nullable(),
  }),
});

export const signupClaim = defineEndpoint({
  method: 'POST',
  path: '/promo/signup/claim',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Claims the sign-up bonus (Gift money) once every task is done; once per player.',
  payload: {},
  result: z.object({ amount: z.number().int(), balance: z.number().int() }),
});

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
} as const;
