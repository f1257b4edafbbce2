import { randomUUID } from 'node:crypto';
import type { ConsoleGiftCode } from '@cardroom/contract/console';
import { maskGiftCode } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import {
  type ApprovedRequest,
  moneyRequests,
  registerApprovalAct,
  requestMoney,
} from '../approvals/index.js';
import { auditedPromotion, batchAudit, type codeView, refusals } from './console-views.js';
import { createGiftCodeBatch, revealApprovedBatch } from './giftcodes.js';
import { createPromotion, editPromotion, type PromotionPatch } from './promotions.js';
import type { GiftCodeRow } from './schema.js';

/**
 * Promotions and gift-code batches as four-eyes requests (docs/OPERATIONS.md, "Four-eyes"):
 * writing the request, what its approval does (in the approval's own transaction, once), and
 * the requester's one look at an approved batch's codes.
 */

/** The editable fields as the console sends them (times as ISO text). */
interface PromotionForm {
  title: { en: string; id: string };
  summary: { en: string; id: string };
  rulesText: { en: string; id: string };
  bannerUrl: string;
  startsAt: string;
  endsAt: string | null;
  rules: Record<string, unknown>;
  wageringMultiple: number;
  budget: number | null;
  sort: number;
}

/** The form as the services take it (times as dates). */
export function promotionPatchOf(f: PromotionForm): Required<PromotionPatch> {
  return {
    title: f.title,
    summary: f.summary,
    rulesText: f.rulesText,
    bannerUrl: f.bannerUrl,
    startsAt: new Date(f.startsAt),
    endsAt: f.endsAt ? new Date(f.endsAt) : null,
    rules: f.rules,
    wageringMultiple: f.wageringMultiple,
    budget: f.budget,
    sort: f.sort,
  };
}

/** The fields as a request keeps them (times as ISO text, so the payload is plain JSON). */
export function promotionPayloadOf(p: Required<PromotionPatch>): PromotionForm {
  return {
    title: p.title,
    summary: p.summary,
    rulesText: p.rulesText,
    bannerUrl: p.bannerUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    rules: p.rules as Record<string, unknown>,
    wageringMultiple: p.wageringMultiple,
    budget: p.budget,
    sort: p.sort,
  };
}

type PromotionPayload = ApprovedRequest<'promotion'>['payload'];

/** Writes a promotion request (nothing created or changed); its id. */
export async function requestPromotion(
  deps: Deps,
  ctx: ConsoleCtx<true>,
  r: {
    payload: PromotionPayload;
    budget: number | null;
    target: string;
    note: string;
    requestId: string | undefined;
  },
): Promise<string> {
  const req = await deps.db.transaction((tx) =>
    requestMoney(
      deps,
      tx,
      {
        kind: 'promotion',
        payload: r.payload,
        // What it may cost: its budget (none: shown as 0 beside "no budget" in the note).
        amount: r.budget ?? 0,
        target: r.target,
        note: r.note,
        dedupeKey: `promotion:${r.requestId ?? randomUUID()}`,
      },
      ctx,
    ),
  );
  return String(req.id);
}

const formOf = (p: PromotionPayload) => {
  const { title, summary, rulesText, bannerUrl, startsAt, endsAt, rules } = p;
  const { wageringMultiple, budget, sort } = p;
  return promotionPatchOf({
    title,
    summary,
    rulesText,
    bannerUrl,
    startsAt,
    endsAt,
    rules,
    wageringMultiple,
    budget,
    sort,
  });
};

/**
 * What approval does. A refusal (an ended promotion, an expiry now past) rolls the approval back
 * and the request stays pending, with the reason shown to the approver.
 */
export function registerPromoApprovalActs(deps: Deps): void {
  const market = deps.market.code;
  registerApprovalAct(deps, 'promotion', async (tx, request, ctx) => {
    const p = request.payload;
    const audit = auditedPromotion(ctx, p.op === 'create' ? 'promotion.create' : 'promotion.edit');
    await refusals(() =>
      p.op === 'create'
        ? createPromotion(deps, market, { ...formOf(p), kind: p.kind, status: p.status }, audit, tx)
        : editPromotion(deps, market, p.promotionId, formOf(p), audit, tx),
    );
    return undefined;
  });
  registerApprovalAct(deps, 'gift_code_batch', async (tx, request, ctx) => {
    const p = request.payload;
    await refusals(() =>
      createGiftCodeBatch(
        deps,
        market,
        { ...p, expiresAt: p.expiresAt ? new Date(p.expiresAt) : null },
        batchAudit(ctx, p.promotionId, {
          request: request.id,
          requester: request.requesterLogin,
        }),
        { tx, requestId: request.id },
      ),
    );
    return undefined;
  });
}

/**
 * The codes of an approved batch, in full, to the operator who asked for it, once (a
 * conditional update marks them shown); masked everywhere after, the audit row included.
 */
export async function collectApprovedBatch(
  deps: Deps,
  requestId: number,
  ctx: ConsoleCtx<true>,
  view: typeof codeView,
): Promise<{ codes: ConsoleGiftCode[] }> {
  const [req] = await deps.db.select().from(moneyRequests).where(eq(moneyRequests.id, requestId));
  if (req?.kind !== 'gift_code_batch' || req.state !== 'approved') {
    throw badRequest('consoleBatchNotApproved');
  }
  if (req.requestedBy !== ctx.operator.operatorId) throw forbidden('consoleBatchCodesNotYours');
  const shown: GiftCodeRow[] = await deps.db.transaction(async (tx) => {
    const codes = await revealApprovedBatch(tx, deps.market.code, requestId, deps.now());
    if (codes.length === 0) throw conflict('consoleBatchCodesShown');
    await ctx.audit(tx, {
      action: 'giftcode.batch-shown',
      target: `request:${requestId}`,
      before: null,
      after: { count: codes.length, codes: codes.map((c) => maskGiftCode(c.code)) },
    });
    return codes;
  });
  return { codes: shown.sort((a, b) => a.id - b.id).map((c) => view(c, true)) };
}
