import {
  type ConsoleGiftCode,
  type ConsolePromotion,
  maskGiftCode,
} from '@cardroom/contract/console';
import type { Tx } from '../../db/client.js';
import type { ConsoleCtx } from '../../http/console-router.js';
import { badRequest, OperatorError } from '../../http/errors.js';
import type { GiftCodeChange } from './giftcodes.js';
import type { PromotionChange } from './promotions.js';
import type { GiftCodeRow, PromotionRow } from './schema.js';

/** How the console shows promotions and codes, and the audit rows their changes write. */

/** The console's view of a promotion (times as ISO text). */
export function promotionView(p: PromotionRow, grants: number): ConsolePromotion {
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
export function codeView(c: GiftCodeRow, full = false): ConsoleGiftCode {
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
    requestId: c.requestId === null ? null : String(c.requestId),
    revealedAt: c.revealedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a promotion (the editable fields and the state). */
export function promotionSnapshot(p: PromotionRow | null) {
  if (!p) return null;
  const { createdAt: _created, updatedAt: _updated, ...rest } = p;
  return { ...rest, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt?.toISOString() ?? null };
}

/**
 * The services refuse with an OperatorError whose sentence names the field and the problem
 * (e.g. "the first_deposit rules are not valid: tiers.0.bps: …"); the console shows it as is.
 */
export async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError)
      throw badRequest('consolePromoRefused', { reason: err.message });
    throw err;
  }
}

/** The audit row of a promotion change (before → after), in the change's own transaction. */
export const auditedPromotion =
  (ctx: ConsoleCtx<true>, action: string): PromotionChange =>
  (tx: Tx, before, after) =>
    ctx.audit(tx, {
      action,
      target: `promotion:${after.id}`,
      before: promotionSnapshot(before),
      after: promotionSnapshot(after),
    });

/** The audit row of a batch: its terms and its codes masked (never a code in full). */
export const batchAudit =
  (
    ctx: ConsoleCtx<true>,
    promotionId: number,
    extra: Record<string, unknown> = {},
  ): GiftCodeChange =>
  (tx, _before, after) =>
    ctx.audit(tx, {
      action: 'giftcode.batch',
      target: `promotion:${promotionId}`,
      before: null,
      after: {
        count: after.length,
        amount: after[0]?.amount,
        maxUses: after[0]?.maxUses,
        expiresAt: after[0]?.expiresAt?.toISOString() ?? null,
        codes: after.map((r) => maskGiftCode(r.code)),
        ...extra,
      },
    });
