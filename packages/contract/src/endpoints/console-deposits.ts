import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskSummary } from './console-risk.js';

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
  /** The player's deposits, withdrawals and bonuses received, and the risk flags raised now. */
  risk: riskSummary,
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
    'Credits a waiting self-service UTR order (with its waiting bonus), agency order, or order paid in another amount (the amount received), once. Audited. `lineId`: the unmatched bank statement line this money is (the deposits desk); it is matched to the order with the credit.',
  payload: {
    orderNo,
    /** A self-service UTR order only: the bank line chosen from the unmatched lines. */
    lineId: z.number().int().positive().optional(),
  },
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

/**
 * Held money (beyond a player's deposit limit) the player asked back to its source
 * (`POST /limits/heldReturn`): the operator sends it outside the app, then marks it returned.
 */
export const consoleHeldReturn = z.object({
  orderNo: z.string(),
  /** Where the money came from: the deposit method (qris, transfer_imps, crypto, …). */
  depositType: z.string(),
  /** The deposit's method label as the player chose it (bank, wallet, network). */
  method: z.string(),
  /** Where to send it back: the order's bank name, IFSC and account when the deposit had them. */
  source: z.string(),
  /** Minor units: still held (open) or what was returned (returned). */
  amount: z.number().int(),
  requestedAt: z.string(),
  state: z.enum(['open', 'returned']),
  returnedAt: z.string().nullable(),
  /** An open one above the four-eyes threshold waits for a second operator: that request. */
  pendingApproval: z.string().nullable(),
  player: z.object({ uid: z.string(), nickname: z.string(), mobile: z.string().nullable() }),
});
export type ConsoleHeldReturn = z.infer<typeof consoleHeldReturn>;

export const consoleHeldReturnsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/deposits/held-returns',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Held deposit money players asked back to its source: the open ones oldest first, then the last 50 returned.',
  payload: {},
  result: z.object({ returns: z.array(consoleHeldReturn), currencySign: z.string() }),
});

export const consoleHeldReturnMark = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/deposits/held-returns/mark',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Marks held money returned (sent back outside the app): moves it out of the held balance once, audited; above the four-eyes withdrawal threshold it becomes a money request instead.',
  payload: {
    orderNo,
    /** The operator's proof of the transfer back (bank reference); kept in the audit log. */
    reference: z.string().trim().min(3, 'invalidField').max(100, 'invalidField'),
  },
  result: z.object({
    orderNo: z.string(),
    /** Minor units moved out now (0 when it waits for approval). */
    returned: z.number().int(),
    pendingApproval: z.string().nullable(),
  }),
});
