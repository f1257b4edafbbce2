import { z } from 'zod';
import { defineSetting } from '../settings/index.js';

const cap = z.number().int().min(1).max(100_000);

const addressLimitsSchema = z.object({
  /** Wrong passwords at player sign-in per address in 15 minutes (right ones never count). */
  signInFailures: cap,
  /** Wrong gift codes (codes that do not exist) per address in 15 minutes; redemptions never count. */
  giftCodeFailures: cap,
  /**
   * Failed console sign-ins per address in 15 minutes before unknown logins from it are
   * refused; a known login with its right password and code still signs in (its own lock,
   * per login, is separate).
   */
  consoleSignInFailures: cap,
  /** One-time codes sent per address per hour: each costs an SMS, so sends count, not failures. */
  otpSendsPerHour: cap,
});
export type AddressLimits = z.infer<typeof addressLimitsSchema>;

/**
 * The per-address caps, one setting: where many players share an address (carrier NAT, an
 * office) the operator raises them without a restart. Defaults in docs/OPERATIONS.md.
 */
export const addressLimitsSetting = defineSetting({
  key: 'addressLimits',
  schema: addressLimitsSchema,
  defaults: () => ({
    signInFailures: 30,
    giftCodeFailures: 30,
    consoleSignInFailures: 20,
    // A deployment (or the browser tests, every one of them from 127.0.0.1) may start with
    // another default, as SIGNUPS_PER_ADDRESS_* do; the owner changes it in the console later.
    otpSendsPerHour: Number(process.env.OTP_SENDS_PER_ADDRESS_HOUR ?? 20),
  }),
});
