import { randomBytes } from 'node:crypto';
import type { MarketCode } from '@cardroom/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, notFound, OperatorError, tooMany } from '../../http/errors.js';
import { readSetting } from '../settings/index.js';
import {
  addressLimitsSetting,
  giveBack,
  noteFailure,
  reserveAllPatiently,
  type WindowRule,
} from '../throttle/index.js';
import { creditGrant, liveById, livePromotionOf, newClaimableGrant } from './engine.js';
import { type GiftCodeRow, giftCodeRedemptions, giftCodes, promotions } from './schema.js';

/**
 * Gift codes (the spec's page path /pages/promo/Jili, titled "Gift code"): the operator creates codes (amount, uses, expiry); a player redeems
 * each code once. Guessing is throttled per player and per address: every try reserves a
 * slot before the code is looked up (a burst of guesses never checks more than the cap), and
 * only a code that does not exist keeps its slot. Redeeming a published code, or trying one
 * that exists but is spent, expired or already redeemed, gives the slot back: many players
 * behind one carrier NAT using the operator's code are not guessing.
 */

/** Per player: 10 wrong codes in 15 minutes; per address: the `addressLimits` setting (30). */
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
 * Only a wrong code keeps its throttle slots (noted as failures); every other outcome gives
 * them back.
 */
export async function redeemGiftCode(
  deps: Deps,
  userId: number,
  rawCode: string,
  ip: string,
): Promise<{ amount: number; balance: number }> {
  const now = deps.now();
  const limits = await readSetting(deps.db, deps.market.code, addressLimitsSetting);
  const got = await reserveAllPatiently(
    deps.db,
    [
      [GIFT_CODE_TRIES_PER_PLAYER, String(userId)],
      [{ ...GIFT_CODE_TRIES_PER_ADDRESS, max: limits.giftCodeFailures }, ip],
    ],
    now,
  );
  if (!got.ok) {
    if (!got.failed) throw tooMany('tooManyAtOnce');
    throw tooMany('giftCodeTooManyTries', {
      minutes: Math.max(1, Math.ceil(got.refused.retryAfterSeconds / 60)),
    });
  }
  let wrong = false;
  try {
    const code = normalizeCode(rawCode);
    const [row] = await deps.db
      .select()
      .from(giftCodes)
      .where(and(eq(giftCodes.market, deps.market.code), eq(giftCodes.code, code)));
    if (!row) {
      wrong = true;
      throw badRequest((await anyCodeRunning(deps, now)) ? 'giftCodeWrong' : 'giftCodeNoneRunning');
    }
    if (row.status !== 'active' || (row.expiresAt && row.expiresAt <= now)) {
      throw badRequest('giftCodeExpired');
    }
    return await redeemFound(deps, row, userId, now);
  } finally {
    for (const r of got.taken) {
      if (wrong) await noteFailure(deps.db, r);
      else await giveBack(deps.db, r);
    }
  }
}

