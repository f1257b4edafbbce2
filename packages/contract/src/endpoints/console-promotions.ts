import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { promoKinds } from './promo.js';

/**
 * Promotions and gift codes: what `npm run ops -- promo …` does, on the same services.
 * Marketing runs them (owner too); finance may read. Amounts are minor units.
 */
const tag = 'Console';
const writers = ['owner', 'marketing'] as const;
const readers = ['owner', 'marketing', 'finance'] as const;

/**
 * One id per form submission: a doubled or retried submission that waits for a second operator
 * is one request, not two (optional: without it each submission is its own request).
 */
const submission = () => ({ requestId: z.string().uuid('invalidField').optional() });

const id = z.coerce.number().int().positive('invalidField');
const isoTime = z.iso.datetime({ offset: true, error: 'invalidField' });
const text = z.string().trim().min(1, 'invalidField').max(2000, 'invalidField');
const biText = z.object({ en: text, id: text });
const minor = z
  .number()
  .int('invalidField')
  .min(0, 'invalidField')
  .max(2 ** 50, 'invalidField');

export const consolePromotion = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(['draft', 'live', 'paused', 'ended']),
  sort: z.number().int(),
  title: z.object({ en: z.string(), id: z.string() }),
  summary: z.object({ en: z.string(), id: z.string() }),
  rulesText: z.object({ en: z.string(), id: z.string() }),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  rules: z.record(z.string(), z.unknown()),
  wageringMultiple: z.number().int(),
  budget: z.number().int().nullable(),
  spent: z.number().int(),
  grants: z.number().int(),
});
export type ConsolePromotion = z.infer<typeof consolePromotion>;

export const consolePromoGrant = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  period: z.string(),
  state: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ConsolePromoGrant = z.infer<typeof consolePromoGrant>;

/**
 * A gift code as the console shows it after its batch was made (issue 34): the first two and the
 * last three characters, the rest as bullets ("CW•••••••K7Q"). The full code is shown once, in
 * the batch's answer (to copy or download as CSV); lists and audit rows keep only this, so a role
 * that reads promotions cannot redeem what it reads.
 */
export function maskGiftCode(code: string): string {
  if (code.length <= 5) return '•'.repeat(code.length);
  return `${code.slice(0, 2)}${'•'.repeat(code.length - 5)}${code.slice(-3)}`;
}

export const consoleGiftCode = z.object({
  id: z.number().int(),
  /** Masked (`maskGiftCode`) everywhere but the batch's own answer. */
  code: z.string(),
  promotionId: z.number().int(),
  amount: z.number().int(),
  maxUses: z.number().int(),
  /** Redemptions so far. */
  used: z.number().int(),
  expiresAt: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  /** The four-eyes request whose approval made it (null: made at once). */
  requestId: z.string().nullable(),
  /** When a request's codes were shown in full to the requester (null: not yet, or made at once). */
  revealedAt: z.string().nullable(),
});
export type ConsoleGiftCode = z.infer<typeof consoleGiftCode>;

export const consolePromotionsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/promotions/list',
  envelope: 'state',
  auth: 'required',
  access: readers,
  tag,
  summary: 'Every promotion of the market with its state, dates, budget, spent and grant count.',
  payload: {},
  result: z.object({
    promotions: z.array(consolePromotion),
    kinds: z.array(z.string()),
    currencySign: z.string(),
  }),
});

export const consolePromotionDetail = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/promotions/detail',
  envelope: 'state',
  auth: 'required',
  access: readers,
  tag,
  summary: 'One promotion: its config, grants by state, and its newest grants (paged by beforeId).',
  payload: { id, beforeId: id.optional() },
  result: z.object({
    promotion: consolePromotion,
    byState: z.array(
      z.object({ state: z.string(), count: z.number().int(), amount: z.number().int() }),
    ),
    grants: z.array(consolePromoGrant),
    /** Pass as beforeId for the next (older) page; null on the last page. */
    nextBeforeId: z.number().int().nullable(),
  }),
});

