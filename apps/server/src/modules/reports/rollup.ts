import { MARKET_TIME_ZONE, type MarketCode, marketPeriod } from '@cardroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../ledger/index.js';
import { users } from '../users/index.js';
import { firstDepositsAdded, rebuildCohorts, sumCohorts } from './rollup-cohorts.js';
import { monthBit, sumPlayerSummaries } from './rollup-players.js';

const DAY_MS = 86_400_000;

/**
 * How long after a market day ends it is summed once more before it is final: a movement
 * stamped 23:59:59 (a transaction's start time) may commit a moment after midnight.
 */
export const FINAL_AFTER_MS = 10 * 60_000;

/**
 * The longest a ledger transaction takes from its start (its movements' `created_at`) to its
 * commit, as the job assumes: a movement created more than this before a run has committed by
 * then. The same bound as FINAL_AFTER_MS (docs/OPERATIONS.md "Reports").
 */
export const SETTLE_MS = FINAL_AFTER_MS;

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

/** The breakdown key of a movement (see sumDay), from the transaction's columns. */
export const houseKey = (type: SQL, reference: SQL, memo: SQL) => sql`
  case when ${type} in ('bet', 'win', 'bet_refund')
         -- The wallet's references start with the provider: "<provider>:<transaction>".
         then split_part(coalesce(${reference}, ''), ':', 1) || ':' || coalesce(${memo}->>'game', '')
       when ${type} in ('deposit', 'deposit_release')
         then coalesce(${memo}->>'method', ${memo}->>'depositType', '')
       else coalesce(${memo}->>'promotionId', '') end`;

const clearing = sql.raw(CLEARING_ACCOUNTS.map((k) => `'${k}'`).join(', '));

/**
 * A player's figures of a day from movement rows (`type`, `kind` of the house account, `amount`
 * of its posting, transaction `id`): deposits, deposit_count, bets, bet_count, wins, bonus,
 * withdrawals, as report_player_days holds them. Each is a sum over disjoint movements, so the
 * sums of two sets of movements add up (addSince below adds them).
 */
export const playerFigures = (type: SQL, kind: SQL, amount: SQL, id: SQL) => sql`
  coalesce(-sum(${amount}) filter (where ${type} = 'deposit' and ${kind} in (${clearing})), 0),
  (count(distinct ${id}) filter (where ${type} = 'deposit'))::int,
  coalesce(sum(${amount}) filter (where ${type} = 'bet' and ${kind} = 'game'), 0),
  (count(distinct ${id}) filter (where ${type} = 'bet'))::int,
  coalesce(-sum(${amount}) filter (where ${type} = 'win' and ${kind} = 'game'), 0),
  coalesce(-sum(${amount}) filter (where ${kind} = 'promotion_expense'), 0),
  coalesce(sum(${amount}) filter (where ${type} = 'withdrawal' and ${kind} = 'pending_withdrawals'), 0)`;

/** Two instances' runs never interleave: each day's sum takes this lock first. */
export const lockSums = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_sum_day'))`);

/**
 * The watermark a run may move a day's to: the database's clock (the clock of the movements'
 * `created_at`) less SETTLE_MS, and never past the day's end.
 */
export async function settleMark(tx: Tx, end: Date): Promise<Date> {
  const [row] = await rawRows<{ ms: number }>(
    tx,
    sql`select floor(extract(epoch from now()) * 1000)::float8 as ms`,
  );
  return new Date(Math.min(Number(row?.ms) - SETTLE_MS, end.getTime()));
}

/** Records the run: when, whether the day is final now, and its watermark. */
export async function recordRefresh(
  tx: Tx,
  day: string,
  now: Date,
  end: Date,
  settled: Date,
): Promise<void> {
  const final = now.getTime() >= end.getTime() + FINAL_AFTER_MS;
  await tx.execute(sql`
    insert into report_refreshes (day, refreshed_at, final, settled_before)
    values (${day}::date, ${now.toISOString()}::timestamptz, ${final}, ${settled.toISOString()}::timestamptz)
    on conflict (day) do update set refreshed_at = excluded.refreshed_at, final = excluded.final,
      settled_before = excluded.settled_before`);
}

/**
 * Sums one market day of the ledger whole into `report_house_days` and `report_player_days`,
 * replacing what was there, in one transaction under a lock, so two instances running the
 * job never interleave. The breakdown key: `<provider>:<game>` of a bet, win or refund (the
 * provider from the wallet's reference, the game from the memo); the method of a deposit; the
 * promotion of a bonus.
 *
 * It also sets the day's watermark for the runs after it, which add only what is new
 * (addSince below): the movements created before it are all committed (SETTLE_MS) and summed;
 * of the later ones, exactly those it records in `report_recent_movements` first are summed,
 * so a movement committing while this runs is left to the next run, never counted twice.
 */
