import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * Deposits waiting for an operator: what `npm run ops -- deposits pending|show|confirm-utr|
 * reject-utr|credit-agent|reject-agent` does. Self-service UTR and agency orders are decided
 * here; bank-transfer orders are listed because the bank statement matches them by itself
 * (a different amount leaves them flagged, which only the statement can settle).
 */
const tag = 'Console';

const orderNo = z.string().trim().min(1).max(64);

const statementLine = z.object({
  utr: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  receivedAt: z.string(),
  matchedOrderNo: z.string().nullable(),
});

export const consoleDeposit = z.object({
  orderNo: z.string(),
  /** self_utr, agency, transfer_imps, transfer_upi */
  depositType: z.string(),
  /** Self-service UTR and agency orders, and orders paid in another amount, are decided by hand. */
  decidable: z.boolean(),
  amount: z.number().int(),
  /**
   * Money that arrived in another amount than ordered (bank statement or gateway): crediting
   * the order credits this amount; rejecting it means the money goes back outside the app.
   */
  receivedAmount: z.number().int().nullable(),
  utr: z.string().nullable(),
  /** Agency orders: the agent's name. */
  agent: z.string().nullable(),
  createdAt: z.string(),
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  player: z.object({ uid: z.string(), nickname: z.string(), mobile: z.string().nullable() }),
  /** The statement line with this order's UTR, if the bank shows one. */
  statementLine: statementLine.nullable(),
  /** Unmatched statement lines of the same amount (for an order whose UTR is not on it). */
  candidates: z.array(statementLine),
});
export type ConsoleDeposit = z.infer<typeof consoleDeposit>;

export const consoleDepositsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/queue',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary: 'Bank-transfer, self-service UTR and agency orders waiting for money, oldest first.',
  payload: {},
  result: z.object({ orders: z.array(consoleDeposit), currencySign: z.string() }),
});

const decision = z.object({
  orderNo: z.string(),
  status: z.string(),
  bonus: z.number().int(),
  /** A UTR no bank line matches: nothing was credited, this money request waits instead. */
  pendingApproval: z.string().nullable(),
});

export const consoleDepositMatch = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/deposits/match',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Credits a waiting self-service UTR order (with its waiting bonus), agency order, or order paid in another amount (the amount received), once. Audited.',
  payload: { orderNo },
  result: decision,
});

export const consoleDepositReject = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/deposits/reject',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Rejects a waiting self-service UTR or agency order with a reason the player reads. Audited.',
  payload: {
    orderNo,
    reason: z.string().trim().min(3, 'invalidField').max(200, 'invalidField'),
  },
  result: decision,
});
