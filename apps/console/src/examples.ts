import { MARKETS, type MarketCode } from '@cardroom/contract';

/** A nickname people of the market would recognise as a name, for examples. */
const NAME: Record<MarketCode, string> = { ID: 'Budi', IN: 'Priya' };

/**
 * The player search's example line in the server's market: its phone numbers (+62 8… in
 * Indonesia, +91 9… in India), so an operator in India is not shown an Indonesian number.
 */
export function playerSearchExample(market: MarketCode): string {
  const m = MARKETS[market];
  return `e.g. 10234567, ${m.phonePrefix}${m.phoneExample}, ${NAME[market]}`;
}