/** The fields a create and an edit share; rules are checked against the kind on the server. */
const promotionFields = {
  title: biText,
  summary: biText,
  rulesText: biText,
  bannerUrl: z.string().trim().max(500, 'invalidField').default(''),
  startsAt: isoTime,
  endsAt: isoTime.nullable(),
  rules: z.record(z.string(), z.unknown()),
  wageringMultiple: z.number().int('invalidField').min(0, 'invalidField').max(100, 'invalidField'),
  budget: minor.nullable(),
  sort: z.number().int('invalidField').min(-1000, 'invalidField').max(1000, 'invalidField'),
  ...submission(),
};

/**
 * Four-eyes (docs/OPERATIONS.md): a promotion with no budget, a budget over the owner's
 * threshold or less wagering than the market's floor is not created (or changed) at once:
 * `promotion` is null and `pendingApproval` names the request a second operator decides.
 */
const promotionResult = z.object({
  promotion: consolePromotion.nullable(),
  pendingApproval: z.string().nullable(),
});

export const consolePromotionCreate = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/create',
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary: 'A new promotion (draft, or live at once); rules validated per kind. Audited.',
  payload: { kind: z.enum(promoKinds, 'invalidField'), ...promotionFields, live: z.boolean() },
  result: promotionResult,
});

export const consolePromotionEdit = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/edit',
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary: 'Changes a promotion that has not ended; the budget never below what is spent. Audited.',
  payload: { id, ...promotionFields },
  result: promotionResult,
});

export const consolePromotionSetStatus = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/status',
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary:
    'Pause, resume (or start a draft) or end; only from the states allowed, once. Ending cancels unclaimed rewards. Audited.',
  payload: {
    id,
    action: z.enum(['pause', 'resume', 'end'], 'invalidField'),
    /** The state the operator saw: a promotion changed meanwhile is refused, not moved twice. */
    from: z.enum(['draft', 'live', 'paused'], 'invalidField'),
  },
  result: z.object({ promotion: consolePromotion }),
});

export const consoleGiftCodesList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/promotions/gift-codes',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: readers,
  tag,
  summary:
    'Gift codes of the market (of one promotion when given), newest first, with redemptions.',
  payload: { promotionId: id.optional() },
  result: z.object({ codes: z.array(consoleGiftCode) }),
});

export const consoleGiftCodeBatch = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/gift-codes/batch',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary:
    'Generates a batch of random codes with one amount, uses and expiry (all or none); one whose possible cost passes the four-eyes threshold becomes a request (no codes until approved). Audited.',
  payload: {
    promotionId: id,
    count: z.number().int('invalidField').min(1, 'invalidField').max(500, 'invalidField'),
    prefix: z.string().trim().max(12, 'invalidField').default(''),
    amount: minor.min(1, 'invalidField'),
    maxUses: z.number().int('invalidField').min(1, 'invalidField').max(1_000_000, 'invalidField'),
    expiresAt: isoTime.nullable(),
    ...submission(),
  },
  /** `codes` in full (this once) when made at once; empty with `pendingApproval` when it waits. */
  result: z.object({ codes: z.array(consoleGiftCode), pendingApproval: z.string().nullable() }),
});

export const consoleGiftCodeBatchCodes = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/gift-codes/approved-batch',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary:
    'The codes of an approved batch request, in full, once, to the operator who asked for it (then masked everywhere). Audited.',
  payload: {
    requestId: z
      .string()
      .trim()
      .regex(/^\d{1,16}$/, 'invalidField'),
  },
  result: z.object({ codes: z.array(consoleGiftCode) }),
});

export const consoleGiftCodeDisable = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/promotions/gift-codes/disable',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: writers,
  tag,
  summary: 'A code stops working at once. Audited.',
  payload: { id },
  result: z.object({ code: consoleGiftCode }),
});
