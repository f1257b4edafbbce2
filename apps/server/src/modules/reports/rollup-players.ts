import type { MarketCode } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/index.js';
import { firstDepositsAdded, sumCohorts } from './rollup-cohorts.js';

/** `YYYY-MM-DD` → the first day of its month and the day's bit in the month's masks. */
export function monthBit(day: string): { month: string; bit: number } {
  return { month: `${day.slice(0, 8)}01`, bit: 1 << (Number(day.slice(8, 10)) - 1) };
}

/**
 * After a day's `report_player_days` rows are written (rollup.ts sumDay, same transaction):
 * the summaries the report reads instead of player-days (schema.ts) — the day's bit in each
 * player's month row, first deposits, the day's counts and its sums by VIP level. Each
 * statement replaces what an earlier sum of the same day wrote, so summing a day again (today,
 * every minute) is exact.
 */
export async function sumPlayerSummaries(tx: Tx, market: MarketCode, day: string): Promise<void> {
  const { month, bit } = monthBit(day);
  const u = users;
  await tx.execute(sql`
    update report_player_months
       set seen_days = seen_days & ~${bit}::int, active_days = active_days & ~${bit}::int,
           deposit_days = deposit_days & ~${bit}::int
     where month = ${month}::date and (seen_days & ${bit}::int) <> 0`);
  await tx.execute(sql`
    insert into report_player_months (month, user_id, seen_days, active_days, deposit_days, level)
    select ${month}::date, pd.user_id, ${bit}::int,
           case when pd.bets > 0 then ${bit}::int else 0 end,
           case when pd.deposits > 0 then ${bit}::int else 0 end, ${u.vipLevel}
      from report_player_days pd join ${u} on ${u.id} = pd.user_id
     where pd.day = ${day}::date
    on conflict (month, user_id) do update
       set seen_days = report_player_months.seen_days | excluded.seen_days,
           active_days = report_player_months.active_days | excluded.active_days,
           deposit_days = report_player_months.deposit_days | excluded.deposit_days,
           level = excluded.level`);
  // A new first depositor (inserted) adds to their cohort; one already there may move earlier.
  await tx.execute(sql`
    with fresh as (
      insert into report_first_deposits (user_id, day)
      select user_id, day from report_player_days where day = ${day}::date and deposits > 0
      on conflict (user_id) do nothing
      returning user_id),
    earlier as (
      update report_first_deposits f set day = ${day}::date
        from report_player_days pd
       where pd.day = ${day}::date and pd.deposits > 0 and pd.user_id = f.user_id
         and f.day > ${day}::date)
    ${firstDepositsAdded(market, sql`select user_id from fresh`)}`);
  await tx.execute(sql`
    insert into report_day_counts (day, depositors, active)
    select ${day}::date, count(*) filter (where deposits > 0), count(*) filter (where bets > 0)
      from report_player_days where day = ${day}::date
    on conflict (day) do update set depositors = excluded.depositors, active = excluded.active`);
  await tx.execute(sql`delete from report_level_days where day = ${day}::date`);
  await tx.execute(sql`
    insert into report_level_days (day, level, deposits, bets, wins, bonus)
    select ${day}::date, ${u.vipLevel}, sum(pd.deposits), sum(pd.bets), sum(pd.wins), sum(pd.bonus)
      from report_player_days pd join ${u} on ${u.id} = pd.user_id
     where pd.day = ${day}::date
     group by ${u.vipLevel}`);
  await sumCohorts(tx, market, day);
}
