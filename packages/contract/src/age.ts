import { MARKET_TIME_ZONE, type MarketCode } from './market.js';

/** SPEC §2/§5: players must be 18 or older. */
export const MIN_AGE = 18;

/**
 * Whole years between a YYYY-MM-DD birthday and `today` (YYYY-MM-DD, the caller's calendar
 * day), or null when the birthday is not a real day. Compared as calendar dates, so time
 * zones and hours never make a player a day older or younger.
 */
export function ageOn(birthday: string, today: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const n = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!m || !n) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    return null;
  }
  const [ty, tmo, td] = [Number(n[1]), Number(n[2]), Number(n[3])];
  const hadBirthday = tmo > mo || (tmo === mo && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
}

/** Today's calendar day in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The birthday's problem for a profile form, or null: same rule and text as the server. */
export function birthdayProblem(
  birthday: string,
  market: MarketCode,
  now: Date,
): { key: 'birthdayInvalid' } | { key: 'birthdayUnder18'; age: number } | null {
  if (birthday === '') return null;
  const age = ageOn(birthday, dayIn(MARKET_TIME_ZONE[market].name, now));
  if (age === null || age < 0 || Number(birthday.slice(0, 4)) < 1900) {
    return { key: 'birthdayInvalid' };
  }
  return age < MIN_AGE ? { key: 'birthdayUnder18', age } : null;
}
