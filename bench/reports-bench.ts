/**
 * Reports benchmark (`npm run bench:reports`, PostgreSQL: DATABASE_URL): BENCH_PLAYERS players
 * (default 100,000) and BENCH_BETS bets (default 10,000,000) in the ledger over the last 31
 * market days, 40% of them won, each movement with its two postings as `ledger.post` writes
 * them, in bulk: one statement per day (generate_series), with the ledger's row triggers (the
 * deferred balance check, the foreign keys) off and its secondary indexes built after the
 * load, as a restore loads a dump; every movement's two postings are one amount and its
 * negation by construction, and a set-based check after the load proves every movement
 * balances. Times:
 *  (a) the job's first run, summing all 31 days from the ledger (a deployment's catch-up);
 *  (b) steady runs, as every minute, each after a minute's worth of new bets (BETS / 31 / 1440,
 *      at least 100) written with the database's clock: before, today summed whole again (what
 *      the job did until issue 37's watermark: `sumDay`); after, the job's run, which adds only
 *      the movements since the day's watermark (`refreshReports` → `addSince`); median of 3 each;
 *  (c) reads: the report for the 31 days and for today, and the 31 days' cohorts (median of 5).
 * Prints one JSON line. BENCH_KEEP=1 keeps the database (to EXPLAIN).
 */
import { type MarketCode, marketPeriod } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { readCohorts } from '../apps/server/src/modules/reports/cohorts.js';
import { refreshReports } from '../apps/server/src/modules/reports/index.js';
import { sumDay } from '../apps/server/src/modules/reports/rollup.js';
import { readReport } from '../apps/server/src/modules/reports/service.js';
import { scratchPostgres } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const DAYS = 31;
const MARKET: MarketCode = 'ID';
const DAY_MS = 86_400_000;

