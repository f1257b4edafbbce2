import type { Locale, MarketCode, PromoKind } from '@cardroom/contract';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { addWagering, balanceKey, type TxType } from '../ledger/index.js';
import {
  type BiText,
  type PromoGrantRow,
  type PromotionRow,
  promoGrants,
  promotions,
} from './schema.js';

/**
 * The one path every promotion reward takes to the player's balance (SPEC.md §3 types), and
 * the queries the kinds share. A credit is: the grant's state change, the promotion's budget,
 * the ledger movement and its wagering, all in the caller's transaction, each step a
 * conditional statement, so concurrent claims of one reward credit it once and a budget is
 * never exceeded.
 */

/** What each kind's credit is called in the player's balance records. */
export const TX_TYPE_OF: Record<PromoKind, TxType> = {
  checkin: 'daily_bonus',
  first_deposit: 'deposit_bonus',
  gift_code: 'gift',
  // SPEC §3 has no "ranking prize" type; a prize is money given by the house, which is what
  // "Gift money" records (Daily Bonus is the check-in's, Deposit Bonus needs a deposit).
  ranking: 'gift',
  rebate: 'daily_rebate',
  // SPEC.md §3 has no sign-up type; Gift money is the closest of its balance record types.
  signup: 'gift',
  vip: 'vip_bonus',
  // Issue 12: SPEC.md §3's list of record types is closed. A pair reward is money the house
  // gives for inviting, as Gift money records; the agent rebate is a share of the team's bets
  // accrued per market day, which is what "Daily Rebate" names.
  invite: 'gift',
  agent_rebate: 'daily_rebate',
  // An invitational ranking prize is a ranking prize: Gift money, like `ranking`.
  invite_ranking: 'gift',
};

/** Live now: status live and within its start/end. */
function liveNow(market: MarketCode, now: Date) {
  return and(
    eq(promotions.market, market),
    eq(promotions.status, 'live'),
    lte(promotions.startsAt, now),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  );
}

/** The market's live promotions in the operator's order. */
export function livePromotions(db: DbOrTx, market: MarketCode, now: Date) {
  return db
    .select()
    .from(promotions)
    .where(liveNow(market, now))
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

/** The promotion if it is live now (a paused or ended one pays nothing new). */
export async function liveById(
  db: DbOrTx,
  market: MarketCode,
  id: number,
  now: Date,
): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(liveNow(market, now), eq(promotions.id, id)));
  return row ?? null;
}

