/**
 * What an operator typed into a search box, read as a player uid or a phone number (the
 * national part, with or without the market prefix, a leading 0, spaces or dashes): the console's
 * player search and the deposits desk read it the same way. Null when it is not digits.
 */
export function typedUidOrPhone(
  market: { phonePrefix: string },
  q: string,
): { uid: string; national: string | null } | null {
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const prefix = market.phonePrefix.replace('+', '');
  let national = digits.replace(/^\+/, '');
  if (digits.startsWith('+') && national.startsWith(prefix))
    national = national.slice(prefix.length);
  else if (national.startsWith(prefix) && national.length > prefix.length + 7) {
    national = national.slice(prefix.length);
  }
  national = national.replace(/^0+/, '');
  return { uid: digits.replace(/^\+/, ''), national: national || null };
}
