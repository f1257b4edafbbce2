import { z } from 'zod';

/**
 * Field schemas shared by several calls. The error text of each check is a message key
 * (see messages.ts); the server turns it into the player's language.
 */
/**
 * A phone number as typed: digits with the spaces, dashes, dots, brackets, `+` country code and
 * trunk `0` people write; the server reads the national number from it (`nationalNumber`).
 */
export const mobileField = z
  .string({ error: 'phoneEmpty' })
  .trim()
  .min(1, 'phoneEmpty')
  .max(24, 'phoneInvalid')
  .refine((v) => /^\+?[\d\s\-().]+$/.test(v), 'phoneInvalid');

export const otpField = z
  .string({ error: 'otpEmpty' })
  .trim()
  .min(1, 'otpEmpty')
  .regex(/^\d{6}$/, 'otpFormat');

export const passwordField = z
  .string({ error: 'passwordEmpty' })
  .min(1, 'passwordEmpty')
  .min(6, 'passwordRule')
  .max(32, 'passwordRule');

/** For sign-in we only need "something was typed"; length rules apply when setting one. */
export const passwordInputField = z
  .string({ error: 'passwordEmpty' })
  .min(1, 'passwordEmpty')
  .max(128, 'loginFailed');

export const smsTypes = [
  'login',
  'register',
  'forgotPassword',
  'bindPhone',
  'withdrawPassword',
  /** Adding or changing a withdraw account (sent to the bound phone). */
  'bankCard',
] as const;
export type SmsType = (typeof smsTypes)[number];

export const sessionResult = z.object({
  sign: z.string(),
  uid: z.string(),
  newUserFlag: z.boolean(),
});
export type SessionResult = z.infer<typeof sessionResult>;

export const empty = z.object({});
