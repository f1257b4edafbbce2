import type { MarketCode } from '@cardroom/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, notFound, OperatorError, tooMany } from '../../http/errors.js';
import { giveBack, reserveAll, type WindowRule } from '../throttle/index.js';
import { creditGrant, liveById, livePromotionOf, newClaimableGrant } from './engine.js';
import { type GiftCodeRow, giftCodeRedemptions, giftCodes, promotions } from './schema.js';

/**
 * Gift codes (page Jili): the operator creates codes (amount, uses, expiry); a player redeems
 * each code once. Guessing is throttled per player and per address before a code is looked
 * up, so a wrong guess and a right one cost the same attempt.
 */

/** Per player: 10 tries in 15 minutes; per address: 30 (several players behind one NAT). */
export const GIFT_CODE_TRIES_PER_PLAYER: WindowRule = {
  bucket: 'giftcode:user',
  windowSeconds: 900,
  max: 10,
};
export const GIFT_CODE_TRIES_PER_ADDRESS: WindowRule = {
  bucket: 'giftcode:ip',
  windowSeconds: 900,
  max: 30,
};

/** Codes are compared upper-case without spaces: "summer 50" and "SUMMER50" are one code. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * Redeems a code: throttle, then look-up (wrong, expired), then in one transaction the
 * player's redemption row (once per player), the code's use count (`used < max_uses`, a
 * conditional update), and the credit through the engine (budget, ledger `gift`, wagering).
 * A successful redemption gives its throttle attempt back.
 */
export async function redeemGiftCode(
  deps: Deps,
  userId: number,
  rawCode: string,
  ip: string,
): Promise<{ amount: number; balance: number }> {
  const now = deps.now();
  const got = await reserveAll(
    deps.db,
    [
      [GIFT_CODE_TRIES_PER_PLAYER, String(userId)],
      [GIFT_CODE_TRIES_PER_ADDRESS, ip],
    ],
    now,
  );
  if (!got.ok) {
    throw tooMany('giftCodeTooManyTries', {
      minutes: Math.max(1, Math.ceil(got.refused.retryAfterSeconds / 60)),
    });
  }
  const code = normalizeCode(rawCode);
  const [row] = await deps.db
    .select()
    .from(giftCodes)
    .where(and(eq(giftCodes.market, deps.market.code), eq(giftCodes.code, code)));
  if (!row) throw badRequest('giftCodeWrong');
  if (row.status !== 'active' || (row.expiresAt && row.expiresAt <= now)) {
    throw badRequest('giftCodeExpired');
  }
  const result = await deps.db.transaction(async (tx) => {
    const promotion = await liveById(tx, deps.market.code, row.promotionId, now);
    if (!promotion) throw notFound('promoUnavailable');
    const [redemption] = await tx
      .insert(giftCodeRedemptions)
      .values({ codeId: row.id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!redemption) throw conflict('giftCodeAlreadyRedeemed');
    const [taken] = await tx
      .update(giftCodes)
      .set({ used: sql`${giftCodes.used} + 1` })
      .where(
        and(
          eq(giftCodes.id, row.id),
          eq(giftCodes.status, 'active'),
          sql`${giftCodes.used} < ${giftCodes.maxUses}`,
          or(isNull(giftCodes.expiresAt), gt(giftCodes.expiresAt, now)),
        ),
      )
      .returning({ id: giftCodes.id });
    if (!taken) throw conflict('giftCodeUsedUp');
    const grant = await newClaimableGrant(tx, {
      promotion,
      userId,
      period: `code:${row.id}`,
      amount: row.amount,
      now,
      memo: { code: row.code },
    });
    if (!grant) throw conflict('giftCodeAlreadyRedeemed');
    await tx
      .update(giftCodeRedemptions)
      .set({ grantId: grant.id })
      .where(and(eq(giftCodeRedemptions.codeId, row.id), eq(giftCodeRedemptions.userId, userId)));
    const credited = await creditGrant(deps, tx, {
      grantId: grant.id,
      userId,
      onBudgetSpent: 'refuse',
    });
    if (!credited) throw conflict('promoBudgetSpent');
    return { amount: row.amount, balance: credited.balance };
  });
  for (const r of got.taken) await giveBack(deps.db, r);
  return result;
}

// ---- operator side (ops commands; a web console later) ----

export interface NewGiftCode {
  code: string;
  amount: number;
  maxUses: number;
  expiresAt: Date | null;
  /** The gift-code promotion it belongs to; default: the market's live one. */
  promotionId?: number | undefined;
}

export async function createGiftCode(
  deps: Deps,
  market: MarketCode,
  input: NewGiftCode,
): Promise<GiftCodeRow> {
  const code = normalizeCode(input.code);
  if (!/^[A-Z0-9_-]{4,32}$/.test(code)) {
    throw new OperatorError('a code is 4 to 32 letters, digits, "-" or "_"');
  }
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new OperatorError('the amount must be a positive whole number of minor units');
  }
  if (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1) {
    throw new OperatorError('uses must be at least 1');
  }
  const now = deps.now();
  const promotionId =
    input.promotionId ?? (await livePromotionOf(deps.db, market, 'gift_code', now))?.id;
  if (promotionId === undefined) {
    throw new OperatorError(`no live gift_code promotion in ${market}: create one first`);
  }
  const [promotion] = await deps.db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (promotion?.kind !== 'gift_code' || promotion.market !== market) {
    throw new OperatorError(`promotion ${promotionId} is not a gift_code promotion of ${market}`);
  }
  const [row] = await deps.db
    .insert(giftCodes)
    .values({
      promotionId,
      market,
      code,
      amount: input.amount,
      maxUses: input.maxUses,
      expiresAt: input.expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new OperatorError(`code ${code} already exists in ${market}`);
  return row;
}

export function listGiftCodes(db: DbOrTx, market: MarketCode) {
  return db
    .select()
    .from(giftCodes)
    .where(eq(giftCodes.market, market))
    .orderBy(desc(giftCodes.id));
}

export async function disableGiftCode(db: DbOrTx, market: MarketCode, code: string) {
  const [row] = await db
    .update(giftCodes)
    .set({ status: 'disabled' })
    .where(and(eq(giftCodes.market, market), eq(giftCodes.code, normalizeCode(code))))
    .returning();
  if (!row) throw new OperatorError(`no code ${normalizeCode(code)} in ${market}`);
  return row;
}
