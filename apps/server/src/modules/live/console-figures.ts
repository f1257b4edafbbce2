import { MARKET_TIME_ZONE } from '@cardroom/contract';
import type { ConsoleLiveFigures, ConsoleLiveTableRow } from '@cardroom/contract/console';
import { desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { liveBets, liveDealers, livePlayers, liveRounds } from './schema.js';
import { latestRound, type RoundRow } from './tables.js';
import { statusOf } from './views.js';

/** The table page's range: at most this many market days. */
export const MAX_LIVE_DAYS = 92;
/** The table page's recent rounds. */
export const RECENT_ROUNDS = 20;

const DAY_MS = 86_400_000;
type Num = number | string | null;
const n = (v: Num | undefined) => Number(v ?? 0);

/** Players, accepted bet calls and stakes of one round. */
async function roundCounts(deps: Deps, roundId: number) {
  const [row] = await deps.db
    .select({
      bets: sql<string>`count(*)`,
      stake: sql<string>`coalesce(sum(${liveBets.stake}), 0)`,
      players: sql<string>`(select count(*) from ${livePlayers}
        where ${livePlayers.roundId} = ${roundId} and ${livePlayers.stake} > 0)`,
    })
    .from(liveBets)
    .where(eq(liveBets.roundId, roundId));
  return { bets: n(row?.bets), stake: n(row?.stake), players: n(row?.players) };
}

/** The lease row of the table: who deals it, and whether that lease still runs at `now`. */
async function dealerOf(deps: Deps, tableId: string, now: Date) {
  const [lease] = await deps.db.select().from(liveDealers).where(eq(liveDealers.tableId, tableId));
  if (!lease) return null;
  return {
    instance: lease.instance,
    expiresAt: lease.expiresAt.getTime(),
    live: lease.expiresAt > now,
  };
}

function currentOf(round: RoundRow | null, counts: Awaited<ReturnType<typeof roundCounts>>) {
  if (!round) return null;
  return {
    number: round.number,
    phase: round.phase as NonNullable<ConsoleLiveTableRow['round']>['phase'],
    phaseEndsAt: round.phaseEndsAt?.getTime() ?? null,
    openedAt: round.openedAt.getTime(),
    ...counts,
    // The winner once everyone may see it (the deal's cards come out one by one before that).
    winner: round.phase === 'settled' ? round.winner : null,
  };
}

/** One table as the console's list shows it. */
export async function consoleRow(
  deps: Deps,
  table: ConsoleLiveTableRow['table'],
  now: Date,
): Promise<ConsoleLiveTableRow & { roundId: number | null }> {
  const round = await latestRound(deps.db, table.id);
  const counts = round ? await roundCounts(deps, round.id) : { bets: 0, stake: 0, players: 0 };
  return {
    table,
    status: await statusOf(deps, table),
    dealer: await dealerOf(deps, table.id, now),
    round: currentOf(round, counts),
    roundId: round?.id ?? null,
  };
}

/** The last rounds of a table, newest first, each with its players, bets, stakes and payouts. */
export async function recentRounds(deps: Deps, tableId: string) {
  const rows = await deps.db
    .select({
      number: liveRounds.number,
      phase: liveRounds.phase,
      winner: liveRounds.winner,
      openedAt: liveRounds.openedAt,
      bets: sql<string>`(select count(*) from ${liveBets} b where b.round_id = ${liveRounds}.id)`,
      players: sql<string>`(select count(distinct b.user_id) from ${liveBets} b where b.round_id = ${liveRounds}.id)`,
      stake: sql<string>`(select coalesce(sum(b.stake), 0) from ${liveBets} b where b.round_id = ${liveRounds}.id)`,
      payout: sql<string>`(select coalesce(sum(b.payout), 0) from ${liveBets} b where b.round_id = ${liveRounds}.id)`,
    })
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.number))
    .limit(RECENT_ROUNDS);
  return rows.map((r) => ({
    number: r.number,
    phase: r.phase as NonNullable<ConsoleLiveTableRow['round']>['phase'],
    // Hidden until settled, as on the player's page.
    winner: r.phase === 'settled' ? r.winner : null,
    openedAt: r.openedAt.getTime(),
    bets: n(r.bets),
    players: n(r.players),
    stake: n(r.stake),
    payout: n(r.payout),
  }));
}

