import { MARKET_TIME_ZONE, marketPeriod } from '@cardroom/contract';
import type { DashboardDay } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { depositOrders } from '../deposits/index.js';
import { users } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { withdrawOrders } from '../withdrawals/index.js';

/** Today and the days before it. */
export const DASHBOARD_DAYS = 30;

type Row = Record<keyof DashboardDay, string | number | null>;

/**
 * The dashboard's figures per market day, in one statement of grouped subqueries (a day is
 * the row's UTC time shifted by the market's fixed offset, as the leaderboards count it):
 * - deposits credited: orders in `success` by their arrival time;
 * - withdrawals paid: orders in `success` by the time the gateway confirmed them;
 * - turnover and GGR from the seamless wallet's bet rows, the one record of every game's bets:
 *   open and settled bets count their stake (rolled-back and refused bets nothing), GGR is
 *   that stake minus the wins paid on those bets (`won`), so a win counts on its bet's day;
 * - active players: distinct players with such a bet; new players: accounts created that day.
 *
 * Indexes: the bets use `wallet_tx_bets_time_idx` (created_at where kind = 'bet'), made for
 * the leaderboards' same day-range scan. Deposits and withdrawals use their status index and
 * filter the success rows by time, and users are read whole: a few operators open this page,
 * and each of those tables grows far slower than the bets, so an index on the timestamps would
 * cost every insert more than it saves here. Revisit if the page becomes slow.
 */
export async function dashboardDays(deps: Deps): Promise<DashboardDay[]> {
  const market = deps.market.code;
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const today = marketPeriod(market, deps.now(), 'day');
  const from = new Date(today.start.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000);
  const to = today.end;
  const day = (col: unknown) =>
    sql`((${col} at time zone 'UTC') + make_interval(mins => ${offset}))::date`;
  const within = (col: unknown) =>
    sql`${col} >= ${from.toISOString()}::timestamptz and ${col} < ${to.toISOString()}::timestamptz`;
  const d = depositOrders;
  const w = withdrawOrders;
  const b = walletTransactions;
  const u = users;
  const rows = await rawRows<Row>(
    deps.db,
    sql`with days as (
          select (${today.key}::date - g) as day from generate_series(0, ${DASHBOARD_DAYS - 1}) as g),
        dep as (
          select ${day(d.arrivedAt)} as day, sum(${d.amount}) as total, count(*) as n
            from ${d} where ${d.status} = 'success' and ${within(d.arrivedAt)} group by 1),
        wd as (
          select ${day(w.finishedAt)} as day, sum(${w.amount}) as total, count(*) as n
            from ${w} where ${w.status} = 'success' and ${within(w.finishedAt)} group by 1),
        bet as (
          select ${day(b.createdAt)} as day, sum(${b.amount}) as turnover,
                 sum(${b.amount} - ${b.won}) as ggr, count(distinct ${b.userId}) as active
            from ${b}
           where ${b.kind} = 'bet' and ${b.state} in ('open', 'settled') and ${within(b.createdAt)}
           group by 1),
        joined as (
          select ${day(u.createdAt)} as day, count(*) as n
            from ${u} where ${within(u.createdAt)} group by 1)
        select to_char(days.day, 'YYYY-MM-DD') as "day",
               coalesce(dep.total, 0) as "deposits", coalesce(dep.n, 0) as "depositCount",
               coalesce(wd.total, 0) as "withdrawals", coalesce(wd.n, 0) as "withdrawalCount",
               coalesce(bet.turnover, 0) as "turnover", coalesce(bet.ggr, 0) as "ggr",
               coalesce(joined.n, 0) as "newPlayers", coalesce(bet.active, 0) as "activePlayers"
          from days
          left join dep on dep.day = days.day
          left join wd on wd.day = days.day
          left join bet on bet.day = days.day
          left join joined on joined.day = days.day
         order by days.day`,
  );
  // Sums of bigint come back as numeric strings; each fits a safe integer (minor units).
  return rows.map((r) => ({
    day: String(r.day),
    deposits: Number(r.deposits),
    depositCount: Number(r.depositCount),
    withdrawals: Number(r.withdrawals),
    withdrawalCount: Number(r.withdrawalCount),
    turnover: Number(r.turnover),
    ggr: Number(r.ggr),
    newPlayers: Number(r.newPlayers),
    activePlayers: Number(r.activePlayers),
  }));
}
