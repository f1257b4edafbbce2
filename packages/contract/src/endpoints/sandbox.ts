import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MAX_MINOR } from '../money.js';

const tag = 'Sandbox';

export const sandboxSms = defineEndpoint({
  method: 'GET',
  path: '/sandbox/sms',
  envelope: 'raw',
  auth: 'none',
  tag,
  summary: 'Sandbox only: the latest messages sent to a number (as sent to /sms/send).',
  payload: { mobile: z.string().min(1).max(20) },
  result: z.object({
    messages: z.array(
      z.object({ mobile: z.string(), text: z.string(), type: z.string(), createdAt: z.string() }),
    ),
  }),
});

export const sandboxGoogleToken = defineEndpoint({
  method: 'POST',
  path: '/sandbox/google/token',
  envelope: 'raw',
  auth: 'none',
  tag,
  summary:
    'Sandbox only: mints a Google-shaped ID token signed by the sandbox key set, for testing Google sign-in.',
  payload: {
    email: z.email().max(254),
    name: z.string().max(128).optional(),
  },
  result: z.object({ idToken: z.string() }),
});

const sandboxAmount = z
  .number()
  .int()
  .positive()
  .max(MAX_MINOR - 1);

export const sandboxWalletCredit = defineEndpoint({
  method: 'POST',
  path: '/sandbox/wallet/credit',
  envelope: 'raw',
  auth: 'none',
  tag,
  summary:
    'Sandbox only: credits test money (minor units) to a player as a ledger adjustment from the sandbox funding account.',
  payload: {
    uid: z.string().min(1).max(64),
    amount: z
      .number()
      .int()
      .positive()
      .max(10 ** 12),
  },
  result: z.object({ balance: z.number().int() }),
});

export const sandboxBankIncoming = defineEndpoint({
  method: 'POST',
  path: '/sandbox/bank/incoming',
  money: true,
  envelope: 'raw',
  auth: 'none',
  tag,
  summary:
    "Sandbox only: a line on the operator's bank statement (UTR and amount), matched to a transfer order.",
  payload: {
    utr: z.string().regex(/^\d{12}$/, 'utrFormat'),
    amount: sandboxAmount,
  },
  result: z.object({
    ok: z.literal(true),
    lineId: z.number().int(),
    matchedOrderNo: z.string().nullable(),
    credited: z.boolean(),
  }),
});

const incomingResult = z.object({
  ok: z.literal(true),
  orderNo: z.string(),
  status: z.string(),
  credited: z.boolean(),
});

export const sandboxCryptoIncoming = defineEndpoint({
  method: 'POST',
  path: '/sandbox/crypto/incoming',
  money: true,
  envelope: 'raw',
  auth: 'none',
  tag,
  summary:
    "Sandbox only: coins arriving on chain at a player's deposit address, credited at the network's rate (chargeInfo cryptoRates).",
  payload: {
    address: z.string().min(1).max(128),
    /** The transfer's value in millionths of a coin (USDT's 6 decimals): 100 USDT is 100000000. */
    units: sandboxAmount,
    txHash: z.string().min(1).max(128),
  },
  result: incomingResult,
});

export const sandboxVaIncoming = defineEndpoint({
  method: 'POST',
  path: '/sandbox/va/incoming',
  money: true,
  envelope: 'raw',
  auth: 'none',
  tag,
  summary: "Sandbox only: a bank transfer arriving at a player's virtual account.",
  payload: {
    vaNumber: z.string().min(1).max(64),
    amount: sandboxAmount,
    reference: z.string().min(1).max(128),
  },
  result: incomingResult,
});
