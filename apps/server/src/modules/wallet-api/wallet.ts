import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgError } from '../../db/errors.js';
import type { GuardEntry } from '../../events.js';
import {
  IdempotencyConflict,
  InsufficientFunds,
  type Ledger,
  ledgerError,
} from '../ledger/index.js';
import { type Applied, type BatchOptions, WalletBatcher, type WalletFn } from './batch.js';
import { type GuardedBet, LIMIT_STATUS, LimitReached } from './guards.js';
import { noHooks, type WalletHooks } from './hooks.js';
import { betPrint, isAmount, winPrint } from './prints.js';
import { rollbackBet } from './rollback.js';
import { gameSessions, walletTransactions } from './schema.js';
import { hashToken } from './tokens.js';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletAnswer,
  WalletStatus,
  WinRequest,
} from './types.js';
import { settleZeroWins, type ZeroWinsFn } from './zero-wins.js';

/**
 * A database function that wraps wallet_bet or wallet_win: it takes the same arguments, then
 * its own, and runs in the same statement (one database transaction), adding `extra` to the
 * answer. The house provider takes its round's nonce and records the round this way.
 */
export interface Extension<T> {
  fn: string;
  args: unknown[];
  /**
   * The player of the bet's game session when the caller has already read that session (the
   * house provider's session cache): the guards then skip reading it again. wallet_bet still
   * checks the token, the player and the expiry in the bet's statement.
   */
  player?: number;
  read(extra: Record<string, unknown>): T;
}

export interface Outcome<T> {
  answer: WalletAnswer;
  /** The extension's `extra`; undefined unless this call moved the money itself. */
  extra?: T;
}

/** CR419: the transaction id or ledger key was seen before; the statement rolled back. */
const seenBefore = (err: unknown) => pgError(err)?.code === 'CR419';

type Row = typeof walletTransactions.$inferSelect;

/**
 * The seamless wallet. Each operation is one database transaction with the ledger; its row
 * in wallet_transactions (unique per provider and transaction id) is written last, so a
 * repeat, a reused id or a rollback tombstone surfaces as a conflict that rolls the whole
 * attempt back before anything is committed.
 */
