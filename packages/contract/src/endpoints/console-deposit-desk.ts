import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { deskPageSize, deskRangeFilters, deskPlayer as player } from './console-desk.js';

/**
 * The payments desk, deposits half (issue 37): every deposit order in every state, filtered,
 * searched and paged by the server; one order's whole history; and the bank statement's
 * unmatched lines beside the orders they might belong to. Reading only: an order is credited or
 * rejected through the queue's own endpoints (`consoleDepositMatch`, `consoleDepositReject`).
 */
const tag = 'Console';

/** Every state a deposit order has (deposits/schema.ts). */
export const DEPOSIT_STATES = ['pending', 'success', 'failed', 'rejected', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** How the desk sorts: by creation (the order's id breaks ties) or by amount. */
export const DEPOSIT_DESK_SORTS = ['newest', 'oldest', 'amountDesc', 'amountAsc'] as const;
export type DepositDeskSort = (typeof DEPOSIT_DESK_SORTS)[number];

export const depositDeskRow = z.object({
  orderNo: z.string(),
  /** The channel: online, transfer_imps, transfer_upi, self_utr, agency, crypto, va. */
  depositType: z.string(),
  /** The online type code, transfer method, agent id or crypto network. */
  method: z.string(),
  status: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  receivedAmount: z.number().int().nullable(),
  bonus: z.number().int(),
  utr: z.string().nullable(),
  gateway: z.string().nullable(),
  gatewayOrderNo: z.string().nullable(),
  externalRef: z.string().nullable(),
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
  player,
});
export type DepositDeskRow = z.infer<typeof depositDeskRow>;

export const consoleDepositsSearch = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/search',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Deposit orders in every state, filtered (state, channel, method, amount in minor units, market days, flagged), searched by exact order number, UTR, gateway order, reference, player uid or phone, sorted and paged by a cursor that new orders do not shift.',
  payload: {
    status: z.enum(DEPOSIT_STATES, 'invalidField').optional(),
    depositType: z.string().trim().max(32, 'invalidField').optional(),
    method: z.string().trim().max(64, 'invalidField').optional(),
    ...deskRangeFilters,
    flagged: z.enum(['yes', 'no'], 'invalidField').optional(),
    sort: z.enum(DEPOSIT_DESK_SORTS, 'invalidField').default('newest'),
    /** The `nextCursor` of the page before; absent for the first page. */
    cursor: z.string().max(200, 'invalidField').optional(),
    limit: deskPageSize,
  },
  result: z.object({
    rows: z.array(depositDeskRow),
    /** Orders matching the filters now (all pages). */
    total: z.number().int(),
    nextCursor: z.string().nullable(),
    currencySign: z.string(),
  }),
});

const statementLine = z.object({
  utr: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  receivedAt: z.string(),
  matchedOrderNo: z.string().nullable(),
});

/** One thing that happened to an order, oldest first. */
export const depositEvent = z.object({
  at: z.string(),
  /** created, arrived, callback (gateway), audit (an operator), request (four-eyes), line (statement) */
  kind: z.enum(['created', 'arrived', 'callback', 'audit', 'request', 'line']),
  /** Who: the player, the gateway's name, the operator's login, the bank. */
  actor: z.string(),
  /** What, in English for the operator. */
  text: z.string(),
  /** The raw rows behind it (audit before/after, callback status and result, request state). */
  detail: z.record(z.string(), z.unknown()),
});
export type DepositEvent = z.infer<typeof depositEvent>;

export const consoleDepositDetail = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/detail',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    "One deposit order with its whole history: creation, gateway callbacks with their result, the bank statement line, operators' decisions (audit) and four-eyes requests.",
  payload: { orderNo: z.string().trim().min(1, 'invalidField').max(64, 'invalidField') },
  result: z.object({
    order: depositDeskRow.extend({
      /** The order's remark as the player reads it (English). */
      remark: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      held: z.number().int(),
      heldLeft: z.number().int(),
      updatedAt: z.string(),
    }),
    statementLine: statementLine.nullable(),
    history: z.array(depositEvent),
    currencySign: z.string(),
  }),
});

export const unmatchedCandidate = z.object({
  orderNo: z.string(),
  depositType: z.string(),
  status: z.string(),
  amount: z.number().int(),
  utr: z.string().nullable(),
  createdAt: z.string(),
  player,
  /** amount: same amount within the time window; utr: UTR with the same first characters. */
  why: z.array(z.enum(['amount', 'utr'])),
  /** The queue's "Match and credit" applies (self-service UTR or money of another amount). */
  decidable: z.boolean(),
});
export type UnmatchedCandidate = z.infer<typeof unmatchedCandidate>;

export const consoleDepositUnmatched = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/unmatched',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Bank statement lines no order matched, newest first, each with the orders it might belong to (docs/OPERATIONS.md "Deposits desk" has the rule).',
  payload: {
    cursor: z.string().max(200, 'invalidField').optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  },
  result: z.object({
    lines: z.array(
      /** `id`: what "Match and credit" sends (consoleDepositMatch `lineId`) to match this line. */
      statementLine.extend({ id: z.number().int(), candidates: z.array(unmatchedCandidate) }),
    ),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
    /** The rule's figures, for the page to say them. */
    rule: z.object({
      hoursBefore: z.number().int(),
      hoursAfter: z.number().int(),
      utrPrefix: z.number().int(),
    }),
    currencySign: z.string(),
  }),
});
