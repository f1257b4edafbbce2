import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';

/**
 * Start of a Today / 7 Days / 30 Days filter: local midnight today, or local midnight
 * 6 or 29 days before it (so "7 Days" is today and the six days before).
 */
export function rangeStart(market: MarketCode, range: 'today' | '7d' | '30d', now: Date): Date {
  const offsetMs = MARKET_TIME_ZONE[market].offsetMinutes * 60_000;
  const local = now.getTime() + offsetMs;
  const localMidnight = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  const days = range === 'today' ? 0 : range === '7d' ? 6 : 29;
  return new Date(localMidnight - days * 86_400_000 - offsetMs);
}
