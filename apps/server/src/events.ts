import type { Locale, PromoKind } from '@cardroom/contract';
import type { Tx } from './db/client.js';

/**
 * What each business event carries (the `Flows` table in deps.ts lists the events). A module
 * never imports another module to react to its events: it calls `deps.flows.<event>(deps, …)`,
 * and the one flow answering that event (src/flows/, docs/ARCHITECTURE.md "Flows") calls the
 * other modules' doors in a visible order. Modules never import src/flows/ (lint:deps:server);
 * this file is the contract between them, so it names only core and contract types.
 */

/** A sign-in about to start a session (every method goes through auth's `startSession`). */
export interface SignInAttempt {
  userId: number;
  locale: Locale;
  /** `withdraw`: the player asks for a session limited to withdrawing (during a break). */
  purpose: 'withdraw' | undefined;
  /** The device signing in (a break holds the devices of the person who took it). */
  deviceNumber?: string | undefined;
}

/** What the sign-in flow lets through: the session's scope and the longest it may last. */
export interface SignInVerdict {
  scope: 'full' | 'withdrawOnly';
  /** Milliseconds, or null: no cap beyond the configured session time. */
  maxMs: number | null;
}

/** Where a sign-up came from: the request's device number and client address. */
export interface SignupOrigin {
  device: string;
  address: string;
  /** The language of the request, for a refusal (a break's end date). */
  locale?: Locale;
}

/** A deposit order about to be created (the player's row is locked in `tx`). */
export interface DepositAttempt {
  userId: number;
  amount: number;
  locale: Locale;
}

/** A deposit just posted to the ledger (inside the credit's transaction). */
export interface CreditedDeposit {
  userId: number;
  orderNo: string;
  depositType: string;
  /** The playable part credited (minor units): money held beyond a deposit limit is not in it. */
  amount: number;
  /** The method's gift this deposit earns (deposits' `giftFor`), before any gate. */
  gift: number;
  /** The wagering multiple of that gift (depositRules.bonusWageringMultiple). */
  giftWageringMultiple: number;
  /** The day's budget of method gifts (depositRules.methodGiftDailyBudget), minor units. */
  giftDailyBudget: number;
}

/** What the deposit-credited flow did that the order records. */
export interface DepositCreditOutcome {
  /** The gift paid (0 when a gate held it back). */
  gift: number;
  /** Why a gift the deposit earned was not paid: a break, or the day's gift budget spent. */
  giftWithheld?: 'paused' | 'budget';
}

/** A deposit just rejected (inside the rejection's transaction). */
export interface RejectedDeposit {
  userId: number;
  orderNo: string;
  depositType: string;
  amount: number;
  /** The stored remark: a coded system remark (`@…`, deposits' remarks.ts) or an operator's words. */
  remark: string;
}

/** A withdrawal that just finished (inside the transaction that finished it). */
export interface FinishedWithdrawal {
  userId: number;
  orderNo: string;
  amount: number;
  /** paid: the payout arrived; refunded: the money went back to the player's balance. */
  outcome: 'paid' | 'refunded';
  /** Why it was refunded: a coded system remark (`@…`) or the operator's words; empty when paid. */
  remark: string;
}

/** Account security events (withdrawals' cards.ts and security.ts). */
export type SecurityEvent = 'phoneBound' | 'phoneChanged' | 'withdrawPasswordSet' | 'bankCardSaved';
/** What changed, for steps that need the value before: the number a phone change replaced. */
export interface SecurityDetail {
  previousMobile?: string;
}

/** A grant just credited to the player's balance (inside the credit's own transaction). */
export interface GrantCredited {
  grantId: number;
  userId: number;
  kind: PromoKind;
  /** The promotion's name in both languages. */
  title: { en: string; id: string };
  /** Minor units credited. */
  amount: number;
  /** Minor units of valid bets this credit added to the player's wagering requirement. */
  wagering: number;
}

/** A VIP level a player just reached for the first time. */
export interface VipLevelReached {
  userId: number;
  level: number;
  /** What its reward credited (minor units; 0 when nothing was paid). */
  reward: number;
}

/** A bet about to be placed: its player (from the live game session) and stake. */
export interface BetAttempt {
  userId: number;
  amount: number;
}

/** An accepted bet (inside the bet's own transaction). */
export interface PlacedBet {
  userId: number;
  /** The valid bet: the part of the stake at risk (wallet_bet's `p_counted`), minor units. */
  validAmount: number;
}

/** A bet given back by a rollback (inside the rollback's transaction). */
export interface RolledBackBet {
  userId: number;
  /** The valid amount the bet had counted, now no longer a valid bet. */
  validAmount: number;
}

/**
 * Runs in the bets' transaction before the bet statement, for every bet of a batch at once (at
 * most one per player); answers the players whose bet it refuses (RS_ERROR_LIMIT_REACHED).
 */
export type BetGuard = (tx: Tx, bets: readonly BetAttempt[]) => Promise<ReadonlySet<number>>;
export type BetListener = (tx: Tx, bets: readonly PlacedBet[]) => Promise<void>;
export type RollbackListener = (tx: Tx, bet: RolledBackBet) => Promise<void>;

/** A bet guard and, when it has one, its SQL twin for the batch's one-statement fast path. */
export interface GuardEntry {
  guard: BetGuard;
  /**
   * A SQL function (bigint[]) -> bigint[] answering, of a batch's players, those whose bets
   * `guard` must see; the others' bets go in the batch's one statement (wallet_batch_hooked).
   * Without it every batch takes the slow way.
   */
  prefilter?: string;
}

/** A bet listener and, when it has one, the SQL function doing its work in the batch's statement. */
export interface ListenerEntry {
  listener: BetListener;
  /**
   * A SQL function (placed jsonb, at timestamptz) doing what `listener` does inside the batch's
   * statement; when it cannot (a VIP level reached, whose reward goes through the ledger) it
   * raises SQLSTATE CR001 and the batch runs again the slow way with `listener`.
   */
  sql?: string;
}

/** The seamless wallet's steps around a bet (src/flows/round-settled.ts), in order. */
export interface WalletSteps {
  guards: readonly GuardEntry[];
  placed: readonly ListenerEntry[];
  rolledBack: readonly RollbackListener[];
}
