import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { deskPageSize, deskPlayer, deskRangeFilters } from './console-desk.js';
import { riskFilters, riskFlag } from './console-risk.js';
import { withdrawAccountKinds } from './withdraw.js';

/**
 * The payments desk's withdrawal half: every order in every state, sorted on the server and
 * paged by a cursor (keyset), its whole history, and the operator's moves on a failed payout (retry, refund) and
 * on a selection of waiting orders (bulk approve).
 */
const tag = 'Console';

/**
 * The desk's states. `failed` is a payout the gateway refused while the money is still held
 * (waiting for retry or refund); `refunded` is one whose money went back to the player
 * (by the operator, or at once when `withdrawRules.failedPayouts` is `refund`).
 */
export const deskWithdrawStates = [
  'review',
  'approved',
  'paying',
  'success',
  'failed',
  'rejected',
  'refunded',
] as const;
export type DeskWithdrawState = (typeof deskWithdrawStates)[number];

export const deskSortKeys = ['createdAt', 'amount'] as const;

const orderNo = z.string().trim().min(1).max(64);

export const deskWithdrawal = z.object({
  orderNo: z.string(),
  state: z.enum(deskWithdrawStates),
  /** Minor units. */
  amount: z.number().int(),
  fee: z.number().int(),
  arrivalAmount: z.number().int(),
  method: z.enum(withdrawAccountKinds),
  bank: z.string(),
  flagged: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The gateway's payout number (the reference the bank statement shows). */
  gatewayPayoutNo: z.string().nullable(),
  lastError: z.string().nullable(),
  payoutAttempt: z.number().int(),
  player: deskPlayer.extend({ vipLevel: z.number().int() }),
  /** The risk flags the player's rules raise now (docs/OPERATIONS.md "Risk rules"). */
  flags: z.array(riskFlag),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawal>;

export const consoleWithdrawalsDesk = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/withdrawals/desk',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Withdrawals in every state, sorted on the server (ties by id) and paged by a cursor that new orders do not shift; filters by state, method, amount, market days and VIP level; search by order number, payout number, player uid or phone.',
  payload: {
    state: z.enum(deskWithdrawStates).optional(),
    method: z.enum(withdrawAccountKinds).optional(),
    ...deskRangeFilters,
    vipLevel: z.coerce.number().int().min(0).max(99).optional(),
    /** Only orders of players this risk rule flags now (`flagged`: at least one rule). */
    risk: z.enum(riskFilters).optional(),
    sort: z.enum(deskSortKeys).default('createdAt'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    /** The `nextCursor` of the page before (same filters and sort); absent for the first page. */
    cursor: z.string().max(200, 'invalidField').optional(),
    pageSize: deskPageSize,
  },
  result: z.object({
    rows: z.array(deskWithdrawal),
    /** Every order the filters match (the pager's total). */
    total: z.number().int(),
    /** Where the next page starts; null on the last page. */
    nextCursor: z.string().nullable(),
    currencySign: z.string(),
  }),
});

export const deskHistoryEntry = z.object({
  at: z.string(),
  /** `operator`: an audit row; `gateway`: a payout callback; `ledger`: money that moved. */
  source: z.enum(['operator', 'gateway', 'ledger', 'player']),
  actor: z.string(),
  action: z.string(),
  detail: z.unknown(),
});
export type DeskHistoryEntry = z.infer<typeof deskHistoryEntry>;

export const consoleWithdrawalDetail = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/withdrawals/detail',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'One withdrawal with its whole history: the player’s request, operator decisions, gateway answers and ledger movements, oldest first.',
  payload: { orderNo },
  result: z.object({
    order: deskWithdrawal,
    beneficiary: z.object({ name: z.string(), accountNumber: z.string(), ifsc: z.string() }),
    history: z.array(deskHistoryEntry),
  }),
});

const act = z.object({ orderNo: z.string(), state: z.enum(deskWithdrawStates) });

export const consoleWithdrawalRetry = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/withdrawals/retry',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Sends a failed payout again under its next payout reference (once, however many operators press it). Audited.',
  payload: { orderNo },
  result: act,
});

export const consoleWithdrawalRefund = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/withdrawals/refund',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Gives a failed payout’s money back to the player’s balance (once) with a reason the player reads. Audited.',
  payload: {
    orderNo,
    reason: z.string().trim().min(3, 'invalidField').max(200, 'invalidField'),
  },
  result: act,
});

export const consoleWithdrawalBulkApprove = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/withdrawals/bulk-approve',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Approves each selected waiting order at or under the four-eyes threshold; each above becomes a four-eyes request. Answers per order.',
  payload: { orderNos: z.array(orderNo).min(1, 'invalidField').max(100, 'invalidField') },
  result: z.object({
    items: z.array(
      z.object({
        orderNo: z.string(),
        /** approved; fourEyes (a money request waits); notWaiting (gone or decided already). */
        outcome: z.enum(['approved', 'fourEyes', 'notWaiting']),
        pendingApproval: z.string().nullable(),
      }),
    ),
  }),
});
