import { assertMinorUnits } from '@cardroom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import { pgError } from '../../db/errors.js';
import { ledgerAccounts, ledgerPostings } from './schema.js';
import {
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
  constructor(
    private readonly db: Db,
    readonly currency: string,
  ) {}

  /** Creates the house accounts (ledger_post finds them by kind). */
  async init(): Promise<void> {
    await this.db
      .insert(ledgerAccounts)
      .values(HOUSE_KINDS.map((kind) => ({ ownerType: 'house', kind, currency: this.currency })))
      .onConflictDoNothing();
  }

  /**
   * Posts inside `tx`, or on its own when none is given: either way one statement (the
   * database function ledger_post, db/functions/ledger_post.sql), so one round trip.
   */
  async post(input: TransactionInput, tx?: Tx): Promise<PostResult> {
    validate(input);
    const postings = input.postings.map((p) =>
      'house' in p.account
        ? { house: p.account.house, amount: p.amount }
        : { user: p.account.userId, kind: p.account.kind, amount: p.amount },
    );
    try {
      const [row] = await rawRows<{ r: PostedRow }>(
        tx ?? this.db,
        sql`select ledger_post(${input.key}, ${input.type}, ${input.userId ?? null},
          ${input.reference ?? null}, ${input.memo ? JSON.stringify(input.memo) : null}::jsonb,
          ${this.currency}, ${JSON.stringify(postings)}::jsonb) as r`,
      );
      if (!row) throw new Error(`ledger ${input.key}: no answer`);
      return {
        transactionId: Number(row.r.id),
        replayed: row.r.replayed,
        balances: new Map(Object.entries(row.r.balances).map(([k, v]) => [k, Number(v)])),
      };
    } catch (err) {
      throw ledgerError(err);
    }
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

  /** Many players' balances of one kind in one query (a console page); absent: never held any. */
  async balances(
    db: DbOrTx,
    userIds: readonly number[],
    kind: PlayerKind = 'cash',
  ): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerType, 'player'),
          inArray(ledgerAccounts.userId, [...userIds]),
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, this.currency),
        ),
      );
    return new Map(rows.map((r) => [Number(r.userId), r.balance]));
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

interface PostedRow {
  id: number | string;
  replayed: boolean;
  balances: Record<string, number | string>;
}

/** The ledger's refusals, raised by its database functions, as the errors callers handle. */
export function ledgerError(err: unknown): unknown {
  const e = pgError(err);
  if (e?.code === 'CR402') {
    const [user, kind] = (e.detail ?? '').split(':');
    return new InsufficientFunds(Number(user), kind as PlayerKind);
  }
  if (e?.code === 'CR409') return new IdempotencyConflict(e.detail ?? '');
  return err;
}
