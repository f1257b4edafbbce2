import { createHash } from 'node:crypto';
import { MAX_MINOR } from '@cardroom/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pgError } from '../../db/errors.js';
import {
  addWagering,
  balanceKey,
  IdempotencyConflict,
  InsufficientFunds,
  type Ledger,
  ledgerError,
} from '../ledger/index.js';
import { users } from '../users/index.js';
import { type Applied, type BatchOptions, WalletBatcher, type WalletFn } from './batch.js';
import { type GuardEntry, type GuardedBet, LIMIT_STATUS, LimitReached } from './guards.js';
import { noHooks, type WalletHooks } from './hooks.js';
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

/** Leaves a rollback's database transaction (rolling it back) and says why. */
class Stop extends Error {
  constructor(
    readonly why: 'again' | 'refuse',
    readonly status: WalletStatus = 'RS_ERROR_UNKNOWN',
  ) {
    super(why);
  }
}

/** CR419: the transaction id or ledger key was seen before; the statement rolled back. */
const seenBefore = (err: unknown) => pgError(err)?.code === 'CR419';

type Row = typeof walletTransactions.$inferSelect;

const isAmount = (n: unknown, min: number) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n < MAX_MINOR;

function fingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

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
    if (!isAmount(r.amount, 1)) return { answer: this.answer(r, 'RS_ERROR_WRONG_TYPES') };
    if (r.currency !== this.currency) return { answer: this.answer(r, 'RS_ERROR_WRONG_CURRENCY') };
    const print = fingerprint(['bet', r.user, r.amount, r.currency, r.game_code, r.round]);
    const args = [
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
    try {
      const applied = await this.apply('wallet_bet', ext, args, r.user, {
        token: r.token,
        user: r.user,
        amount: r.amount,
        ...(ext?.player !== undefined && { userId: ext.player }),
      });
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
    const print = fingerprint(['win', r.user, r.amount, r.currency, r.reference_transaction_uuid]);
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

  async rollback(r: RollbackRequest): Promise<WalletAnswer> {
    const print = fingerprint(['rollback', r.user, r.reference_transaction_uuid]);
    const betRef = `${r.provider}:${r.reference_transaction_uuid}`;
    try {
      return await this.db.transaction(async (tx) => {
        const [bet] = await tx
          .select()
          .from(walletTransactions)
          .where(
            and(
              eq(walletTransactions.provider, r.provider),
              eq(walletTransactions.transactionUuid, r.reference_transaction_uuid),
            ),
          )
          .for('update');
        if (bet && bet.kind !== 'bet' && bet.kind !== 'tombstone') {
          throw new Stop('refuse', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        if (bet && bet.user !== r.user)
          throw new Stop('refuse', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (bet?.state === 'settled') throw new Stop('refuse', 'RS_ERROR_TRANSACTION_SETTLED');
        const userId = bet?.userId ?? (await this.userIdOf(tx, r.user));
        if (!userId) throw new Stop('refuse', 'RS_ERROR_UNKNOWN');
        let balance: number | undefined;
        if (!bet) {
          // Unknown bet: accept, move nothing, and leave a tombstone so the bet is refused if it comes later.
          const [stone] = await tx
            .insert(walletTransactions)
            .values({
              provider: r.provider,
              transactionUuid: r.reference_transaction_uuid,
              kind: 'tombstone',
              userId,
              user: r.user,
              fingerprint: 'tombstone',
              createdAt: this.now(),
              state: 'rolled_back',
              status: 'RS_OK',
              balance: 0,
            })
            .onConflictDoNothing()
            .returning({ id: walletTransactions.id });
          if (!stone) throw new Stop('again');
        } else if (bet.state === 'open') {
          const posted = await this.ledger.post(
            {
              key: `rollback:${betRef}`,
              type: 'bet_refund',
              userId,
              reference: betRef,
              memo: { rollback: r.transaction_uuid },
              postings: [
                { account: { userId, kind: 'cash' }, amount: bet.amount },
                { account: { house: 'game' }, amount: -bet.amount },
              ],
            },
            tx,
          );
          balance = posted.balances.get(balanceKey(userId, 'cash'));
          // A refunded bet was never a valid bet: what it took off the requirement goes back on.
          if (bet.wageringCut > 0) {
            await addWagering(
              this.ledger,
              tx,
              userId,
              bet.wageringCut,
              `rollback:${betRef}`,
              betRef,
            );
          }
          await tx
            .update(walletTransactions)
            .set({ state: 'rolled_back' })
            .where(eq(walletTransactions.id, bet.id));
          if (bet.validAmount > 0) {
            for (const listener of this.hooks.rolledBack()) {
              await listener(tx, { userId, validAmount: bet.validAmount });
            }
          }
        }
        // Already rolled back, a tombstone, or a bet refused for money: accepted, nothing moves.
        balance ??= await this.ledger.balance(tx, userId);
        const [row] = await tx
          .insert(walletTransactions)
          .values({
            provider: r.provider,
            transactionUuid: r.transaction_uuid,
            requestUuid: r.request_uuid,
            kind: 'rollback',
            userId,
            user: r.user,
            gameCode: r.game_code ?? null,
            round: r.round ?? null,
            referenceUuid: r.reference_transaction_uuid,
            fingerprint: print,
            createdAt: this.now(),
            state: 'done',
            status: 'RS_OK',
            balance,
          })
          .onConflictDoNothing()
          .returning({ id: walletTransactions.id });
        if (!row) throw new Stop('again');
        return this.answer(r, 'RS_OK', balance);
      });
    } catch (err) {
      if (!(err instanceof Stop || err instanceof IdempotencyConflict)) throw err;
      const prior = await this.prior(r, 'rollback', print);
      if (prior) return prior;
      return this.answer(r, err instanceof Stop ? err.status : 'RS_ERROR_UNKNOWN');
    }
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

  private async userIdOf(tx: Tx, uid: string): Promise<number | null> {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, uid));
    return u?.id ?? null;
  }

  private live() {
    return sql<boolean>`${gameSessions.expiresAt} > ${this.now().toISOString()}::timestamptz`;
  }
}
