import { z } from 'zod';
import { defineEndpoint, requestKeyFields } from '../endpoint.js';
import { checkPhone, type Market, nationalNumber } from '../market.js';
import { MAX_MINOR } from '../money.js';
import { playerText } from '../player-text.js';
import { mobileField, otpField } from './fields.js';
import { rangeField } from './wallet.js';

/**
 * Withdrawals, the withdraw account (bank card), the withdraw password and phone binding.
 * Amounts are integer minor units (DESIGN.md §3).
 */
const tag = 'Withdraw';

/** The code fields of money settings: 'The verification code cannot be empty' first. */
const verificationCodeField = z
  .string({ error: 'verificationCodeEmpty' })
  .trim()
  .min(1, 'verificationCodeEmpty')
  .regex(/^\d{6}$/, 'otpFormat');

/** Guessed first: the most common PINs and passwords, lower-cased. */
const COMMON_PASSWORDS = new Set([
  'password',
  'qwerty',
  'qwerty123',
  'abc123',
  'abcdef',
  '123123',
  '112233',
  '121212',
  '123321',
  '147258',
  '159753',
  '520520',
  '131313',
  'iloveyou',
]);

/**
 * Whether a withdraw password is one a thief tries first: one character repeated (111111), a run
 * of consecutive digits or letters up or down (123456, 987654, abcdef), or a common password. The
 * web form and the server refuse it with the same rule.
 */
export function isWeakWithdrawPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON_PASSWORDS.has(p)) return true;
  if (new Set(p).size === 1) return true;
  const steps = [...p].slice(1).map((c, i) => c.charCodeAt(0) - p.charCodeAt(i));
  return steps.every((d) => d === 1) || steps.every((d) => d === -1);
}

export const withdrawPasswordField = z
  .string({ error: 'withdrawPasswordEmpty' })
  .min(1, 'withdrawPasswordEmpty')
  .min(6, 'withdrawPasswordRule')
  .max(32, 'withdrawPasswordRule');

/** IFSC: 4 letters, then 0 (SPEC.md §5: the fifth character must be 0), then 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** What a withdraw account pays out to: a bank account, or (Indonesia) an e-wallet by phone. */
export const withdrawAccountKinds = ['bank', 'ewallet'] as const;
export type WithdrawAccountKind = (typeof withdrawAccountKinds)[number];

/** An e-wallet a market pays out to (withdrawRules.ewallet.wallets): DANA, OVO, GoPay. */
export const ewalletOption = z.object({ id: z.string(), name: z.string() });

/**
 * An e-wallet's phone number as people type it (0812…, +62 812…, 62-812-…, spaces, dashes),
 * kept the way the wallet app shows it: a trunk 0 and the national number (081234567890).
 * The market's phone rules decide (the contract's one phone reader, `nationalNumber`); null
 * when what is left is not a mobile number of the market.
 */
export function ewalletPhone(market: Market, typed: string): string | null {
  const national = nationalNumber(market, typed);
  return checkPhone(market, national) === null ? `0${national}` : null;
}

/** The example an e-wallet phone error shows: the market's example with its trunk 0. */
export function ewalletPhoneExample(market: Market): string {
  return `0${market.phoneExample}`;
}

export const bankCard = z.object({
  id: z.string(),
  /** 'ewallet': bankCode is the wallet (DANA, OVO, GOPAY), accountNumber its phone number. */
  kind: z.enum(withdrawAccountKinds),
  holderName: z.string(),
  /** Masked: only the last four digits are shown. */
  accountNumber: z.string(),
  ifsc: z.string(),
  /** India: savings or current; empty in Indonesia. */
  accountType: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  isDefault: z.boolean(),
});
export type BankCard = z.infer<typeof bankCard>;

export const withdrawStatuses = ['review', 'processing', 'success', 'failed', 'rejected'] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

/** A withdraw order as the player sees it (SPEC.md §3). */
export const withdrawOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.enum(withdrawStatuses),
  amount: z.number().int(),
  /** Service charge, minor units. */
  fee: z.number().int(),
  /** What reaches the bank account: amount − fee. */
  arrivalAmount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  kind: z.enum(withdrawAccountKinds),
  createdAt: z.string(),
  /** When the payout succeeded, failed or was rejected; empty while open. */
  finishedAt: z.string(),
  remark: z.string(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

export const feeRule = z.object({
  /** Basis points of the amount (100 = 1%). */
  bps: z.number().int(),
  /** Minimum charge, minor units. */
  min: z.number().int(),
});
export type FeeRule = z.infer<typeof feeRule>;

export const bindPhone = defineEndpoint({
  method: 'POST',
  path: '/user/bindPhone',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Binds a phone to an account without one, with a code of type bindPhone sent to it.',
  payload: { mobile: mobileField, verificationCode: otpField },
  result: z.object({ mobile: z.string() }),
});

export const sendBoundPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/user/sendBoundPhoneCode',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Sends a code to the bound phone (the player only sees it masked): for the withdraw password, a withdraw account or proving a phone change.',
  payload: {
    type: z.enum(['withdrawPassword', 'bankCard', 'changePhone'], { error: 'smsTypeInvalid' }),
  },
  result: z.object({
    mobile: z.string(),
    resendAfterSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
});

export const setWithdrawPassword = defineEndpoint({
  method: 'POST',
  path: '/user/setWithdrawPassword',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Sets or changes the withdraw password; needs a bound phone and its code.',
  payload: {
    password: withdrawPasswordField,
    confirmPassword: z.string({ error: 'withdrawPasswordEmpty' }).max(32, 'passwordsMismatch'),
    verificationCode: verificationCodeField,
  },
  result: z.object({ hasWithdrawPassword: z.boolean() }),
});

export const bankList = defineEndpoint({
  method: 'POST',
  path: '/bank/list',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's withdraw accounts (masked) and what the market asks for a new one.",
  payload: {},
  result: z.object({
    list: z.array(bankCard),
    /** 'IN': holder, number, IFSC and account type; 'ID': holder, bank and number. */
    market: z.enum(['IN', 'ID']),
    banks: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.number().int() })),
    /** E-wallets a new account may pay out to (empty: the market has none, as India). */
    ewallets: z.array(ewalletOption),
    maxCards: z.number().int(),
    hasMobile: z.boolean(),
    mobile: z.string(),
  }),
});

