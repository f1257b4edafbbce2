import { type MarketCode, type PromoKind, promoKinds } from '@cardroom/contract';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { isPromoKind, parseRules } from './rules.js';
import { type BiText, type PromotionRow, promoGrants, promotions } from './schema.js';

/**
 * The operator's side of promotions: create, edit, pause, resume, end, and what a promotion
 * has granted and spent. The ops commands call these; a web console can reuse them.
 * Refusals are OperatorError with a sentence an operator can act on.
 */

export type PromoStatus = 'draft' | 'live' | 'paused' | 'ended';

/**
 * Called inside the change's own transaction with the row before (null for a new one) and
 * after: the console writes its audit row here, so the change and its record commit together.
 */
export type PromotionChange = (
  tx: Tx,
  before: PromotionRow | null,
  after: PromotionRow,
) => Promise<void>;

export interface PromotionInput {
  kind: string;
  title: BiText;
  summary: BiText;
  rulesText: BiText;
  bannerUrl: string;
  startsAt: Date;
  endsAt: Date | null;
  rules: unknown;
  wageringMultiple: number;
  budget: number | null;
  sort: number;
  status: 'draft' | 'live';
}

function checkTexts(input: Pick<PromotionInput, 'title' | 'summary' | 'rulesText'>): void {
  for (const field of ['title', 'summary', 'rulesText'] as const) {
    const t = input[field];
    if (
      !t ||
      typeof t.en !== 'string' ||
      typeof t.id !== 'string' ||
      !t.en.trim() ||
      !t.id.trim()
    ) {
      throw new OperatorError(`${field} needs an English and an Indonesian text`);
    }
  }
}

function checkMoney(input: Pick<PromotionInput, 'wageringMultiple' | 'budget'>): void {
  if (!Number.isSafeInteger(input.wageringMultiple) || input.wageringMultiple < 0) {
    throw new OperatorError('the wagering multiple must be a whole number, 0 or more');
  }
  if (input.budget !== null && (!Number.isSafeInteger(input.budget) || input.budget < 0)) {
    throw new OperatorError('the budget must be a whole number of minor units (or none)');
  }
}

function rulesFor(kind: PromoKind, rules: unknown): Record<string, unknown> {
  const parsed = parseRules(kind, rules);
  if (!parsed.ok) throw new OperatorError(`the ${kind} rules are not valid: ${parsed.problems}`);
  return parsed.rules;
}

/** Checks a new promotion as `createPromotion` does (creating nothing); its parsed rules. */
export function checkPromotion(input: PromotionInput): Record<string, unknown> {
  if (!isPromoKind(input.kind)) {
    throw new OperatorError(`unknown kind "${input.kind}" (one of ${promoKinds.join(', ')})`);
  }
  checkTexts(input);
  checkMoney(input);
  if (input.endsAt && input.endsAt <= input.startsAt) {
    throw new OperatorError('the end must come after the start');
  }
  return rulesFor(input.kind, input.rules);
}

export async function createPromotion(
  deps: Deps,
  market: MarketCode,
  input: PromotionInput,
  onChange?: PromotionChange,
  /** An approved four-eyes request creates it inside the approval's own transaction. */
  outer?: Tx,
): Promise<PromotionRow> {
  const rules = checkPromotion(input);
  const now = deps.now();
  const work = async (tx: Tx) => {
    const [row] = await tx
      .insert(promotions)
      .values({
        market,
        kind: input.kind,
        status: input.status,
        sort: input.sort,
        title: input.title,
        summary: input.summary,
        rulesText: input.rulesText,
        bannerUrl: input.bannerUrl,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        rules,
        wageringMultiple: input.wageringMultiple,
        budget: input.budget,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('promotion not stored');
    await onChange?.(tx, null, row);
    return row;
  };
  return outer ? work(outer) : deps.db.transaction(work);
}

async function promotionById(db: DbOrTx, market: MarketCode, id: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.market, market)));
  if (!row) throw new OperatorError(`no promotion ${id} in ${market}`);
  return row;
}

export type PromotionPatch = Partial<Omit<PromotionInput, 'kind' | 'status'>>;

/** Checks an edit as `editPromotion` does (changing nothing): the row now, after, and its rules. */
export async function checkEdit(db: DbOrTx, market: MarketCode, id: number, patch: PromotionPatch) {
  const current = await promotionById(db, market, id);
  if (current.status === 'ended') throw new OperatorError(`promotion ${id} has ended`);
  const next = { ...current, ...patch };
  checkTexts(next);
  checkMoney(next);
  if (next.endsAt && next.endsAt <= next.startsAt) {
    throw new OperatorError('the end must come after the start');
  }
  const rules =
    patch.rules !== undefined ? rulesFor(current.kind as PromoKind, patch.rules) : current.rules;
  return { current, next, rules };
}

