import {
  type MarketPeriod,
  type PeriodUnit,
  prizeOfRank,
  type RankingBoard,
} from '@cardroom/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { periodIsFinal, topOf } from '../leaderboards/index.js';
import { closedPeriods, scheduleRuns } from '../schedule/index.js';
import { creditGrant, newClaimableGrant } from './engine.js';
import { type BoardRules, RANKING_KINDS, type RankingKind, rankingKinds } from './ranking-kinds.js';
import { RANKING_MAX_RANK } from './rules.js';
import { type PromotionRow, promoGrants, promotions } from './schema.js';

/**
 * Ranking prizes (kinds `ranking` by valid bet and `invite_ranking` by valid invitees,
 * ranking-kinds.ts): once a board's period is final (every day of it counted
 * after it settled, the leaderboard job's freeze), the winners of the frozen standings are paid
 * through the engine, automatically (no claim button), as Gift money.
 *
 * Exactly once: each (promotion, board, period) is claimed by a `schedule_runs` row inserted in
 * the payout's own transaction (a concurrent run waits on the row, then skips; a failed run
 * leaves no row and is tried again), and each prize is a grant unique per (promotion, player,
 * `<board>:<period>`) with ledger key `promo:<id>:<user>:<board>:<period>`.
 *
 * Rules the page states: ties rank the older account first (the boards' own order: valid bet
 * desc, then user id asc), so each rank has one player and one prize. A winner whose score
 * (valid bet, valid invitees) is under the board's minimum gets nothing, and the prize is not passed down. Prizes are paid
 * in rank order; when the budget cannot pay one, it and every lower prize of that period are
 * cancelled (a lower rank is never paid when a higher one was not).
 */

/** How many closed periods back the job looks after downtime (the boards keep final days). */
const CATCH_UP: Record<PeriodUnit, number> = { day: 7, week: 4, month: 2 };

/** The grant period of a board's period: `week:2026-W48`. */
export const grantPeriodOf = (board: RankingBoard, periodKey: string) => `${board}:${periodKey}`;

/** The claim row's job name: one per promotion and board. */
const jobName = (promotionId: number, board: RankingBoard) =>
  `ranking prizes ${promotionId} ${board}`;

export interface PaidPeriod {
  promotionId: number;
  board: RankingBoard;
  period: string;
  paid: number;
  cancelled: number;
}

/**
 * The payout job: every live ranking and invitational ranking promotion, every board it has prizes on, every closed
 * period that ended while it ran (after its start, not after its end) and is final. Paused and
 * ended promotions pay nothing; a resumed one catches up within the window.
 */
export async function payRankingPrizes(deps: Deps): Promise<PaidPeriod[]> {
  const now = deps.now();
  const market = deps.market.code;
  const rows = await deps.db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.market, market),
        inArray(promotions.kind, [...rankingKinds]),
        eq(promotions.status, 'live'),
        lte(promotions.startsAt, now),
      ),
    )
    .orderBy(asc(promotions.id));
  const done: PaidPeriod[] = [];
  for (const promotion of rows) {
    const kind = promotion.kind as RankingKind;
    const boards = RANKING_KINDS[kind].boards(promotion.rules);
    for (const board of Object.keys(boards) as RankingBoard[]) {
      const boardRules = boards[board];
      if (!boardRules || boardRules.prizes.length === 0) continue;
      for (const period of closedPeriods(market, board, now, CATCH_UP[board])) {
        if (period.end <= promotion.startsAt) continue;
        if (promotion.endsAt && period.end > promotion.endsAt) continue;
        if (!(await periodIsFinal(deps.db, market, period))) continue;
        const paid = await deps.db.transaction(async (tx) => {
          const claimed = await tx
            .insert(scheduleRuns)
            .values({ job: jobName(promotion.id, board), period: period.key, ranAt: now })
            .onConflictDoNothing()
            .returning();
          if (claimed.length === 0) return null;
          return payPeriod(deps, tx, { promotion, kind, board, rules: boardRules, period });
        });
        if (paid) done.push(paid);
      }
    }
  }
  return done;
}

interface PeriodToPay {
  promotion: PromotionRow;
  kind: RankingKind;
  board: RankingBoard;
  rules: BoardRules;
  period: MarketPeriod;
}

async function payPeriod(
  deps: Deps,
  tx: Tx,
  { promotion, kind, board, rules, period }: PeriodToPay,
): Promise<PaidPeriod> {
  const deepest = Math.min(RANKING_MAX_RANK, Math.max(...rules.prizes.map((p) => p.toRank)));
  const standings = await topOf(tx, RANKING_KINDS[kind].leaderboard[board], period.key, deepest);
  const result: PaidPeriod = {
    promotionId: promotion.id,
    board,
    period: period.key,
    paid: 0,
    cancelled: 0,
  };
  let budgetSpent = false;
  for (const s of standings) {
    const amount = prizeOfRank(rules.prizes, s.rank);
    if (amount === 0 || s.score < rules.minScore) continue;
    // A player on a break gets no prize (and does not end the payout as a spent budget would).
    if (await deps.flows.bonusesPaused(deps, tx, s.userId)) continue;
    const grant = await newClaimableGrant(tx, {
      promotion,
      userId: s.userId,
      period: grantPeriodOf(board, period.key),
      amount,
      now: deps.now(),
      memo: { board, period: period.key, rank: s.rank, score: s.score },
    });
    if (!grant) continue;
    if (!budgetSpent) {
      const credited = await creditGrant(deps, tx, {
        grantId: grant.id,
        userId: s.userId,
        onBudgetSpent: 'cancel',
      });
      if (credited) {
        result.paid += 1;
        continue;
      }
      budgetSpent = true;
    } else {
      await tx
        .update(promoGrants)
        .set({ state: 'cancelled', cancelledAt: deps.now() })
        .where(eq(promoGrants.id, grant.id));
    }
    result.cancelled += 1;
  }
  return result;
}
