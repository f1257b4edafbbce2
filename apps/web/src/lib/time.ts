import { intlTagOf } from '../stores/language';

/**
 * A server time (ISO string) as the record lists and order pages show it: the date and the
 * time to the minute, in the player's language ("21 Nov 2026, 20.45" / "Nov 21, 2026, 8:45 PM").
 */
export function formatTime(iso: string, lang: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(intlTagOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(d);
}
