import { z } from 'zod';
import { MAX_MINOR, type MoneyLanguage } from './money.js';

/**
 * Coins that arrive at a player's crypto address are credited at the operator's rate
 * (chargeInfo `cryptoRates`, one per network): the server that credits them, the sandbox that
 * simulates them and the deposit page that states the rate before the player sends anything all
 * use these functions and that one setting.
 *
 * Coin amounts are integers in millionths of a coin (USDT has 6 decimals on TRON; a chain
 * reports integer units, never a float). A rate is integer minor units per whole coin
 * (Rp 16.250 = 1 625 000 sen, ₹84.50 = 8 450 paise). All arithmetic is BigInt.
 */
export const COIN_UNITS = 1_000_000;

/** Minor units per whole coin, per network ("TRC20" → 1 625 000). */
export const cryptoRate = z
  .number()
  .int()
  .min(1)
  .max(MAX_MINOR - 1);

/** What `units` millionths of a coin credit at `rate`, rounded down; null when too large. */
export function cryptoCredit(units: number, rate: number): number | null {
  const minor = (BigInt(units) * BigInt(rate)) / BigInt(COIN_UNITS);
  return minor < BigInt(MAX_MINOR) ? Number(minor) : null;
}

/**
 * The fewest coin units that credit at least `minor` (rounded up): what the page asks the
 * player to send for the network minimum, so sending it is never refused as below it.
 */
export function coinUnitsFor(minor: number, rate: number): number {
  const r = BigInt(rate);
  return Number((BigInt(minor) * BigInt(COIN_UNITS) + r - 1n) / r);
}

/**
 * A coin amount as a person writes it in the language: "100", "6.153847" (en), "6,153847" (id),
 * "1,250.5" / "1.250,5"; trailing zeros dropped, thousands grouped by threes.
 */
export function formatCoins(units: number, lang: MoneyLanguage): string {
  const group = lang === 'id' ? '.' : ',';
  const decimal = lang === 'id' ? ',' : '.';
  const whole = String(Math.floor(units / COIN_UNITS)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const frac = String(units % COIN_UNITS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}${decimal}${frac}` : whole;
}
