import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';
import type { ReportDay } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { promotions } from '../promo/index.js';
import { users } from '../users/index.js';
import { figuresOf, type HouseSum, type PlayerCounts } from './figures.js';
import { dayBounds } from './rollup.js';

/** The longest range one report reads: a year and a day. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/** The market days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);

/** `report_house_days` summed over the range, per day or for the whole range. */
async function houseSums(db: DbOrTx, from: string, to: string) {
  const rows = await rawRows<{
    day: string;
    type: string;
    account: string;
    key: string;
    amount: Num;
    movements: Num;
  }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, type, account, key, amount, movements
          from report_house_days where day between ${from}::date and ${to}::date`,
  );
  return rows.map((r): HouseSum & { day: string } => ({
    day: r.day,
    type: r.type,
    account: r.account,
    key: r.key,
    amount: n(r.amount),
    movements: n(r.movements),
  }));
}

/** Counts of players per day and over the whole range (distinct players, not a sum of days). */
async function playerCounts(db: DbOrTx, market: MarketCode, from: string, to: string) {
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const start = dayBounds(market, from).start.toISOString();
  const end = dayBounds(market, to).end.toISOString();
  const u = users;
  const rows = await rawRows<{
    day: string | null;
    depositors: Num;
    ftd: Num;
    active: Num;
    joined: Num;
  }>(
    db,
    sql`with pd as (
          select day, user_id, deposits, bets from report_player_days
           where day between ${from}::date and ${to}::date),
        first_deposit as (
          select user_id, min(day) as day from report_player_days
           where deposits > 0 and user_id in (select user_id from pd where deposits > 0)
           group by user_id),
        joined as (
          select ((${u.createdAt} at time zone 'UTC') + make_interval(mins => ${offset}))::date as day,
                 count(*) as n
            from ${u}
           where ${u.createdAt} >= ${start}::timestamptz and ${u.createdAt} < ${end}::timestamptz
           group by 1),
        per_day as (
          select pd.day,
                 count(*) filter (where pd.deposits > 0) as depositors,
                 count(*) filter (where pd.deposits > 0 and f.day = pd.day) as ftd,
                 count(*) filter (where pd.bets > 0) as active
            from pd left join first_deposit f on f.user_id = pd.user_id
           group by grouping sets ((pd.day), ()))
        select to_char(coalesce(per_day.day, joined.day), 'YYYY-MM-DD') as day,
               coalesce(per_day.depositors, 0) as depositors, coalesce(per_day.ftd, 0) as ftd,
               coalesce(per_day.active, 0) as active, coalesce(joined.n, 0) as joined
          from (select * from per_day where day is not null) per_day
          full join joined on joined.day = per_day.day
        union all
        select null,
               (select count(distinct user_id) from pd where deposits > 0),
               (select count(*) from first_deposit
                 where day between ${from}::date and ${to}::date),
               (select count(distinct user_id) from pd where bets > 0),
               (select coalesce(sum(n), 0) from joined)`,
  );
  const byDay = new Map<string, PlayerCounts>();
  let total: PlayerCounts = {
    depositors: 0,
    firstTimeDepositors: 0,
    activePlayers: 0,
    newPlayers: 0,
  };
  for (const r of rows) {
    const c = {
      depositors: n(r.depositors),
      firstTimeDepositors: n(r.ftd),
      activePlayers: n(r.active),
      newPlayers: n(r.joined),
    };
    if (r.day === null) total = c;
    else byDay.set(r.day, c);
  }
  return { byDay, total };
}

/** Sums rows by a key of theirs. */
function groupBy<T>(rows: readonly T[], keyOf: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const none: PlayerCounts = {
  depositors: 0,
  firstTimeDepositors: 0,
  activePlayers: 0,
  newPlayers: 0,
};

/** The report of a range of market days (the console's Reports page). */
export async function readReport(db: DbOrTx, market: MarketCode, from: string, to: string) {
  const rows = await houseSums(db, from, to);
  const players = await playerCounts(db, market, from, to);
  const byDay = groupBy(rows, (r) => r.day);
  const days: ReportDay[] = daysBetween(from, to).map((day) => ({
    day,
    ...figuresOf(byDay.get(day) ?? [], players.byDay.get(day) ?? none),
  }));
  const totals = figuresOf(rows, players.total);

  const games = [
    ...groupBy(
      rows.filter((r) => r.account === 'game'),
      (r) => r.key,
    ),
  ].map(([game, list]) => {
    const f = figuresOf(list, none);
    return { game, turnover: f.turnover.amount, bets: f.turnover.count, wins: f.wins, ggr: f.ggr };
  });
  games.sort((a, b) => b.turnover - a.turnover || a.game.localeCompare(b.game));

  const methods = [
    ...groupBy(
      rows.filter((r) => r.type === 'deposit'),
      (r) => r.key,
    ),
  ].map(([method, list]) => {
    const f = figuresOf(list, none);
    return { method, amount: f.deposits.amount, count: f.deposits.count };
  });
  methods.sort((a, b) => b.amount - a.amount);

  const bonusRows = rows.filter((r) => r.account === 'promotion_expense');
  const ids = [...new Set(bonusRows.map((r) => Number(r.key)).filter((id) => id > 0))];
  const titles = new Map<number, string>();
  if (ids.length > 0) {
    const p = promotions;
    const found = await rawRows<{ id: Num; title: { en?: string } | null }>(
      db,
      sql`select ${p.id} as id, ${p.title} as title from ${p}
           where ${p.id} = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    for (const r of found) titles.set(n(r.id), r.title?.en ?? `#${r.id}`);
  }
  const bonuses = [...groupBy(bonusRows, (r) => `${r.type}\u0000${r.key}`)].map(([, list]) => {
    const first = list[0] as HouseSum;
    const id = Number(first.key) > 0 ? Number(first.key) : null;
    const f = figuresOf(list, none);
    return {
      kind: first.type,
      promotionId: id,
      promotion: id === null ? null : (titles.get(id) ?? `#${id}`),
      amount: f.bonusCost,
      count: list.reduce((s, r) => s + r.movements, 0),
    };
  });
  bonuses.sort((a, b) => b.amount - a.amount);

  const u = users;
  const vip = await rawRows<{
    level: Num;
    players: Num;
    deposits: Num;
    bets: Num;
    wins: Num;
    bonus: Num;
  }>(
    db,
    sql`select ${u.vipLevel} as level, count(distinct pd.user_id) as players,
               sum(pd.deposits) as deposits, sum(pd.bets) as bets, sum(pd.wins) as wins,
               sum(pd.bonus) as bonus
          from report_player_days pd join ${u} on ${u.id} = pd.user_id
         where pd.day between ${from}::date and ${to}::date
         group by 1 order by 1`,
  );
  const vipLevels = vip.map((r) => ({
    level: n(r.level),
    players: n(r.players),
    deposits: n(r.deposits),
    turnover: n(r.bets),
    wins: n(r.wins),
    bonus: n(r.bonus),
  }));

  const [fresh] = await rawRows<{ as_of: string | null }>(
    db,
    sql`select to_char(min(refreshed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as as_of
          from report_refreshes where day between ${from}::date and ${to}::date`,
  );
  return { days, totals, games, methods, bonuses, vipLevels, asOf: fresh?.as_of ?? null };
}
