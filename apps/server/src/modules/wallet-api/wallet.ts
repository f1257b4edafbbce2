import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { gameSessions, walletTransactions } from '../games/schema.js';
import { hashToken } from '../games/tokens.js';
import type { Ledger } from '../ledger/ledger.js';
import { IdempotencyConflict, InsufficientFunds } from '../ledger/types.js';
import { addWagering, betDownWagering } from '../ledger/wagering.js';
import { users } from '../users/schema.js';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletAnswer,
  WalletStatus,
  WinRequest,
} from './types.js';

/** Work the caller does inside the operation's own database transaction (the house records its round there). */
export type Within<T> = (tx: Tx, userId: number) => Promise<T>;

export interface Outcome<T> {
  answer: WalletAnswer;
  /** What `within` returned; undefined unless this call moved the money itself. */
  extra?: T;
}

/** Leaves the database transaction (rolling it back) and says why. */
class Stop extends Error {
  constructor(
    readonly why: 'again' | 'refuse',
    readonly status: WalletStatus = 'RS_ERROR_UNKNOWN',
  ) {
    super(why);
  }
}

type Row = typeof walletTransactions.$inferSelect;

const SAFE = 2 ** 51;
const isAmount = (n: unknown, min: number) =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n < SAFE;

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
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly now: () => Date,
  ) {}

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

  async bet<T>(r: BetRequest, within?: Within<T>): Promise<Outcome<T>> {
    if (!isAmount(r.amount, 1)) return { answer: this.answer(r, 'RS_ERROR_WRONG_TYPES') };
    if (r.currency !== this.currency) return { answer: this.answer(r, 'RS_ERROR_WRONG_CURRENCY') };
    const print = fingerprint(['bet', r.user, r.amount, r.currency, r.game_code, r.round]);
    const ref = `${r.provider}:${r.transaction_uuid}`;
    let userId = 0;
    try {
      return await this.db.transaction(async (tx) => {
        // The session and the wagering still owed, in one round trip.
        const [s] = await tx
          .select({
            userId: gameSessions.userId,
            uid: gameSessions.uid,
            live: this.live(),
            // Spelled out: drizzle drops table names inside a select list, making user_id ambiguous.
            wagering: sql<string>`coalesce((select a.balance from ledger_accounts a
              where a.owner_type = 'player' and a.user_id = game_sessions.user_id
              and a.kind = 'wagering' and a.currency = ${this.currency}), 0)`,
          })
          .from(gameSessions)
          .where(eq(gameSessions.tokenHash, hashToken(r.token)));
        if (!s || s.uid !== r.user) throw new Stop('refuse', 'RS_ERROR_INVALID_TOKEN');
        if (!s.live) throw new Stop('refuse', 'RS_ERROR_TOKEN_EXPIRED');
        userId = s.userId;
        const posted = await this.ledger.post(
          {
            key: `bet:${ref}`,
            type: 'bet',
            userId,
            reference: ref,
            memo: { game: r.game_code, round: r.round },
            postings: [
              { account: { userId, kind: 'cash' }, amount: -r.amount },
              { account: { house: 'game' }, amount: r.amount },
            ],
          },
          tx,
        );
        if (posted.replayed) throw new Stop('again');
        const balance = posted.balances.get(`${userId}:cash`) ?? 0;
        // Read without a lock: a requirement added after this read applies from the next bet.
        const cut =
          Number(s.wagering) > 0
            ? await betDownWagering(this.ledger, tx, userId, r.amount, `bet:${ref}`, ref)
            : 0;
        const [row] = await tx
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
            createdAt: this.now(),
            state: 'open',
            status: 'RS_OK',
            balance,
            wageringCut: cut,
          })
          .onConflictDoNothing()
          .returning({ id: walletTransactions.id });
        if (!row) throw new Stop('again');
        const extra = within ? await within(tx, userId) : undefined;
        return { answer: this.answer(r, 'RS_OK', balance), ...(extra !== undefined && { extra }) };
      });
    } catch (err) {
      if (err instanceof InsufficientFunds)
        return { answer: await this.refuseBet(r, print, userId) };
      if (err instanceof Stop && err.why === 'refuse') {
        return { answer: (await this.prior(r, 'bet', print)) ?? this.answer(r, err.status) };
      }
      if (err instanceof Stop || err instanceof IdempotencyConflict) {
        return {
          answer: (await this.prior(r, 'bet', print)) ?? this.answer(r, 'RS_ERROR_UNKNOWN'),
        };
      }
      throw err;
    }
  }

  /** Not enough money: recorded, so the same request or transaction id gets the same refusal. */
  private async refuseBet(r: BetRequest, print: string, userId: number): Promise<WalletAnswer> {
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
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    if (row) return this.answer(r, 'RS_ERROR_NOT_ENOUGH_MONEY', balance);
    return (await this.prior(r, 'bet', print)) ?? this.answer(r, 'RS_ERROR_UNKNOWN');
  }

  async win<T>(r: WinRequest, within?: Within<T>): Promise<Outcome<T>> {
    if (!isAmount(r.amount, 0)) return { answer: this.answer(r, 'RS_ERROR_WRONG_TYPES') };
    if (r.currency !== this.currency) return { answer: this.answer(r, 'RS_ERROR_WRONG_CURRENCY') };
    const print = fingerprint(['win', r.user, r.amount, r.currency, r.reference_transaction_uuid]);
    const ref = `${r.provider}:${r.transaction_uuid}`;
    try {
      return await this.db.transaction(async (tx) => {
        // Locks the bet, so a rollback racing this win waits and then sees it settled.
        const [bet] = await tx
          .update(walletTransactions)
          .set({ state: 'settled', won: sql`${walletTransactions.won} + ${r.amount}` })
          .where(
            and(
              eq(walletTransactions.provider, r.provider),
              eq(walletTransactions.transactionUuid, r.reference_transaction_uuid),
              eq(walletTransactions.kind, 'bet'),
              eq(walletTransactions.user, r.user),
              inArray(walletTransactions.state, ['open', 'settled']),
            ),
          )
          .returning({ userId: walletTransactions.userId });
        if (!bet?.userId) throw new Stop('refuse', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        const userId = bet.userId;
        let balance: number;
        if (r.amount > 0) {
          const posted = await this.ledger.post(
            {
              key: `win:${ref}`,
              type: 'win',
              userId,
              reference: ref,
              memo: { game: r.game_code, round: r.round, bet: r.reference_transaction_uuid },
              postings: [
                { account: { userId, kind: 'cash' }, amount: r.amount },
                { account: { house: 'game' }, amount: -r.amount },
              ],
            },
            tx,
          );
          if (posted.replayed) throw new Stop('again');
          balance = posted.balances.get(`${userId}:cash`) ?? 0;
        } else {
          balance = await this.ledger.balance(tx, userId);
        }
        const [row] = await tx
          .insert(walletTransactions)
          .values({
            provider: r.provider,
            transactionUuid: r.transaction_uuid,
            requestUuid: r.request_uuid,
            kind: 'win',
            userId,
            user: r.user,
            gameCode: r.game_code,
            round: r.round,
            referenceUuid: r.reference_transaction_uuid,
            amount: r.amount,
            fingerprint: print,
            createdAt: this.now(),
            state: 'done',
            status: 'RS_OK',
            balance,
          })
          .onConflictDoNothing()
          .returning({ id: walletTransactions.id });
        if (!row) throw new Stop('again');
        const extra = within ? await within(tx, userId) : undefined;
        return { answer: this.answer(r, 'RS_OK', balance), ...(extra !== undefined && { extra }) };
      });
    } catch (err) {
      if (!(err instanceof Stop || err instanceof IdempotencyConflict)) throw err;
      const prior = await this.prior(r, 'win', print);
      if (prior) return { answer: prior };
      if (err instanceof Stop && err.why === 'refuse') {
        return { answer: this.answer(r, await this.whyNoBet(r)) };
      }
      return { answer: this.answer(r, 'RS_ERROR_UNKNOWN') };
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
          balance = posted.balances.get(`${userId}:cash`);
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
