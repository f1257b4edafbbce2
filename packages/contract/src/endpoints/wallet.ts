import { z } from 'zod';
import { cryptoRate } from '../crypto-rate.js';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';
import { MAX_MINOR } from '../money.js';
import { selfUtrBonusRule } from '../self-utr.js';

/**
 * Deposits and balance records. Every amount is an integer in minor units (DESIGN.md §3);
 * gift rates are fractions (0.03 = 3%), shown as badges of rate × 100 percent (the server stores
 * every rate as integer basis points and converts to these fractions only in this answer).
 */
const tag = 'Wallet';

/** Integer minor units, positive, below 2^51; anything else gets the spec's amount text. */
export const amountField = z
  .number({ error: (iss) => (iss.input === undefined ? 'depositAmountEmpty' : 'amountInvalid') })
  .int('amountInvalid')
  .positive('amountInvalid')
  .max(MAX_MINOR - 1, 'amountInvalid');

export const utrField = z
  .string({ error: 'utrEmpty' })
  .trim()
  .min(1, 'utrEmpty')
  .regex(/^\d{12}$/, 'utrFormat');

export const rechargeTypeItem = z.object({
  /** Payment method code sent back as createRechargeOrder's `type`; 'va' marks the virtual account. */
  type: z.string(),
  name: z.string(),
  isDefault: z.number().int(),
  disable: z.boolean(),
  /** JSON text `{"min": <minor>, "max": <minor>}` (SPEC.md §3). */
  amountRange: z.string(),
  showWeight: z.number().int(),
  showOffset: z.number().int(),
});
export type RechargeTypeItem = z.infer<typeof rechargeTypeItem>;

export const agentItem = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** Contact links: WhatsApp or Telegram URLs. */
  contacts: z.array(z.object({ kind: z.enum(['whatsapp', 'telegram']), url: z.string() })),
});
export type AgentItem = z.infer<typeof agentItem>;

export const chargeInfo = z.object({
  /**
   * What a deposit costs the player before it can be withdrawn: the betting it adds, as a whole
   * multiple of the deposit (SPEC.md §9: 3) and of a Deposit Bonus. From the deposit rules the
   * server credits with, so the page says the rule that applies.
   */
  wagering: z.object({ depositMultiple: z.number().int(), bonusMultiple: z.number().int() }),
  /** The self-service UTR waiting bonus the server pays (pages state its reachable maximum). */
  selfUtrBonus: selfUtrBonusRule,
  showCrypto: z.boolean(),
  showTranfer: z.boolean(),
  giftSwitch: z.boolean(),
  agentRechargeSwitch: z.boolean(),
  fillOrderSwitch: z.boolean(),
  /** JSON text of AgentItem[] (the client parses it). */
  agentsV2: z.string(),
  typeA: z.object({ amountList: z.array(z.number().int()) }),
  typeB: z.object({ amountList: z.array(z.number().int()) }),
  isTypeB: z.boolean(),
  rechargeTypeList: z.array(rechargeTypeItem),
  bankConfigList: z.array(
    z.object({ id: z.string(), name: z.string(), isDefault: z.number().int() }),
  ),
  /** An amount (minor units): the default is the typeA amount closest to it. */
  defaultIndex: z.number().int(),
  /** Minor units; above it payment methods sort by showWeight, else by showOffset. */
  rechargeTypeLimit: z.number().int(),
  cards: z.array(z.object({ type: z.enum(['imps', 'upi']), rechargeItems: z.string() })),
  cryptoConfig: z.object({
    networks: z.array(
      z.object({
        network: z.string(),
        currency: z.string(),
        /** Minor units: a transfer crediting less is not credited (held for the operator). */
        minAmount: z.number().int(),
        /** Minor units per whole coin: what the server credits (crypto-rate.ts). */
        rate: cryptoRate,
      }),
    ),
  }),
  /** Tab codes: 1 online, 2 transfer, 3 agency, 4 crypto. */
  rechargeTypes: z.array(z.number().int()),
  transferGift: z.number(),
  transferGiftSwitch: z.boolean(),
  agentRechargeGift: z.number(),
  cryptoGift: z.number(),
  /**
   * Minor units of method gifts (transfer, agency, crypto) the server can still pay today
   * (`depositRules.methodGiftDailyBudget` less what today's gifts paid). At 0 a gift badge would
   * promise money that will not be paid, so the tabs show none and say why (issue 33).
   */
  methodGiftBudgetLeft: z.number().int().nonnegative(),
  rechargeOpen: z.boolean(),
});
export type ChargeInfo = z.infer<typeof chargeInfo>;

export const depositTypes = [
  'online',
  'transfer_imps',
  'transfer_upi',
  'self_utr',
  'agency',
  'crypto',
  'va',
] as const;
export const depositStatuses = ['pending', 'success', 'failed', 'rejected', 'expired'] as const;

/** A deposit order as the player sees it (SPEC.md §3 deposit order). */
export const depositOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  depositType: z.enum(depositTypes),
  status: z.enum(depositStatuses),
  /** Requested or transferred amount, minor units. */
  amount: z.number().int(),
  /** Gift credited as Deposit Bonus with this order, minor units (0 if none). */
  bonus: z.number().int(),
  createdAt: z.string(),
  /** When the money arrived; empty while pending. */
  arrivedAt: z.string(),
  utr: z.string(),
  bankName: z.string(),
  ifsc: z.string(),
  accountNumber: z.string(),
  remark: z.string(),
  /** Online orders: the gateway's pay page while pending. */
  payUrl: z.string(),
  /** Agency orders: the agent's id (its name and contacts are getChargeInfo's agentsV2); empty otherwise. */
  agentId: z.string(),
  /**
   * What the bank statement or the gateway reported paying when it differs from `amount`: the
   * order is not credited by itself and waits for the operator, who credits the amount
   * received or refuses it. Null when nothing differs.
   */
  receivedAmount: z.number().int().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

