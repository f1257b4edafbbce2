/**
 * Payments desk benchmark (`npm run bench:desk`, PostgreSQL: DATABASE_URL): BENCH_DESK_ROWS
 * withdrawals in every state (default 10,000) and as many deposit orders, of BENCH_DESK_PLAYERS
 * players (default 2,000), written by bulk SQL; then every desk query is asked through the real
 * app (Fastify's inject, a signed-in finance operator's cookie, the console routes with their
 * validation, risk flags and presenters): the first page, each filter, each sort, the searches
 * by order number / UTR or payout number / player uid / phone, and a deep page (the cursor
 * after 9,900 rows; withdrawals also by amount). BENCH_DESK_RUNS (default 10)
 * timings each, p50 and p95.
 *
 * Each query's statements on the desk tables are caught once (on the pool, as the app sends
 * them) and run again under EXPLAIN ANALYZE: whether any reads a desk table by a sequential
 * scan, and the database's own execution time, which the machine's load disturbs far less
 * than the time through the app.
 *
 * Runs twice on the same rows: first without the desk's indexes (the migration `desk_indexes`
 * added them; dropped here to show what they bought), then with them. Prints a table per
 * pass and one JSON line. BENCH_KEEP=1 keeps the database (to EXPLAIN).
 */
import type { Endpoint } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { totpCode } from '../apps/server/src/modules/operators/crypto.js';
import { runOperatorOps } from '../apps/server/src/ops/operators.js';
import { msSince, scratchPostgres } from './bench-kit.js';

const ROWS = Number(process.env.BENCH_DESK_ROWS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_DESK_PLAYERS ?? 2_000);
const RUNS = Number(process.env.BENCH_DESK_RUNS ?? 10);
const DAYS = 60;

/** The indexes the desk migration added (apps/server/drizzle, `desk_indexes`), re-made after pass one. */
const DESK_INDEXES: Record<string, string> = {
  deposit_orders_created_idx:
    'create index deposit_orders_created_idx on deposit_orders (created_at, id)',
  deposit_orders_amount_idx:
    'create index deposit_orders_amount_idx on deposit_orders (amount, id)',
  withdraw_orders_amount_idx:
    'create index withdraw_orders_amount_idx on withdraw_orders (amount, id)',
  withdraw_orders_payout_no_idx:
    'create index withdraw_orders_payout_no_idx on withdraw_orders (gateway_payout_no) where gateway_payout_no is not null',
  withdraw_orders_order_no_prefix_idx:
    'create index withdraw_orders_order_no_prefix_idx on withdraw_orders (lower(order_no) text_pattern_ops)',
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)] ?? 0;
};

/** The app's statements on the desk tables while `catching` (the bench's own seeding is not). */
const caught: Array<{ text: string; values: unknown[] }> = [];
let catching = false;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const a = args[0] as string | { text: string; values?: unknown[] };
  const text = typeof a === 'string' ? a : a.text;
  if (catching && /"(withdraw_orders|deposit_orders)"/.test(text)) {
    caught.push({
      text,
      values: ((typeof a === 'string' ? undefined : a.values) ?? args[1] ?? []) as unknown[],
    });
  }
  return (poolQuery as (...x: unknown[]) => unknown).apply(this, args);
} as typeof poolQuery;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
/** The desk tables a plan reads by a sequential scan. */
const seqScans = (n: PlanNode): string[] => [
  ...(n['Node Type'] === 'Seq Scan' && /_orders$/.test(n['Relation Name'] ?? '')
    ? [n['Relation Name'] as string]
    : []),
  ...(n.Plans ?? []).flatMap(seqScans),
];

