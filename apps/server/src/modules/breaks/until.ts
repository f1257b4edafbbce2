import { type Locale, MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';

/** The zone's name as players of the market know it. */
const ZONE_LABEL: Record<MarketCode, string> = { ID: 'WIB', IN: 'IST' };

/** "24 Nov 2026, 19:30 WIB": the date and time a break ends, in the market's zone and the player's language. */
export function untilText(at: Date, market: MarketCode, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: MARKET_TIME_ZONE[market].name,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} ${ZONE_LABEL[market]}`;
}
