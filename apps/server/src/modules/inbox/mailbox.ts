import { type Locale, MAIL_ID_PATTERN, type MailItem } from '@cardroom/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { users } from '../users/index.js';
import { type MailRow, presentMail } from './present.js';

/**
 * A player's inbox, fanned out on read: their own `inbox_messages` rows and the broadcasts of
 * their market whose segment they are in now (VIP level, sign-up date) and that were sent at
 * or after they signed up. A broadcast is one row however many players it reaches; a
 * `inbox_broadcast_states` row appears only once a player reads or deletes it.
 */
interface Reader {
  userId: number;
  vip: number;
  /** ISO time of sign-up. */
  signedUp: string;
  market: string;
  /** ISO time: broadcasts scheduled later are not delivered yet. */
  now: string;
  /** Conditions an operator message's send time must meet (src/flows/marketing-shown.ts: a break). */
  shown: (sentAt: SQL) => SQL;
}

async function readerOf(deps: Deps, db: DbOrTx, userId: number): Promise<Reader> {
  const [u] = await db
    .select({ vip: users.vipLevel, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw notFound();
  return {
    userId,
    vip: u.vip,
    signedUp: u.createdAt.toISOString(),
    market: deps.market.code,
    now: deps.now().toISOString(),
    shown: (sentAt) =>
      sql.join([sql`true`, ...deps.flows.marketingShown(deps, userId, sentAt)], sql` and `),
  };
}

/** The broadcasts (alias `b`) this reader is in the segment of, delivered by now. */
function targets(r: Reader): SQL {
  return sql`b.market = ${r.market} and b.cancelled_at is null
    and b.send_at <= ${r.now}::timestamptz and b.send_at >= ${r.signedUp}::timestamptz
    and (b.vip_min is null or b.vip_min <= ${r.vip})
    and (b.vip_max is null or b.vip_max >= ${r.vip})
    and (b.signed_up_from is null or b.signed_up_from <= ${r.signedUp}::timestamptz)
    and (b.signed_up_to is null or b.signed_up_to > ${r.signedUp}::timestamptz)
    and (b.saved_segment is null or exists (select 1 from inbox_broadcast_recipients br
      where br.user_id = ${r.userId} and br.broadcast_id = b.id))
    and ${r.shown(sql`b.send_at`)}`;
}

/** Own messages and targeted broadcasts, not deleted, as one row shape. */
function inboxOf(r: Reader): SQL {
  return sql`select 'm' || m.id as id, m.kind, m.msg_key, m.params, m.title, m.body, m.link,
      m.created_at, m.read_at
    from inbox_messages m where m.user_id = ${r.userId} and m.deleted_at is null
      and (m.kind = 'system' or ${r.shown(sql`m.created_at`)})
    union all
    select 'b' || b.id, 'operator', null, null, b.title, b.body, b.link, b.send_at, s.read_at
    from inbox_broadcasts b
    left join inbox_broadcast_states s on s.broadcast_id = b.id and s.user_id = ${r.userId}
    where ${targets(r)} and s.deleted_at is null`;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; the union's row shape is declared by the caller.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function unreadOf(db: DbOrTx, r: Reader): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select (
      (select count(*) from inbox_messages m
        where m.user_id = ${r.userId} and m.read_at is null and m.deleted_at is null
          and (m.kind = 'system' or ${r.shown(sql`m.created_at`)}))
      + (select count(*) from inbox_broadcasts b
        left join inbox_broadcast_states s on s.broadcast_id = b.id and s.user_id = ${r.userId}
        where ${targets(r)} and s.read_at is null and s.deleted_at is null)
    )::int as count`,
  );
  return Number(row?.count ?? 0);
}

export async function unreadCount(deps: Deps, userId: number): Promise<{ count: number }> {
  return { count: await unreadOf(deps.db, await readerOf(deps, deps.db, userId)) };
}

export async function listMail(
  deps: Deps,
  userId: number,
  page: number,
  pageSize: number,
  locale: Locale,
) {
  const r = await readerOf(deps, deps.db, userId);
  const list = await rows<MailRow>(
    deps.db,
    sql`select * from (${inboxOf(r)}) inbox
      order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [total] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from (${inboxOf(r)}) inbox`,
  );
  return {
    list: list.map((m) => presentMail(deps, m, locale)),
    total: Number(total?.n ?? 0),
    page,
    unread: await unreadOf(deps.db, r),
  };
}

/** `m12` -> message 12, `b3` -> broadcast 3; anything else is not found. */
function parseId(id: string): { kind: 'm' | 'b'; n: number } {
  if (!MAIL_ID_PATTERN.test(id)) throw notFound('mailNotFound');
  const n = Number(id.slice(1));
  if (!Number.isSafeInteger(n)) throw notFound('mailNotFound');
  return { kind: id[0] === 'm' ? 'm' : 'b', n };
}

/** The one message of this reader's inbox with this id, or not found (another player's too). */
async function oneOf(db: DbOrTx, r: Reader, id: string): Promise<MailRow> {
  const [row] = await rows<MailRow>(db, sql`select * from (${inboxOf(r)}) inbox where id = ${id}`);
  if (!row) throw notFound('mailNotFound');
  return row;
}

/** Opens a message and marks it read (once: the first read time stays). */
export async function readMail(
  deps: Deps,
  userId: number,
  id: string,
  locale: Locale,
): Promise<{ mail: MailItem; unread: number }> {
  const { kind, n } = parseId(id);
  return deps.db.transaction(async (tx) => {
    const r = await readerOf(deps, tx, userId);
    const row = await oneOf(tx, r, id);
    if (kind === 'm') {
      await tx.execute(
        sql`update inbox_messages set read_at = coalesce(read_at, ${r.now}::timestamptz)
          where id = ${n} and user_id = ${userId}`,
      );
    } else {
      await tx.execute(
        sql`insert into inbox_broadcast_states (broadcast_id, user_id, read_at)
          values (${n}, ${userId}, ${r.now}::timestamptz)
          on conflict (user_id, broadcast_id) do update
          set read_at = coalesce(inbox_broadcast_states.read_at, excluded.read_at)`,
      );
    }
    const mail = presentMail(deps, { ...row, read_at: row.read_at ?? r.now }, locale);
    return { mail, unread: await unreadOf(tx, r) };
  });
}

export async function readAllMail(deps: Deps, userId: number): Promise<{ unread: number }> {
  return deps.db.transaction(async (tx) => {
    const r = await readerOf(deps, tx, userId);
    await tx.execute(
      sql`update inbox_messages set read_at = ${r.now}::timestamptz
        where user_id = ${userId} and read_at is null and deleted_at is null`,
    );
    await tx.execute(
      sql`insert into inbox_broadcast_states (broadcast_id, user_id, read_at)
        select b.id, ${userId}, ${r.now}::timestamptz from inbox_broadcasts b where ${targets(r)}
        on conflict (user_id, broadcast_id) do update
        set read_at = coalesce(inbox_broadcast_states.read_at, excluded.read_at)`,
    );
    return { unread: await unreadOf(tx, r) };
  });
}

/** Deletes a message from this player's inbox (a broadcast stays for everyone else). */
export async function deleteMail(
  deps: Deps,
  userId: number,
  id: string,
): Promise<{ unread: number }> {
  const { kind, n } = parseId(id);
  return deps.db.transaction(async (tx) => {
    const r = await readerOf(deps, tx, userId);
    await oneOf(tx, r, id);
    if (kind === 'm') {
      await tx.execute(
        sql`update inbox_messages set deleted_at = ${r.now}::timestamptz
          where id = ${n} and user_id = ${userId} and deleted_at is null`,
      );
    } else {
      await tx.execute(
        sql`insert into inbox_broadcast_states (broadcast_id, user_id, deleted_at)
          values (${n}, ${userId}, ${r.now}::timestamptz)
          on conflict (user_id, broadcast_id) do update
          set deleted_at = coalesce(inbox_broadcast_states.deleted_at, excluded.deleted_at)`,
      );
    }
    return { unread: await unreadOf(tx, r) };
  });
}
