/**
 * Rebate benchmark (`npm run bench:rebate`): the daily rebate job with BENCH_PLAYERS players
 * (default 100,000), on PostgreSQL (DATABASE_URL, scratch database) and then on PGlite.
 * Seeds yesterday (market ID) as rows: BENCH_ACTIVE of the players (default 30%) have one
 * successful deposit order (status `success`, arrived that day; the deposit's own ledger credit
 * is not seeded, the rebate reads only the order) and 3 settled bets, one in five of them won
 * at double the stake, so most players lose. A live 35% rebate promotion (the seeded rules).
 * Times:
 *  (a) the day's grant statement (grantRebates in one transaction, as the job runs it);
 *  (b) crediting every grant (creditWaitingRebates, 100 per transaction, through the ledger);
 *  (c) a replay of the day (grant statement again, credit again, and the job's runRebates):
 *      must grant 0 and credit 0, checked;
 *  (d) the rebate info call for one player (yesterday's basis estimate), 50 times;
 * then the ledger invariants (checkLedgerInvariants), timed. One JSON line per database.
 */
import { marketPeriod } from '@cardroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../apps/server/src/db/client.js';
import type { Deps } from '../apps/server/src/deps.js';
import { checkLedgerInvariants } from '../apps/server/src/modules/ledger/index.js';
import {
  createPromotion,
  creditWaitingRebates,
  grantRebates,
  rebateInfo,
  runRebates,
} from '../apps/server/src/modules/promo/index.js';
import { msSince, onEachDatabase, stats, timed } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 0.3);
const DAY_MS = 86_400_000;
/** The seeded ID rebate: 35%, at most Rp 1.000.000, nothing under Rp 10.000 (sen). */
const RULES = { bps: 3500, dailyCap: 100_000_000, minBasis: 1_000_000 };

async function one(deps: Deps, query: SQL): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(deps.db, query);
  return Number(row?.n ?? 0);
}