const page = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
/** Today / 7 Days / 30 Days in the market's time zone. */
export const rangeField = z.enum(['today', '7d', '30d']).default('30d');

export const getChargeInfo = defineEndpoint({
  method: 'POST',
  path: '/recharge/getChargeInfo',
  money: true,
  envelope: 'code',
  auth: 'required',
  tag,
  summary:
    'Deposit configuration (every ChargeInfo field of SPEC.md §3) from the operator settings.',
  payload: {},
  result: chargeInfo,
});

export const getPayChannel = defineEndpoint({
  method: 'POST',
  path: '/recharge/getPayChannel',
  money: true,
  envelope: 'code',
  auth: 'required',
  tag,
  summary: 'Payment channel information for the deposit page.',
  payload: {},
  result: z.object({
    channels: z.array(
      z.object({ type: z.string(), name: z.string(), gateway: z.string(), enabled: z.boolean() }),
    ),
    depositNotice: z.string(),
  }),
});

export const createRechargeOrder = defineEndpoint({
  method: 'POST',
  path: '/recharge/createRechargeOrder',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: "Online payment: creates an order and the gateway's payment; answers the pay page.",
  payload: {
    amount: amountField,
    type: z.string({ error: 'invalidField' }).min(1).max(32),
    ...requestKeyFields,
  },
  result: z.object({ orderNo: z.string(), payUrl: z.string(), amount: z.number().int() }),
});

export const createTransferOrder = defineEndpoint({
  method: 'POST',
  path: '/recharge/createTransferOrder',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary: 'Bank transfer (IMPS or UPI): an order with the account to pay into.',
  payload: {
    amount: amountField,
    method: z.enum(['imps', 'upi'], { error: 'invalidField' }),
    ...requestKeyFields,
  },
  result: z.object({
    order: depositOrder,
    payee: z.object({
      method: z.enum(['imps', 'upi']),
      accountName: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      upiId: z.string(),
    }),
  }),
});

export const submitUtr = defineEndpoint({
  method: 'POST',
  path: '/recharge/submitUtr',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'The 12-digit UTR of the transfer made for an order; a UTR is accepted once system-wide.',
  payload: { orderNo: z.string().min(1).max(64), utr: utrField, ...requestKeyFields },
  result: depositOrder,
});

export const selfUtr = defineEndpoint({
  method: 'POST',
  path: '/recharge/selfUtr',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'Self-service UTR: a transfer made without an order; the operator handles it in 2–24 hours.',
  payload: { amount: amountField, utr: utrField, ...requestKeyFields },
  result: depositOrder,
});

export const createAgentOrder = defineEndpoint({
  method: 'POST',
  path: '/recharge/createAgentOrder',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'Agency deposit: records the intent; the agent is paid directly and the operator credits it.',
  payload: { agentId: z.string().min(1).max(64), amount: amountField, ...requestKeyFields },
  result: depositOrder,
});

export const cryptoAddress = defineEndpoint({
  method: 'POST',
  path: '/recharge/cryptoAddress',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's own deposit address for a network; incoming transfers to it are credited.",
  payload: { network: z.string().min(1).max(32) },
  result: z.object({
    network: z.string(),
    currency: z.string(),
    address: z.string(),
    minAmount: z.number().int(),
  }),
});

export const vaInfo = defineEndpoint({
  method: 'POST',
  path: '/recharge/vaInfo',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's virtual account number; transfers into it are credited.",
  payload: {},
  result: z.object({ bankName: z.string(), vaNumber: z.string(), accountName: z.string() }),
});

export const rechargeRecord = defineEndpoint({
  method: 'POST',
  path: '/recharge/record',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's deposit orders, newest first.",
  payload: {
    ...page,
    status: z.enum(['all', ...depositStatuses]).default('all'),
    range: rangeField,
  },
  result: z.object({
    list: z.array(depositOrder),
    total: z.number().int(),
    page: z.number().int(),
  }),
});

export const rechargeOrderDetail = defineEndpoint({
  method: 'POST',
  path: '/recharge/orderDetail',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'One of the player’s own deposit orders.',
  payload: { orderNo: z.string().min(1).max(64) },
  result: depositOrder,
});

export const balanceRecordTypes = [
  'all',
  'bet',
  'deposit',
  'withdrawal',
  'win',
  'gift',
  'vip_bonus',
  'daily_rebate',
  'deposit_bonus',
  'daily_bonus',
] as const;

export const balanceRecord = defineEndpoint({
  method: 'POST',
  path: '/user/balanceRecord',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Cash balance changes read from the ledger, newest first.',
  payload: { ...page, type: z.enum(balanceRecordTypes).default('all'), range: rangeField },
  result: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        type: z.enum(balanceRecordTypes).exclude(['all']),
        /** Signed minor units: negative leaves the balance. */
        amount: z.number().int(),
        balanceAfter: z.number().int(),
        reference: z.string(),
        createdAt: z.string(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
  }),
});

export const walletEndpoints = {
  getChargeInfo,
  getPayChannel,
  createRechargeOrder,
  createTransferOrder,
  submitUtr,
  selfUtr,
  createAgentOrder,
  cryptoAddress,
  vaInfo,
  rechargeRecord,
  rechargeOrderDetail,
  balanceRecord,
} as const;
