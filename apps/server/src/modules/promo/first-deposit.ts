import {
  type api,
  depositBonusFor,
  type Locale,
  marketPeriod,
  type ResultOf,
} from '@cardroom/contract';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { CreditedDeposit } from '../../events.js';
import { notFound } from '../../http/errors.js';
import { creditGrant, livePromotionOf, newClaimableGrant, textIn } from './engine.js';
import { firstDepositRules } from './rules.js';
import { promoCaps, promoGrants } from './schema.js';

/**
 * First deposit bonus (kind `first_deposit`, page FirstDeposit; SPEC.md §9): a single deposit
 * of at least the minimum earns its tier's rate, at most the daily cap per player per market
 * day. Credited inside the deposit's own transaction (mode auto) or left as a claimable grant
 * (mode claim). Every qualifying deposit counts, within the day's cap.
 */

const DAY_MS = 86_400_000;

/** The player's cap row of a promotion for a market day. */
const capOf = (promotionId: number, userId: number, day: string) =>
  and(
    eq(promoCaps.promotionId, promotionId),
    eq(promoCaps.userId, userId),
    eq(promoCaps.period, day),
  );

/** The player's use of the cap for the market day. */
export async function usedToday(db: DbOrTx, promotionId: number, userId: number, day: string) {
  const [row] = await db
    .select({ used: promoCaps.used })
    .from(promoCaps)
    .where(capOf(promotionId, userId, day));
  return Number(row?.used ?? 0);
}

/**
 * A step of the deposit-credited flow (src/flows/deposit-credited.ts), in the credit's
 * transaction. The day's cap row is created if missing and locked (`for update`), so two
 * deposits of one player crediting at once take their bonus one after the other and never
 * pass the cap together.
 */
export async function onDeposit(deps: Deps, tx: Tx, deposit: CreditedDeposit): Promise<void> {
  const now = deps.now();
  const promotion = await livePromotionOf(tx, deps.market.code, 'first_deposit', now);
  if (!promotion) return;
  const rules = firstDepositRules.parse(promotion.rules);
  if (deposit.amount < rules.minDeposit) return;
  const day = marketPeriod(deps.market.code, now, 'day').key;
  const capKey = { promotionId: promotion.id, userId: deposit.userId, period: day };
  await tx
    .insert(promoCaps)
    .values({ ...capKey, used: 0 })
    .onConflictDoNothing();
  const [cap] = await tx
    .select({ used: promoCaps.used })
    .from(promoCaps)
    .where(capOf(promotion.id, deposit.userId, day))
    .for('update');
  const remaining = rules.dailyCap - Number(cap?.used ?? 0);
  const bonus = depositBonusFor(deposit.amount, rules, remaining);
  if (bonus <= 0) return;
  const grant = await newClaimableGrant(tx, {
    promotion,
    userId: deposit.userId,
    period: `deposit:${deposit.orderNo}`,
    amount: bonus,
    now,
    expiresAt: rules.mode === 'claim' ? new Date(now.getTime() + rules.claimDays * DAY_MS) : null,
    memo: { orderNo: deposit.orderNo, deposit: deposit.amount, day },
  });
  if (!grant) return;
  if (rules.mode === 'auto') {
    // A spent budget cancels the bonus; the deposit itself must still go through.
    const credited = await creditGrant(deps, tx, {
      grantId: grant.id,
      userId: deposit.userId,
      onBudgetSpent: 'cancel',
    });
    if (!credited) return;
  }
  await tx
    .update(promoCaps)
    .set({ used: sql`${promoCaps.used} + ${bonus}` })
    .where(capOf(promotion.id, deposit.userId, day));
}

type FirstDepositInfo = ResultOf<typeof api.firstDepositInfo>;

export async function firstDepositInfo(
  deps: Deps,
  userId: number | null,
  locale: Locale,
): Promise<FirstDepositInfo> {
  const now = deps.now();
  const promotion = await livePromotionOf(deps.db, deps.market.code, 'first_deposit', now);
  if (!promotion) throw notFound('promoUnavailable');
  const rules = firstDepositRules.parse(promotion.rules);
  const day = marketPeriod(deps.market.code, now, 'day').key;
  let remainingToday: number | null = null;
  let claimable: FirstDepositInfo['claimable'] = [];
  if (userId !== null) {
    remainingToday = Math.max(
      0,
      rules.dailyCap - (await usedToday(deps.db, promotion.id, userId, day)),
    );
    claimable = (await claimableGrants(deps.db, userId, promotion.id, now)).map((g) => ({
      grantId: String(g.id),
      promotionId: String(g.promotionId),
      amount: g.amount,
      createdAt: g.createdAt.toISOString(),
      expiresAt: g.expiresAt ? g.expiresAt.toISOString() : null,
    }));
  }
  return {
    promotionId: String(promotion.id),
    title: textIn(promotion.title, locale),
    rules: textIn(promotion.rulesText, locale),
    minDeposit: rules.minDeposit,
    tiers: rules.tiers,
    dailyCap: rules.dailyCap,
    remainingToday,
    mode: rules.mode,
    wageringMultiple: promotion.wageringMultiple,
    claimable,
  };
}

/** The player's grants of a promotion that can be claimed now, oldest first. */
export function claimableGrants(db: DbOrTx, userId: number, promotionId: number, now: Date) {
  return db
    .select()
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.userId, userId),
        eq(promoGrants.promotionId, promotionId),
        eq(promoGrants.state, 'claimable'),
        or(isNull(promoGrants.expiresAt), gt(promoGrants.expiresAt, now)),
      ),
    )
    .orderBy(asc(promoGrants.createdAt), asc(promoGrants.id));
}
