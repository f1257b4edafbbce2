import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { mobileField, otpField } from './fields.js';

/**
 * Changing the bound phone number (issue 33), in three calls: prove the account is the
 * player's (the withdraw password when one is set, else a code sent to the current number with
 * `/user/sendBoundPhoneCode` type `changePhone`), which answers a short-lived ticket; a code to
 * the new number; the change itself with that code.
 */
const tag = 'Withdraw';

/** The ticket of a proven owner: opaque, valid for `expiresInSeconds`, for this account only. */
const ticketField = z
  .string({ error: 'phoneChangeExpired' })
  .min(1, 'phoneChangeExpired')
  .max(200, 'phoneChangeExpired');

export const changePhoneVerify = defineEndpoint({
  method: 'POST',
  path: '/user/changePhoneVerify',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Proves the player owns the account before a phone change: the withdraw password when set (wrong tries lock like withdrawing), otherwise the code sent to the current number.',
  payload: {
    withdrawPassword: z.string().max(32, 'withdrawPasswordWrong').optional(),
    verificationCode: z.string().max(12, 'otpFormat').optional(),
  },
  result: z.object({
    ticket: z.string(),
    expiresInSeconds: z.number().int(),
    /** Which proof was asked for: the client shows the matching field. */
    proof: z.enum(['withdrawPassword', 'currentPhoneCode']),
  }),
});

export const changePhoneSendCode = defineEndpoint({
  method: 'POST',
  path: '/user/changePhoneSendCode',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Sends a code to the new number (as typed: spaces, +62/+91, a trunk 0 are removed). A number bound to another account is refused before any SMS.',
  payload: { ticket: ticketField, mobile: mobileField },
  result: z.object({
    /** The national number the code went to. */
    mobile: z.string(),
    resendAfterSeconds: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
});

export const changePhone = defineEndpoint({
  method: 'POST',
  path: '/user/changePhone',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Binds the new number in place of the current one, with the code sent to the new number.',
  payload: { ticket: ticketField, mobile: mobileField, verificationCode: otpField },
  result: z.object({ mobile: z.string() }),
});

export const phoneChangeEndpoints = {
  changePhoneVerify,
  changePhoneSendCode,
  changePhone,
} as const;