async function seed(deps: Deps, start: Date) {
  const { db } = deps;
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, is_guest)
    select 'b' || g, 'Player ' || g, 'INV' || g, 'guest', true from generate_series(1, ${PLAYERS}) g`);
  // From 10:00 local, spread over an hour; a deposit of Rp 10.000 to Rp 200.000.
  const at = new Date(start.getTime() + 10 * 3_600_000).toISOString();
  const active = sql`(u.id * 2654435761) % 1000 < ${Math.round(ACTIVE * 1000)}`;
  const depositors = await one(
    deps,
    sql`with ins as (
      insert into deposit_orders (order_no, user_id, deposit_type, method, status, amount, currency,
        created_at, arrived_at, updated_at)
      select 'BENCH' || u.id, u.id, 'online', 'qris', 'success', (1 + u.id % 20) * 1000000, 'IDR',
             t, t, t
        from users u, lateral (select ${at}::timestamptz + ((u.id % 3600) || ' seconds')::interval
                               as t) d
       where ${active}
      returning 1)
    select count(*)::int as n from ins`,
  );
  // Stakes of Rp 1.000 to Rp 50.000, placed after the deposit; every fifth bet wins double.
  const bets = await one(
    deps,
    sql`with ins as (
      insert into wallet_transactions (provider, transaction_uuid, kind, user_id, "user",
        amount, valid_amount, won, fingerprint, state, status, balance, created_at)
      select 'house', 'rb:' || u.id || ':' || n, 'bet', u.id, u.uid,
             (1 + (u.id * 7 + n * 13) % 50) * 100000, (1 + (u.id * 7 + n * 13) % 50) * 100000,
             case when (u.id + n) % 5 = 0 then 2 * (1 + (u.id * 7 + n * 13) % 50) * 100000 else 0 end,
             'bench', 'settled', 'RS_OK', 0,
             ${at}::timestamptz + ((u.id % 3600 + 600 * n) || ' seconds')::interval
        from users u cross join generate_series(1, 3) n
       where ${active}
      returning 1)
    select count(*)::int as n from ins`,
  );
  return { depositors, bets };
}

async function run(label: string, deps: Deps) {
  const now = deps.now();
  const today = marketPeriod('ID', now, 'day');
  const day = marketPeriod('ID', new Date(today.start.getTime() - 1), 'day');
  const t0 = process.hrtime.bigint();
  const seeded = await seed(deps, day.start);
  const promotion = await createPromotion(deps, 'ID', {
    kind: 'rebate',
    title: { en: 'Bench rebate', id: 'Rebate bench' },
    summary: { en: 'Bench rebate', id: 'Rebate bench' },
    rulesText: { en: 'Bench rebate', id: 'Rebate bench' },
    bannerUrl: '',
    startsAt: new Date(day.start.getTime() - DAY_MS),
    endsAt: null,
    rules: RULES,
    wageringMultiple: 1,
    budget: null,
    sort: 0,
    status: 'live',
  });
  // A live database's statistics are kept by autovacuum; a bulk load needs them made.
  await deps.db.execute(sql`analyze`);
  const seedMs = msSince(t0);

  const [granted, grantMs] = await timed(() =>
    deps.db.transaction((tx) => grantRebates(deps, tx, day)),
  );
  const [credited, creditMs] = await timed(() => creditWaitingRebates(deps));
  const [replayGranted, replayGrantMs] = await timed(() =>
    deps.db.transaction((tx) => grantRebates(deps, tx, day)),
  );
  const [replayCredited, replayCreditMs] = await timed(() => creditWaitingRebates(deps));
  const [job, jobMs] = await timed(() => runRebates(deps));
  const grants = await one(
    deps,
    sql`select count(*)::int as n from promo_grants where promotion_id = ${promotion.id}
         and state = 'credited'`,
  );
  if (replayGranted !== 0 || replayCredited !== 0 || job.credited !== 0 || grants !== granted) {
    throw new Error(
      `replay paid again: granted ${replayGranted}, credited ${replayCredited}, job credited ${job.credited}, ${grants} credited grants for ${granted} granted`,
    );
  }
  if (credited !== granted) throw new Error(`${granted} granted but ${credited} credited`);

  // The info page's estimate for players who were paid: it must say what the job paid.
  const paid = await rawRows<{ user_id: number | string; amount: number | string }>(
    deps.db,
    sql`select user_id, amount from promo_grants where promotion_id = ${promotion.id}
         order by random() limit 50`,
  );
  const infoSamples: number[] = [];
  for (const p of paid) {
    const [info, infoMs] = await timed(() => rebateInfo(deps, Number(p.user_id), 'en'));
    infoSamples.push(infoMs);
    if (info.yesterday?.amount !== Number(p.amount)) {
      throw new Error(`estimate ${info.yesterday?.amount} for a grant of ${p.amount}`);
    }
  }
  const [problems, ledgerCheckMs] = await timed(() => checkLedgerInvariants(deps.db));
  if (problems.length > 0) throw new Error(`ledger: ${problems.slice(0, 5).join('; ')}`);
  const paidTotal = await one(
    deps,
    sql`select coalesce(sum(amount), 0)::bigint as n from promo_grants
         where promotion_id = ${promotion.id}`,
  );
  console.log(
    JSON.stringify({
      database: label,
      players: PLAYERS,
      day: day.key,
      ...seeded,
      seedMs,
      granted,
      grantMs,
      credited,
      creditMs,
      paidTotal,
      replay: {
        granted: replayGranted,
        grantMs: replayGrantMs,
        credited: replayCredited,
        creditMs: replayCreditMs,
        jobDays: job.days.length,
        jobCredited: job.credited,
        jobMs,
      },
      infoCalls: infoSamples.length,
      info: stats(infoSamples),
      ledgerProblems: problems.length,
      ledgerCheckMs,
    }),
  );
}

await onEachDatabase('ID', run);
