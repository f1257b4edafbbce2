/**
 * The console's Affiliates list at scale (`npm run bench:affiliates`; PostgreSQL with
 * DATABASE_URL, add BENCH_ONLY=pg to skip PGlite): BENCH_PLAYERS players (default 100,000), of
 * whom BENCH_INVITATIONS (default 50,000) signed up with an inviter's code. The inviters are
 * skewed as in life (a few agents with thousands, most with one or two), 40% of invitees
 * valid, pair rewards and rebates granted to the inviters, 1% of inviters held. Times what the
 * page asks (`listInviters`, the route's service): the first and the tenth page of the list (its
 * one order, most invitations first), the first page of held inviters only, and one inviter by
 * uid; median of 5 reads; prints one JSON line per database.
 */
import { sql } from 'drizzle-orm';
import { listInviters } from '../apps/server/src/modules/invite/affiliates.js';
import { onEachDatabase } from './bench-kit.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const INVITATIONS = Math.min(Number(process.env.BENCH_INVITATIONS ?? 50_000), PLAYERS - 1);
const PAGE = 20;

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

await onEachDatabase('IN', async (label, deps) => {
  const db = deps.db;
  const seedStart = process.hrtime.bigint();
  await db.execute(sql`
    insert into users (uid, nickname, invite_code, signup_channel, vip_level, created_at)
    select 'a' || g, 'Player ' || g, 'INV' || g, 'mobile', 0, now() - ((g % 365) || ' days')::interval
      from generate_series(1, ${PLAYERS}) g`);
  // The last INVITATIONS players were invited. The inviter is drawn from the first players
  // with a cubed uniform: a long tail of small inviters and a few agents with thousands.
  await db.execute(sql`select setseed(0.38)`);
  await db.execute(sql`
    insert into invitations (invitee_id, inviter_id, device, address, created_at, deposit_total, valid_at, status)
    select u.id, 1 + floor(power(random(), 3) * ${PLAYERS - INVITATIONS})::bigint,
           'dev' || u.id, '10.0.' || (u.id % 250) || '.' || (u.id % 200), u.created_at,
           case when u.id % 5 < 2 then 50000 else 0 end,
           case when u.id % 5 < 2 then u.created_at + interval '1 day' end,
           case when u.id % 5 < 2 then 'pass' else 'under_review' end
      from users u where u.id > ${PLAYERS - INVITATIONS}`);
  // The inviters' totals as sign-ups and validations keep them (modules/invite/valid.ts); the
  // migration that made the table fills it the same way from the invitations.
  await db.execute(sql`
    insert into invite_inviter_totals (inviter_id, invited, valid)
    select inviter_id, count(*)::int, count(valid_at)::int from invitations group by inviter_id`);
  const promos = await db.execute(sql`
    insert into promotions (market, kind, status, title, summary, rules_text, starts_at, rules, created_at, updated_at)
    values ('IN', 'invite', 'live', '{"en":"Invite","id":"Undang"}', '{"en":"","id":""}', '{"en":"","id":""}', now(), '{}', now(), now()),
           ('IN', 'agent_rebate', 'live', '{"en":"Rebate","id":"Rabat"}', '{"en":"","id":""}', '{"en":"","id":""}', now(), '{}', now(), now())
    returning id, kind`);
  const ids = (promos as unknown as { rows: { id: string; kind: string }[] }).rows;
  const promoId = (kind: string) => Number(ids.find((r) => r.kind === kind)?.id);
  // A pair reward per two valid invitees (credited, or claimable one time in four), and a
  // weekly rebate for every inviter with ten or more invitees.
  await db.execute(sql`
    insert into promo_grants (promotion_id, user_id, period, state, amount, wagering_multiple, created_at)
    select ${promoId('invite')}, inviter_id, 'pair-' || n, case when n % 4 = 0 then 'claimable' else 'credited' end,
           10000, 1, now()
      from (select inviter_id, generate_series(1, count(valid_at)::int / 2) n
              from invitations group by inviter_id) p`);
  await db.execute(sql`
    insert into promo_grants (promotion_id, user_id, period, state, amount, wagering_multiple, created_at)
    select ${promoId('agent_rebate')}, inviter_id, 'w' || w, 'credited', 500 * count(*), 1, now()
      from invitations cross join generate_series(1, 4) w
     group by inviter_id, w having count(*) >= 10`);
  await db.execute(sql`
    insert into invite_holds (inviter_id, held_at)
    select distinct inviter_id, now() from invitations where inviter_id % 100 = 7`);
  await db.execute(sql`analyze`);
  const seeded = Math.round(ms(seedStart));
  const counts = (await db.execute(sql`
    select (select count(distinct inviter_id) from invitations)::int as inviters,
           (select count(*) from promo_grants)::int as grants,
           (select count(*) from invite_holds)::int as held,
           (select max(c) from (select count(*) c from invitations group by inviter_id) x)::int as top`)) as unknown as {
    rows: { inviters: number; grants: number; held: number; top: number }[];
  };

  const time = async (f: { uid?: string; heldOnly?: boolean; page: number }) => {
    const runs: number[] = [];
    let rows = 0;
    for (let r = 0; r < 5; r++) {
      const t0 = process.hrtime.bigint();
      const out = await listInviters(deps, {
        uid: f.uid,
        heldOnly: f.heldOnly ?? false,
        limit: PAGE,
        offset: (f.page - 1) * PAGE,
      });
      runs.push(ms(t0));
      rows = out.items.length;
    }
    return { ms: Math.round(median(runs) * 10) / 10, rows };
  };
  const mid = await db.execute(
    sql`select u.uid from invitations i join users u on u.id = i.inviter_id group by u.uid order by count(*) limit 1`,
  );
  const oneUid = (mid as unknown as { rows: { uid: string }[] }).rows[0]?.uid ?? 'a1';
  const out = {
    mostInvitedPage1: await time({ page: 1 }),
    mostInvitedPage10: await time({ page: 10 }),
    heldPage1: await time({ heldOnly: true, page: 1 }),
    heldPage10: await time({ heldOnly: true, page: 10 }),
    byUid: await time({ uid: oneUid, page: 1 }),
  };
  console.log(
    JSON.stringify({
      bench: 'affiliates',
      db: label,
      players: PLAYERS,
      invitations: INVITATIONS,
      ...counts.rows[0],
      seededMs: seeded,
      pageSize: PAGE,
      ...out,
    }),
  );
});
