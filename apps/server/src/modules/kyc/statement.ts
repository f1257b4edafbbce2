import {
  ageOn,
  MARKET_TIME_ZONE,
  type MarketCode,
  type StatementFigures,
} from '@cardroom/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  type TxType,
} from '../ledger/index.js';

/** A statement covers at most this many market days (one year, a leap year's too). */
export const STATEMENT_MAX_DAYS = 366;

/** Ledger movement types on the player's cash account behind each line of the statement. */
const LINES = {
  // Held deposit money (beyond a deposit limit) counts as deposited when it is released.
  deposits: ['deposit', 'deposit_release'],
  // A refunded withdrawal gives the money back: withdrawals are counted net of refunds.
  withdrawals: ['withdrawal', 'withdrawal_refund'],
  stakes: ['bet', 'bet_refund'],
  returns: ['win'],
  bonuses: ['deposit_bonus', 'vip_bonus', 'daily_rebate', 'daily_bonus', 'gift'],
} as const satisfies Record<string, TxType[]>;

/** The first instant of a YYYY-MM-DD market day, or null when it is not a real day. */
function dayStart(market: MarketCode, day: string): Date | null {
  if (ageOn(day, day) === null) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - MARKET_TIME_ZONE[market].offsetMinutes * 60_000);
}

/**
 * The player's figures for market days `from`..`to` (inclusive), from one grouped query over
 * their cash postings in the ledger: every figure is what actually moved their balance.
 */
export async function statementOf(
  deps: Deps,
  userId: number,
  q: { from: string; to: string },
): Promise<StatementFigures> {
  const start = dayStart(deps.market.code, q.from);
  const lastDay = dayStart(deps.market.code, q.to);
  if (!start || !lastDay || lastDay < start) throw badRequest('statementPeriod');
  const end = new Date(lastDay.getTime() + 86_400_000);
  if ((end.getTime() - start.getTime()) / 86_400_000 > STATEMENT_MAX_DAYS) {
    throw badRequest('statementPeriod');
  }
  const types = Object.values(LINES).flat();
  const rows = await deps.db
    .select({
      type: ledgerTransactions.type,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'player'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'cash'),
        eq(ledgerAccounts.currency, deps.ledger.currency),
        gte(ledgerPostings.createdAt, start),
        lt(ledgerPostings.createdAt, end),
        inArray(ledgerTransactions.type, types),
      ),
    )
    .groupBy(ledgerTransactions.type);
  const byType = new Map(rows.map((r) => [r.type, Number(r.total)]));
  const sum = (list: readonly string[]) => list.reduce((s, t) => s + (byType.get(t) ?? 0), 0);
  const deposits = sum(LINES.deposits);
  const withdrawals = -sum(LINES.withdrawals);
  const stakes = -sum(LINES.stakes);
  const returns = sum(LINES.returns);
  return {
    from: q.from,
    to: q.to,
    deposits,
    withdrawals,
    netDeposits: deposits - withdrawals,
    stakes,
    returns,
    gameResult: returns - stakes,
    bonuses: sum(LINES.bonuses),
  };
}
