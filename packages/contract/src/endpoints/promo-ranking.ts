import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Rankings: boards, prizes and the board call (part of the Promo family; `promoEndpoints` in promo.ts lists them). */
const tag = 'Promo';

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

/** The deepest rank a prize table reaches: the page shows the top 50. */
export const RANKING_MAX_RANK = 50;
/** The largest amount (minor units) a promotion's rules may carry. */
export const RULE_MAX_MINOR = 2 ** 50;
/** The most valid invitees an invitational board may ask of a winner. */
export const INVITE_RANKING_MAX_MIN_INVITEES = 100_000;

const ruleMinor = z.number().int().nonnegative().max(RULE_MAX_MINOR);

/**
 * A board's prize table: ranges of ranks in ascending order, without gaps inside a range or
 * overlaps between ranges (gaps between ranges are allowed: those ranks win nothing). The
 * console's board editor checks the same limits with `rankingPrizeProblem`.
 */
export const rankingPrizeTable = z
  .array(
    z
      .object({
        fromRank: z.number().int().min(1).max(RANKING_MAX_RANK),
        toRank: z.number().int().min(1).max(RANKING_MAX_RANK),
        amount: ruleMinor.positive(),
      })
      .strict()
      .refine((p) => p.toRank >= p.fromRank, 'toRank must not be below fromRank'),
  )
  .max(RANKING_MAX_RANK)
  .superRefine((prizes, ctx) => {
    for (let i = 1; i < prizes.length; i++) {
      const prev = prizes[i - 1];
      const cur = prizes[i];
      if (prev && cur && cur.fromRank <= prev.toRank) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'fromRank'],
          message: 'ranges must be in ascending rank order and must not overlap',
        });
      }
    }
  });

/**
 * What `rankingPrizeTable` refuses in a prize row (`order`: it starts at or before the rank the
 * row above ends), or null: the same limits as plain code, for the console's board editor (the
 * browser bundles carry an inert zod that cannot validate; a unit test keeps the two in agreement).
 */
export function rankingPrizeProblem(
  p: RankingPrize,
  above: RankingPrize | undefined,
): 'fromRank' | 'toRank' | 'amount' | 'order' | null {
  const rank = (n: number) => Number.isInteger(n) && n >= 1 && n <= RANKING_MAX_RANK;
  if (!rank(p.fromRank)) return 'fromRank';
  if (!rank(p.toRank) || p.toRank < p.fromRank) return 'toRank';
  if (!Number.isSafeInteger(p.amount) || p.amount < 1 || p.amount > RULE_MAX_MINOR) return 'amount';
  if (above && p.fromRank <= above.toRank) return 'order';
  return null;
}

/** A board's minimum to win (`minBet` minor units, `minInvitees` a count), plain code as above. */
export function rankingMinimumOk(key: 'minBet' | 'minInvitees', n: number): boolean {
  const most = key === 'minBet' ? RULE_MAX_MINOR : INVITE_RANKING_MAX_MIN_INVITEES;
  return Number.isSafeInteger(n) && n >= 0 && n <= most;
}

/** Per board (day, week, month), one board's rules; a board left out pays nothing. */
const perBoard = <B extends z.ZodType>(board: B) =>
  z
    .object({
      boards: z
        .object({ day: board, week: board, month: board })
        .partial()
        .strict()
        .refine((b) => Object.keys(b).length > 0, 'at least one board (day, week, month)'),
    })
    .strict();

/** Ranking prizes per board by valid bet (the `ranking` promotion's rules). */
export const rankingRules = perBoard(
  z
    .object({
      prizes: rankingPrizeTable,
      /** The valid bet in the period a winner needs at the least (0 = none). */
      minBet: ruleMinor.default(0),
    })
    .strict(),
);
export type RankingRules = z.infer<typeof rankingRules>;

/**
 * Invitational ranking prizes per board by valid invitees (issue 12; the `invite_ranking`
 * promotion's rules): the same prize tables; a winner needs at least `minInvitees` valid
 * invitees in the period (0 = none).
 */
export const inviteRankingRules = perBoard(
  z
    .object({
      prizes: rankingPrizeTable,
      minInvitees: z.number().int().min(0).max(INVITE_RANKING_MAX_MIN_INVITEES).default(0),
    })
    .strict(),
);
export type InviteRankingRules = z.infer<typeof inviteRankingRules>;

/** The prize a rank wins under a prize table, 0 when none. */
export function prizeOfRank(prizes: readonly RankingPrize[], rank: number): number {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amount ?? 0;
}

/**
 * A line of a board: the name is masked ("B***i"); `score` is the valid bet in minor units
 * (on the invitational ranks, the number of valid invitees).
 */
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
