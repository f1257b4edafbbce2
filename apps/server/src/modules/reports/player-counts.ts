import { MARKET_TIME_ZONE, type MarketCode } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { users } from '../users/index.js';
import type { PlayerCounts } from './figures.js';
import { dayBounds } from './rollup.js';
import { monthBit } from './rollup-players.js';

type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);
const DAY_MS = 86_400_000;

/** The months a range of days touches, each with the bits of the range's days in it. */
export function monthMasks(from: string, to: string): Array<{ month: string; mask: number }> {
  const masks = new Map<string, number>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const { month, bit } = monthBit(new Date(t).toISOString().slice(0, 10));
    masks.set(month, (masks.get(month) ?? 0) | bit);
  }
  return [...masks].map(([month, mask]) => ({ month, mask }));
}

/** Distinct players of a range by VIP level: any movement, a deposit, a bet. */
export type RangePlayers = Array<{
  level: number;
  players: number;
  depositors: number;
  active: number;
}>;

/**
 * The range's distinct players from their month rows (at most a row per player and month the
 * range touches; the report's slowest read): each month's players of the range's days, joined
 * month to month on the player (a full join: a player of either month counts once), each player
 * at the level of their latest month in the range, with whether they deposited or bet on a day
 * of it. A deposit day or a bet day is always a day with a movement (rollup-players.ts). The
 * join reads each month's rows once without a hash table per player: with 100,000 players in
 * each of two months it took about half the time of grouping all their rows by player
 * (docs/SCALING.md "Reports").
 */
export async function rangePlayers(db: DbOrTx, from: string, to: string): Promise<RangePlayers> {
  const months = monthMasks(from, to);
  const part = (m: { month: string; mask: number }, i: number) => {
    const alias = sql.raw(`m${i}`);
    return sql`(select user_id, level, (deposit_days & ${m.mask}::int) <> 0 as dep,
                       (active_days & ${m.mask}::int) <> 0 as bet
                  from report_player_months
                 where month = ${m.month}::date and (seen_days & ${m.mask}::int) <> 0) ${alias}`;
  };
  const col = (name: string, order: number[]) => order.map((i) => sql.raw(`m${i}.${name}`));
  const all = months.map((_, i) => i);
  let joined = part(months[0] as { month: string; mask: number }, 0);
  for (let i = 1; i < months.length; i++) {
    const earlier = col('user_id', all.slice(0, i));
    const key = earlier.length === 1 ? earlier[0] : sql`coalesce(${sql.join(earlier, sql`, `)})`;
    joined = sql`${joined} full join ${part(months[i] as { month: string; mask: number }, i)}
                on ${sql.raw(`m${i}.user_id`)} = ${key}`;
  }
  const latestFirst = [...all].reverse();
  const level =
    months.length === 1
      ? sql.raw('m0.level')
      : sql`coalesce(${sql.join(col('level', latestFirst), sql`, `)})`;
  const hadAny = (name: string) =>
    sql.join(
      col(name, all).map((c) => sql`coalesce(${c}, false)`),
      sql` or `,
    );
  const rows = await rawRows<{ level: Num; players: Num; depositors: Num; active: Num }>(
    db,
    sql`select ${level} as level, count(*) as players,
               count(*) filter (where ${hadAny('dep')}) as depositors,
               count(*) filter (where ${hadAny('bet')}) as active
          from ${joined}
         group by 1`,
  );
  return rows.map((r) => ({
    level: n(r.level),
    players: n(r.players),
    depositors: n(r.depositors),
    active: n(r.active),
  }));
}

/**
 * Counts of players per day and over the whole range (distinct players, not a sum of days),
 * from the summaries the job keeps (rollup-players.ts): a row per day, a row per player and
 * month, a row per first deposit. Nothing here reads a row per player and day.
 */
export async function playerCounts(
  db: DbOrTx,
  market: MarketCode,
  from: string,
  to: string,
  range?: RangePlayers,
) {
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const start = dayBounds(market, from).start.toISOString();
  const end = dayBounds(market, to).end.toISOString();
  const u = users;
  const days = await rawRows<{ day: string; depositors: Num; ftd: Num; active: Num; joined: Num }>(
    db,
    sql`with counts as (
          select day, depositors, active from report_day_counts
           where day between ${from}::date and ${to}::date),
        ftd as (
          select day, count(*) as n from report_first_deposits
           where day between ${from}::date and ${to}::date group by day),
        joined as (
          select ((${u.createdAt} at time zone 'UTC') + make_interval(mins => ${offset}))::date as day,
                 count(*) as n
            from ${u}
           where ${u.createdAt} >= ${start}::timestamptz and ${u.createdAt} < ${end}::timestamptz
           group by 1)
        select to_char(d, 'YYYY-MM-DD') as day, coalesce(c.depositors, 0) as depositors,
               coalesce(f.n, 0) as ftd, coalesce(c.active, 0) as active, coalesce(j.n, 0) as joined
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
          left join counts c on c.day = d::date
          left join ftd f on f.day = d::date
          left join joined j on j.day = d::date`,
  );
  const levels = range ?? (await rangePlayers(db, from, to));
  const byDay = new Map<string, PlayerCounts>();
  const total: PlayerCounts = {
    depositors: levels.reduce((sum, l) => sum + l.depositors, 0),
    firstTimeDepositors: 0,
    activePlayers: levels.reduce((sum, l) => sum + l.active, 0),
    newPlayers: 0,
  };
  for (const r of days) {
    const c = {
      depositors: n(r.depositors),
      firstTimeDepositors: n(r.ftd),
      activePlayers: n(r.active),
      newPlayers: n(r.joined),
    };
    byDay.set(r.day, c);
    // A player's first deposit and sign-up happen once: the range's are its days' sum.
    total.firstTimeDepositors += c.firstTimeDepositors;
    total.newPlayers += c.newPlayers;
  }
  return { byDay, total };
}

/**
 * The range by VIP level: money from each day's sums by the level its players had when the
 * day was summed; players counted once, at the level of their latest month in the range.
 */
export async function vipLevels(db: DbOrTx, from: string, to: string, range?: RangePlayers) {
  const sums = await rawRows<{ level: Num; deposits: Num; bets: Num; wins: Num; bonus: Num }>(
    db,
    sql`select level, sum(deposits) as deposits, sum(bets) as bets, sum(wins) as wins,
               sum(bonus) as bonus
          from report_level_days where day between ${from}::date and ${to}::date
         group by level`,
  );
  const players = range ?? (await rangePlayers(db, from, to));
  const levels = new Map<
    number,
    { players: number; deposits: number; turnover: number; wins: number; bonus: number }
  >();
  const at = (level: number) => {
    let row = levels.get(level);
    if (!row) {
      row = { players: 0, deposits: 0, turnover: 0, wins: 0, bonus: 0 };
      levels.set(level, row);
    }
    return row;
  };
  for (const r of sums) {
    const row = at(n(r.level));
    row.deposits = n(r.deposits);
    row.turnover = n(r.bets);
    row.wins = n(r.wins);
    row.bonus = n(r.bonus);
  }
  for (const r of players) at(r.level).players = r.players;
  return [...levels].sort(([a], [b]) => a - b).map(([level, row]) => ({ level, ...row }));
}
