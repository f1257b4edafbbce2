import {
  COIN_UNITS,
  coinUnitsFor,
  cryptoCredit,
  formatCoins,
  type MoneyLanguage,
} from '@cardroom/contract';

/** One network as getChargeInfo answers it: `rate` minor units per coin, `minAmount` minor units. */
export interface CryptoNetworkTerms {
  currency: string;
  rate: number;
  minAmount: number;
}

/** What the crypto tab states before the player sends anything, in the player's number style. */
export interface CryptoTerms {
  /** "Rp 16.250": what one coin credits. */
  perCoin: string;
  /** "100" coins credit "Rp 1.625.000". */
  example: { coins: string; credit: string };
  /** The network minimum as money ("Rp 100.000") and as the coins that reach it ("6,153847"). */
  min: { money: string; coins: string };
}

/** The example the page works out: a round hundred coins. */
const EXAMPLE_UNITS = 100 * COIN_UNITS;

/**
 * The rate and the minimum from the settings the server credits with (contract crypto-rate.ts):
 * the example is what the server would credit for it (rounded down), the minimum in coins is
 * the fewest coins that reach it (rounded up), so sending that much is never refused.
 * `money` is the market's formatter (useMoney).
 */
export function cryptoTerms(
  net: CryptoNetworkTerms,
  money: (minor: number) => string,
  lang: MoneyLanguage,
): CryptoTerms {
  const credit = cryptoCredit(EXAMPLE_UNITS, net.rate);
  return {
    perCoin: money(net.rate),
    example: {
      coins: formatCoins(EXAMPLE_UNITS, lang),
      credit: credit === null ? '' : money(credit),
    },
    min: {
      money: money(net.minAmount),
      coins: formatCoins(coinUnitsFor(net.minAmount, net.rate), lang),
    },
  };
}
