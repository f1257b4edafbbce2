import {
  amountProblemMessage,
  formatMoney,
  MARKET_MONEY_LANGUAGE,
  type MarketCode,
  type MoneyInputOptions,
  type MoneyOptions,
  parseMoneyInput,
} from '@cardroom/contract';

/** The market of a console page, from the currency sign the server sends with its data. */
export const marketOfSign = (sign: string): MarketCode => (sign === 'Rp' ? 'ID' : 'IN');

/**
 * An amount as the console shows it: the app's one `formatMoney`, in the market's own way of
 * writing money (Rp 500.000; ₹12,34,567.50 with lakh grouping), whatever the operator's device.
 */
export const money = (sign: string, minor: number, opts?: MoneyOptions) => {
  const market = marketOfSign(sign);
  return formatMoney(minor, market, MARKET_MONEY_LANGUAGE[market], opts);
};

/** An amount as a console field shows it to edit: plain digits, the market's decimal mark. */
export function amountText(sign: string, minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  const mark = MARKET_MONEY_LANGUAGE[marketOfSign(sign)] === 'id' ? ',' : '.';
  return `${whole}${mark}${String(cents).padStart(2, '0')}`;
}

/**
 * Money an operator typed, read as the market writes money (the app's one reader, the one the
 * server checks an adjustment with): in Indonesia "15,50" is refused (rupiah are whole) rather than
 * read as 1,550, and "1,0,0" is refused rather than read as 100. The refusal says what was read.
 */
export function readAmount(
  sign: string,
  text: string,
  opts: MoneyInputOptions = {},
): { ok: true; minor: number } | { ok: false; error: string } {
  const market = marketOfSign(sign);
  const read = parseMoneyInput(text, market, MARKET_MONEY_LANGUAGE[market], opts);
  return read.ok ? read : { ok: false, error: amountProblemMessage(read, 'en') };
}
