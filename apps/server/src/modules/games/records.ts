import { type GameRecordItem, marketPeriod } from '@cardroom/contract';
import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { walletTransactions } from '../wallet-api/index.js';

const DAY = 86_400_000;

/** Today, yesterday or the last three market days (today and the two before), as [from, to). */
export function rangeBounds(now: Date, market: 'ID' | 'IN', range: 'today' | 'yesterday' | '3d') {
  const today = marketPeriod(market, now, 'day');
  const startToday = today.start.getTime();
  if (range === 'today') return { from: today.start, to: today.end };
  if (range === 'yesterday') return { from: new Date(startToday - DAY), to: today.start };
  return { from: new Date(startToday - 2 * DAY), to: today.end };
}

const STATE_OF = { settled: 'settled', unsettled: 'open', cancel: 'rolled_back' } as const;
const STATUS_OF: Record<string, GameRecordItem['status']> = {
  settled: 'settled',
  open: 'unsettled',
  rolled_back: 'cancel',
};

/** The player's bets from the seamless wallet's own rows: every provider, one list. */
export async function gameRecords(
  deps: Deps,
  userId: number,
  q: {
    status: 'all' | keyof typeof STATE_OF;
    range: 'today' | 'yesterday' | '3d';
    page: number;
    pageSize: number;
  },
) {
  const { from, to } = rangeBounds(deps.now(), deps.market.code, q.range);
  const w = walletTransactions;
  const where = and(
    eq(w.userId, userId),
    eq(w.kind, 'bet'),
    ne(w.state, 'refused'),
    gte(w.createdAt, from),
    lt(w.createdAt, to),
    q.status === 'all' ? undefined : eq(w.state, STATE_OF[q.status]),
  );
  // The valid bet is the stake at risk (wallet_bet stores it); a cancelled bet has none.
  const validBet = sql<string>`coalesce(sum(case when ${w.state} = 'rolled_back' then 0 else ${w.validAmount} end), 0)`;
  const winLoss = sql<string>`coalesce(sum(case when ${w.state} = 'settled' then ${w.won} - ${w.amount} else 0 end), 0)`;
  const [totals] = await deps.db.select({ n: count(), validBet, winLoss }).from(w).where(where);
  const rows = await deps.db
    .select()
    .from(w)
    .where(where)
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const list: GameRecordItem[] = rows.map((r) => ({
    betId: r.transactionUuid,
    gameCode: r.gameCode ?? '',
    provider: r.provider,
    status: STATUS_OF[r.state] ?? 'unsettled',
    validBet: r.state === 'rolled_back' ? 0 : r.validAmount,
    winLoss: r.state === 'settled' ? r.won - r.amount : 0,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    list,
    total: Number(totals?.n ?? 0),
    page: q.page,
    validBet: Number(totals?.validBet ?? 0),
    winLoss: Number(totals?.winLoss ?? 0),
  };
}
