/**
 * Player list benchmark (`npm run bench:players`; PostgreSQL with DATABASE_URL, add
 * BENCH_ONLY=pg to skip PGlite): BENCH_PLAYERS players (default 100,000) over a year of
 * sign-ups, 40% with deposits (vip_progress), 10% with a withdrawal, 5% with a KYC check, 2%
 * tagged, a third never seen. Times the first page and the tenth page (walking the cursor) of
 * each sort, and of a few filters, median of 5; prints one JSON line per database.
 */
import type { PlayerFilters } from '@cardroom/contract/console';
import { sql } from 'drizzle-orm';
import { listPlayers } from '../apps/server/src/modules/players-console/list.js';
import { onEachDatabase } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const DAY_MS = 86_400_000;

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

await onEachDatabase('IN', async (label, deps) => {
  const db = deps.db;
  const now = Date.now();
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, vip_level, created_at, last_online_at)
    select 'b' || g, 'Player ' || g, 'INV' || g, 'mobile', g % 8,
           ${new Date(now).toISOString()}::timestamptz - ((g % 365) || ' days')::interval - ((g % 997) || ' seconds')::interval,
           case when g % 3 = 0 then null
                else ${new Date(now).toISOString()}::timestamptz - ((g % 90) || ' days')::interval end
      from generate_series(1, ${PLAYERS}) g`);
  await db.execute(sql`
    insert into vip_progress (user_id, deposit_total, valid_bet_total, level, updated_at)
    select id, (id % 500 + 1) * 10000, 0, 0, now() from users where id % 5 < 2`);
  await db.execute(sql`
    insert into withdraw_orders (order_no, user_id, bank_card_id, status, amount, fee, arrival_amount, currency, beneficiary)
    select 'W' || id, id, 1, 'success', (id % 300 + 1) * 10000, 0, (id % 300 + 1) * 10000, 'INR', '{}'::jsonb
      from users where id % 10 = 0`);
  await db.execute(sql`
    insert into kyc_submissions (user_id, full_name, birthday, document_type, document_cipher, document_last4, state, created_at, asked_at)
    select id, 'P', '1990-01-01', 'pan', 'x', '0000', case when id % 2 = 0 then 'approved' else 'rejected' end, now(), now()
      from users where id % 20 = 0`);
  await db.execute(sql`
    insert into player_tags (user_id, tag, author)
    select id, 'whale', 'bench' from users where id % 50 = 0`);
  await db.execute(sql`analyze`);

  const time = async (f: Partial<PlayerFilters>, pages: number) => {
    const runs: number[] = [];
    let rows = 0;
    for (let r = 0; r < 5; r++) {
      let cursor: string | undefined;
      let took = 0;
      for (let p = 0; p < pages; p++) {
        const t0 = process.hrtime.bigint();
        const page = await listPlayers(deps, {
          sort: 'signup',
          ...f,
          pageSize: 50,
          ...(cursor ? { cursor } : {}),
        });
        took = ms(t0);
        rows = page.rows.length;
        if (!page.next) break;
        cursor = page.next;
      }
      runs.push(took);
    }
    return { ms: Math.round(median(runs) * 10) / 10, rows };
  };
  const seenWeek = new Date(now - 7 * DAY_MS).toISOString();
  const cases: Record<string, [Partial<PlayerFilters>, number]> = {
    signupPage1: [{ sort: 'signup' }, 1],
    signupPage10: [{ sort: 'signup' }, 10],
    seenPage1: [{ sort: 'seen' }, 1],
    seenPage10: [{ sort: 'seen' }, 10],
    depositsPage1: [{ sort: 'deposits' }, 1],
    depositsPage10: [{ sort: 'deposits' }, 10],
    vip7Deposits1000: [{ vipMin: 7, depositsMin: '1,000' }, 1],
    withdrawals2000Plus: [{ withdrawalsMin: '2,000' }, 1],
    kycApproved: [{ kyc: 'approved' }, 1],
    taggedWhale: [{ tag: 'whale' }, 1],
    seenThisWeekBySeen: [{ seenFrom: seenWeek, sort: 'seen' }, 1],
    nickname: [{ q: 'Player 4242' }, 1],
    riskFlagged: [{ risk: 'withdrawOverDeposit' }, 1],
  };
  const out: Record<string, { ms: number; rows: number }> = {};
  for (const [name, [f, pages]] of Object.entries(cases)) out[name] = await time(f, pages);
  console.log(
    JSON.stringify({ bench: 'players', db: label, players: PLAYERS, pageSize: 50, ...out }),
  );
});
