import {
  birthdayProblem,
  checkPhone,
  type Locale,
  type Market,
  type MarketCode,
  message,
  nationalNumber,
} from '@cardroom/contract';
import { firstError } from '../../components/Form/rules';
import { intlTagOf } from '../../stores/language';

export interface ProfileFields {
  nickname: string;
  avatar: string;
  birthday: string;
  email: string;
  whatsapp: string;
  facebook: string;
  telegram: string;
  twitter: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The birthday's problem in words: same rule and text as the server (a real day, 18 or older). */
export function birthdayError(
  value: string,
  market: MarketCode,
  locale: Locale,
  now: Date,
): string | null {
  if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return message('birthdayInvalid', locale);
  const problem = birthdayProblem(value, market, now);
  if (!problem) return null;
  return problem.key === 'birthdayUnder18'
    ? message(problem.key, locale, { age: problem.age })
    : message(problem.key, locale);
}

/** The first problem of the profile form, in field order, or null (nothing is sent then). */
export function profileError(
  f: ProfileFields,
  market: MarketCode,
  locale: Locale,
  now: Date,
): string | null {
  const nick = f.nickname.trim();
  const email = f.email.trim();
  return firstError(
    nick.length < 1 || nick.length > 20 ? message('nicknameRule', locale) : null,
    email && !EMAIL.test(email) ? message('emailInvalid', locale) : null,
    birthdayError(f.birthday, market, locale, now),
  );
}

/** Dates are stored as YYYY-MM-DD; shown in the player's language through Intl. */
export function formatBirthday(value: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(intlTagOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * A new phone number as the player types it, read the way the server reads it (the contract's
 * `nationalNumber`: +62/+91, 62/91, a trunk 0, spaces and dashes go): what the code will be sent
 * to, shown under the field as they type, and the number's problem in words (null: fine).
 */
export function typedPhone(
  market: Market,
  typed: string,
  locale: Locale,
): { national: string; shown: string; problem: string | null } {
  const national = nationalNumber(market, typed);
  const problem = typed.trim() === '' ? null : checkPhone(market, national);
  return {
    national,
    shown: national ? `${market.phonePrefix} ${national}` : '',
    problem: problem ? message(problem, locale) : null,
  };
}
