import type { balanceRecordTypes } from '@cardroom/contract';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { TxType } from '../ledger/index.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { rangeStart } from './range.js';

type RecordType = Exclude<(typeof balanceRecordTypes)[number], 'all'>;

/** Ledger movement types behind each record type of SPEC.md §3 (cash postings only). */
export const RECORD_TX_TYPES: Record<RecordType, TxType[]> = {
  bet: ['bet', 'bet_refund'],
  // A release of held deposit money (beyond a deposit limit) reaches the balance as a deposit.
  deposit: ['deposit', 'deposit_release'],
  withdrawal: ['withdrawal', 'withdrawal_refund'],
  win: ['win'],
  gift: ['gift', 'adjustment'],
  vip_bonus: ['vip_bonus'],
  daily_rebate: ['daily_rebate'],
  deposit_bonus: ['deposit_bonus'],
  daily_bonus: ['daily_bonus'],
};

const recordTypeOf = new Map<string, RecordType>(
  Object.entries(RECORD_TX_TYPES).flatMap(([record, txs]) =>
    txs.map((tx) => [tx, record as RecordType] as const),
  ),
);

/** The player's cash balance changes, newest first, read straight from the ledger. */
export async function balanceRecords(
  deps: Deps,
  userId: number,
  q: {
    page: number;
    pageSize: number;
    type: (typeof balanceRecordTypes)[number];
    range: 'today' | '7d' | '30d';
  },
) {
  const txTypes = q.type === 'all' ? [...recordTypeOf.keys()] : RECORD_TX_TYPES[q.type];
  const where = and(
    eq(ledgerAccounts.ownerType, 'player'),
    eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, 'cash'),
    eq(ledgerAccounts.currency, deps.ledger.currency),
    gte(ledgerPostings.createdAt, rangeStart(deps.market.code, q.range, deps.now())),
    inArray(ledgerTransactions.type, txTypes),
  );
  const base = () =>
    deps.db
      .select({
        id: ledgerPostings.id,
        type: ledgerTransactions.type,
        amount: ledgerPostings.amount,
        balanceAfter: ledgerPostings.balanceAfter,
        reference: ledgerTransactions.reference,
        createdAt: ledgerPostings.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db
      .select({ n: count() })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      type: recordTypeOf.get(r.type) ?? 'gift',
      amount: r.amount,
      balanceAfter: r.balanceAfter ?? 0,
      reference: r.reference ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(totals[0]?.n ?? 0),
    page: q.page,
  };
}
