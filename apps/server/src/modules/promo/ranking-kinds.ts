import type { RankingBoard, RankingPrize } from '@cardroom/contract';
import type { Board } from '../leaderboards/index.js';
import { inviteRankingRules, rankingRules } from './rules.js';

/**
 * The promotions that pay prizes from a leaderboard: `ranking` (valid bet) and
 * `invite_ranking` (valid invitees, issue 12). Both run on the same board view
 * (ranking.ts) and payout job (ranking-payout.ts); a kind says only which leaderboards it
 * reads and how its rules name the minimum score a winner needs.
 */
export const rankingKinds = ['ranking', 'invite_ranking'] as const;
export type RankingKind = (typeof rankingKinds)[number];

/** One board's prize table and the smallest score (valid bet, or valid invitees) that wins. */
export interface BoardRules {
  prizes: RankingPrize[];
  minScore: number;
}

interface RankingKindSpec {
  leaderboard: Record<RankingBoard, Board>;
  /** The promotion's rules (as stored, checked by parseRules when written) per board. */
  boards: (rules: unknown) => Partial<Record<RankingBoard, BoardRules>>;
}

function perBoard<T>(
  boards: Partial<Record<RankingBoard, T>>,
  of: (b: T) => BoardRules,
): Partial<Record<RankingBoard, BoardRules>> {
  const out: Partial<Record<RankingBoard, BoardRules>> = {};
  for (const board of Object.keys(boards) as RankingBoard[]) {
    const b = boards[board];
    if (b) out[board] = of(b);
  }
  return out;
}

export const RANKING_KINDS: Record<RankingKind, RankingKindSpec> = {
  ranking: {
    leaderboard: { day: 'daily', week: 'weekly', month: 'monthly' },
    boards: (rules) =>
      perBoard(rankingRules.parse(rules).boards, (b) => ({ prizes: b.prizes, minScore: b.minBet })),
  },
  invite_ranking: {
    leaderboard: { day: 'invites_daily', week: 'invites_weekly', month: 'invites_monthly' },
    boards: (rules) =>
      perBoard(inviteRankingRules.parse(rules).boards, (b) => ({
        prizes: b.prizes,
        minScore: b.minInvitees,
      })),
  },
};
