import { createHash } from 'node:crypto';
import { assertMinorUnits } from '@cardroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './schema.js';
import {
  type AccountRef,
  balanceKey,
  HOUSE_KINDS,
  type HouseKind,
  IdempotencyConflict,
  InsufficientFunds,
  type PlayerKind,
  type PostResult,
  type TransactionInput,
} from './types.js';

/**
 * The only code that changes a balance. A movement is one ledger transaction whose
 * postings sum to zero, written in the caller's database transaction together with the
 * player balances it moves, under a unique idempotency key.
 */
export class Ledger {
  private readonly houseIds = new Map<HouseKind, number>();

  constructor(
    private readonly db: Db,
    readonly currency: string,
  ) {}

  /**
   * Creates the house accounts once, outside any caller's transaction: an id cached from
   * inside a transaction that later rolled back would point at nothing.
   */
  async init(): Promise<void> {
    await this.db
      .insert(ledgerAccounts)
      .values(HOUSE_KINDS.map((kind) => ({ ownerType: 'house', kind, currency: this.currency })))
      .onConflictDoNothing();
    const rows = await this.db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.ownerType, 'house'), eq(ledgerAccounts.currency, this.currency)),
      );
    for (const r of rows) this.houseIds.set(r.kind as HouseKind, r.id);
  }

  /** Posts inside `tx`, or in a database transaction of its own when none is given. */
  async post(input: TransactionInput, tx?: Tx): Promise<PostResult> {
    if (tx) return this.postIn(tx, input);
    return this.db.transaction((t) => this.postIn(t, input));
  }

  private async postIn(tx: Tx, input: TransactionInput): Promise<PostResult> {
    validate(input);
    const fingerprint = fingerprintOf(input);
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({
        idempotencyKey: input.key,
        type: input.type,
        userId: input.userId ?? null,
        reference: input.reference ?? null,
        fingerprint,
        memo: input.memo ?? null,
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    if (!created) {
      const [first] = await tx
        .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, input.key));
      if (!first) throw new Error(`ledger key vanished: ${input.key}`);
      if (first.fingerprint !== fingerprint) throw new IdempotencyConflict(input.key);
      return { transactionId: first.id, replayed: true, balances: new Map() };
    }

    const resolved = await Promise.all(
      input.postings.map(async (p) => ({ ...p, accountId: await this.accountId(tx, p.account) })),
    );
    // Lock player rows in one order so two movements can never wait on each other.
    const players = resolved
      .filter((p) => 'userId' in p.account)
      .sort((a, b) => a.accountId - b.accountId);
    const after = new Map<number, number>();
    const balances = new Map<string, number>();
    for (const p of players) {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${p.amount}` })
        .where(
          and(
            eq(ledgerAccounts.id, p.accountId),
            sql`${ledgerAccounts.balance} + ${p.amount} >= 0`,
          ),
        )
        .returning({ balance: ledgerAccounts.balance });
      const account = p.account as { userId: number; kind: PlayerKind };
      if (!row) throw new InsufficientFunds(account.userId, account.kind);
      after.set(p.accountId, row.balance);
      balances.set(balanceKey(account.userId, account.kind), row.balance);
    }
    await tx.insert(ledgerPostings).values(
      resolved.map((p) => ({
        transactionId: created.id,
        accountId: p.accountId,
        amount: p.amount,
        balanceAfter: after.get(p.accountId) ?? null,
      })),
    );
    return { transactionId: created.id, replayed: false, balances };
  }

  /** A player's balance of one kind; a player without the account has never held any. */
  async balance(db: DbOrTx, userId: number, kind: PlayerKind = 'cash'): Promise<number> {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(this.playerWhere(userId, kind))
      .limit(1);
    return row?.balance ?? 0;
  }

  /** The balance locked for the rest of `tx` (for rules that read, then post). */
  async lockedBalance(tx: Tx, userId: number, kind: PlayerKind): Promise<number> {
    await this.accountId(tx, { userId, kind });
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(this.playerWhere(userId, kind))
      .for('update');
    return row?.balance ?? 0;
  }

  /** A house account's balance: the sum of its postings. */
  async houseBalance(db: DbOrTx, kind: HouseKind): Promise<number> {
    const rows = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(
        and(
          eq(ledgerAccounts.ownerType, 'house'),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, this.currency),
        ),
      );
    return Number(rows[0]?.total ?? 0);
  }

  private playerWhere(userId: number, kind: PlayerKind) {
    return and(
      eq(ledgerAccounts.ownerType, 'player'),
      eq(ledgerAccounts.userId, userId),
      eq(ledgerAccounts.kind, kind),
      eq(ledgerAccounts.currency, this.currency),
    );
  }

  private async accountId(tx: DbOrTx, ref: AccountRef): Promise<number> {
    if ('house' in ref) {
      const id = this.houseIds.get(ref.house);
      if (id === undefined)
        throw new Error(`house account ${ref.house} missing: Ledger.init not run`);
      return id;
    }
    const where = this.playerWhere(ref.userId, ref.kind);
    let [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    if (!row) {
      await tx
        .insert(ledgerAccounts)
        .values({
          ownerType: 'player',
          userId: ref.userId,
          kind: ref.kind,
          currency: this.currency,
        })
        .onConflictDoNothing();
      [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
    }
    if (!row) throw new Error('ledger account could not be created');
    return row.id;
  }
}

function validate(input: TransactionInput): void {
  if (input.postings.length < 2) throw new Error(`ledger ${input.key}: fewer than two postings`);
  let sum = 0;
  for (const p of input.postings) {
    assertMinorUnits(p.amount);
    if (p.amount === 0) throw new Error(`ledger ${input.key}: zero posting`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`ledger ${input.key}: postings sum to ${sum}, not zero`);
}

function fingerprintOf(input: TransactionInput): string {
  const postings = input.postings
    .map(
      (p) =>
        `${'house' in p.account ? `h:${p.account.house}` : `p:${p.account.userId}:${p.account.kind}`}=${p.amount}`,
    )
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([input.type, input.userId ?? null, input.reference ?? null, postings]))
    .digest('hex');
}