export const bankAdd = defineEndpoint({
  method: 'POST',
  path: '/bank/add',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Adds a withdraw account, or changes one when bankCardId is given; needs a code sent to the bound phone.',
  payload: {
    bankCardId: z.string().max(32).optional(),
    kind: z.enum(withdrawAccountKinds, { error: 'withdrawKindInvalid' }).default('bank'),
    holderName: playerText({ min: 1, max: 64, empty: 'holderNameEmpty' }),
    /**
     * A bank account number (6-20 digits), or for an e-wallet its phone number as typed (0812…,
     * +62 812…, spaces, dashes): the server reads the national number and checks each kind.
     */
    accountNumber: z
      .string({ error: 'accountNumberEmpty' })
      .trim()
      .min(1, 'accountNumberEmpty')
      .max(24, 'accountNumberInvalid')
      .regex(/^\+?[\d\s\-().]+$/, 'accountNumberInvalid'),
    ifsc: z.string().trim().max(11, 'ifscInvalid').optional(),
    accountType: z.enum(['savings', 'current'], { error: 'accountTypeInvalid' }).optional(),
    /** The bank (Indonesia) or, for an e-wallet, the wallet's id (ewallets[].id). */
    bankCode: z.string().trim().max(32).optional(),
    verificationCode: verificationCodeField,
  },
  result: bankCard,
});

export const bankDelete = defineEndpoint({
  method: 'POST',
  path: '/bank/delete',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "Removes one of the player's own withdraw accounts.",
  payload: { bankCardId: z.string().min(1).max(32) },
  result: z.object({}),
});

export const bankSetDefault = defineEndpoint({
  method: 'POST',
  path: '/bank/setDefault',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "Makes one of the player's own withdraw accounts the default.",
  payload: { bankCardId: z.string().min(1).max(32) },
  result: bankCard,
});

export const withdrawInfo = defineEndpoint({
  method: 'POST',
  path: '/withdraw/info',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "Balance, withdrawable amount, wagering still required, limits and today's use against the VIP level.",
  payload: {},
  result: z.object({
    balance: z.number().int(),
    withdrawable: z.number().int(),
    wageringRequired: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    vipLevel: z.number().int(),
    dailyCount: z.number().int(),
    dailyAmount: z.number().int(),
    todayCount: z.number().int(),
    todayAmount: z.number().int(),
    fee: feeRule,
    hasMobile: z.boolean(),
    hasWithdrawPassword: z.boolean(),
    /** Minutes left of a lock after repeated wrong withdraw passwords (0: not locked). */
    lockedMinutes: z.number().int(),
    cards: z.array(bankCard),
    /**
     * Per kind of account, the range and fee an order to it gets (withdrawRules: the bank
     * row is min/max/fee above; 'ewallet' only where the market pays out to e-wallets).
     */
    methods: z.array(
      z.object({
        kind: z.enum(withdrawAccountKinds),
        min: z.number().int(),
        max: z.number().int(),
        fee: feeRule,
      }),
    ),
  }),
});

export const withdrawApply = defineEndpoint({
  method: 'POST',
  path: '/withdraw/apply',
  money: true,
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    'Withdraws to one of the player’s accounts: the amount leaves cash at once, the payout follows.',
  payload: {
    amount: z
      .number({
        error: (iss) => (iss.input === undefined ? 'withdrawAmountEmpty' : 'amountInvalid'),
      })
      .int('amountInvalid')
      .positive('amountInvalid')
      .max(MAX_MINOR - 1, 'amountInvalid'),
    bankCardId: z.string({ error: 'bankCardRequired' }).min(1, 'bankCardRequired').max(32),
    withdrawPassword: z
      .string({ error: 'withdrawPasswordEnter' })
      .min(1, 'withdrawPasswordEnter')
      .max(128, 'withdrawPasswordWrong'),
    ...requestKeyFields,
  },
  result: withdrawOrder,
});

export const withdrawRecord = defineEndpoint({
  method: 'POST',
  path: '/withdraw/record',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's withdraw orders, newest first (Today / 7 Days / 30 Days).",
  payload: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    range: rangeField,
  },
  result: z.object({
    list: z.array(withdrawOrder),
    total: z.number().int(),
    page: z.number().int(),
  }),
});

export const withdrawDetail = defineEndpoint({
  method: 'POST',
  path: '/withdraw/detail',
  money: true,
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'One of the player’s own withdraw orders.',
  payload: { orderNo: z.string().min(1).max(64) },
  result: withdrawOrder,
});

export const withdrawEndpoints = {
  bindPhone,
  sendBoundPhoneCode,
  setWithdrawPassword,
  bankList,
  bankAdd,
  bankDelete,
  bankSetDefault,
  withdrawInfo,
  withdrawApply,
  withdrawRecord,
  withdrawDetail,
} as const;
