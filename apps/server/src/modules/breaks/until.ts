import { type Locale, MARKET_TIME_ZONE, type MarketCode, State } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';

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

/**
 * A break's refusal with its end: the player's own break (`breakActive`) or one that holds the
 * device, phone or account they use (`breakHeld`, holds.ts).
 */
export function refusedUntil(
  deps: Deps,
  key: 'breakActive' | 'breakHeld',
  until: Date,
  locale: Locale,
): AppError {
  return new AppError(State.forbidden, key, { until: untilText(until, deps.market.code, locale) });
}
