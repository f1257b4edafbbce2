import {
  type api,
  type Locale,
  marketPeriod,
  message,
  prizeOfRank,
  type RankingBoard,
  type RankingLine,
  type RankingPrize,
  type ResultOf,
  type rankingPrizeStates,
} from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { periodIsFinal, rankOf, snapshotOf, topOf } from '../leaderboards/index.js';
import { users } from '../users/index.js';
import { livePromotionOf, textIn } from './engine.js';
import { type BoardRules, RANKING_KINDS, type RankingKind } from './ranking-kinds.js';
import { grantPeriodOf } from './ranking-payout.js';
import { RANKING_MAX_RANK } from './rules.js';
import { type PromotionRow, promoGrants } from './schema.js';

/**
 * The Ranking page (kind `ranking`) and the InvitationalRanks page (kind `invite_ranking`, the
 * same boards scored by valid invitees; ranking-kinds.ts): a board's current period live (top 50 and the player's
 * own place, from the scores the leaderboard job refreshes every few minutes), its prize table,
 * and the previous period's winners with whether each prize was paid (ranking-payout.ts).
 */

/** The board as both pages get it; `minScore` is `minBet` or `minInvitees` on the wire. */
type BoardView = Omit<ResultOf<typeof api.rankingBoard>, 'minBet'> & { minScore: number };
type PrizeState = (typeof rankingPrizeStates)[number];

/**
 * A name on a public board: the nickname's first and last letters around three stars
 * ("Budi Santoso" -> "B***o"), so neither the name nor its length shows; a one- or two-letter
 * nickname keeps its first letter only. Nicknames are never empty, but a blank one falls back
 * to the last three digits of the public uid.
 */
export function maskName(nickname: string, uid: string): string {
  const letters = Array.from(nickname.trim());
  const first = letters[0];
  const last = letters[letters.length - 1];
  if (!first || !last) return `***${uid.slice(-3)}`;
  return letters.length <= 2 ? `${first}***` : `${first}***${last}`;
}

const lineOf = (
  s: { rank: number; nickname: string; uid: string; score: number },
  prizes: RankingPrize[],
): RankingLine => ({
  rank: s.rank,
  name: maskName(s.nickname, s.uid),
  score: s.score,
  prize: prizeOfRank(prizes, s.rank),
});

async function livePromotion(deps: Deps, kind: RankingKind): Promise<PromotionRow> {
  const promotion = await livePromotionOf(deps.db, deps.market.code, kind, deps.now());
  if (!promotion) throw notFound('promoUnavailable');
  return promotion;
}

/** The player's own line on a board's period, or null (no score in it). */
async function myLine(
  db: DbOrTx,
  kind: RankingKind,
  board: RankingBoard,
  period: string,
  userId: number,
) {
  const mine = await rankOf(db, RANKING_KINDS[kind].leaderboard[board], period, userId);
  if (!mine) return null;
  const [me] = await db
    .select({ nickname: users.nickname, uid: users.uid })
    .from(users)
    .where(eq(users.id, userId));
  return me ? { ...mine, ...me, userId } : null;
}

/** `POST /promo/ranking/board`: by valid bet. */
export async function rankingBoardView(
  deps: Deps,
  userId: number | null,
  locale: Locale,
  board: RankingBoard,
): Promise<ResultOf<typeof api.rankingBoard>> {
  const { minScore, ...view } = await boardView(deps, 'ranking', userId, locale, board);
  return { ...view, minBet: minScore };
}

/** `POST /promo/inviteRanking/board`: by valid invitees. */
export async function inviteRankingBoardView(
  deps: Deps,
  userId: number | null,
  locale: Locale,
  board: RankingBoard,
): Promise<ResultOf<typeof api.inviteRankingBoard>> {
  const { minScore, ...view } = await boardView(deps, 'invite_ranking', userId, locale, board);
  return { ...view, minInvitees: minScore };
}

