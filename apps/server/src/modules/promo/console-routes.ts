import { type MarketCode, promoKinds } from '@cardroom/contract';
import {
  type ConsoleGiftCode,
  type ConsolePromotion,
  consoleApi,
  maskGiftCode,
} from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { AuditNote, ConsoleRouter } from '../../http/console-router.js';
import { badRequest, conflict, notFound, OperatorError } from '../../http/errors.js';
import { createGiftCodeBatch, disableGiftCode, listGiftCodes } from './giftcodes.js';
import {
  createPromotion,
  editPromotion,
  grantCounts,
  listPromotions,
  type PromoStatus,
  promotionGrants,
  promotionOf,
  promotionSpend,
  setPromotionStatus,
} from './promotions.js';
import { type GiftCodeRow, giftCodes, type PromotionRow } from './schema.js';

/** The console's view of a promotion (times as ISO text). */
function promotionView(p: PromotionRow, grants: number): ConsolePromotion {
  return {
    id: p.id,
    kind: p.kind,
    status: p.status as ConsolePromotion['status'],
    sort: p.sort,
    title: p.title,
    summary: p.summary,
    rulesText: p.rulesText,
    bannerUrl: p.bannerUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    rules: p.rules,
    wageringMultiple: p.wageringMultiple,
    budget: p.budget,
    spent: p.spent,
    grants,
  };
}

/** A code as lists and audit rows show it: masked, unless `full` (the batch's own answer). */
function codeView(c: GiftCodeRow, full = false): ConsoleGiftCode {
  return {
    id: c.id,
    code: full ? c.code : maskGiftCode(c.code),
    promotionId: c.promotionId,
    amount: c.amount,
    maxUses: c.maxUses,
    used: c.used,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    status: c.status as ConsoleGiftCode['status'],
    createdAt: c.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a promotion (the editable fields and the state). */
function promotionSnapshot(p: PromotionRow | null) {
  if (!p) return null;
  const { createdAt: _created, updatedAt: _updated, ...rest } = p;
  return { ...rest, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt?.toISOString() ?? null };
}

/**
 * The services refuse with an OperatorError whose sentence names the field and the problem
 * (e.g. "the first_deposit rules are not valid: tiers.0.bps: …"); the console shows it as is.
 */
async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError)
      throw badRequest('consolePromoRefused', { reason: err.message });
    throw err;
  }
}

/** The code behind a console row's id (the console holds only the masked code). */
async function giftCodeById(db: DbOrTx, market: MarketCode, id: number): Promise<string> {
  const [row] = await db
    .select({ code: giftCodes.code })
    .from(giftCodes)
    .where(and(eq(giftCodes.market, market), eq(giftCodes.id, id)));
  if (!row) throw notFound();
  return row.code;
}

const statusOf = { pause: 'paused', resume: 'live', end: 'ended' } as const;

/**
 * The console's Promotions page: the same services as `npm run ops -- promo`, each change
 * with its audit row (before → after) written in the change's own transaction.
 */