/** The first live promotion of a kind (the operator's order decides if there are several). */
export async function livePromotionOf(
  db: DbOrTx,
  market: MarketCode,
  kind: PromoKind,
  now: Date,
): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(liveNow(market, now), eq(promotions.kind, kind)))
    .orderBy(asc(promotions.sort), asc(promotions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the player's grant for a period as claimable, once: `on conflict do nothing`
 * answers null when it already exists (claimed, waiting or expired).
 */
export async function newClaimableGrant(
  tx: Tx,
  p: {
    promotion: PromotionRow;
    userId: number;
    period: string;
    amount: number;
    now: Date;
    expiresAt?: Date | null;
    memo?: Record<string, unknown>;
  },
): Promise<PromoGrantRow | null> {
  const [row] = await tx
    .insert(promoGrants)
    .values({
      promotionId: p.promotion.id,
      userId: p.userId,
      period: p.period,
      state: 'claimable',
      amount: p.amount,
      wageringMultiple: p.promotion.wageringMultiple,
      memo: p.memo ?? {},
      createdAt: p.now,
      claimableAt: p.now,
      expiresAt: p.expiresAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export interface Credited {
  grant: PromoGrantRow;
  balance: number;
}

/** A bonus about to be paid: its ledger movement (the key makes it once) and its wagering. */
export interface Bonus {
  userId: number;
  amount: number;
  key: string;
  type: TxType;
  reference: string;
  memo: Record<string, unknown>;
  wageringMultiple: number;
}

/** What `payBonus` answers: paid (with the ledger's answer), or why not. */
export type BonusOutcome =
  | { paid: true; posted: Awaited<ReturnType<Deps['ledger']['post']>>; wagering: number }
  | { paid: false; why: 'paused' | 'budget' };

/**
 * The budget a bonus is charged to: a promotion's (its row's `budget`), or another owner's that
 * reserves the amount itself (a deposit method's gift: deposits' daily gift budget), answering
 * false when the budget would be passed.
 */
export type BonusBudget = { promotionId: number } | { reserve: () => Promise<boolean> };

/**
 * The one path every bonus takes to a player's balance (a promotion's grant, a deposit
 * method's gift): the bonus gate first (`deps.flows.bonusesPaused`: a break pauses every bonus),
 * then the budget the bonus is charged to (a conditional update or upsert: the budget is never
 * passed), then the ledger movement against `promotion_expense` and its wagering, all in the
 * caller's transaction. A gated bonus moves nothing.
 */
export async function payBonus(
  deps: Deps,
  tx: Tx,
  bonus: Bonus,
  budget?: BonusBudget,
): Promise<BonusOutcome> {
  if (await deps.flows.bonusesPaused(deps, tx, bonus.userId)) return { paid: false, why: 'paused' };
  if (budget && 'reserve' in budget) {
    if (!(await budget.reserve())) return { paid: false, why: 'budget' };
  } else if (budget) {
    const [charged] = await tx
      .update(promotions)
      .set({ spent: sql`${promotions.spent} + ${bonus.amount}` })
      .where(
        and(
          eq(promotions.id, budget.promotionId),
          sql`(${promotions.budget} is null or ${promotions.spent} + ${bonus.amount} <= ${promotions.budget})`,
        ),
      )
      .returning({ id: promotions.id });
    if (!charged) return { paid: false, why: 'budget' };
  }
  const { userId, amount, key, reference } = bonus;
  const posted = await deps.ledger.post(
    {
      key,
      type: bonus.type,
      userId,
      reference,
      memo: bonus.memo,
      postings: [
        { account: { userId, kind: 'cash' }, amount },
        { account: { house: 'promotion_expense' }, amount: -amount },
      ],
    },
    tx,
  );
  const wagering = amount * bonus.wageringMultiple;
  await addWagering(deps.ledger, tx, userId, wagering, key, reference);
  return { paid: true, posted, wagering };
}

/**
 * Credits a claimable grant of this player (through `payBonus`). `onBudgetSpent`: `refuse` throws (the caller's
 * transaction rolls back and the grant stays claimable); `cancel` marks the grant cancelled
 * and answers null (used inside a deposit's own transaction, which must go through).
 */
export async function creditGrant(
  deps: Deps,
  tx: Tx,
  p: { grantId: number; userId: number; onBudgetSpent: 'refuse' | 'cancel' },
): Promise<Credited | null> {
  const now = deps.now();
  // The bonus gate, asked before the grant changes so a claim during a break is refused as such
  // (payBonus asks it again; the answer cannot change inside the transaction).
  if (await deps.flows.bonusesPaused(deps, tx, p.userId)) {
    // Paused for this player (a break): a claim is refused; a payout is cancelled, not kept waiting.
    if (p.onBudgetSpent === 'refuse') throw forbidden('breakNoPromotions');
    await tx
      .update(promoGrants)
      .set({ state: 'cancelled', cancelledAt: now })
      .where(
        and(
          eq(promoGrants.id, p.grantId),
          eq(promoGrants.userId, p.userId),
          eq(promoGrants.state, 'claimable'),
        ),
      );
    return null;
  }
  const [grant] = await tx
    .update(promoGrants)
    .set({ state: 'credited', creditedAt: now })
    .where(
      and(
        eq(promoGrants.id, p.grantId),
        eq(promoGrants.userId, p.userId),
        eq(promoGrants.state, 'claimable'),
        or(isNull(promoGrants.expiresAt), gt(promoGrants.expiresAt, now)),
      ),
    )
    .returning();
  if (!grant) throw await whyNotClaimable(tx, p.grantId, p.userId);

  const [promotion] = await tx
    .select({ id: promotions.id, kind: promotions.kind, title: promotions.title })
    .from(promotions)
    .where(eq(promotions.id, grant.promotionId));
  const { userId, amount } = grant;
  const key = `promo:${grant.promotionId}:${userId}:${grant.period}`;
  const reference = `promo:${grant.promotionId}:${grant.period}`;
  const outcome = promotion
    ? await payBonus(
        deps,
        tx,
        {
          userId,
          amount,
          key,
          type: TX_TYPE_OF[promotion.kind as PromoKind],
          reference,
          memo: { grantId: grant.id, promotionId: grant.promotionId, period: grant.period },
          wageringMultiple: grant.wageringMultiple,
        },
        { promotionId: grant.promotionId },
      )
    : null;
  if (!promotion || !outcome?.paid) {
    if (p.onBudgetSpent === 'refuse') throw conflict('promoBudgetSpent');
    await tx
      .update(promoGrants)
      .set({ state: 'cancelled', creditedAt: null, cancelledAt: now })
      .where(eq(promoGrants.id, grant.id));
    return null;
  }
  const { posted, wagering } = outcome;
  const [done] = await tx
    .update(promoGrants)
    .set({ ledgerTransactionId: posted.transactionId })
    .where(eq(promoGrants.id, grant.id))
    .returning();
  await deps.flows.grantCredited(deps, tx, {
    grantId: grant.id,
    userId,
    kind: promotion.kind as PromoKind,
    title: promotion.title,
    amount,
    wagering,
  });
  const balance =
    posted.balances.get(balanceKey(userId, 'cash')) ??
    (await deps.ledger.balance(tx, userId, 'cash'));
  return { grant: done ?? grant, balance };
}

/** The refusal for a grant that could not be credited: gone, already credited, or expired. */
async function whyNotClaimable(tx: Tx, grantId: number, userId: number) {
  const [row] = await tx
    .select({ state: promoGrants.state })
    .from(promoGrants)
    .where(and(eq(promoGrants.id, grantId), eq(promoGrants.userId, userId)));
  if (!row || row.state === 'cancelled' || row.state === 'offered') {
    return notFound('grantNotFound');
  }
  if (row.state === 'credited') return conflict('grantAlreadyClaimed');
  return badRequest('grantExpired');
}

/** A promotion text in the player's language. */
export function textIn(t: BiText, locale: Locale): string {
  return locale === 'id' ? t.id || t.en : t.en;
}

/** Marks claimable grants past their expiry as expired; answers how many. */
export async function expireGrants(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(promoGrants)
    .set({ state: 'expired', expiredAt: before })
    .where(and(eq(promoGrants.state, 'claimable'), lte(promoGrants.expiresAt, before)))
    .returning({ id: promoGrants.id });
  return rows.length;
}
