import { MARKET_TIME_ZONE, type MarketCode, marketPeriod } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { sumPlayerSummaries } from './rollup-players.js';

const DAY_MS = 86_400_000;

/**
 * How long after a market day ends it is summed once more before it is final: a movement
 * stamped 23:59:59 (a transaction's start time) may commit a moment after midnight.
 */
export const FINAL_AFTER_MS = 10 * 60_000;

/** At most this many days are summed per run, so a first run over a long history stays short. */
export const DAYS_PER_RUN = 31;

/** The clearing accounts money comes in and goes out through (a deposit's other side). */
export const CLEARING_ACCOUNTS = [
  'gateway_clearing',
  'bank_clearing',
  'crypto_clearing',
  'agent_clearing',
] as const;

/** `YYYY-MM-DD` market day → its start and end instants. */
export function dayBounds(market: MarketCode, day: string): { start: Date; end: Date } {
  const offset = MARKET_TIME_ZONE[market].offsetMinutes * 60_000;
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - offset);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * Sums one market day of the ledger into `report_house_days` and `report_player_days`,
 * replacing what was there, in one transaction under a lock, so two instances running the
 * job never interleave. The breakdown key: `<provider>:<game>` of a bet, win or refund (the
 * provider from the wallet's reference, the game from the memo); the method of a deposit; the
 * promotion of a bonus.
 */
export async function sumDay(tx: Tx, market: MarketCode, day: string, now: Date): Promise<void> {
  const { start, end } = dayBounds(market, day);
  const t = ledgerTransactions;
  const p = ledgerPostings;
  const a = ledgerAccounts;
  const within = sql`${t.createdAt} >= ${start.toISOString()}::timestamptz
                     and ${t.createdAt} < ${end.toISOString()}::timestamptz`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_sum_day'))`);
  await tx.execute(sql`delete from report_house_days where day = ${day}::date`);
  await tx.execute(sql`
    insert into report_house_days (day, type, account, key, amount, movements)
    select ${day}::date, ${t.type}, ${a.kind},
           case when ${t.type} in ('bet', 'win', 'bet_refund')
                  -- The wallet's references start with the provider: "<provider>:<transaction>".
                  then split_part(coalesce(${t.reference}, ''), ':', 1) || ':' || coalesce(${t.memo}->>'game', '')
                when ${t.type} in ('deposit', 'deposit_release')
                  then coalesce(${t.memo}->>'method', ${t.memo}->>'depositType', '')
                else coalesce(${t.memo}->>'promotionId', '') end,
           sum(${p.amount}), count(distinct ${t.id})::int
      from ${t}
      join ${p} on ${p.transactionId} = ${t.id}
      join ${a} on ${a.id} = ${p.accountId} and ${a.ownerType} = 'house'
     where ${within}
     group by 2, 3, 4`);
  await tx.execute(sql`delete from report_player_days where day = ${day}::date`);
  const clearing = sql.raw(CLEARING_ACCOUNTS.map((k) => `'${k}'`).join(', '));
  await tx.execute(sql`
    insert into report_player_days
      (day, user_id, deposits, deposit_count, bets, bet_count, wins, bonus, withdrawals)
    select ${day}::date, ${t.userId},
           coalesce(-sum(${p.amount}) filter (where ${t.type} = 'deposit' and ${a.kind} in (${clearing})), 0),
           (count(distinct ${t.id}) filter (where ${t.type} = 'deposit'))::int,
           coalesce(sum(${p.amount}) filter (where ${t.type} = 'bet' and ${a.kind} = 'game'), 0),
           (count(distinct ${t.id}) filter (where ${t.type} = 'bet'))::int,
           coalesce(-sum(${p.amount}) filter (where ${t.type} = 'win' and ${a.kind} = 'game'), 0),
           coalesce(-sum(${p.amount}) filter (where ${a.kind} = 'promotion_expense'), 0),
           coalesce(sum(${p.amount}) filter (where ${t.type} = 'withdrawal' and ${a.kind} = 'pending_withdrawals'), 0)
      from ${t}
      join ${p} on ${p.transactionId} = ${t.id}
      join ${a} on ${a.id} = ${p.accountId} and ${a.ownerType} = 'house'
     where ${within} and ${t.userId} is not null
     group by ${t.userId}`);
  await sumPlayerSummaries(tx, day);
  const final = now.getTime() >= end.getTime() + FINAL_AFTER_MS;
  await tx.execute(sql`
    insert into report_refreshes (day, refreshed_at, final)
    values (${day}::date, ${now.toISOString()}::timestamptz, ${final})
    on conflict (day) do update set refreshed_at = excluded.refreshed_at, final = excluded.final`);
}

/**
 * The days the job sums now: every day from the ledger's first movement to today that is not
 * final yet, oldest first, at most DAYS_PER_RUN (today always among them).
 */
export async function daysToSum(db: Db | Tx, market: MarketCode, now: Date): Promise<string[]> {
  const today = marketPeriod(market, now, 'day').key;
  const offset = MARKET_TIME_ZONE[market].offsetMinutes;
  const t = ledgerTransactions;
  const rows = await rawRows<{ day: string }>(
    db,
    sql`with first as (
          select ((${t.createdAt} at time zone 'UTC') + make_interval(mins => ${offset}))::date as day
            from ${t} order by ${t.id} limit 1)
        select to_char(d, 'YYYY-MM-DD') as day
          from first, generate_series(first.day, ${today}::date, interval '1 day') as d
         where not exists (select 1 from report_refreshes r where r.day = d::date and r.final)
         order by d`,
  );
  const days = rows.map((r) => r.day);
  const older = days.filter((d) => d !== today).slice(0, DAYS_PER_RUN - 1);
  return [...older, today];
}

/** One run of the job: sums each day still open, one transaction per day. */
export async function refreshReports(db: Db, market: MarketCode, now: Date): Promise<string[]> {
  const days = await daysToSum(db, market, now);
  for (const day of days) await db.transaction((tx) => sumDay(tx, market, day, now));
  return days;
}
