/**
 * Accounts a player has. `wagering` is a memo account: the betting still required before a
 * withdrawal. `held`: deposit money that arrived beyond the player's deposit limit, neither
 * playable nor withdrawable, released to `cash` or returned to its source (modules/deposits).
 */
export type PlayerKind = 'cash' | 'wagering' | 'held';

/** House accounts; their balance is the sum of their postings (never materialized). */
export const HOUSE_KINDS = [
  'gateway_clearing',
  'bank_clearing',
  'crypto_clearing',
  'agent_clearing',
  'promotion_expense',
  'pending_withdrawals',
  /** Service charges kept from settled withdrawals. */
  'withdrawal_fees',
  'game',
  'wagering_contra',
  /** Sandbox mode only: where test money comes from (POST /sandbox/wallet/credit). */
  'sandbox_funding',
  /** The other side of an operator's manual credit or debit of a player (console Players page). */
  'manual_adjustments',
  /** Play-money edition only: where the free coins of the daily and low-balance top-ups come from. */
  'play_topups',
] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number];

export type AccountRef = { userId: number; kind: PlayerKind } | { house: HouseKind };

export interface Posting {
  account: AccountRef;
  /** Signed minor units; positive adds to the account. */
  amount: number;
}

/**
 * What a movement is, as the player's records show it (SPEC.md §3 balance record types)
 * plus the internal ones that never reach a player's cash records.
 */
export type TxType =
  | 'deposit'
  /** Held deposit money (beyond a deposit limit) released to the playable balance. */
  | 'deposit_release'
  /** Held deposit money the operator sent back to its source (leaves the player's held balance). */
  | 'held_return'
  | 'deposit_bonus'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'withdrawal_settled'
  | 'bet'
  | 'win'
  | 'bet_refund'
  | 'gift'
  | 'vip_bonus'
  | 'daily_rebate'
  | 'daily_bonus'
  | 'wagering'
  | 'adjustment';

export interface TransactionInput {
  /** Unique per movement: replaying it returns the first result and moves nothing. */
  key: string;
  type: TxType;
  userId?: number | null;
  reference?: string | null;
  memo?: Record<string, unknown>;
  postings: Posting[];
}

export interface PostResult {
  transactionId: number;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
  /** Player balances after the movement, by "userId:kind" (empty on replay). */
  balances: Map<string, number>;
}

export class InsufficientFunds extends Error {
  constructor(
    readonly userId: number,
    readonly kind: PlayerKind,
  ) {
    super(`insufficient ${kind} balance for user ${userId}`);
    this.name = 'InsufficientFunds';
  }
}

/** The key was used before for a different movement: a bug or an attack, never a replay. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`idempotency key reused with different postings: ${key}`);
    this.name = 'IdempotencyConflict';
  }
}

/** How PostResult.balances names a player account (ledger_post answers the same). */
export function balanceKey(userId: number, kind: PlayerKind): string {
  return `${userId}:${kind}`;
}
