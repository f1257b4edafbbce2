import {
  type Locale,
  type MarketCode,
  type MoneyInputOptions,
  type ParsedAmount,
  parseMoneyInput,
} from '@cardroom/contract';
import { isPlay, useApp } from '../stores/app';
import { currentMarket } from './money';

// Kept out of the `core` chunk (vite.config.ts): only the pages with money fields read amounts.

/**
 * What the player typed in a money field, read the way the market and language write money
 * (`50.000` is fifty thousand in Indonesian, `1,00,000` a lakh in India): the contract's one
 * reader, the same the console and the server use. Coins (play edition) are whole.
 */
export function readMoney(
  text: string,
  locale: Locale,
  opts: MoneyInputOptions = {},
  market: MarketCode = currentMarket(),
): ParsedAmount {
  const play = isPlay(useApp.getState());
  return parseMoneyInput(text, market, locale, play ? { ...opts, wholeUnits: true } : opts);
}

/** The amount as a money field shows it to edit: plain digits, the language's decimal mark. */
export function moneyInputText(minor: number, locale: Locale): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  return `${whole}${locale === 'id' ? ',' : '.'}${String(cents).padStart(2, '0')}`;
}
