import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';
import { intlTagOf } from '../stores/language';
import { currentMarket } from './money';

/**
 * A server time (ISO string) as the record lists and order pages show it: the date and the
 * time to the minute, in the player's language ("21 Nov 2026, 20.45" / "Nov 21, 2026, 8:45 PM"),
 * on the market's clock (Asia/Jakarta, Asia/Kolkata), not the device's: a deposit made at
 * 23:30 in Jakarta reads 23.30 on that day, as the support team and the day's limits count it,
 * even on a phone set to another zone.
 */
export function formatTime(
  iso: string,
  lang: string,
  market: MarketCode = currentMarket(),
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(intlTagOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKET_TIME_ZONE[market].name,
  }).format(d);
}
