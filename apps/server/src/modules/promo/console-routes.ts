import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type MarketCode, promoKinds } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { badRequest, conflict, notFound, OperatorError } from '../../http/errors.js';
import { fourEyesRules, requestMoney } from '../approvals/index.js';
import {
  collectApprovedBatch,
  promotionPatchOf,
  promotionPayloadOf,
  registerPromoApprovalActs,
  requestPromotion,
} from './console-requests.js';
import {
  auditedPromotion,
  batchAudit,
  codeView,
  promotionView,
  refusals,
} from './console-views.js';
import { batchCost, batchGate, promotionGate, shownCost } from './four-eyes.js';
import {
  checkGiftCodeBatch,
  createGiftCodeBatch,
  disableGiftCode,
  listGiftCodes,
} from './giftcodes.js';
import {
  checkEdit,
  checkPromotion,
  createPromotion,
  editPromotion,
  grantCounts,
  listPromotions,
  type PromoStatus,
  type PromotionInput,
  promotionGrants,
  promotionOf,
  promotionSpend,
  setPromotionStatus,
} from './promotions.js';
import { giftCodes } from './schema.js';

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
  const audited = auditedPromotion;

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

  registerPromoApprovalActs(deps);

  c.handle(consoleApi.consolePromotionCreate, async (input, ctx) => {
    const fields: PromotionInput = {
      kind: input.kind,
      ...promotionPatchOf(input),
      status: input.live ? 'live' : 'draft',
    };
    const why = promotionGate(deps, await fourEyesRules(deps), ctx.operator.role, input);
    if (why) {
      // Checked as the creation will be, so a request never waits for something refused later.
      await refusals(async () => checkPromotion(fields));
      const id = await requestPromotion(deps, ctx, {
        payload: {
          op: 'create',
          ...promotionPayloadOf(fields),
          kind: input.kind,
          status: fields.status,
        },
        budget: input.budget,
        target: `promotion:new:${input.kind}`,
        note: why,
        requestId: input.requestId,
      });
      return { promotion: null, pendingApproval: id };
    }
    const row = await refusals(() =>
      createPromotion(deps, market, fields, audited(ctx, 'promotion.create')),
    );
    return { promotion: promotionView(row, 0), pendingApproval: null };
  });

  c.handle(consoleApi.consolePromotionEdit, async (input, ctx) => {
    const patch = promotionPatchOf(input);
    const { current, next, rules } = await refusals(() =>
      checkEdit(deps.db, market, input.id, patch),
    );
    // Only a change of what it may cost (budget, wagering, rules) is gated: a new title is not.
    const moneyChanged =
      next.budget !== current.budget ||
      next.wageringMultiple !== current.wageringMultiple ||
      !isDeepStrictEqual(rules, current.rules);
    const why = moneyChanged
      ? promotionGate(deps, await fourEyesRules(deps), ctx.operator.role, next)
      : null;
    if (why) {
      const id = await requestPromotion(deps, ctx, {
        payload: { op: 'edit', promotionId: input.id, ...promotionPayloadOf({ ...patch }) },
        budget: next.budget,
        target: `promotion:${input.id}`,
        note: why,
        requestId: input.requestId,
      });
      return { promotion: null, pendingApproval: id };
    }
    const row = await refusals(() =>
      editPromotion(deps, market, input.id, patch, audited(ctx, 'promotion.edit')),
    );
    const counts = await grantCounts(deps.db, market);
    return { promotion: promotionView(row, counts.get(row.id) ?? 0), pendingApproval: null };
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
    const batch = {
      promotionId: input.promotionId,
      count: input.count,
      prefix: input.prefix,
      amount: input.amount,
      maxUses: input.maxUses,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    };
    const why = batchGate(deps, await fourEyesRules(deps), ctx.operator.role, input);
    if (why) {
      await refusals(() => checkGiftCodeBatch(deps, market, batch));
      const req = await deps.db.transaction((tx) =>
        requestMoney(
          deps,
          tx,
          {
            kind: 'gift_code_batch',
            payload: { ...batch, expiresAt: input.expiresAt },
            amount: shownCost(batchCost(input)),
            target: `promotion:${input.promotionId}`,
            note: why,
            dedupeKey: `giftcode-batch:${input.requestId ?? randomUUID()}`,
          },
          ctx,
        ),
      );
      return { codes: [], pendingApproval: String(req.id) };
    }
    const rows = await refusals(() =>
      createGiftCodeBatch(deps, market, batch, batchAudit(ctx, input.promotionId)),
    );
    // Shown in full this once: the operator copies them or downloads the CSV now.
    return { codes: rows.map((r) => codeView(r, true)), pendingApproval: null };
  });

  c.handle(consoleApi.consoleGiftCodeBatchCodes, (input, ctx) =>
    collectApprovedBatch(deps, Number(input.requestId), ctx, codeView),
  );

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
