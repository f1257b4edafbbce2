import { type Locale, type MessageKey, message } from '@cardroom/contract';

/**
 * Deposit and withdraw order remarks the system writes are stored as a code (`@` + a message key) and put into
 * the player's language when the order is shown. Remarks a person wrote (an operator's
 * rejection reason, an agent's or method's name) are stored and shown as typed.
 */
const CODED = {
  gatewayFailed: 'remarkGatewayFailed',
  gatewayNoAnswer: 'remarkGatewayNoAnswer',
  selfUtrWaiting: 'remarkSelfUtrWaiting',
  belowNetworkMinimum: 'remarkBelowNetworkMinimum',
  amountMismatch: 'remarkAmountMismatch',
  payoutFailed: 'remarkPayoutFailed',
  giftBudgetSpent: 'remarkGiftBudgetSpent',
} as const satisfies Record<string, MessageKey>;

export type RemarkCode = keyof typeof CODED;

export function remarkCode(code: RemarkCode): string {
  return `@${CODED[code]}`;
}

/** Rows written before remarks were coded hold these English texts. */
const LEGACY: Record<string, MessageKey> = {
  'Payment failed at the gateway': CODED.gatewayFailed,
  'The payment gateway did not answer': CODED.gatewayNoAnswer,
  'Handled by the operator within 2-24 hours': CODED.selfUtrWaiting,
  'Below the network minimum': CODED.belowNetworkMinimum,
  'Payout failed, the money is back in your balance': CODED.payoutFailed,
};

const KEYS: ReadonlySet<string> = new Set(Object.values(CODED));

export function remarkText(stored: string, locale: Locale): string {
  const key = stored.startsWith('@') ? stored.slice(1) : LEGACY[stored];
  if (key && KEYS.has(key)) return message(key as MessageKey, locale);
  return stored;
}
