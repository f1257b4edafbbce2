/**
 * The refusals of `parseMoneyInput` in the player's language. Apart from the reader so that code
 * which only reads amounts (the web app's first screen) does not carry the message catalog.
 */
import { type Locale, type MessageKey, message } from './messages.js';
import type { ParsedAmount } from './money-input.js';

const PROBLEM_MESSAGES = {
  empty: 'amountEmpty',
  notANumber: 'amountNotANumber',
  grouping: 'amountGrouping',
  ambiguous: 'amountAmbiguous',
  tooManyDecimals: 'amountTooManyDecimals',
  wholeUnits: 'amountWholeUnits',
  zero: 'amountZero',
  tooLarge: 'amountTooLarge',
} as const;

/** The refusal as a message key and its parameters (the server's errors carry these). */
export function amountProblem(parsed: Extract<ParsedAmount, { ok: false }>): {
  key: MessageKey;
  params: Record<string, string>;
} {
  const key =
    parsed.problem === 'ambiguous' && parsed.other === undefined
      ? 'amountDecimalMark'
      : PROBLEM_MESSAGES[parsed.problem];
  return {
    key,
    params: {
      understood: parsed.understood ?? '',
      other: parsed.other ?? '',
      example: parsed.example ?? '',
    },
  };
}

/** The refusal in the player's language, with what was understood and how to write it. */
export function amountProblemMessage(
  parsed: Extract<ParsedAmount, { ok: false }>,
  locale: Locale,
): string {
  const { key, params } = amountProblem(parsed);
  return message(key, locale, params);
}