/** The code exists and is live: one redemption, in one transaction. */
function redeemFound(
  deps: Deps,
  row: GiftCodeRow,
  userId: number,
  now: Date,
): Promise<{ amount: number; balance: number }> {
  return deps.db.transaction(async (tx) => {
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
}

/** Whether the market has a code a player could redeem now (active, uses left, not expired). */
async function anyCodeRunning(deps: Deps, now: Date): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: giftCodes.id })
    .from(giftCodes)
    .where(
      and(
        eq(giftCodes.market, deps.market.code),
        eq(giftCodes.status, 'active'),
        sql`${giftCodes.used} < ${giftCodes.maxUses}`,
        or(isNull(giftCodes.expiresAt), gt(giftCodes.expiresAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---- operator side (ops commands and the console) ----

export interface NewGiftCode {
  code: string;
  amount: number;
  maxUses: number;
  expiresAt: Date | null;
  /** The gift-code promotion it belongs to; default: the market's live one. */
  promotionId?: number | undefined;
}

/** The amount, uses and promotion a code (or a batch) gets, checked the one way. */
async function checkedTerms(
  deps: Deps,
  market: MarketCode,
  input: Omit<NewGiftCode, 'code'>,
  db: DbOrTx = deps.db,
): Promise<number> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new OperatorError('the amount must be a positive whole number of minor units');
  }
  if (!Number.isSafeInteger(input.maxUses) || input.maxUses < 1) {
    throw new OperatorError('uses must be at least 1');
  }
  const now = deps.now();
  if (input.expiresAt && input.expiresAt <= now) {
    throw new OperatorError('the expiry must be in the future');
  }
  const promotionId =
    input.promotionId ?? (await livePromotionOf(db, market, 'gift_code', now))?.id;
  if (promotionId === undefined) {
    throw new OperatorError(`no live gift_code promotion in ${market}: create one first`);
  }
  const [promotion] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  if (promotion?.kind !== 'gift_code' || promotion.market !== market) {
    throw new OperatorError(`promotion ${promotionId} is not a gift_code promotion of ${market}`);
  }
  if (promotion.status === 'ended') {
    throw new OperatorError(`promotion ${promotionId} has ended`);
  }
  return promotionId;
}

/** Called in the change's transaction (the console's audit row). */
export type GiftCodeChange = (
  tx: Tx,
  before: GiftCodeRow[] | null,
  after: GiftCodeRow[],
) => Promise<void>;

export async function createGiftCode(
  deps: Deps,
  market: MarketCode,
  input: NewGiftCode,
): Promise<GiftCodeRow> {
  const code = normalizeCode(input.code);
  if (!/^[A-Z0-9_-]{4,32}$/.test(code)) {
    throw new OperatorError('a code is 4 to 32 letters, digits, "-" or "_"');
  }
  const promotionId = await checkedTerms(deps, market, input);
  const [row] = await deps.db
    .insert(giftCodes)
    .values({
      promotionId,
      market,
      code,
      amount: input.amount,
      maxUses: input.maxUses,
      expiresAt: input.expiresAt,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new OperatorError(`code ${code} already exists in ${market}`);
  return row;
}

/** The most codes one batch makes (the console shows and downloads them at once). */
export const GIFT_CODE_BATCH_MAX = 500;
/** No 0/O or 1/I: codes are read off screens and typed on phones. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(prefix: string): string {
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return `${prefix}${tail}`;
}

export interface GiftCodeBatch extends Omit<NewGiftCode, 'code'> {
  count: number;
  /** Letters/digits put in front of each random part (may be empty). */
  prefix: string;
}

/** Checks a batch's count and prefix (the terms are checked by `checkedTerms`). */
export function checkBatchShape(input: Pick<GiftCodeBatch, 'count' | 'prefix'>): string {
  if (!Number.isSafeInteger(input.count) || input.count < 1 || input.count > GIFT_CODE_BATCH_MAX) {
    throw new OperatorError(`a batch is 1 to ${GIFT_CODE_BATCH_MAX} codes`);
  }
  const prefix = normalizeCode(input.prefix);
  if (!/^[A-Z0-9]{0,12}$/.test(prefix)) {
    throw new OperatorError('a prefix is at most 12 letters or digits');
  }
  return prefix;
}

/** Checks a batch as `createGiftCodeBatch` would, creating nothing (before a request is written). */
export async function checkGiftCodeBatch(
  deps: Deps,
  market: MarketCode,
  input: GiftCodeBatch,
): Promise<void> {
  checkBatchShape(input);
  await checkedTerms(deps, market, input);
}

/**
 * `count` random codes with the same terms, all in one transaction (all or none). Each code
 * is a prefix and 10 random characters from a 32-letter alphabet (50 bits): not guessable
 * within the redemption throttle.
 */
export async function createGiftCodeBatch(
  deps: Deps,
  market: MarketCode,
  input: GiftCodeBatch,
  onChange?: GiftCodeChange,
  /**
   * An approved four-eyes request: the codes are made in the approval's own transaction and
   * carry the request's id (its requester collects them once, `revealApprovedBatch`).
   */
  approved?: { tx: Tx; requestId: number },
): Promise<GiftCodeRow[]> {
  const prefix = checkBatchShape(input);
  const promotionId = await checkedTerms(deps, market, input, approved?.tx);
  const now = deps.now();
  const codes = new Set<string>();
  while (codes.size < input.count) codes.add(randomCode(prefix));
  const work = async (tx: Tx) => {
    const rows = await tx
      .insert(giftCodes)
      .values(
        [...codes].map((code) => ({
          promotionId,
          market,
          code,
          amount: input.amount,
          maxUses: input.maxUses,
          expiresAt: input.expiresAt,
          createdAt: now,
          requestId: approved?.requestId ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning();
    // A clash with an existing code (50 random bits: practically never) fails the batch whole.
    if (rows.length !== codes.size) throw new OperatorError('a generated code clashed, try again');
    await onChange?.(tx, null, rows);
    return rows;
  };
  return approved ? work(approved.tx) : deps.db.transaction(work);
}

/**
 * The codes of an approved batch request, once: a conditional update marks them shown and
 * returns them to the one caller that got there first; every later call gets none.
 */
export async function revealApprovedBatch(
  db: DbOrTx,
  market: MarketCode,
  requestId: number,
  now: Date,
): Promise<GiftCodeRow[]> {
  return db
    .update(giftCodes)
    .set({ revealedAt: now })
    .where(
      and(
        eq(giftCodes.market, market),
        eq(giftCodes.requestId, requestId),
        isNull(giftCodes.revealedAt),
      ),
    )
    .returning();
}

/** The market's codes, newest first (of one promotion when given); `used` counts redemptions. */
export function listGiftCodes(db: DbOrTx, market: MarketCode, promotionId?: number) {
  return db
    .select()
    .from(giftCodes)
    .where(
      and(
        eq(giftCodes.market, market),
        promotionId === undefined ? undefined : eq(giftCodes.promotionId, promotionId),
      ),
    )
    .orderBy(desc(giftCodes.id));
}

export async function disableGiftCode(
  db: Db,
  market: MarketCode,
  code: string,
  onChange?: GiftCodeChange,
) {
  const normalized = normalizeCode(code);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(giftCodes)
      .where(and(eq(giftCodes.market, market), eq(giftCodes.code, normalized)))
      .for('update');
    if (!before) throw new OperatorError(`no code ${normalized} in ${market}`);
    if (before.status === 'disabled')
      throw new OperatorError(`code ${normalized} is disabled already`);
    const [row] = await tx
      .update(giftCodes)
      .set({ status: 'disabled' })
      .where(and(eq(giftCodes.id, before.id), eq(giftCodes.status, 'active')))
      .returning();
    if (!row) throw new OperatorError(`code ${normalized} is disabled already`);
    await onChange?.(tx, [before], [row]);
    return row;
  });
}
