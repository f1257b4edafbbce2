/** The most a count badge spells out; above it the badge says "99+". */
export const BADGE_MAX = 99;

/** What an unread badge shows: nothing at 0 (or a bad count), the count, or "99+". */
export function badgeText(count: number): string {
  if (!Number.isInteger(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
