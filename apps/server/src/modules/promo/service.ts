import {
  formatMoney,
  type Locale,
  marketPeriod,
  message,
  PROMO_PAGE,
  type PromoCard,
  type PromoKind,
  type PromoMine,
} from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { users } from '../users/index.js';
import { checkinMine } from './checkin.js';
import { creditGrant, livePromotions, textIn } from './engine.js';
import { claimableGrants, usedToday } from './first-deposit.js';
import { rankingMine } from './ranking.js';
import { rebateMine } from './rebate.js';
import { firstDepositRules } from './rules.js';
import { type PromotionRow, promoGrants, promotions } from './schema.js';
import { needsMoney } from './seed-play.js';
import { signupMine } from './signup.js';

/** The Promo tab: live promotions in the operator's order, with the player's state in each. */
export async function listPromotionsFor(
  deps: Deps,
  userId: number | null,
  locale: Locale,
): Promise<{ list: PromoCard[] }> {
  const rows = await livePromotions(deps.db, deps.market.code, deps.now());
  const list: PromoCard[] = [];
  for (const p of rows) {
    const kind = p.kind as PromoKind;
    // The invitation rewards live on the Earn tab (its own page and calls), not the Promo tab.
    if (EARN_KINDS.has(kind)) continue;
    // The play-money edition lists nothing that needs real money (a deposit promotion left
    // from before the switch to play, say): it could never be earned there.
    if (deps.config.edition === 'play' && needsMoney(kind, p.rules)) continue;
    list.push({
      id: String(p.id),
      kind,
      title: textIn(p.title, locale),
      summary: textIn(p.summary, locale),
      bannerUrl: p.bannerUrl,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt ? p.endsAt.toISOString() : null,
      page: PROMO_PAGE[kind],
      my: userId === null ? null : await mineIn(deps, p, userId, locale),
    });
  }
  return { list };
}

async function mineIn(
  deps: Deps,
  p: PromotionRow,
  userId: number,
  locale: Locale,
): Promise<PromoMine> {
  const none: PromoMine = { state: 'none', text: '', amount: 0, grantId: null, progress: null };
  switch (p.kind as PromoKind) {
    case 'checkin': {
      const { streak, ...mine } = await checkinMine(deps, userId, locale);
      return { ...none, ...mine, progress: { current: streak, target: 7 } };
    }
    case 'first_deposit': {
      const now = deps.now();
      const [waiting] = await claimableGrants(deps.db, userId, p.id, now);
      if (waiting) {
        return {
          ...none,
          state: 'claimable',
          text: message('promoRewardWaiting', locale),
          amount: waiting.amount,
          grantId: String(waiting.id),
        };
      }
      const rules = firstDepositRules.parse(p.rules);
      const day = marketPeriod(deps.market.code, now, 'day').key;
      const used = await usedToday(deps.db, p.id, userId, day);
      if (used >= rules.dailyCap) {
        return { ...none, state: 'claimed', text: message('promoDailyCapReached', locale) };
      }
      return {
        ...none,
        text: message('firstDepositEarns', locale, {
          amount: formatMoney(rules.minDeposit, deps.market.code, locale, {
            coins: deps.config.edition === 'play',
          }),
        }),
        progress: used > 0 ? { current: used, target: rules.dailyCap } : null,
      };
    }
    case 'gift_code':
      return none;
    case 'ranking':
      // Prizes are credited by the job, so there is never anything to claim here.
      return { ...none, ...(await rankingMine(deps, 'ranking', userId, locale)) };
    case 'invite_ranking':
      return { ...none, ...(await rankingMine(deps, 'invite_ranking', userId, locale)) };
    case 'rebate': {
      const money = (minor: number) =>
        formatMoney(minor, deps.market.code, locale, { coins: deps.config.edition === 'play' });
      const mine = await rebateMine(deps, p, userId);
      // The job credits the rebate: the card tells what came rather than showing "Claimed",
      // which would say the player did something.
      if (mine) {
        return {
          ...none,
          text: message('rebateCreditedYesterday', locale, {
            amount: money(mine.creditedYesterday),
          }),
        };
      }
      return { ...none, text: message('rebateAutoCredit', locale) };
    }
    case 'signup':
      return signupMine(deps, userId, locale);
    case 'vip':
      // Rewards are credited at the level-up itself; the card only says where the player is.
      return {
        ...none,
        text: message('vipPromoLevel', locale, { level: await vipLevelOf(deps, userId) }),
      };
    case 'invite':
    case 'agent_rebate':
      return none;
  }
}

async function vipLevelOf(deps: Deps, userId: number): Promise<number> {
  const [u] = await deps.db
    .select({ level: users.vipLevel })
    .from(users)
    .where(eq(users.id, userId));
  return u?.level ?? 0;
}

/** Kinds paid through the Earn tab: never listed here, never claimed through `/promo/claim`. */
const EARN_KINDS: ReadonlySet<PromoKind> = new Set(['invite', 'agent_rebate']);

/** `POST /promo/claim`: one of the player's claimable grants, through the engine. */
export async function claimGrant(deps: Deps, userId: number, grantId: string) {
  const id = Number(grantId);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('grantNotFound');
  return deps.db.transaction(async (tx) => {
    // Pair rewards and agent rebates pay through the invite module, which honours the
    // operator's hold on an inviter; a grant id guessed here must not get round it.
    const [promo] = await tx
      .select({ kind: promotions.kind })
      .from(promoGrants)
      .innerJoin(promotions, eq(promotions.id, promoGrants.promotionId))
      .where(and(eq(promoGrants.id, id), eq(promoGrants.userId, userId)));
    if (promo && EARN_KINDS.has(promo.kind as PromoKind)) throw notFound('grantNotFound');
    const credited = await creditGrant(deps, tx, { grantId: id, userId, onBudgetSpent: 'refuse' });
    if (!credited) throw notFound('grantNotFound');
    return { amount: credited.grant.amount, balance: credited.balance };
  });
}