export class SeamlessWallet {
  private readonly batcher: WalletBatcher;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly now: () => Date,
    private readonly hooks: WalletHooks = noHooks,
    guards: () => readonly GuardEntry[] = () => [],
    batching?: BatchOptions,
  ) {
    this.batcher = new WalletBatcher(db, hooks, guards, now, batching);
  }

  /** How the wallet's group commit has batched (batch.ts). */
  get batchStats(): Readonly<WalletBatcher['stats']> {
    return this.batcher.stats;
  }

  private get currency(): string {
    return this.ledger.currency;
  }

  private answer(
    r: { request_uuid: string; user: string },
    status: WalletStatus,
    balance?: number,
  ) {
    const a: WalletAnswer = {
      status,
      request_uuid: r.request_uuid,
      user: r.user,
      currency: this.currency,
    };
    if (balance !== undefined) a.balance = balance;
    return a;
  }

  async balance(r: BalanceRequest): Promise<WalletAnswer> {
    const [s] = await this.db
      .select({ userId: gameSessions.userId, uid: gameSessions.uid, live: this.live() })
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(r.token)));
    if (!s || s.uid !== r.user) return this.answer(r, 'RS_ERROR_INVALID_TOKEN');
    if (!s.live) return this.answer(r, 'RS_ERROR_TOKEN_EXPIRED');
    return this.answer(r, 'RS_OK', await this.ledger.balance(this.db, s.userId));
  }

  async bet<T>(r: BetRequest, ext?: Extension<T>): Promise<Outcome<T>> {
    const invalid = this.invalidBet(r);
    if (invalid) return { answer: invalid };
    const print = betPrint(r);
    return this.placing(r, print, ext, () =>
      this.apply('wallet_bet', ext, this.betArgs(r, print), r.user, this.guarded(r, ext)),
    );
  }

  /**
   * A bet and its win as one operation, for a provider that settles a round as it takes it
   * (the house games): one statement and one commit where bet and win take two. `ext` names
   * the database function doing both (db/functions/house_round.sql); it gets the bet's
   * arguments, the win's, then its own. Refused as a bet is; once the bet is placed the win
   * is in the same subtransaction, so the round is whole or absent.
   */
  async betAndWin<T>(
    r: BetRequest,
    win: Pick<WinRequest, 'transaction_uuid' | 'request_uuid' | 'amount'>,
    ext: Extension<T>,
  ): Promise<Outcome<T>> {
    const invalid = this.invalidBet(r) ?? (isAmount(win.amount, 0) ? null : this.wrongTypes(r));
    if (invalid) return { answer: invalid };
    const print = betPrint(r);
    const winArgs = [
      win.transaction_uuid,
      win.request_uuid,
      win.amount,
      winPrint({ ...r, amount: win.amount, reference_transaction_uuid: r.transaction_uuid }),
    ];
    return this.placing(r, print, ext, () =>
      this.apply(
        'wallet_bet',
        ext,
        [...this.betArgs(r, print), ...winArgs],
        r.user,
        this.guarded(r, ext),
      ),
    );
  }

  private invalidBet(r: BetRequest): WalletAnswer | null {
    if (!isAmount(r.amount, 1)) return this.wrongTypes(r);
    if (r.currency !== this.currency) return this.answer(r, 'RS_ERROR_WRONG_CURRENCY');
    return null;
  }

  private wrongTypes(r: BetRequest): WalletAnswer {
    return this.answer(r, 'RS_ERROR_WRONG_TYPES');
  }

  private betArgs(r: BetRequest, print: string): unknown[] {
    return [
      r.provider,
      r.transaction_uuid,
      r.request_uuid,
      hashToken(r.token),
      r.user,
      r.currency,
      r.amount,
      r.game_code,
      r.round,
      print,
      this.now().toISOString(),
    ];
  }

  private guarded<T>(r: BetRequest, ext?: Extension<T>): GuardedBet {
    return {
      token: r.token,
      user: r.user,
      amount: r.amount,
      ...(ext?.player !== undefined && { userId: ext.player }),
    };
  }

  /**
   * Places a bet through `run` and answers it: placed; refused by the database (token, funds)
   * or a player's limit, recorded so a repeat gets the same refusal; or a repeat of an earlier
   * request. Any other error is thrown.
   */
  private async placing<T>(
    r: BetRequest,
    print: string,
    ext: Extension<T> | undefined,
    run: () => Promise<Applied>,
  ): Promise<Outcome<T>> {
    try {
      const applied = await run();
      if (applied.status === 'RS_OK') return this.done(r, applied, ext);
      return { answer: (await this.prior(r, 'bet', print)) ?? this.answer(r, applied.status) };
    } catch (err) {
      if (err instanceof LimitReached) {
        const prior = await this.prior(r, 'bet', print);
        return { answer: prior ?? (await this.refuseBet(r, print, err.userId, LIMIT_STATUS)) };
      }
      const e = ledgerError(err);
      if (e instanceof InsufficientFunds)
        return { answer: await this.refuseBet(r, print, e.userId) };
      if (seenBefore(err) || e instanceof IdempotencyConflict) {
        return {
          answer: (await this.prior(r, 'bet', print)) ?? this.answer(r, 'RS_ERROR_UNKNOWN'),
        };
      }
      throw err;
    }
  }

  /**
   * Runs a wallet function, or the extension wrapping it, in the next batch (batch.ts): with
   * the guards before it and the listeners after it for a bet, committed before it answers.
   * An error the function raised comes back thrown, as the driver would throw it.
   */
  private apply<T>(
    fn: 'wallet_bet' | 'wallet_win',
    ext: Extension<T> | undefined,
    args: unknown[],
    user: string,
    bet?: GuardedBet,
  ): Promise<Applied> {
    const name = (ext?.fn ?? fn) as WalletFn;
    const all = ext ? [...args, ...ext.args] : args;
    return this.batcher.run(
      bet ? { fn: name, args: all, user, bet } : { fn: name, args: all, user },
    );
  }

  private done<T>(r: BetRequest | WinRequest, applied: Applied, ext?: Extension<T>): Outcome<T> {
    const answer = this.answer(r, 'RS_OK', Number(applied.balance ?? 0));
    if (!ext || !applied.extra) return { answer };
    return { answer, extra: ext.read(applied.extra) };
  }

  /**
   * Not enough money, or a player's limit reached: recorded, so the same request or
   * transaction id gets the same refusal.
   */
  private async refuseBet(
    r: BetRequest,
    print: string,
    userId: number,
    status: WalletStatus = 'RS_ERROR_NOT_ENOUGH_MONEY',
  ): Promise<WalletAnswer> {
    const balance = await this.ledger.balance(this.db, userId);
    const [row] = await this.db
      .insert(walletTransactions)
      .values({
        provider: r.provider,
        transactionUuid: r.transaction_uuid,
        requestUuid: r.request_uuid,
        kind: 'bet',
        userId,
        user: r.user,
        gameCode: r.game_code,
        round: r.round,
        amount: r.amount,
        fingerprint: print,
        state: 'refused',
        status,
        balance,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    if (row) return this.answer(r, status, balance);
    return (await this.prior(r, 'bet', print)) ?? this.answer(r, 'RS_ERROR_UNKNOWN');
  }

  async win<T>(r: WinRequest, ext?: Extension<T>): Promise<Outcome<T>> {
    if (!isAmount(r.amount, 0)) return { answer: this.answer(r, 'RS_ERROR_WRONG_TYPES') };
    if (r.currency !== this.currency) return { answer: this.answer(r, 'RS_ERROR_WRONG_CURRENCY') };
    const print = winPrint(r);
    try {
      const applied = await this.apply(
        'wallet_win',
        ext,
        [
          r.provider,
          r.transaction_uuid,
          r.request_uuid,
          r.user,
          r.currency,
          r.amount,
          r.game_code,
          r.round,
          r.reference_transaction_uuid,
          print,
          this.now().toISOString(),
        ],
        r.user,
      );
      if (applied.status === 'RS_OK') return this.done(r, applied, ext);
      const prior = await this.prior(r, 'win', print);
      return { answer: prior ?? this.answer(r, await this.whyNoBet(r)) };
    } catch (err) {
      if (!(seenBefore(err) || ledgerError(err) instanceof IdempotencyConflict)) throw err;
      return {
        answer: (await this.prior(r, 'win', print)) ?? this.answer(r, 'RS_ERROR_UNKNOWN'),
      };
    }
  }

  /**
   * Wins of nothing for many bets in one statement (zero-wins.ts): answers the bet transaction
   * ids settled. `fn` is the game's function that settles each by wallet_win (live_lose).
   */
  zeroWins(requests: readonly WinRequest[], fn: ZeroWinsFn): Promise<Set<string>> {
    return settleZeroWins(this.db, this.currency, requests, this.now(), fn);
  }

  /** Refunds an open bet, once; see rollback.ts. */
  rollback(r: RollbackRequest): Promise<WalletAnswer> {
    return rollbackBet(
      {
        db: this.db,
        ledger: this.ledger,
        hooks: this.hooks,
        now: this.now,
        answer: (req, status, balance) => this.answer(req, status, balance),
        prior: (req, kind, print) => this.prior(req, kind, print),
      },
      r,
    );
  }

  /**
   * The earlier answer this call repeats, if any: same request id, or same transaction id
   * with the same contents. A reused id with other contents is a duplicate; a bet whose id
   * was rolled back before it came is refused.
   */
  private async prior(
    r: { provider: string; request_uuid: string; transaction_uuid: string; user: string },
    kind: 'bet' | 'win' | 'rollback',
    print: string,
  ): Promise<WalletAnswer | null> {
    const rows = await this.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.provider, r.provider),
          or(
            eq(walletTransactions.requestUuid, r.request_uuid),
            eq(walletTransactions.transactionUuid, r.transaction_uuid),
          ),
        ),
      );
    const same = (row: Row) => row.kind === kind && row.fingerprint === print;
    const byRequest = rows.find((row) => row.requestUuid === r.request_uuid);
    const byTx = rows.find((row) => row.transactionUuid === r.transaction_uuid);
    if (byTx?.kind === 'tombstone' && kind === 'bet') {
      return this.answer(r, 'RS_ERROR_TRANSACTION_ROLLED_BACK');
    }
    const hit = byRequest ?? byTx;
    if (!hit) return null;
    if (!same(hit) || (byTx && !same(byTx)))
      return this.answer(r, 'RS_ERROR_DUPLICATE_TRANSACTION');
    return this.answer(r, hit.status as WalletStatus, hit.balance);
  }

  private async whyNoBet(r: WinRequest): Promise<WalletStatus> {
    const [bet] = await this.db
      .select({ kind: walletTransactions.kind, state: walletTransactions.state })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.provider, r.provider),
          eq(walletTransactions.transactionUuid, r.reference_transaction_uuid),
        ),
      );
    if (bet?.state === 'rolled_back') return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
    return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
  }

  private live() {
    return sql<boolean>`${gameSessions.expiresAt} > ${this.now().toISOString()}::timestamptz`;
  }
}