const scratch = await scratchPostgres('cardroom_bench', 'bench:desk');
try {
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 6 });
  const { db } = database;
  const config = loadConfig({
    NODE_ENV: 'test',
    // No sandbox gateway: the payout job would otherwise send the seeded approved orders out
    // while the bench reads them.
    SANDBOX: 'false',
    MARKET: 'ID',
    LOG_LEVEL: 'silent',
  } as NodeJS.ProcessEnv);
  const built = await buildApp({ config, database });
  await built.app.ready();
  await built.jobsIdle();
  const { app, deps } = built;

  const t0 = process.hrtime.bigint();
  // Players with a phone (national number 81 + 8 digits), VIP 0-5.
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, is_guest, vip_level, mobile)
    select (70000000 + g)::text, 'Player ' || g, 'DSK' || g, 'phone', false, g % 6,
           '81' || lpad(g::text, 8, '0')
      from generate_series(1, ${PLAYERS}) g`);
  await db.execute(sql`
    insert into bank_cards (user_id, holder_name, account_number, ifsc, bank_code, bank_name)
    select id, 'Holder ' || id, '9' || lpad(id::text, 9, '0'), '', 'BCA', 'BCA' from users`);
  // Withdrawals: states spread as a desk sees them (most paid), 1 in 3 an e-wallet, the
  // paying/paid/failed ones with a payout number, created over the last DAYS days.
  await db.execute(sql`
    insert into withdraw_orders (order_no, user_id, bank_card_id, status, amount, fee,
      arrival_amount, currency, beneficiary, gateway, gateway_payout_no, payout_attempt,
      last_error, flagged, created_at, finished_at)
    select 'W' || to_char(now() - (g % ${DAYS}) * interval '1 day', 'YYYYMMDD') || lpad(g::text, 8, '0'),
           c.user_id, c.id, s.status, (1 + (g * 7919) % 2000) * 10000, 5000,
           (1 + (g * 7919) % 2000) * 10000 - 5000, 'IDR',
           jsonb_build_object('name', c.holder_name, 'accountNumber', c.account_number, 'ifsc', '',
             'bankCode', 'BCA', 'bankName', 'BCA', 'kind', case when g % 3 = 0 then 'ewallet' else 'bank' end),
           case when s.status in ('paying', 'success', 'failed') then 'sandbox' end,
           case when s.status in ('paying', 'success', 'failed') then 'PO' || lpad(g::text, 10, '0') end,
           0, case when s.status = 'failed' then 'bank refused' end, g % 50 = 0,
           now() - (g % ${DAYS}) * interval '1 day' - (g % 86000) * interval '1 second',
           case when s.status in ('success', 'rejected', 'refunded') or (s.status = 'failed' and g % 2 = 0)
                then now() - (g % ${DAYS}) * interval '1 day' end
      from generate_series(1, ${ROWS}) g
      join bank_cards c on c.user_id = 1 + (g * 31) % ${PLAYERS}
      cross join lateral (select (array['review','approved','paying','success','success','success',
        'success','failed','rejected','refunded'])[1 + g % 10] as status) s`);
  // Deposits: every state and channel; transfers and self-service UTR with a UTR, online with
  // a gateway order number.
  await db.execute(sql`
    insert into deposit_orders (order_no, user_id, deposit_type, method, status, amount, currency,
      utr, gateway, gateway_order_no, flagged, created_at, arrived_at)
    select 'D' || lpad(g::text, 10, '0'), 1 + (g * 37) % ${PLAYERS}, t.kind,
           case t.kind when 'online' then 'qris' when 'self_utr' then 'utr' else 'bca' end,
           (array['pending','success','success','success','failed','rejected','expired'])[1 + g % 7],
           (1 + (g * 104729) % 5000) * 10000, 'IDR',
           case when t.kind <> 'online' then 'U' || lpad(g::text, 11, '0') end,
           case when t.kind = 'online' then 'sandbox' end,
           case when t.kind = 'online' then 'G' || lpad(g::text, 10, '0') end,
           g % 40 = 0,
           now() - (g % ${DAYS}) * interval '1 day' - (g % 86000) * interval '1 second',
           case when g % 7 between 1 and 3 then now() - (g % ${DAYS}) * interval '1 day' end
      from generate_series(1, ${ROWS}) g
      cross join lateral (select (array['online','transfer_imps','self_utr'])[1 + g % 3] as kind) t`);
  await db.execute(sql`analyze`);
  const seedMs = msSince(t0);

  // A finance operator made as a deployment makes one, signed in through the console's form.
  const out: string[] = [];
  const login = 'bench-finance';
  const made = await runOperatorOps(
    deps,
    ['operator', 'create', '--login', login, '--role', 'finance', '--name', 'Bench finance'],
    (l) => out.push(l),
  );
  if (made !== 0) throw new Error(out.join('\n'));
  const field = (name: string) =>
    out
      .find((l) => l.startsWith(name))
      ?.slice(name.length)
      .trim() ?? '';
  const signIn = await app.inject({
    method: 'POST',
    url: consoleApi.consoleSignIn.path,
    payload: {
      login,
      password: field('password:'),
      code: totpCode(field('TOTP secret:'), new Date()),
    },
    remoteAddress: '10.9.0.1',
  });
  const cookie = /cr_console=([^;]+)/.exec(String(signIn.headers['set-cookie']))?.[1];
  if (!cookie) throw new Error(`sign-in failed: ${signIn.body}`);

  type Page = { rows: unknown[]; total: number; nextCursor?: string | null };
  const ask = async (e: Endpoint, q: Record<string, string | number>): Promise<Page> => {
    const res = await app.inject({
      method: 'GET',
      url: e.path,
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
      headers: { cookie: `cr_console=${cookie}` },
      remoteAddress: '10.9.0.1',
    });
    const body = res.json() as { state?: string; resultData?: Page };
    if (body.state !== '200' || !body.resultData) {
      throw new Error(`${e.path} ${JSON.stringify(q)}: ${res.body.slice(0, 300)}`);
    }
    return body.resultData;
  };
  const W = consoleApi.consoleWithdrawalsDesk;
  const D = consoleApi.consoleDepositsSearch;

  // What the searches look for: real rows' numbers.
  const pick = async (q: string) =>
    ((await db.execute(sql.raw(q))) as unknown as { rows: Array<{ v: string }> }).rows[0]?.v ?? '';
  const wOrder = await pick(
    `select order_no as v from withdraw_orders order by id limit 1 offset ${Math.floor(ROWS / 2)}`,
  );
  const wPayout = await pick(
    `select gateway_payout_no as v from withdraw_orders where gateway_payout_no is not null order by id limit 1 offset 100`,
  );
  const dOrder = await pick(
    `select order_no as v from deposit_orders order by id limit 1 offset ${Math.floor(ROWS / 2)}`,
  );
  const dUtr = await pick(
    `select utr as v from deposit_orders where utr is not null order by id limit 1 offset 100`,
  );
  const uid = await pick(`select uid as v from users order by id limit 1 offset 17`);
  const phone = `0${await pick(`select mobile as v from users order by id limit 1 offset 17`)}`;
  const day = (back: number) => {
    // Market days of Indonesia (UTC+7), as the console sends them.
    const d = new Date(Date.now() + 7 * 3_600_000 - back * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  // The deep pages: the cursor after 99 pages of 100, found by walking them once.
  const deepCursor = async (e: Endpoint, q: Record<string, string | number>) => {
    let cursor: string | null | undefined;
    for (let i = 0; i < Math.floor(ROWS / 100) - 1; i++) {
      const p = await ask(e, { ...q, ...(cursor ? { cursor } : {}) });
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    return cursor ?? '';
  };
  const dDeep = await deepCursor(D, { limit: 100 });
  const wDeep = await deepCursor(W, { pageSize: 100 });
  const wDeepAmount = await deepCursor(W, { pageSize: 100, sort: 'amount', dir: 'desc' });

  const queries: Array<[string, Endpoint, Record<string, string | number>]> = [
    ['withdrawals: first page', W, { pageSize: 100 }],
    ...['review', 'approved', 'paying', 'success', 'failed', 'rejected', 'refunded'].map(
      (state): [string, Endpoint, Record<string, string | number>] => [
        `withdrawals: state ${state}`,
        W,
        { pageSize: 100, state },
      ],
    ),
    ['withdrawals: method ewallet', W, { pageSize: 100, method: 'ewallet' }],
    ['withdrawals: amount range', W, { pageSize: 100, amountMin: 5_000_000, amountMax: 6_000_000 }],
    ['withdrawals: 7 market days', W, { pageSize: 100, from: day(7), to: day(0) }],
    ['withdrawals: VIP 3', W, { pageSize: 100, vipLevel: 3 }],
    ['withdrawals: risk flagged', W, { pageSize: 100, risk: 'flagged' }],
    ['withdrawals: sort amount desc', W, { pageSize: 100, sort: 'amount', dir: 'desc' }],
    ['withdrawals: sort amount asc', W, { pageSize: 100, sort: 'amount', dir: 'asc' }],
    ['withdrawals: sort oldest', W, { pageSize: 100, sort: 'createdAt', dir: 'asc' }],
    ['withdrawals: search order no', W, { pageSize: 100, q: wOrder }],
    ['withdrawals: search payout no', W, { pageSize: 100, q: wPayout }],
    ['withdrawals: search player uid', W, { pageSize: 100, q: uid }],
    ['withdrawals: search phone', W, { pageSize: 100, q: phone }],
    ['withdrawals: deep page (cursor after 9,900)', W, { pageSize: 100, cursor: wDeep }],
    [
      'withdrawals: deep page, amount desc (cursor after 9,900)',
      W,
      { pageSize: 100, sort: 'amount', dir: 'desc', cursor: wDeepAmount },
    ],
    ['deposits: first page', D, { limit: 100 }],
    ...['pending', 'success', 'failed', 'rejected', 'expired'].map(
      (status): [string, Endpoint, Record<string, string | number>] => [
        `deposits: state ${status}`,
        D,
        { limit: 100, status },
      ],
    ),
    ['deposits: channel online', D, { limit: 100, depositType: 'online' }],
    ['deposits: method bca', D, { limit: 100, method: 'bca' }],
    ['deposits: amount range', D, { limit: 100, amountMin: 5_000_000, amountMax: 6_000_000 }],
    ['deposits: 7 market days', D, { limit: 100, from: day(7), to: day(0) }],
    ['deposits: flagged', D, { limit: 100, flagged: 'yes' }],
    ['deposits: sort oldest', D, { limit: 100, sort: 'oldest' }],
    ['deposits: sort amount desc', D, { limit: 100, sort: 'amountDesc' }],
    ['deposits: sort amount asc', D, { limit: 100, sort: 'amountAsc' }],
    ['deposits: search order no', D, { limit: 100, q: dOrder }],
    ['deposits: search UTR', D, { limit: 100, q: dUtr }],
    ['deposits: search player uid', D, { limit: 100, q: uid }],
    ['deposits: search phone', D, { limit: 100, q: phone }],
    ['deposits: deep page (cursor after 9,900)', D, { limit: 100, cursor: dDeep }],
  ];

  const explainer = new pg.Client({ connectionString: scratch.url });
  // Dropping the scratch database (after a failure too) ends this connection: not an error.
  explainer.on('error', () => {});
  await explainer.connect();
  /**
   * The caught statements under EXPLAIN ANALYZE: which kinds read a desk table whole (`page`:
   * the rows shown, `count`: the pager's total, `risk`: the risk rules' reads for the rows'
   * players) and the database's ms for all of them.
   */
  const explain = async () => {
    const scans = new Set<string>();
    let dbMs = 0;
    for (const c of caught.splice(0)) {
      const r = await explainer.query(`explain (analyze, format json) ${c.text}`, c.values);
      const [plan] = r.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
      if (!plan) continue;
      const kind = /^select count\(\*\)/i.test(c.text)
        ? 'count'
        : /\blimit \$\d+/i.test(c.text)
          ? 'page'
          : 'risk';
      if (seqScans(plan.Plan).length) scans.add(kind);
      dbMs += plan['Execution Time'];
    }
    return { scans: [...scans].sort().join('+') || 'none', dbMs };
  };

  const pass = async () => {
    const result: Record<
      string,
      { p50: number; p95: number; rows: number; total: number; scans: string; dbMs: number }
    > = {};
    for (const [name, e, q] of queries) {
      const samples: number[] = [];
      let last: Page = { rows: [], total: 0 };
      // Warm (plans and caches, as a desk in use has them), catching what it asks the database.
      catching = true;
      await ask(e, q);
      catching = false;
      const plan = await explain();
      for (let i = 0; i < RUNS; i++) {
        const t = process.hrtime.bigint();
        last = await ask(e, q);
        samples.push(msSince(t));
      }
      if (name.includes('search') && last.total === 0) throw new Error(`${name} found nothing`);
      result[name] = {
        p50: pct(samples, 0.5),
        p95: pct(samples, 0.95),
        rows: last.rows.length,
        total: last.total,
        ...plan,
      };
    }
    return result;
  };

  for (const name of Object.keys(DESK_INDEXES)) {
    await db.execute(sql.raw(`drop index if exists ${name}`));
  }
  await db.execute(sql`analyze`);
  const before = await pass();
  for (const ddl of Object.values(DESK_INDEXES)) await db.execute(sql.raw(ddl));
  await db.execute(sql`analyze`);
  const after = await pass();

  console.log(
    `\n${ROWS} withdrawals and ${ROWS} deposit orders of ${PLAYERS} players (seeded in ${Math.round(seedMs)} ms); ${RUNS} runs each, ms; scan: which of the request's statements read a desk table whole (page, count: the pager's total, risk: the risk rules; none: all by index), db ms: the database's execution time of the request's statements (EXPLAIN ANALYZE), p50/p95: through the app\n`,
  );
  console.log(
    `${'query'.padEnd(42)} ${'rows/total'.padStart(10)} | before: ${'scan'.padEnd(16)} ${'db ms'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} | after: ${'scan'.padEnd(16)} ${'db ms'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}`,
  );
  const cols = (r: { scans: string; dbMs: number; p50: number; p95: number }) =>
    `${r.scans.padEnd(16)} ${r.dbMs.toFixed(1).padStart(6)} ${r.p50.toFixed(1).padStart(6)} ${r.p95.toFixed(1).padStart(6)}`;
  for (const [name] of queries) {
    const b = before[name];
    const a = after[name];
    if (!a || !b) continue;
    console.log(
      `${name.padEnd(42)} ${`${a.rows}/${a.total}`.padStart(10)} | before: ${cols(b)} | after: ${cols(a)}`,
    );
  }
  console.log(
    JSON.stringify({
      database: 'PostgreSQL',
      rows: ROWS,
      players: PLAYERS,
      runs: RUNS,
      seedMs,
      before,
      after,
    }),
  );
  await explainer.end();
  await app.close();
  await database.close();
} finally {
  await scratch.drop();
}
