import { type Locale, MARKETS, type Market } from '@cardroom/contract';
import type { RiskSummary } from '@cardroom/contract/console';
import type { SQL } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Db, DbOrTx, Tx } from './db/client.js';
import type {
  CreditedDeposit,
  DepositAttempt,
  DepositCreditOutcome,
  FinishedWithdrawal,
  GrantCredited,
  RejectedDeposit,
  SecurityDetail,
  SecurityEvent,
  SignInAttempt,
  SignInVerdict,
  SignupOrigin,
  VipLevelReached,
  WalletSteps,
} from './events.js';
import type { GoogleVerifier } from './modules/auth/google.js';
import type { SandboxGateway } from './modules/gateway/sandbox.js';
import type { PaymentGateway } from './modules/gateway/types.js';
import type { Ledger } from './modules/ledger/ledger.js';
import type { SandboxGoogle } from './modules/sandbox/types.js';
import type { SettingsRegistry } from './modules/settings/define.js';
import type { SmsSender } from './modules/sms/sender.js';
import type { UserRow } from './modules/users/schema.js';

/** What services need from the outside world, built once per app instance. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  market: Market;
  /** The only way to move money (DESIGN.md §3). */
  ledger: Ledger;
  sms: SmsSender;
  /** The payment gateway online deposits go through (null: online payment unavailable). */
  gateway: PaymentGateway | null;
  /** The simulator's own controls (pay page, resend, retry job), sandbox mode only. */
  sandboxGateway: SandboxGateway | null;
  google: GoogleVerifier;
  /** Every module's operator settings by key (from the modules' `settings` lists). */
  settings: SettingsRegistry;
  sandboxGoogle: SandboxGoogle | null;
  /** Time as services see it; tests move it forward to expire codes. */
  now(): Date;
  /** What happens between modules, one flow per business event (src/flows/). */
  flows: Flows;
}

/**
 * One flow per business event (src/flows/index.ts builds the table). Each takes the app's
 * deps and, when the event happens inside a transaction, that transaction: what a flow writes
 * commits or rolls back with the event. A flow refuses by throwing an AppError.
 */
export interface Flows {
  /** Sign-in: may this session start, with which scope and for how long at most. */
  signIn(deps: Deps, attempt: SignInAttempt): Promise<SignInVerdict>;
  /** An account was just inserted (sign-up's transaction). */
  userRegistered(deps: Deps, tx: Tx, user: UserRow, origin: SignupOrigin): Promise<void>;
  /** A deposit order is about to be created (refuses an order past a limit). */
  depositAttempted(deps: Deps, tx: Tx, attempt: DepositAttempt): Promise<void>;
  /** How much of money reaching a player from a deposit may be playable (the rest is held). */
  depositPlayable(deps: Deps, tx: Tx, credit: { userId: number; amount: number }): Promise<number>;
  /** A deposit was just posted (once per order, never on a replay). */
  depositCredited(deps: Deps, tx: Tx, deposit: CreditedDeposit): Promise<DepositCreditOutcome>;
  depositRejected(deps: Deps, tx: Tx, deposit: RejectedDeposit): Promise<void>;
  /** A withdrawal is about to be accepted (refuses one the player may not make yet). */
  withdrawalRequested(deps: Deps, userId: number): Promise<void>;
  withdrawalFinished(deps: Deps, tx: Tx, withdrawal: FinishedWithdrawal): Promise<void>;
  securityChanged(
    deps: Deps,
    tx: Tx,
    event: SecurityEvent,
    userId: number,
    locale: Locale,
    detail?: SecurityDetail,
  ): Promise<void>;
  grantCredited(deps: Deps, tx: Tx, credited: GrantCredited): Promise<void>;
  vipLevelReached(deps: Deps, tx: Tx, reached: VipLevelReached): Promise<void>;
  /** True when no bonus may be paid to the player now (a break): the bonus gate. */
  bonusesPaused(deps: Deps, db: DbOrTx, userId: number): Promise<boolean>;
  /** Conditions an operator message sent at `sentAt` must meet for the player to see it. */
  marketingShown(deps: Deps, userId: number, sentAt: SQL): SQL[];
  /**
   * Each player's money totals and risk flags, for a page of console cards at once (the queues
   * of modules whose tables the risk rules read, so they cannot import the risk module).
   */
  riskOf(deps: Deps, userIds: readonly number[]): Promise<Map<number, RiskSummary>>;
  /** A saved player segment's id, name and its players now (an inbox broadcast's recipients). */
  savedSegmentPlayers(
    deps: Deps,
    segmentId: number,
  ): Promise<{ id: number; name: string; userIds: readonly number[] }>;
  /** The seamless wallet's guards and listeners around a bet. */
  walletSteps(deps: Deps): WalletSteps;
}

export function marketOf(config: Config): Market {
  return MARKETS[config.market];
}
