import type { MarketCode } from '@cardroom/contract';
import type { ReportDay } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client.js';
import { promotions } from '../promo/index.js';
import { figuresOf, type HouseSum, type PlayerCounts } from './figures.js';
import { playerCounts, rangePlayers, vipLevels } from './player-counts.js';

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

/**
 * A game row's key, `<provider>:<game>` (rollup.ts); days summed before the provider was part of
 * the key have the game alone.
 */
export function gameOf(key: string): { provider: string; game: string } {
  const at = key.indexOf(':');
  return at < 0
    ? { provider: '', game: key }
    : { provider: key.slice(0, at), game: key.slice(at + 1) };
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
  // The range's distinct players are read once, for the totals and the VIP breakdown.
  const range = await rangePlayers(db, from, to);
  const players = await playerCounts(db, market, from, to, range);
  const byDay = groupBy(rows, (r) => r.day);
  const days: ReportDay[] = daysBetween(from, to).map((day) => ({
    day,
    ...figuresOf(byDay.get(day) ?? [], players.byDay.get(day) ?? none),
  }));
  const totals = figuresOf(rows, players.total);

  const gameRows = rows.filter((r) => r.account === 'game');
  const games = [...groupBy(gameRows, (r) => r.key)].map(([key, list]) => {
    const f = figuresOf(list, none);
    return {
      ...gameOf(key),
      turnover: f.turnover.amount,
      bets: f.turnover.count,
      wins: f.wins,
      ggr: f.ggr,
    };
  });
  games.sort((a, b) => b.turnover - a.turnover || a.game.localeCompare(b.game));
  const providers = [...groupBy(gameRows, (r) => gameOf(r.key).provider)].map(
    ([provider, list]) => {
      const f = figuresOf(list, none);
      return {
        provider,
        turnover: f.turnover.amount,
        bets: f.turnover.count,
        wins: f.wins,
        ggr: f.ggr,
      };
    },
  );
  providers.sort((a, b) => b.turnover - a.turnover || a.provider.localeCompare(b.provider));

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

  const vip = await vipLevels(db, from, to, range);

  const [fresh] = await rawRows<{ as_of: string | null }>(
    db,
    sql`select to_char(min(refreshed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as as_of
          from report_refreshes where day between ${from}::date and ${to}::date`,
  );
  return {
    days,
    totals,
    games,
    providers,
    methods,
    bonuses,
    vipLevels: vip,
    asOf: fresh?.as_of ?? null,
  };
}
