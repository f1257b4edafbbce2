import type { MoneyRequestKind } from '@cardroom/contract/console';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx } from '../../http/console-router.js';

const biText = z.object({ en: z.string(), id: z.string() });
/** A promotion's fields as a request keeps them (times as ISO text). */
const promotionTerms = {
  title: biText,
  summary: biText,
  rulesText: biText,
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rules: z.record(z.string(), z.unknown()),
  wageringMultiple: z.number().int().min(0),
  budget: z.number().int().min(0).nullable(),
  sort: z.number().int(),
};

/**
 * What each kind of money request carries: checked when the request is written and again when
 * it is approved (a row is never acted on from an unchecked payload).
 */
export const payloadSchemas = {
  adjustment: z.object({
    userId: z.number().int().positive(),
    playerUid: z.string(),
    /** Signed minor units: positive credits the player. */
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0),
    reason: z.string(),
  }),
  deposit_credit_agency: z.object({ orderNo: z.string().min(1) }),
  deposit_credit_unmatched: z.object({
    orderNo: z.string().min(1),
    /** The unmatched bank line the requester said this money is (deposits desk). */
    lineId: z.number().int().positive().optional(),
  }),
  withdrawal: z.object({ orderNo: z.string().min(1) }),
  gift_code_batch: z.object({
    promotionId: z.number().int().positive(),
    count: z.number().int().positive(),
    prefix: z.string(),
    amount: z.number().int().positive(),
    maxUses: z.number().int().positive(),
    expiresAt: z.string().nullable(),
  }),
  /** A whole new promotion, or an edit of one: nothing exists (or changes) until approval. */
  promotion: z.discriminatedUnion('op', [
    z.object({
      op: z.literal('create'),
      ...promotionTerms,
      kind: z.string(),
      status: z.enum(['draft', 'live']),
    }),
    z.object({
      op: z.literal('edit'),
      promotionId: z.number().int().positive(),
      ...promotionTerms,
    }),
  ]),
  held_return: z.object({ orderNo: z.string().min(1), reference: z.string() }),
} satisfies Record<MoneyRequestKind, z.ZodType>;

export type PayloadOf<K extends MoneyRequestKind> = z.infer<(typeof payloadSchemas)[K]>;

/** The request being approved, as an act sees it. */
export interface ApprovedRequest<K extends MoneyRequestKind> {
  id: number;
  payload: PayloadOf<K>;
  requesterLogin: string;
  reason: string;
}

/**
 * What approval does, inside the approval's transaction (`tx`): a throw rolls the approval
 * back and the request stays pending. It may return work for after commit (e.g. handing an
 * approved payout to the gateway).
 */
export type ApprovalAct<K extends MoneyRequestKind> = (
  tx: Tx,
  request: ApprovedRequest<K>,
  ctx: ConsoleCtx<true>,
) => Promise<undefined | (() => Promise<void>)>;

type Acts = { [K in MoneyRequestKind]?: ApprovalAct<K> };
const byApp = new WeakMap<Deps, Acts>();

/**
 * The module that owns an act registers it in its `setup` (the approvals module imports no
 * feature module: they import it). Kept per app instance, keyed by its deps.
 */
export function registerApprovalAct<K extends MoneyRequestKind>(
  deps: Deps,
  kind: K,
  act: ApprovalAct<K>,
): void {
  const acts = byApp.get(deps) ?? {};
  if (acts[kind]) throw new Error(`approval act ${kind} registered twice`);
  (acts as Record<K, ApprovalAct<K>>)[kind] = act;
  byApp.set(deps, acts);
}

export function actOf<K extends MoneyRequestKind>(deps: Deps, kind: K): ApprovalAct<K> {
  const act = byApp.get(deps)?.[kind] as ApprovalAct<K> | undefined;
  if (!act) throw new Error(`no approval act for ${kind}`);
  return act;
}
