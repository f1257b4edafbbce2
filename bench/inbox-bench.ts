/**
 * Inbox benchmark (`npm run bench:inbox`, issue 13): a broadcast to BENCH_PLAYERS players
 * (default 100,000) and a player's inbox reads after it, on PostgreSQL (DATABASE_URL, scratch
 * database) and then on PGlite. Seeds the players (signed up over the last year, VIP 0..9) with
 * BENCH_OWN own messages each (default 3: a "deposit credited" system message, already read,
 * then operator messages, unread). Times:
 *  (a) sending a broadcast to everyone, and one to a segment (VIP 5 and up), with the service
 *      function `npm run ops -- inbox send` calls; then the operator's `inbox list`;
 *  (b) for 200 random players, the inbox's first page (listMail, 20 a page) and the unread
 *      count (unreadCount): average and p95;
 *  (c) after 30% of the players have read the everyone-broadcast (their state rows, written in
 *      one statement), the same reads for 200 random players again.
 * Each read is checked against what the seed says that player must see. One JSON line per
 * database.
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '../apps/server/src/deps.js';
import {
  broadcast,
  listBroadcasts,
  listMail,
  unreadCount,
} from '../apps/server/src/modules/inbox/index.js';
import { msSince, onEachDatabase, stats, timed } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const OWN = Number(process.env.BENCH_OWN ?? 3);
const SAMPLE = 200;
const PAGE = 20;
const VIP_MIN = 5;
/** 30% of the players, by the same hash the seed and the checks use. */
const READ_PER_MILLE = 300;
const readsBroadcast = (id: number) => (id * 2654435761) % 1000 < READ_PER_MILLE;

async function seed(deps: Deps): Promise<void> {
  const { db } = deps;
  // Signed up over the last 365 days; VIP level id % 10.
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, is_guest, vip_level, created_at)
    select 'b' || g, 'Player ' || g, 'INV' || g, 'guest', true, g % 10,
           now() - ((g % 365) || ' days')::interval - interval '1 hour'
      from generate_series(1, ${PLAYERS}) g`);
  // Message 1 is a read system message; the others are unread operator messages.
  await db.execute(sql`
    insert into inbox_messages (user_id, kind, event_key, msg_key, params, title, body, created_at,
      read_at)
    select u.id,
           case when n = 1 then 'system' else 'operator' end,
           case when n = 1 then 'bench:' || u.id end,
           case when n = 1 then 'mailDepositCredited' end,
           case when n = 1 then jsonb_build_object('amount', 5000000, 'orderNo', 'BENCH' || u.id) end,
           case when n > 1 then jsonb_build_object('en', 'Hello ' || n, 'id', 'Halo ' || n) end,
           case when n > 1 then jsonb_build_object('en', 'A message for you', 'id', 'Pesan untukmu') end,
           u.created_at + (n || ' minutes')::interval,
           case when n = 1 then u.created_at + interval '2 hours' end
      from users u cross join generate_series(1, ${OWN}) n`);
  await db.execute(sql`analyze`);
}

interface Seen {
  vip: number;
}

/** What a player must see: their own unread messages and the broadcasts they have not read. */
function expectedUnread(id: number, p: Seen, afterReads: boolean): number {
  const own = Math.max(0, OWN - 1);
  const everyone = afterReads && readsBroadcast(id) ? 0 : 1;
  const segment = p.vip >= VIP_MIN ? 1 : 0;
  return own + everyone + segment;
}

async function reads(deps: Deps, afterReads: boolean) {
  const listMs: number[] = [];
  const unreadMs: number[] = [];
  for (let i = 0; i < SAMPLE; i++) {
    const id = 1 + Math.floor(Math.random() * PLAYERS);
    const p = { vip: id % 10 };
    const want = expectedUnread(id, p, afterReads);
    const [page, lms] = await timed(() => listMail(deps, id, 1, PAGE, 'en'));
    const [unread, ums] = await timed(() => unreadCount(deps, id));
    listMs.push(lms);
    unreadMs.push(ums);
    const total = OWN + 1 + (p.vip >= VIP_MIN ? 1 : 0);
    if (page.total !== total || page.unread !== want || unread.count !== want) {
      throw new Error(
        `player ${id}: total ${page.total} (want ${total}), unread ${page.unread}/${unread.count} (want ${want})`,
      );
    }
  }
  return { list: stats(listMs), unread: stats(unreadMs) };
}

async function run(label: string, deps: Deps) {
  const t0 = process.hrtime.bigint();
  await seed(deps);
  const seedMs = msSince(t0);
  const mail = {
    title: { en: 'Weekend bonus', id: 'Bonus akhir pekan' },
    body: { en: 'Deposit this weekend for a bonus.', id: 'Deposit akhir pekan ini untuk bonus.' },
    link: '/pages/wallet/Deposit',
    by: 'bench',
  };
  const [everyone, everyoneMs] = await timed(() => broadcast(deps, { ...mail, segment: {} }));
  const [segment, segmentMs] = await timed(() =>
    broadcast(deps, { ...mail, segment: { vipMin: VIP_MIN } }),
  );
  const [list, listBroadcastsMs] = await timed(() => listBroadcasts(deps));
  const reachOf = (id: number) => list.find((b) => b.id === id)?.players ?? 0;
  const reached = { everyone: reachOf(everyone.id), segment: reachOf(segment.id) };
  if (reached.everyone !== PLAYERS) throw new Error(`everyone reaches ${reached.everyone}`);
  const before = await reads(deps, false);
  // 30% of the players open the everyone-broadcast: one state row each.
  const [, markReadMs] = await timed(() =>
    deps.db.execute(sql`
      insert into inbox_broadcast_states (broadcast_id, user_id, read_at)
      select ${everyone.id}, u.id, now() from users u
       where (u.id * 2654435761) % 1000 < ${READ_PER_MILLE}`),
  );
  // Autovacuum analyzes a table after a change this size; reads are timed as they run then.
  await deps.db.execute(sql`analyze inbox_broadcast_states`);
  const [states] = (
    (await deps.db.execute(
      sql`select count(*)::int as n from inbox_broadcast_states`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  const after = await reads(deps, true);
  console.log(
    JSON.stringify({
      database: label,
      players: PLAYERS,
      ownMessages: PLAYERS * OWN,
      seedMs,
      broadcastEveryoneMs: everyoneMs,
      broadcastSegmentMs: segmentMs,
      listBroadcastsMs,
      reached,
      samples: SAMPLE,
      before,
      readStates: states?.n ?? 0,
      markReadMs,
      after,
    }),
  );
}

await onEachDatabase('ID', run);
