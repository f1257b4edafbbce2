import {
  amountProblemMessage,
  type BankCard,
  ewalletPhone,
  ewalletPhoneExample,
  formatMoney,
  IFSC_PATTERN,
  isWeakWithdrawPassword,
  type Locale,
  type Market,
  message,
  parseMoneyInput,
} from '@cardroom/contract';
import { firstError, otpError } from '../../components/Form/rules';

/**
 * The withdraw pages' own checks, with the contract's message catalog so the texts match
 * the server's. Pure functions: no schema parsing in the browser (zod is inert there).
 */
export function withdrawPasswordErrors(
  password: string,
  confirm: string,
  code: string,
  locale: Locale,
): string | null {
  if (password === '') return message('withdrawPasswordEmpty', locale);
  if (password.length < 6 || password.length > 32) return message('withdrawPasswordRule', locale);
  if (isWeakWithdrawPassword(password)) return message('withdrawPasswordWeak', locale);
  if (confirm !== password) return message('passwordsMismatch', locale);
  if (code.trim() === '') return message('verificationCodeEmpty', locale);
  if (!/^\d{6}$/.test(code.trim())) return message('otpFormat', locale);
  return null;
}

export function ifscError(ifsc: string, locale: Locale): string | null {
  const v = ifsc.trim().toUpperCase();
  if (v === '') return message('ifscEmpty', locale);
  // SPEC §5: the fifth character must be 0.
  if (!IFSC_PATTERN.test(v)) return message('ifscInvalid', locale);
  return null;
}

export function accountNumberError(n: string, locale: Locale): string | null {
  if (n.trim() === '') return message('accountNumberEmpty', locale);
  if (!/^\d{6,20}$/.test(n.trim())) return message('accountNumberInvalid', locale);
  return null;
}

/** The first problem of the withdraw-account form, in field order, or null. */
export function bankCardError(
  f: { holder: string; number: string; ifsc: string; bankCode: string; code: string },
  india: boolean,
  locale: Locale,
): string | null {
  return firstError(
    f.holder.trim() === '' ? message('holderNameEmpty', locale) : null,
    accountNumberError(f.number, locale),
    india ? ifscError(f.ifsc, locale) : null,
    !india && f.bankCode === '' ? message('bankInvalid', locale) : null,
    f.code.trim() === '' ? message('verificationCodeEmpty', locale) : otpError(f.code, locale),
  );
}

/**
 * The first problem of the e-wallet form, in field order, or null. The phone is read the way
 * the server reads it (the contract's `ewalletPhone`), so 0812…, +62 812… and dashes pass.
 */
export function ewalletCardError(
  f: { holder: string; phone: string; wallet: string; code: string },
  market: Market,
  locale: Locale,
): string | null {
  return firstError(
    f.holder.trim() === '' ? message('holderNameEmpty', locale) : null,
    f.wallet === '' ? message('ewalletInvalid', locale) : null,
    f.phone.trim() === ''
      ? message('accountNumberEmpty', locale)
      : ewalletPhone(market, f.phone)
        ? null
        : message('ewalletPhoneInvalid', locale, { example: ewalletPhoneExample(market) }),
    f.code.trim() === '' ? message('verificationCodeEmpty', locale) : otpError(f.code, locale),
  );
}

/** The account a withdrawal goes to: the one picked if it is of the kind shown, else the
 * default of that kind, else its first. */
export function pickCard<C extends Pick<BankCard, 'id' | 'kind' | 'isDefault'>>(
  cards: readonly C[],
  kind: BankCard['kind'],
  pickedId: string,
): C | undefined {
  const ofKind = cards.filter((c) => c.kind === kind);
  return ofKind.find((c) => c.id === pickedId) ?? ofKind.find((c) => c.isDefault) ?? ofKind[0];
}

/**
 * SPEC §8's "You still have X rupees left to bet in the game", word for word as the server
 * refuses it (same catalog entry, same number format, the market's currency word).
 */
export function wageringLeftText(wagering: number, market: Market, locale: Locale): string {
  return message('wageringLeft', locale, {
    amount: formatMoney(wagering, market.code, locale, { bare: true }),
    word: market.currencyWord[locale],
  });
}

/**
 * The amount typed, in minor units, or the message to show. It is read the way the market writes
 * money (the contract's one reader): "50.000" in Indonesian is fifty thousand.
 */
export function parseWithdrawAmount(
  text: string,
  limits: { min: number; max: number; withdrawable: number; wagering?: string | null },
  locale: Locale,
  format: (minor: number) => string,
  market: Market,
): { amount: number } | { error: string } {
  if (text.trim() === '') return { error: message('withdrawAmountEmpty', locale) };
  const read = parseMoneyInput(text, market.code, locale);
  if (!read.ok) return { error: amountProblemMessage(read, locale) };
  const amount = read.minor;
  // Wagering still owed blocks every amount: say so rather than "balance not enough".
  if (limits.wagering) return { error: limits.wagering };
  if (amount < limits.min || amount > limits.max) {
    return {
      error: message('withdrawRange', locale, { min: format(limits.min), max: format(limits.max) }),
    };
  }
  if (amount > limits.withdrawable) return { error: message('withdrawInsufficient', locale) };
  return { amount };
}

/** How an account is named in lists: its bank, else the bank code, else (India) the IFSC. */
export function cardLabel(c: Pick<BankCard, 'bankName' | 'bankCode' | 'ifsc'>): string {
  return c.bankName || c.bankCode || c.ifsc;
}

/**
 * The most the player can withdraw in one order now: the method's maximum, or what is left of
 * the VIP level's daily amount when that is smaller (the server refuses above either).
 */
export function withdrawCeiling(info: {
  max: number;
  dailyAmount: number;
  todayAmount: number;
}): number {
  return Math.min(info.max, Math.max(0, info.dailyAmount - info.todayAmount));
}