const ms = (from: bigint) => Number((process.hrtime.bigint() - from) / 1_000_000n);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const scratch = await scratchPostgres('cardroom_bench', 'bench:reports');
try {
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  const { db } = database;
  const now = new Date();
  const t0 = process.hrtime.bigint();
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, is_guest, vip_level, created_at)
    select 'b' || g, 'Player ' || g, 'INV' || g, 'guest', true, g % 6,
           ${now.toISOString()}::timestamptz - ((g % ${DAYS}) || ' days')::interval
      from generate_series(1, ${PLAYERS}) g`);
  await db.execute(sql`
    insert into ledger_accounts (owner_type, kind, currency)
    values ('house', 'game', 'IDR') on conflict do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (owner_type, user_id, kind, currency, balance)
    select 'player', id, 'cash', 'IDR', 0 from users`);
  // Bulk load: the secondary indexes are dropped and built again after (their definitions as
  // the migrations made them), the row triggers (deferred balance check, foreign keys) are off
  // meanwhile. Per posting, the balance check and the two key checks cost more than the insert.
  const indexes = (
    (await db.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i
       where i.indrelid in ('ledger_transactions'::regclass, 'ledger_postings'::regclass)
         and not i.indisprimary`)) as unknown as { rows: Array<{ name: string; def: string }> }
  ).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  await db.execute(sql`alter table ledger_transactions disable trigger all`);
  await db.execute(sql`alter table ledger_postings disable trigger all`);
  const usersMs = ms(t0);
  const perDay = Math.ceil(BETS / DAYS);
  let bets = 0;
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = marketPeriod(MARKET, new Date(now.getTime() - d * DAY_MS), 'day');
    const n = Math.min(perDay, BETS - bets);
    // Spread over the day's seconds, today's only over those already past (settled: a minute
    // before now), as a real ledger holds no movement stamped in the future.
    const span = Math.max(
      1,
      Math.min(86_000, Math.floor((now.getTime() - day.start.getTime()) / 1000) - 60),
    );
    // One day's bets in slices, each a statement: the bet movements, then their postings; 40%
    // of them won (a win movement and its postings), as the wallet writes them. The players
    // take turns across days, so a month's bets reach every player (at 1 million bets as at 10
    // million: the reports' distinct-player reads see every player's month row either way).
    for (let done = 0; done < n; done += 500_000) {
      const k = Math.min(500_000, n - done);
      await db.execute(sql`
        with moves as (
          insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo, created_at)
          select 'bet:' || ${day.key} || ':' || ${done} + g, 'bet',
                 1 + ((${bets + done}::bigint + g) * 7919) % ${PLAYERS},
                 ${day.key} || ':' || ${done} + g, 'bench',
                 jsonb_build_object('game', 'game' || (g % 12)),
                 ${day.start.toISOString()}::timestamptz + ((g % ${span}) || ' seconds')::interval
            from generate_series(1, ${k}) g
          returning id, user_id, idempotency_key, reference, memo, created_at),
        wins as (
          insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo, created_at)
          select 'win:' || m.idempotency_key, 'win', m.user_id, m.reference, 'bench', m.memo,
                 m.created_at + interval '3 seconds'
            from moves m where m.id % 5 < 2
          returning id, user_id),
        signed as (
          select id, user_id, 1 as sign, (1 + id % 500) * 10000 as amount from moves
          union all
          select id, user_id, -1, (1 + id % 700) * 10000 from wins)
        insert into ledger_postings (transaction_id, account_id, amount)
        select s.id, (select id from ledger_accounts where owner_type = 'house' and kind = 'game'),
               s.sign * s.amount
          from signed s
        union all
        select s.id, a.id, -s.sign * s.amount
          from signed s
          join ledger_accounts a on a.owner_type = 'player' and a.user_id = s.user_id and a.kind = 'cash'
`);
    }
    bets += n;
    console.error(`seeded day ${day.key}: ${bets} bets, ${ms(t0)} ms`);
  }
  const loadMs = ms(t0);
  for (const i of indexes) await db.execute(sql.raw(i.def));
  await db.execute(sql`alter table ledger_transactions enable trigger all`);
  await db.execute(sql`alter table ledger_postings enable trigger all`);
  const indexMs = ms(t0);
  // What the triggers would have checked row by row, once over the whole load.
  const [unbalanced] = (
    (await db.execute(sql`
      select count(*)::int as n from (
        select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) u`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  if (unbalanced?.n !== 0) throw new Error(`${unbalanced?.n} seeded movements do not balance`);
  const checkMs = ms(t0);
  console.error(
    `seeded: players ${usersMs} ms, ledger rows ${loadMs - usersMs} ms, indexes ${indexMs - loadMs} ms, balance check ${checkMs - indexMs} ms`,
  );
  await db.execute(sql`analyze`);
  const seedMs = ms(t0);

  const t1 = process.hrtime.bigint();
  const firstDays = await refreshReports(db, MARKET, now);
  const firstRunMs = ms(t1);
  // The summaries were just written: give the planner their statistics, as autovacuum would.
  await db.execute(sql`analyze`);
  // A minute of new bets (40% won), stamped now by the database as `ledger.post` stamps them.
  let minute = 0;
  const perMinute = Math.max(100, Math.round(BETS / DAYS / 1440));
  const aMinuteOfBets = async () => {
    minute += 1;
    await db.execute(sql`
      with moves as (
        insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo)
        select 'bet:live:' || ${minute} || ':' || g, 'bet', 1 + (g * 7919) % ${PLAYERS},
               'live:' || ${minute} || ':' || g, 'bench', jsonb_build_object('game', 'game' || (g % 12))
          from generate_series(1, ${perMinute}) g
        returning id, user_id, idempotency_key, reference, memo),
      wins as (
        insert into ledger_transactions (idempotency_key, type, user_id, reference, fingerprint, memo)
        select 'win:' || m.idempotency_key, 'win', m.user_id, m.reference, 'bench', m.memo
          from moves m where m.id % 5 < 2
        returning id, user_id),
      signed as (
        select id, user_id, 1 as sign, (1 + id % 500) * 10000 as amount from moves
        union all
        select id, user_id, -1, (1 + id % 700) * 10000 from wins)
      insert into ledger_postings (transaction_id, account_id, amount)
      select s.id, (select id from ledger_accounts where owner_type = 'house' and kind = 'game'),
             s.sign * s.amount
        from signed s
      union all
      select s.id, a.id, -s.sign * s.amount
        from signed s
        join ledger_accounts a on a.owner_type = 'player' and a.user_id = s.user_id and a.kind = 'cash'`);
  };
  const today = marketPeriod(MARKET, now, 'day').key;
  const later = new Date(now.getTime() + 60_000);
  const wholeMs: number[] = [];
  const sinceMs: number[] = [];
  let steadyDays: string[] = [];
  for (let i = 0; i < 3; i++) {
    await aMinuteOfBets();
    const a = process.hrtime.bigint();
    await db.transaction((tx) => sumDay(tx, MARKET, today, later));
    wholeMs.push(ms(a));
    await aMinuteOfBets();
    const b = process.hrtime.bigint();
    steadyDays = await refreshReports(db, MARKET, later);
    sinceMs.push(ms(b));
  }
  const steadyWholeMs = median(wholeMs);
  const steadyRunMs = median(sinceMs);
  bets += minute * perMinute;

  const from = marketPeriod(MARKET, new Date(now.getTime() - (DAYS - 1) * DAY_MS), 'day').key;
  const to = marketPeriod(MARKET, now, 'day').key;
  const time = async (work: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = process.hrtime.bigint();
      await work();
      samples.push(ms(t));
    }
    return median(samples);
  };
  const report31Ms = await time(() => readReport(db, MARKET, from, to));
  const reportTodayMs = await time(() => readReport(db, MARKET, to, to));
  const cohorts31Ms = await time(() => readCohorts(db, MARKET, from, to, now));
  const check = await readReport(db, MARKET, from, to);
  const [ledger] = (
    (await db.execute(sql`
      select count(*) filter (where t.type = 'bet')::int as bets, sum(p.amount)::text as ggr
        from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id and a.kind = 'game'`)) as unknown as {
      rows: Array<{ bets: number; ggr: string }>;
    }
  ).rows;
  if (check.totals.turnover.count !== ledger?.bets || check.totals.ggr !== Number(ledger?.ggr)) {
    throw new Error(
      `report and ledger disagree: ${JSON.stringify({ report: check.totals, ledger })}`,
    );
  }
  console.log(
    JSON.stringify({
      database: 'PostgreSQL',
      players: PLAYERS,
      bets,
      ledgerMovements: bets + Math.round(bets * 0.4),
      seedMs,
      firstRun: { days: firstDays.length, ms: firstRunMs },
      steadyRun: {
        days: steadyDays.length,
        betsPerMinute: perMinute,
        beforeSumDayWholeMs: steadyWholeMs,
        afterSinceWatermarkMs: steadyRunMs,
        ratio: Math.round((steadyWholeMs / Math.max(1, steadyRunMs)) * 10) / 10,
      },
      report31DaysMs: report31Ms,
      reportTodayMs,
      cohorts31DaysMs: cohorts31Ms,
      reportMatchesLedger: true,
    }),
  );
  await database.close();
} finally {
  await scratch.drop();
}
