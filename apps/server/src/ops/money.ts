import { formatMoney, MARKET_MONEY_LANGUAGE, type MarketCode } from '@cardroom/contract';

/**
 * An amount as the ops commands print it: the one `formatMoney`, written as the market writes
 * money (Rp 15.000 in ID, ₹1,250.50 in IN), as the console shows it and as `parseMoneyInput`
 * reads it back in the commands' amount arguments.
 */
export const opsMoney = (market: MarketCode, minor: number): string =>
  formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market]);
