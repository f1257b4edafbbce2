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
