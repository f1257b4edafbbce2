import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * Four-eyes for money an operator creates or moves (docs/OPERATIONS.md, "Four-eyes"): an
 * adjustment, an unmatched deposit credit, a costly gift-code batch or promotion, or a large
 * withdrawal becomes a request; a second operator with an approving role approves or rejects
 * it with a reason. The requester can never decide their own.
 */
const tag = 'Console';

export const moneyRequestKinds = [
  'adjustment',
  'deposit_credit_agency',
  'deposit_credit_unmatched',
  'gift_code_batch',
  /** Held deposit money marked returned to its source (console Held returns). */
  'held_return',
  'promotion',
  'withdrawal',
] as const;
export type MoneyRequestKind = (typeof moneyRequestKinds)[number];

export const moneyRequestStates = ['pending', 'approved', 'rejected'] as const;
export type MoneyRequestState = (typeof moneyRequestStates)[number];

/** The roles that may approve or reject a money request (the "approve" column of the matrix). */
export const APPROVER_ROLES = ['owner', 'finance'] as const;

/** Why a decision is taken: kept on the request and in the audit log. */
const reason = z.string().trim().min(5, 'invalidField').max(200, 'invalidField');
const requestId = z
  .string()
  .trim()
  .regex(/^\d{1,16}$/, 'invalidField');

export const consoleMoneyRequest = z.object({
  id: z.string(),
  kind: z.enum(moneyRequestKinds),
  /** Minor units at stake: the signed adjustment, the order amount, or the possible cost. */
  amount: z.number().int(),
  /** What it acts on: `player:<uid>`, `deposit:<orderNo>`, `promotion:<id>`, … */
  target: z.string(),
  /** The requester's own reason. */
  note: z.string(),
  /**
   * What approval would do, for the approver to read: the promotion's rules, budget and
   * wagering, the batch's size × amount × uses. Never a secret (a batch's codes do not exist
   * until it is approved).
   */
  details: z.record(z.string(), z.unknown()),
  requester: z.string(),
  requesterName: z.string(),
  /** Asked by the operator viewing the list: they may not decide it. */
  mine: z.boolean(),
  state: z.enum(moneyRequestStates),
  decider: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ConsoleMoneyRequest = z.infer<typeof consoleMoneyRequest>;

export const consoleApprovalsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/approvals/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance', 'marketing'],
  tag,
  summary: 'Money requests waiting for a second operator (or decided ones), newest first.',
  payload: { state: z.enum(moneyRequestStates).default('pending') },
  /** The market, so amounts show in its own format (formatMoney). */
  result: z.object({ rows: z.array(consoleMoneyRequest), market: z.enum(['ID', 'IN']) }),
});

const decision = z.object({ id: z.string(), state: z.enum(moneyRequestStates) });

export const consoleApprovalApprove = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/approvals/approve',
  envelope: 'state',
  auth: 'required',
  access: APPROVER_ROLES,
  tag,
  summary:
    'Approves a pending request and does what it asks in the same transaction, once. Never the requester’s own. Audited.',
  payload: { id: requestId, reason },
  result: decision,
});

export const consoleApprovalReject = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/approvals/reject',
  envelope: 'state',
  auth: 'required',
  access: APPROVER_ROLES,
  tag,
  summary: 'Rejects a pending request: nothing moves. Never the requester’s own. Audited.',
  payload: { id: requestId, reason },
  result: decision,
});