export function registerPromoConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  const market = deps.market.code;
  const audited =
    (ctx: { audit(tx: Tx, note: AuditNote): Promise<void> }, action: string) =>
    (tx: Tx, before: PromotionRow | null, after: PromotionRow) =>
      ctx.audit(tx, {
        action,
        target: `promotion:${after.id}`,
        before: promotionSnapshot(before),
        after: promotionSnapshot(after),
      });

  c.handle(consoleApi.consolePromotionsList, async () => {
    const [rows, counts] = await Promise.all([
      listPromotions(deps.db, market),
      grantCounts(deps.db, market),
    ]);
    return {
      promotions: rows.map((p) => promotionView(p, counts.get(p.id) ?? 0)),
      kinds: [...promoKinds],
      currencySign: deps.market.currencySign,
    };
  });

  c.handle(consoleApi.consolePromotionDetail, async (input) => {
    const pageSize = 25;
    const { promotion, spend, grants } = await refusals(async () => {
      const promotion = await promotionOf(deps.db, market, input.id);
      const spend = await promotionSpend(deps.db, market, input.id);
      const grants = await promotionGrants(deps.db, market, input.id, pageSize + 1, input.beforeId);
      return { promotion, spend, grants };
    });
    const page = grants.slice(0, pageSize);
    const total = spend.grants.reduce((n, g) => n + g.count, 0);
    return {
      promotion: promotionView(promotion, total),
      byState: spend.grants,
      grants: page.map((g) => ({
        id: g.id,
        userId: g.userId,
        period: g.period,
        state: g.state,
        amount: g.amount,
        createdAt: g.createdAt.toISOString(),
        creditedAt: g.creditedAt?.toISOString() ?? null,
        expiresAt: g.expiresAt?.toISOString() ?? null,
      })),
      nextBeforeId: grants.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    };
  });

  c.handle(consoleApi.consolePromotionCreate, async (input, ctx) => {
    const row = await refusals(() =>
      createPromotion(
        deps,
        market,
        {
          kind: input.kind,
          title: input.title,
          summary: input.summary,
          rulesText: input.rulesText,
          bannerUrl: input.bannerUrl,
          startsAt: new Date(input.startsAt),
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          rules: input.rules,
          wageringMultiple: input.wageringMultiple,
          budget: input.budget,
          sort: input.sort,
          status: input.live ? 'live' : 'draft',
        },
        audited(ctx, 'promotion.create'),
      ),
    );
    return { promotion: promotionView(row, 0) };
  });

  c.handle(consoleApi.consolePromotionEdit, async (input, ctx) => {
    const row = await refusals(() =>
      editPromotion(
        deps,
        market,
        input.id,
        {
          title: input.title,
          summary: input.summary,
          rulesText: input.rulesText,
          bannerUrl: input.bannerUrl,
          startsAt: new Date(input.startsAt),
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          rules: input.rules,
          wageringMultiple: input.wageringMultiple,
          budget: input.budget,
          sort: input.sort,
        },
        audited(ctx, 'promotion.edit'),
      ),
    );
    const counts = await grantCounts(deps.db, market);
    return { promotion: promotionView(row, counts.get(row.id) ?? 0) };
  });

  c.handle(consoleApi.consolePromotionSetStatus, async (input, ctx) => {
    const to: PromoStatus = statusOf[input.action];
    const changed = () => conflict('consolePromoChanged', { from: input.from });
    const current = await refusals(() => promotionOf(deps.db, market, input.id));
    if (current.status !== input.from) throw changed();
    const row = await setPromotionStatus(
      deps,
      market,
      input.id,
      to,
      audited(ctx, `promotion.${input.action}`),
    ).catch(async (err: unknown) => {
      if (!(err instanceof OperatorError)) throw err;
      // The loser of two concurrent actions: the row moved between its read and its update.
      const now = await promotionOf(deps.db, market, input.id);
      if (now.status !== input.from) throw changed();
      throw badRequest('consolePromoRefused', { reason: err.message });
    });
    const counts = await grantCounts(deps.db, market);
    return { promotion: promotionView(row, counts.get(row.id) ?? 0) };
  });

  c.handle(consoleApi.consoleGiftCodesList, async (input) => ({
    codes: (await listGiftCodes(deps.db, market, input.promotionId)).map((c) => codeView(c)),
  }));

  c.handle(consoleApi.consoleGiftCodeBatch, async (input, ctx) => {
    const rows = await refusals(() =>
      createGiftCodeBatch(
        deps,
        market,
        {
          promotionId: input.promotionId,
          count: input.count,
          prefix: input.prefix,
          amount: input.amount,
          maxUses: input.maxUses,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        },
        (tx, _before, after) =>
          ctx.audit(tx, {
            action: 'giftcode.batch',
            target: `promotion:${input.promotionId}`,
            before: null,
            after: {
              count: after.length,
              amount: input.amount,
              maxUses: input.maxUses,
              expiresAt: input.expiresAt,
              codes: after.map((r) => maskGiftCode(r.code)),
            },
          }),
      ),
    );
    // Shown in full this once: the operator copies them or downloads the CSV now.
    return { codes: rows.map((r) => codeView(r, true)) };
  });

  c.handle(consoleApi.consoleGiftCodeDisable, async (input, ctx) => {
    const code = await giftCodeById(deps.db, market, input.id);
    const row = await refusals(() =>
      disableGiftCode(deps.db, market, code, (tx, before, after) =>
        ctx.audit(tx, {
          action: 'giftcode.disable',
          target: `giftcode:${input.id}`,
          before: before?.[0] ? codeView(before[0]) : null,
          after: after[0] ? codeView(after[0]) : null,
        }),
      ),
    );
    return { code: codeView(row) };
  });
}
