import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { rankingBoard, rankingBoards } from './promo-ranking.js';

/**
 * The invitational ranks (issue 12, page `/pages/promo/InvitationalRanks`): the rankings'
 * boards, prizes and lines, scored by valid invitees instead of valid bet (part of the Promo
 * family; `promoEndpoints` in promo.ts lists it).
 */
const tag = 'Promo';

export const inviteRankingBoard = defineEndpoint({
  method: 'POST',
  path: '/promo/inviteRanking/board',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    "An invitational ranking board (day, week or month by valid invitees): the current period's top 50 inviters with masked names, the player's own rank, the prize table, and the previous period's winners and payouts. A line's `score` is a count of valid invitees.",
  payload: { board: z.enum(rankingBoards, { error: 'rankingBoardUnknown' }) },
  result: rankingBoard.result.omit({ minBet: true }).extend({
    /** Smallest number of valid invitees in the period to win a prize (0 = none). */
    minInvitees: z.number().int(),
  }),
});