async function boardView(
  deps: Deps,
  kind: RankingKind,
  userId: number | null,
  locale: Locale,
  board: RankingBoard,
): Promise<BoardView> {
  const promotion = await livePromotion(deps, kind);
  const rules = RANKING_KINDS[kind].boards(promotion.rules)[board] ?? { prizes: [], minScore: 0 };
  const market = deps.market.code;
  const current = marketPeriod(market, deps.now(), board);
  const leaderboard = RANKING_KINDS[kind].leaderboard[board];
  // One query after the other: a PGlite connection takes one at a time anyway.
  const top = await topOf(deps.db, leaderboard, current.key, RANKING_MAX_RANK);
  const snapshot = await snapshotOf(deps.db, leaderboard, current.key);
  const mine = userId === null ? null : await myLine(deps.db, kind, board, current.key, userId);
  const previous = marketPeriod(market, new Date(current.start.getTime() - 1), board);
  return {
    promotionId: String(promotion.id),
    title: textIn(promotion.title, locale),
    rules: textIn(promotion.rulesText, locale),
    board,
    period: current.key,
    startsAt: current.start.toISOString(),
    endsAt: current.end.toISOString(),
    updatedAt: snapshot ? snapshot.takenAt.toISOString() : null,
    prizes: rules.prizes,
    minScore: rules.minScore,
    top: top.map((s) => lineOf(s, rules.prizes)),
    my: mine ? lineOf(mine, rules.prizes) : null,
    // A period that closed before this promotion started had no prizes to show.
    last:
      previous.end <= promotion.startsAt
        ? null
        : await lastPeriod(deps, { promotion, kind, board, rules, period: previous }, userId),
  };
}

/** The previous period: the prize winners and the player's own result, each with its payout. */
async function lastPeriod(
  deps: Deps,
  of: {
    promotion: PromotionRow;
    kind: RankingKind;
    board: RankingBoard;
    rules: BoardRules;
    period: { key: string; start: Date; end: Date };
  },
  userId: number | null,
): Promise<NonNullable<BoardView['last']>> {
  const { promotion, kind, board, rules, period } = of;
  const db = deps.db;
  const final = await periodIsFinal(db, deps.market.code, period);
  const deepest = Math.max(0, ...rules.prizes.map((p) => p.toRank));
  const leaderboard = RANKING_KINDS[kind].leaderboard[board];
  const standings = deepest > 0 ? await topOf(db, leaderboard, period.key, deepest) : [];
  const grants = await db
    .select({ userId: promoGrants.userId, state: promoGrants.state })
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.promotionId, promotion.id),
        eq(promoGrants.period, grantPeriodOf(board, period.key)),
      ),
    );
  const grantState = new Map(grants.map((g) => [g.userId, g.state]));
  const stateOf = (s: { userId: number; rank: number; score: number }): PrizeState => {
    const g = grantState.get(s.userId);
    if (g === 'credited') return 'paid';
    if (g === 'cancelled' || s.score < rules.minScore) return 'unpaid';
    return 'pending';
  };
  const winners = standings
    .filter((s) => prizeOfRank(rules.prizes, s.rank) > 0)
    .map((s) => ({ ...lineOf(s, rules.prizes), state: stateOf(s) }));
  const mine = userId === null ? null : await myLine(db, kind, board, period.key, userId);
  const my = mine ? { ...lineOf(mine, rules.prizes), state: stateOf(mine) } : null;
  // Without a prize there is nothing to pay: `unpaid`.
  return {
    period: period.key,
    final,
    winners,
    my: my && (my.prize > 0 ? my : { ...my, state: 'unpaid' }),
  };
}

/** The Promo tab card's line: the player's place on today's board. */
export async function rankingMine(deps: Deps, kind: RankingKind, userId: number, locale: Locale) {
  const day = marketPeriod(deps.market.code, deps.now(), 'day');
  const mine = await rankOf(deps.db, RANKING_KINDS[kind].leaderboard.day, day.key, userId);
  const notRanked = kind === 'ranking' ? 'rankingNotRanked' : 'inviteRankingNotRanked';
  return mine
    ? { state: 'progress' as const, text: message('rankingMyRank', locale, { rank: mine.rank }) }
    : { state: 'none' as const, text: message(notRanked, locale) };
}
