import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskSummary } from './console-risk.js';
import { withdrawAccountKinds } from './withdraw.js';

/** The withdrawal review queue: what `npm run ops -- withdrawals list|approve|reject` does. */
const tag = 'Console';

const orderNo = z.string().trim().min(1).max(64);

export const consoleWithdrawal = z.object({
  orderNo: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  fee: z.number().int(),
  arrivalAmount: z.number().int(),
  createdAt: z.string(),
  flagged: z.boolean(),
  beneficiary: z.object({
    /** 'ewallet': `bank` is the wallet (DANA, OVO, GoPay) and the number its phone. */
    kind: z.enum(withdrawAccountKinds),
    name: z.string(),
    bank: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
  }),
  player: z.object({
    uid: z.string(),
    nickname: z.string(),
    vipLevel: z.number().int(),
    balance: z.number().int(),
    depositsTotal: z.number().int(),
    withdrawalsTotal: z.number().int(),
    /** Betting still required before a withdrawal (the wagering memo account). */
    wageringLeft: z.number().int(),
    registeredAt: z.string(),
  }),
  /** The player's deposits, withdrawals and bonuses received, and the risk flags raised now. */
  risk: riskSummary,
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawal>;

export const consoleWithdrawalsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/withdrawals/queue',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary: 'Withdrawals waiting for review, oldest first, with each player’s context.',
  payload: {},
  result: z.object({
    orders: z.array(consoleWithdrawal),
    currencySign: z.string(),
  }),
});

const decision = z.object({
  orderNo: z.string(),
  status: z.string(),
  /** Over the four-eyes threshold: nothing was approved, this money request waits instead. */
  pendingApproval: z.string().nullable(),
});

export const consoleWithdrawalApprove = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/withdrawals/approve',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary: 'Approves a waiting order (once); it goes to the gateway after commit. Audited.',
  payload: { orderNo },
  result: decision,
});

export const consoleWithdrawalReject = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/withdrawals/reject',
  money: true,
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary: 'Rejects a waiting order with a reason the player reads; the money goes back. Audited.',
  payload: {
    orderNo,
    reason: z.string().trim().min(3, 'invalidField').max(200, 'invalidField'),
  },
  result: decision,
});
