import { MARKETS, type MarketCode } from '@cardroom/contract';

/**
 * The market the server runs, as it wrote it on the page (`<html data-market>`, see the
 * server's modules/web/static.ts), so the first screen already uses the market's language
 * and currency before /u/gconfig answers. Null on a page the server did not write (the Vite
 * dev server): the app then waits for gconfig before choosing a default language.
 */
export function pageMarket(doc: Document | undefined = globalThis.document): MarketCode | null {
  const code = doc?.documentElement?.dataset.market;
  return code === 'ID' || code === 'IN' ? code : null;
}

/** The preset for the page's market, Indonesia when the page does not say. */
export function pageMarketPreset() {
  return MARKETS[pageMarket() ?? 'ID'];
}
