import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { playerText } from '../player-text.js';

/**
 * KYC before the first withdrawal (issue 14) and the player's statement. Not in SPEC.md §7,
 * so the paths are ours. Both concern real money: the play-money edition refuses them.
 */
const tag = 'KYC and statement';

/** none: nothing sent; pending: with the verification provider; review: an operator decides. */
export const kycStates = ['none', 'pending', 'approved', 'rejected', 'review'] as const;
export type KycState = (typeof kycStates)[number];

export const kycStatus = z.object({
  /** The operator's switch: a withdrawal needs an approved check. */
  required: z.boolean(),
  state: z.enum(kycStates),
  documentType: z.enum(['PAN', 'NIK']),
  /** The latest submission; the document number only masked (last four characters). */
  submission: z
    .object({
      fullName: z.string(),
      birthday: z.string(),
      documentMasked: z.string(),
      submittedAt: z.string(),
      /** Why it was rejected, in the player's language; empty otherwise. */
      reason: z.string(),
    })
    .nullable(),
});
export type KycStatus = z.infer<typeof kycStatus>;

export const kycStatusGet = defineEndpoint({
  method: 'POST',
  path: '/kyc/status',
  envelope: 'state',
  auth: 'required',
  money: true,
  tag,
  summary:
    'The player’s identity check: whether withdrawals need it, its state and the latest submission (document masked).',
  payload: {},
  result: kycStatus,
});

export const kycSubmit = defineEndpoint({
  method: 'POST',
  path: '/kyc/submit',
  envelope: 'state',
  auth: 'required',
  money: true,
  tag,
  summary:
    'Sends the identity check: full name, birthday (18+), and the market’s document (PAN in India, NIK in Indonesia). Stored encrypted; checked by the verification provider after it is stored.',
  payload: {
    fullName: playerText({ min: 2, max: 100, empty: 'kycNameInvalid' }),
    birthday: z.string({ error: 'birthdayInvalid' }).trim().max(10, 'birthdayInvalid'),
    documentNumber: z.string({ error: 'invalidField' }).max(40, 'invalidField'),
  },
  result: kycStatus,
});

/** YYYY-MM-DD, a day of the market's calendar. */
const marketDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'statementPeriod');

export const statementFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** Minor units. Deposits credited in the period (gateway, bank, manual). */
  deposits: z.number().int(),
  /** Withdrawals paid out in the period (the amount taken from the balance). */
  withdrawals: z.number().int(),
  /** deposits − withdrawals. */
  netDeposits: z.number().int(),
  stakes: z.number().int(),
  returns: z.number().int(),
  /** returns − stakes: positive when the player won. */
  gameResult: z.number().int(),
  bonuses: z.number().int(),
});
export type StatementFigures = z.infer<typeof statementFigures>;

export const accountStatement = defineEndpoint({
  method: 'POST',
  path: '/account/statement',
  envelope: 'state',
  auth: 'required',
  money: true,
  tag,
  summary:
    'The player’s statement for a period of market days (from and to inclusive, at most one year): deposits, withdrawals, net deposits, stakes, returns, game result and bonuses.',
  payload: { from: marketDay, to: marketDay },
  result: statementFigures,
});

export const kycEndpoints = { kycStatusGet, kycSubmit, accountStatement } as const;
