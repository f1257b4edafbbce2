import { checkPhone, type Locale, type Market, message, nationalNumber } from '@cardroom/contract';

/**
 * Client-side field checks before a call (SPEC §5): sign-in, register, reset, change password,
 * phone binding, bank card. Texts come from the contract's catalog, so the player reads the
 * same words the server would send. Each returns null when fine.
 */
export function phoneError(market: Market, mobile: string, locale: Locale): string | null {
  // Read as the server reads it: 0812…, +62 812… and spaces are the same number.
  const problem = checkPhone(market, nationalNumber(market, mobile));
  return problem ? message(problem, locale) : null;
}

export function otpError(code: string, locale: Locale): string | null {
  const c = code.trim();
  if (c === '') return message('otpEmpty', locale);
  if (!/^\d{6}$/.test(c)) return message('otpFormat', locale);
  return null;
}

export function passwordError(password: string, locale: Locale): string | null {
  return password === '' ? message('passwordEmpty', locale) : null;
}

/** Setting a password (register, reset, change) also enforces the length rule. */
export function newPasswordError(password: string, locale: Locale): string | null {
  if (password === '') return message('passwordEmpty', locale);
  if (password.length < 6 || password.length > 32) return message('passwordRule', locale);
  return null;
}

/** A phone number and the code sent to it: the number's problem first, then the code's. */
export function phoneCodeError(
  market: Market,
  mobile: string,
  code: string,
  locale: Locale,
): string | null {
  return phoneError(market, mobile, locale) ?? otpError(code, locale);
}

/** The first problem of a form, in field order, or null. Every form's check reads this way. */
export function firstError(...checks: Array<string | null>): string | null {
  return checks.find((c) => c !== null) ?? null;
}