type FigureRow = Record<'rounds' | 'bets' | 'players' | 'turnover' | 'payouts' | 'unsettled', Num>;

const figuresOf = (r: FigureRow | undefined): ConsoleLiveFigures => {
  const turnover = n(r?.turnover);
  const payouts = n(r?.payouts);
  return {
    rounds: n(r?.rounds),
    bets: n(r?.bets),
    players: n(r?.players),
    turnover,
    payouts,
    unsettled: n(r?.unsettled),
    ggr: turnover - payouts,
  };
};

/**
 * A table's figures per market day of `from`..`to` and for the whole range, from its rounds
 * and bets: rounds opened that day; bets placed that day (accepted calls), the distinct players
 * who placed them, their stakes (turnover), what they paid (payouts, on the bet's day as the
 * dashboard counts a win) and GGR = turnover − payouts. Every stake and payout is a ledger
 * posting against the house's game account (live_bet, live_win), so GGR equals those postings
 * (console-live.routes.test.ts holds them together). Players over the range are distinct over
 * the range, not the sum of the days.
 */
export async function tableFigures(deps: Deps, tableId: string, from: string, to: string) {
  if (from > to) throw badRequest('consoleReportRangeBackwards');
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > MAX_LIVE_DAYS) throw badRequest('consoleReportRangeTooLong', { days: MAX_LIVE_DAYS });
  const offset = MARKET_TIME_ZONE[deps.market.code].offsetMinutes;
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - offset * 60_000);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - offset * 60_000);
  const day = (col: unknown) =>
    sql`((${col} at time zone 'UTC') + make_interval(mins => ${offset}))::date`;
  const within = (col: unknown) =>
    sql`${col} >= ${start.toISOString()}::timestamptz and ${col} < ${end.toISOString()}::timestamptz`;
  const r = liveRounds;
  const b = liveBets;
  const bets = sql`select ${b.userId} as user_id, ${b.stake} as stake, ${b.payout} as payout,
      ${b.createdAt} as created_at
    from ${b} join ${r} on ${r.id} = ${b.roundId}
    where ${r.tableId} = ${tableId} and ${within(b.createdAt)}`;
  const rounds = sql`select ${r.openedAt} as opened_at from ${r}
    where ${r.tableId} = ${tableId} and ${within(r.openedAt)}`;
  const perDay = await rawRows<FigureRow & { day: string }>(
    deps.db,
    sql`with days as (
          select (${from}::date + g) as day from generate_series(0, ${days - 1}) as g),
        bet as (
          select ${day(sql`created_at`)} as day, count(*) as bets, count(distinct user_id) as players,
                 sum(stake) as turnover, coalesce(sum(payout), 0) as payouts,
                 coalesce(sum(stake) filter (where payout is null), 0) as unsettled
            from (${bets}) x group by 1),
        rnd as (select ${day(sql`opened_at`)} as day, count(*) as rounds from (${rounds}) y group by 1)
        select to_char(days.day, 'YYYY-MM-DD') as "day", coalesce(rnd.rounds, 0) as "rounds",
               coalesce(bet.bets, 0) as "bets", coalesce(bet.players, 0) as "players",
               coalesce(bet.turnover, 0) as "turnover", coalesce(bet.payouts, 0) as "payouts",
               coalesce(bet.unsettled, 0) as "unsettled"
          from days left join bet on bet.day = days.day left join rnd on rnd.day = days.day
         order by days.day`,
  );
  const [whole] = await rawRows<FigureRow>(
    deps.db,
    sql`select (select count(*) from (${rounds}) y) as "rounds", count(*) as "bets",
               count(distinct user_id) as "players", coalesce(sum(stake), 0) as "turnover",
               coalesce(sum(payout), 0) as "payouts",
               coalesce(sum(stake) filter (where payout is null), 0) as "unsettled"
          from (${bets}) x`,
  );
  return {
    days: perDay.map((d) => ({ day: String(d.day), ...figuresOf(d) })),
    total: figuresOf(whole),
  };
}