/** Changes any of the editable fields; rules are validated against the promotion's kind. */
export async function editPromotion(
  deps: Deps,
  market: MarketCode,
  id: number,
  patch: PromotionPatch,
  onChange?: PromotionChange,
  /** An approved four-eyes request changes it inside the approval's own transaction. */
  outer?: Tx,
): Promise<PromotionRow> {
  const { current, next, rules } = await checkEdit(outer ?? deps.db, market, id, patch);
  const work = async (tx: Tx) => {
    const [row] = await tx
      .update(promotions)
      .set({
        title: next.title,
        summary: next.summary,
        rulesText: next.rulesText,
        bannerUrl: next.bannerUrl,
        startsAt: next.startsAt,
        endsAt: next.endsAt,
        rules,
        wageringMultiple: next.wageringMultiple,
        budget: next.budget,
        sort: next.sort,
        updatedAt: deps.now(),
      })
      // The budget can never drop below what has already been paid out.
      .where(
        and(
          eq(promotions.id, id),
          sql`(${next.budget}::bigint is null or ${promotions.spent} <= ${next.budget}::bigint)`,
          // Not ended meanwhile: an ended promotion stays as it ended.
          sql`${promotions.status} <> 'ended'`,
        ),
      )
      .returning();
    if (!row) throw new OperatorError(`the budget cannot be below what is already spent`);
    await onChange?.(tx, current, row);
    return row;
  };
  return outer ? work(outer) : deps.db.transaction(work);
}

const ALLOWED: Record<PromoStatus, PromoStatus[]> = {
  draft: ['live', 'ended'],
  live: ['paused', 'ended'],
  paused: ['live', 'ended'],
  ended: [],
};

/**
 * live (resume), paused or ended. Ending also cancels the grants still waiting for a claim:
 * an ended promotion pays nothing more. A conditional update on the current status, so two
 * operators cannot both move it.
 */
export async function setPromotionStatus(
  deps: Deps,
  market: MarketCode,
  id: number,
  to: PromoStatus,
  onChange?: PromotionChange,
): Promise<PromotionRow> {
  const current = await promotionById(deps.db, market, id);
  if (!ALLOWED[current.status as PromoStatus].includes(to)) {
    throw new OperatorError(`promotion ${id} is ${current.status}: it cannot become ${to}`);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(promotions)
      .set({ status: to, updatedAt: now })
      .where(and(eq(promotions.id, id), eq(promotions.status, current.status)))
      .returning();
    if (!row) throw new OperatorError(`promotion ${id} changed meanwhile, look again`);
    if (to === 'ended') {
      await tx
        .update(promoGrants)
        .set({ state: 'cancelled', cancelledAt: now })
        .where(
          and(
            eq(promoGrants.promotionId, id),
            inArray(promoGrants.state, ['offered', 'claimable']),
          ),
        );
    }
    await onChange?.(tx, current, row);
    return row;
  });
}

export function listPromotions(db: DbOrTx, market: MarketCode) {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.market, market))
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

/** The newest grants of a promotion; `beforeId` pages on to older ones. */
export async function promotionGrants(
  db: DbOrTx,
  market: MarketCode,
  id: number,
  limit = 50,
  beforeId?: number,
) {
  await promotionById(db, market, id);
  return db
    .select()
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.promotionId, id),
        beforeId === undefined ? undefined : lt(promoGrants.id, beforeId),
      ),
    )
    .orderBy(desc(promoGrants.id))
    .limit(limit);
}

/** Budget, spent, and the grants by state (count and amount). */
export async function promotionSpend(db: DbOrTx, market: MarketCode, id: number) {
  const promotion = await promotionById(db, market, id);
  const byState = await db
    .select({
      state: promoGrants.state,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${promoGrants.amount}), 0)`,
    })
    .from(promoGrants)
    .where(eq(promoGrants.promotionId, id))
    .groupBy(promoGrants.state);
  return {
    budget: promotion.budget,
    spent: promotion.spent,
    grants: byState.map((r) => ({
      state: r.state,
      count: Number(r.count),
      amount: Number(r.amount),
    })),
  };
}

/** One promotion of the market (an OperatorError when there is none). */
export function promotionOf(db: DbOrTx, market: MarketCode, id: number): Promise<PromotionRow> {
  return promotionById(db, market, id);
}

/** How many grants each promotion of the market has made (any state). */
export async function grantCounts(db: DbOrTx, market: MarketCode): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: promoGrants.promotionId, count: sql<number>`count(*)::int` })
    .from(promoGrants)
    .innerJoin(promotions, eq(promotions.id, promoGrants.promotionId))
    .where(eq(promotions.market, market))
    .groupBy(promoGrants.promotionId);
  return new Map(rows.map((r) => [r.id, Number(r.count)]));
}
