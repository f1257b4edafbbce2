import { type MarketCode, marketPeriod } from '@cardroom/contract';

const DAY_MS = 86_400_000;

/**
 * Start of a Today / 7 Days / 30 Days filter: the start of today's market day, or of the day 6
 * or 29 days before it (so "7 Days" is today and the six days before). Market days have no
 * daylight saving, so days before are whole 24 h steps.
 */
export function rangeStart(market: MarketCode, range: 'today' | '7d' | '30d', now: Date): Date {
  const days = range === 'today' ? 0 : range === '7d' ? 6 : 29;
  return new Date(marketPeriod(market, now, 'day').start.getTime() - days * DAY_MS);
}
