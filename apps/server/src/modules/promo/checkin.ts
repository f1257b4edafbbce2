import {
  type api,
  type checkinBlocks,
  formatMoney,
  type Locale,
  marketPeriod,
  message,
  type ResultOf,
} from '@cardroom/contract';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { type AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import { depositOrders } from '../deposits/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { creditGrant, livePromotionOf, newClaimableGrant, textIn } from './engine.js';
import { type CheckinRules, checkinRules } from './rules.js';
import { type PromotionRow, promoGrants } from './schema.js';

/**
 * Daily check-in (kind `checkin`, page Signin): one claim per market day; the reward grows
 * with the streak (day 1..7, then day 1 again) and the streak starts over when a market day
 * is missed. Optionally the player must have deposited or made valid bets that day.
 */

type CheckinInfo = ResultOf<typeof api.checkinInfo>;

interface Standing {
  promotion: PromotionRow;
  rules: CheckinRules;
  today: { key: string; start: Date; end: Date };
  /** The streak day claimed today, or null. */
  claimedDay: number | null;
  /** The streak day today's claim would be. */
  nextDay: number;
  /** Days done in the current streak (including today's if claimed). */
  streak: number;
  depositedToday: number;
  betToday: number;
}

async function standing(deps: Deps, db: DbOrTx, userId: number): Promise<Standing> {
  const now = deps.now();
  const promotion = await livePromotionOf(db, deps.market.code, 'checkin', now);
  if (!promotion) throw notFound('promoUnavailable');
  const rules = checkinRules.parse(promotion.rules);
  const today = marketPeriod(deps.market.code, now, 'day');
  const yesterday = marketPeriod(deps.market.code, new Date(today.start.getTime() - 1), 'day');
  const [last] = await db
    .select({ period: promoGrants.period, memo: promoGrants.memo })
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.promotionId, promotion.id),
        eq(promoGrants.userId, userId),
        eq(promoGrants.state, 'credited'),
      ),
    )
    .orderBy(desc(promoGrants.period))
    .limit(1);
  const lastDay = Number(last?.memo.day ?? 0);
  let claimedDay: number | null = null;
  let streak = 0;
  let nextDay = 1;
  if (last?.period === today.key) {
    claimedDay = lastDay;
    streak = lastDay;
    nextDay = lastDay;
  } else if (last?.period === yesterday.key && lastDay < 7) {
    streak = lastDay;
    nextDay = lastDay + 1;
  }
  // One after the other: inside a PGlite transaction queries share one connection.
  const depositedToday =
    rules.minDeposit > 0 ? await depositsBetween(db, userId, today.start, today.end) : 0;
  const betToday =
    rules.minBet > 0 ? await validBetsBetween(db, userId, today.start, today.end) : 0;
  return { promotion, rules, today, claimedDay, nextDay, streak, depositedToday, betToday };
}

/** Credited deposits that arrived in [start, end). */
async function depositsBetween(db: DbOrTx, userId: number, start: Date, end: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        eq(depositOrders.status, 'success'),
        gte(depositOrders.arrivedAt, start),
        lt(depositOrders.arrivedAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Valid bets placed in [start, end): the stake at risk (`valid_amount`) of accepted bets, open
 * or settled, as the wagering requirement and the leaderboards count them; rolled-back and
 * refused bets are not valid.
 */
async function validBetsBetween(db: DbOrTx, userId: number, start: Date, end: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletTransactions.validAmount}), 0)` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.kind, 'bet'),
        inArray(walletTransactions.state, ['open', 'settled']),
        gte(walletTransactions.createdAt, start),
        lt(walletTransactions.createdAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Why today cannot be claimed, or null. */
function blockOf(
  deps: Deps,
  s: Standing,
  locale: Locale,
): { reason: (typeof checkinBlocks)[number]; amountLeft: number; error: AppError } | null {
  if (s.claimedDay !== null) {
    return { reason: 'alreadyToday', amountLeft: 0, error: conflict('checkinAlreadyToday') };
  }
  const money = (minor: number) =>
    formatMoney(minor, deps.market.code, locale, { coins: deps.config.edition === 'play' });
  if (s.depositedToday < s.rules.minDeposit) {
    const left = s.rules.minDeposit - s.depositedToday;
    return {
      reason: 'depositNeeded',
      amountLeft: left,
      error: badRequest('checkinDepositNeeded', { amount: money(left) }),
    };
  }
  if (s.betToday < s.rules.minBet) {
    const left = s.rules.minBet - s.betToday;
    return {
      reason: 'betNeeded',
      amountLeft: left,
      error: badRequest('checkinBetNeeded', { amount: money(left) }),
    };
  }
  return null;
}

export async function checkinInfo(
  deps: Deps,
  userId: number,
  locale: Locale,
): Promise<CheckinInfo> {
  const s = await standing(deps, deps.db, userId);
  const block = blockOf(deps, s, locale);
  const todayDay = s.claimedDay ?? s.nextDay;
  return {
    promotionId: String(s.promotion.id),
    title: textIn(s.promotion.title, locale),
    rules: textIn(s.promotion.rulesText, locale),
    days: s.rules.rewards.map((amount, i) => ({
      day: i + 1,
      amount,
      done: i + 1 <= s.streak,
      today: i + 1 === todayDay,
    })),
    streak: s.streak,
    claimedToday: s.claimedDay !== null,
    claimable: block === null,
    todayAmount: s.rules.rewards[todayDay - 1] ?? 0,
    blocked: block
      ? {
          reason: block.reason,
          amountLeft: block.amountLeft,
          text: message(block.error.key, locale, block.error.params),
        }
      : null,
    minDeposit: s.rules.minDeposit,
    minBet: s.rules.minBet,
    today: s.today.key,
    nextDayAt: s.today.end.toISOString(),
  };
}

/** The card state for /promo/list. */
export async function checkinMine(deps: Deps, userId: number, locale: Locale) {
  const info = await checkinInfo(deps, userId, locale);
  const day = info.days.find((d) => d.today)?.day ?? 1;
  const streak = info.streak;
  if (info.claimedToday) {
    return {
      state: 'claimed' as const,
      text: message('promoClaimedToday', locale),
      amount: 0,
      streak,
    };
  }
  if (info.claimable) {
    return {
      state: 'claimable' as const,
      text: message('checkinDayOf', locale, { day }),
      amount: info.todayAmount,
      streak,
    };
  }
  return { state: 'progress' as const, text: info.blocked?.text ?? '', amount: 0, streak };
}

/**
 * Claims today: the grant for (promotion, player, market day) is inserted once (a second
 * concurrent claim finds it and is refused as "already today") and credited in the same
 * transaction. The streak and the day's condition are read inside that transaction.
 */
export async function claimCheckin(deps: Deps, userId: number, locale: Locale) {
  return deps.db.transaction(async (tx) => {
    const s = await standing(deps, tx, userId);
    const block = blockOf(deps, s, locale);
    if (block) throw block.error;
    const amount = s.rules.rewards[s.nextDay - 1];
    if (!amount) throw new Error(`check-in reward for day ${s.nextDay} missing`);
    const grant = await newClaimableGrant(tx, {
      promotion: s.promotion,
      userId,
      period: s.today.key,
      amount,
      now: deps.now(),
      memo: { day: s.nextDay },
    });
    if (!grant) throw conflict('checkinAlreadyToday');
    const credited = await creditGrant(deps, tx, {
      grantId: grant.id,
      userId,
      onBudgetSpent: 'refuse',
    });
    if (!credited) throw conflict('promoBudgetSpent');
    return { amount, day: s.nextDay, streak: s.nextDay, balance: credited.balance };
  });
}