export async function sumDay(tx: Tx, market: MarketCode, day: string, now: Date): Promise<void> {
  const { start, end } = dayBounds(market, day);
  const t = ledgerTransactions;
  const p = ledgerPostings;
  const a = ledgerAccounts;
  await lockSums(tx);
  const settled = await settleMark(tx, end);
  await tx.execute(sql`delete from report_recent_movements where day = ${day}::date`);
  await tx.execute(sql`
    insert into report_recent_movements (day, transaction_id, created_at)
    select ${day}::date, ${t.id}, ${t.createdAt} from ${t}
     where ${t.createdAt} >= ${new Date(Math.max(start.getTime(), settled.getTime())).toISOString()}::timestamptz
       and ${t.createdAt} < ${end.toISOString()}::timestamptz`);
  // Each statement below has its own snapshot: the day's movements are those settled (the same
  // in every snapshot) and those just recorded, whatever commits in between.
  const counted = sql`${t.createdAt} >= ${start.toISOString()}::timestamptz
                     and ${t.createdAt} < ${end.toISOString()}::timestamptz
                     and (${t.createdAt} < ${settled.toISOString()}::timestamptz
                          or ${t.id} in (select transaction_id from report_recent_movements
                                          where day = ${day}::date))`;
  await tx.execute(sql`delete from report_house_days where day = ${day}::date`);
  await tx.execute(sql`delete from report_player_days where day = ${day}::date`);
  // A day's movements are sorted twice below (by breakdown key, by player): in memory rather
  // than in temporary files (45,000 movements took 5 MB), and without JIT, whose compiling the
  // planner's cost (it cannot count the day's movements in advance) buys nothing here.
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local jit = off`);
  // One pass over the day's movements feeds both tables. It starts from the day's movements
  // (the block-range index on created_at) and reads each one's postings by its id: the planner,
  // left to itself, started from the house account and read every posting it ever had (half the
  // ledger), probing each one's movement for its day, so a day's sum grew with the whole ledger
  // and a 31-day catch-up with its square (bench:reports, EXPLAIN ANALYZE: 0.9 + 1.4 s per day
  // of 4,500 movements in a ledger of 140,000). OFFSET 0 keeps the lateral subquery from being
  // flattened, so the postings are read by ledger_postings_transaction_idx per movement.
  await tx.execute(sql`
    with moves as materialized (
      select ${t.id} as id, ${t.type} as type, ${t.userId} as user_id, ${t.reference} as reference,
             ${t.memo} as memo, ${a.kind} as kind, p.amount
        from ${t}
        cross join lateral (
          select ${p.accountId} as account_id, ${p.amount} as amount from ${p}
           where ${p.transactionId} = ${t.id} offset 0) p
        join ${a} on ${a.id} = p.account_id and ${a.ownerType} = 'house'
       where ${counted}),
    house as (
      insert into report_house_days (day, type, account, key, amount, movements)
      select ${day}::date, type, kind, ${houseKey(sql`type`, sql`reference`, sql`memo`)},
             sum(amount), count(distinct id)::int
        from moves group by 2, 3, 4)
    insert into report_player_days
      (day, user_id, deposits, deposit_count, bets, bet_count, wins, bonus, withdrawals)
    select ${day}::date, user_id, ${playerFigures(sql`type`, sql`kind`, sql`amount`, sql`id`)}
      from moves where user_id is not null
     group by user_id`);
  await sumPlayerSummaries(tx, market, day);
  await recordRefresh(tx, day, now, end, settled);
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

/**
 * One run of the job: each day still open, one transaction per day: a day never summed this
 * way (no watermark) whole, any other by adding the movements since its watermark.
 */
export async function refreshReports(db: Db, market: MarketCode, now: Date): Promise<string[]> {
  const days = await daysToSum(db, market, now);
  await db.transaction(async (tx) => {
    await lockSums(tx);
    await rebuildCohorts(tx, market);
  });
  for (const day of days) {
    await db.transaction(async (tx) => {
      await lockSums(tx);
      const [state] = await rawRows<{ ms: number | null }>(
        tx,
        sql`select (extract(epoch from settled_before) * 1000)::float8 as ms
              from report_refreshes where day = ${day}::date`,
      );
      if (state?.ms != null) await addSince(tx, market, day, new Date(Number(state.ms)), now);
      else await sumDay(tx, market, day, now);
    });
  }
  return days;
}

/**
 * A day's sums brought up to date by adding only the movements since its watermark, in one
 * statement (one snapshot): the movements created at or after the watermark that are not yet
 * recorded in `report_recent_movements` are recorded there and, the same rows, added to the
 * day's house sums, player-days, VIP-level sums, day counts, month masks and first deposits.
 * The record's primary key makes each movement added once: one that commits late, with an
 * earlier id or time than movements already added, is still at or after the watermark (SETTLE_MS)
 * and not yet recorded, so the next run adds it; concurrent runs wait on the lock, and the key
 * would stop a second add even without it. Then the watermark moves to now less SETTLE_MS
 * and the records before it are dropped: every movement created before it has committed and
 * was added by this run or an earlier one.
 */
export async function addSince(
  tx: Tx,
  market: MarketCode,
  day: string,
  since: Date,
  now: Date,
): Promise<void> {
  const { start, end } = dayBounds(market, day);
  const { month, bit } = monthBit(day);
  const t = ledgerTransactions;
  const u = users;
  const from = new Date(Math.max(since.getTime(), start.getTime())).toISOString();
  const d = sql`${day}::date`;
  await tx.execute(sql`
    with fresh as (
      insert into report_recent_movements (day, transaction_id, created_at)
      select ${d}, ${t.id}, ${t.createdAt} from ${t}
       where ${t.createdAt} >= ${from}::timestamptz and ${t.createdAt} < ${end.toISOString()}::timestamptz
      on conflict do nothing
      returning transaction_id),
    moves as (
      select t.id, t.type, t.user_id, t.reference, t.memo, a.kind, p.amount
        from fresh f
        join ledger_transactions t on t.id = f.transaction_id
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id and a.owner_type = 'house'),
    house as (
      insert into report_house_days (day, type, account, key, amount, movements)
      select ${d}, type, kind, ${houseKey(sql`type`, sql`reference`, sql`memo`)},
             sum(amount), count(distinct id)::int
        from moves group by 2, 3, 4
      on conflict (day, type, account, key) do update
         set amount = report_house_days.amount + excluded.amount,
             movements = report_house_days.movements + excluded.movements),
    delta (user_id, deposits, deposit_count, bets, bet_count, wins, bonus, withdrawals) as (
      select user_id, ${playerFigures(sql`type`, sql`kind`, sql`amount`, sql`id`)}
        from moves where user_id is not null group by user_id),
    players as (
      insert into report_player_days
        (day, user_id, deposits, deposit_count, bets, bet_count, wins, bonus, withdrawals)
      select ${d}, * from delta
      on conflict (day, user_id) do update
         set deposits = report_player_days.deposits + excluded.deposits,
             deposit_count = report_player_days.deposit_count + excluded.deposit_count,
             bets = report_player_days.bets + excluded.bets,
             bet_count = report_player_days.bet_count + excluded.bet_count,
             wins = report_player_days.wins + excluded.wins,
             bonus = report_player_days.bonus + excluded.bonus,
             withdrawals = report_player_days.withdrawals + excluded.withdrawals
      returning user_id, deposits, bets),
    -- Amounts only grow (deposits and stakes are never negative): a player whose new total
    -- equals what this run added had none before, and is a new depositor or active player.
    changed as (
      select p.user_id, p.deposits, p.bets, ${u.vipLevel} as level,
             p.deposits > 0 and p.deposits = d.deposits as new_depositor,
             p.bets > 0 and p.bets = d.bets as new_active
        from players p join delta d using (user_id) join ${u} on ${u.id} = p.user_id),
    levels as (
      insert into report_level_days (day, level, deposits, bets, wins, bonus)
      select ${d}, u.vip_level, sum(d.deposits), sum(d.bets), sum(d.wins), sum(d.bonus)
        from delta d join users u on u.id = d.user_id group by u.vip_level
      on conflict (day, level) do update
         set deposits = report_level_days.deposits + excluded.deposits,
             bets = report_level_days.bets + excluded.bets,
             wins = report_level_days.wins + excluded.wins,
             bonus = report_level_days.bonus + excluded.bonus),
    counts as (
      insert into report_day_counts (day, depositors, active)
      select ${d}, count(*) filter (where new_depositor), count(*) filter (where new_active)
        from changed
      on conflict (day) do update
         set depositors = report_day_counts.depositors + excluded.depositors,
             active = report_day_counts.active + excluded.active),
    months as (
      insert into report_player_months (month, user_id, seen_days, active_days, deposit_days, level)
      select ${month}::date, user_id, ${bit}::int,
             case when bets > 0 then ${bit}::int else 0 end,
             case when deposits > 0 then ${bit}::int else 0 end, level
        from changed
      on conflict (month, user_id) do update
         set seen_days = report_player_months.seen_days | excluded.seen_days,
             active_days = report_player_months.active_days | excluded.active_days,
             deposit_days = report_player_months.deposit_days | excluded.deposit_days,
             level = excluded.level),
    -- A new first depositor (inserted) adds to their cohort; one already there may move earlier.
    fresh_firsts as (
      insert into report_first_deposits (user_id, day)
      select user_id, ${d} from changed where deposits > 0
      on conflict (user_id) do nothing
      returning user_id),
    earlier as (
      update report_first_deposits f set day = ${d}
        from changed c
       where c.user_id = f.user_id and c.deposits > 0 and f.day > ${d})
    ${firstDepositsAdded(market, sql`select user_id from fresh_firsts`)}`);
  await sumCohorts(tx, market, day);
  const settled = new Date(Math.max(since.getTime(), (await settleMark(tx, end)).getTime()));
  await tx.execute(sql`
    delete from report_recent_movements
     where day = ${d} and created_at < ${settled.toISOString()}::timestamptz`);
  await recordRefresh(tx, day, now, end, settled);
}
