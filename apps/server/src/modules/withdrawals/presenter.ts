import {
  type BankCard,
  bankNameOfIfsc,
  type Locale,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@cardroom/contract';
import { remarkText } from '../deposits/index.js';
import type { BankCardRow, WithdrawOrderRow } from './schema.js';

/** Only the last four digits of an account number leave the server. */
export function maskAccount(accountNumber: string): string {
  const keep = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(4, accountNumber.length - 4))}${keep}`;
}

/**
 * The bank's name as the player reads it. An Indian account is known by its IFSC: cards saved
 * before the name was looked up, and orders that copied the code as the name, showed "SBIN".
 */
export function bankNameOf(b: {
  bankName: string;
  bankCode: string;
  ifsc?: string | null;
}): string {
  if (b.bankName !== '' && b.bankName !== b.bankCode) return b.bankName;
  if (b.ifsc) return bankNameOfIfsc(b.ifsc);
  return b.bankName || b.bankCode;
}

export function presentCard(c: BankCardRow): BankCard {
  return {
    id: String(c.id),
    kind: c.kind,
    holderName: c.holderName,
    accountNumber: maskAccount(c.accountNumber),
    ifsc: c.ifsc,
    accountType: c.accountType,
    bankCode: c.bankCode,
    bankName: bankNameOf(c),
    isDefault: c.isDefault,
  };
}

/**
 * Internal steps (approved, paying) are one "processing" state for the player, and so is a
 * failed payout whose money the desk still holds (it may yet be sent again).
 */
function playerStatus(o: WithdrawOrderRow): WithdrawStatus {
  switch (o.status) {
    case 'review':
      return 'review';
    case 'failed':
      return o.finishedAt ? 'failed' : 'processing';
    case 'refunded':
      return 'failed';
    case 'success':
    case 'rejected':
      return o.status;
    default:
      return 'processing';
  }
}

/** One order as the player sees it; system remarks in the request's language. */
export function presentOrder(o: WithdrawOrderRow, locale: Locale): WithdrawOrder {
  return {
    orderId: String(o.id),
    orderNo: o.orderNo,
    status: playerStatus(o),
    amount: o.amount,
    fee: o.fee,
    arrivalAmount: o.arrivalAmount,
    bankName: bankNameOf(o.beneficiary),
    accountNumber: maskAccount(o.beneficiary.accountNumber),
    kind: o.beneficiary.kind ?? 'bank',
    createdAt: o.createdAt.toISOString(),
    finishedAt: o.finishedAt ? o.finishedAt.toISOString() : '',
    remark: remarkText(o.remark, locale),
  };
}
