import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { users } from '../users/index.js';
import type { SYSTEM_MAIL } from './present.js';
import {
  type BiText,
  inboxBroadcastRecipients,
  inboxBroadcastStates,
  inboxBroadcasts,
  inboxMessages,
} from './schema.js';

/**
 * Writes an event's message in the event's own transaction, once per `eventKey` (a replayed
 * event writes nothing). Stored as a key and parameters, put into words when read.
 */
export async function sendSystemMail(
  deps: Deps,
  tx: Tx,
  m: {
    userId: number;
    eventKey: string;
    key: (typeof SYSTEM_MAIL)[keyof typeof SYSTEM_MAIL];
    params: Record<string, string | number>;
    link: string;
  },
): Promise<void> {
  await tx
    .insert(inboxMessages)
    .values({
      userId: m.userId,
      kind: 'system',
      eventKey: m.eventKey,
      msgKey: m.key,
      params: m.params,
      link: m.link,
      createdAt: deps.now(),
    })
    .onConflictDoNothing();
}

export interface OperatorMail {
  title: BiText;
  body: BiText;
  /** An app path (`/pages/…`) or empty. */
  link: string;
}

export interface Segment {
  /** A saved segment's players (console Players), taken now; no other bound goes with it. */
  saved?: { id: number; name: string; userIds: readonly number[] } | undefined;
  vipMin?: number | undefined;
  vipMax?: number | undefined;
  signedUpFrom?: Date | undefined;
  signedUpTo?: Date | undefined;
}

const TITLE_MAX = 80;
const BODY_MAX = 2_000;

/** Operator input is checked before anything is written; the reason names the field. */
export function checkMail(m: OperatorMail): void {
  for (const lang of ['en', 'id'] as const) {
    const title = m.title[lang].trim();
    const body = m.body[lang].trim();
    if (!title || title.length > TITLE_MAX) {
      throw new OperatorError(`--title-${lang} must be 1 to ${TITLE_MAX} characters`);
    }
    if (!body || body.length > BODY_MAX) {
      throw new OperatorError(`--body-${lang} must be 1 to ${BODY_MAX} characters`);
    }
  }
  // Only a path inside the app: a message never sends a player to another site.
  if (m.link && !/^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_%.-]*)?$/.test(m.link)) {
    throw new OperatorError('--link must be an app path such as /pages/wallet/Deposit');
  }
}

function checkSegment(s: Segment): void {
  if (s.saved && (s.vipMin ?? s.vipMax ?? s.signedUpFrom ?? s.signedUpTo) !== undefined) {
    throw new OperatorError('a saved segment goes alone, without VIP or sign-up bounds');
  }
  for (const v of [s.vipMin, s.vipMax]) {
    if (v !== undefined && (!Number.isInteger(v) || v < 0 || v > 100)) {
      throw new OperatorError('VIP levels are whole numbers from 0');
    }
  }
  if (s.vipMin !== undefined && s.vipMax !== undefined && s.vipMin > s.vipMax) {
    throw new OperatorError('--vip-min is above --vip-max');
  }
  if (s.signedUpFrom && s.signedUpTo && s.signedUpFrom >= s.signedUpTo) {
    throw new OperatorError('--signed-up-from must be before --signed-up-to');
  }
}

/**
 * An operator's message to one player (by uid), both languages stored. `audit` runs in the
 * write's own transaction (the console's audit row).
 */
export async function sendToPlayer(
  deps: Deps,
  uid: string,
  m: OperatorMail,
  audit?: (tx: Tx, row: typeof inboxMessages.$inferSelect) => Promise<void>,
) {
  checkMail(m);
  const [u] = await deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
  if (!u) throw new OperatorError(`no player with uid ${uid}`);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values({ userId: u.id, kind: 'operator', ...m, createdAt: deps.now() })
      .returning();
    if (!row) throw new Error('message vanished');
    await audit?.(tx, row);
    return row;
  });
}

/**
 * A message to a segment of the market (or everyone), now or at `sendAt`: one row, whatever
 * the number of players (they read it through the fan-out on read, mailbox.ts).
 */
export async function broadcast(
  deps: Deps,
  m: OperatorMail & { segment: Segment; sendAt?: Date | undefined; by: string },
  audit?: (tx: Tx, row: BroadcastRow) => Promise<void>,
) {
  checkMail(m);
  checkSegment(m.segment);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxBroadcasts)
      .values({
        market: deps.market.code,
        title: m.title,
        body: m.body,
        link: m.link,
        vipMin: m.segment.vipMin ?? null,
        vipMax: m.segment.vipMax ?? null,
        signedUpFrom: m.segment.signedUpFrom ?? null,
        signedUpTo: m.segment.signedUpTo ?? null,
        savedSegment: m.segment.saved?.name ?? null,
        savedSegmentId: m.segment.saved?.id ?? null,
        sendAt: m.sendAt ?? now,
        createdBy: m.by,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('broadcast vanished');
    const ids = m.segment.saved?.userIds ?? [];
    // In slices: one statement per 5,000 players, each a single array parameter.
    for (let i = 0; i < ids.length; i += 5_000) {
      await tx.execute(sql`insert into ${inboxBroadcastRecipients} (broadcast_id, user_id)
        select ${row.id}, u from unnest(${`{${ids.slice(i, i + 5_000).join(',')}}`}::bigint[]) u`);
    }
    await audit?.(tx, row);
    return row;
  });
}

/** Stops a broadcast: players no longer see it (scheduled or already sent). */
export async function cancelBroadcast(
  deps: Deps,
  id: number,
  audit?: (tx: Tx, row: BroadcastRow) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    // Conditional on "not cancelled yet": of two cancels at once, one acts and one is refused.
    const [row] = await tx
      .update(inboxBroadcasts)
      .set({ cancelledAt: deps.now() })
      .where(
        and(
          eq(inboxBroadcasts.id, id),
          eq(inboxBroadcasts.market, deps.market.code),
          isNull(inboxBroadcasts.cancelledAt),
        ),
      )
      .returning();
    if (!row) throw new OperatorError(`no active broadcast #${id}`);
    await audit?.(tx, row);
    return row;
  });
}

type BroadcastRow = typeof inboxBroadcasts.$inferSelect;

/**
 * Players a segment reaches if sent now (the console's preview before sending). Checked like
 * a broadcast's segment.
 */
export async function segmentReach(deps: Deps, segment: Segment): Promise<number> {
  checkSegment(segment);
  if (segment.saved) return segment.saved.userIds.length;
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      segmentOf({
        sendAt: deps.now(),
        vipMin: segment.vipMin ?? null,
        vipMax: segment.vipMax ?? null,
        signedUpFrom: segment.signedUpFrom ?? null,
        signedUpTo: segment.signedUpTo ?? null,
      }),
    );
  return Number(row?.n ?? 0);
}

/** Players in a broadcast's segment today (a count over users, for the operator only). */
function segmentOf(
  b: Pick<BroadcastRow, 'sendAt' | 'vipMin' | 'vipMax' | 'signedUpFrom' | 'signedUpTo'>,
): SQL {
  return and(
    lte(users.createdAt, b.sendAt),
    b.vipMin === null ? undefined : gte(users.vipLevel, b.vipMin),
    b.vipMax === null ? undefined : lte(users.vipLevel, b.vipMax),
    b.signedUpFrom === null ? undefined : gte(users.createdAt, b.signedUpFrom),
    b.signedUpTo === null ? undefined : lt(users.createdAt, b.signedUpTo),
  ) as SQL;
}

/** The market's broadcasts, newest first, with how many players it targets, read and deleted it. */
export async function listBroadcasts(deps: Deps, limit = 50) {
  const list = await deps.db
    .select()
    .from(inboxBroadcasts)
    .where(eq(inboxBroadcasts.market, deps.market.code))
    .orderBy(desc(inboxBroadcasts.sendAt), desc(inboxBroadcasts.id))
    .limit(limit);
  const out = [];
  for (const b of list) {
    const [reach] =
      b.savedSegment === null
        ? await deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(segmentOf(b))
        : await deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(inboxBroadcastRecipients)
            .where(eq(inboxBroadcastRecipients.broadcastId, b.id));
    const [acts] = await deps.db
      .select({
        read: sql<number>`count(${inboxBroadcastStates.readAt})::int`,
        deleted: sql<number>`count(${inboxBroadcastStates.deletedAt})::int`,
      })
      .from(inboxBroadcastStates)
      .where(eq(inboxBroadcastStates.broadcastId, b.id));
    out.push({
      ...b,
      players: Number(reach?.n ?? 0),
      read: Number(acts?.read ?? 0),
      deleted: Number(acts?.deleted ?? 0),
    });
  }
  return out;
}

/**
 * How many broadcasts (sent, scheduled or cancelled) went to each saved segment, by segment id:
 * the console says so before a segment is deleted. Segments without one are absent.
 */
export async function broadcastsPerSavedSegment(deps: Deps): Promise<Map<number, number>> {
  const rows = await deps.db
    .select({ id: inboxBroadcasts.savedSegmentId, n: sql<number>`count(*)::int` })
    .from(inboxBroadcasts)
    .where(
      and(eq(inboxBroadcasts.market, deps.market.code), isNotNull(inboxBroadcasts.savedSegmentId)),
    )
    .groupBy(inboxBroadcasts.savedSegmentId);
  return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const])));
}

/** A player's own messages for the operator, newest first. */
export async function playerMessages(deps: Deps, uid: string, limit = 50) {
  const [u] = await deps.db.select({ id: users.id }).from(users).where(eq(users.uid, uid));
  if (!u) throw new OperatorError(`no player with uid ${uid}`);
  return deps.db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, u.id))
    .orderBy(desc(inboxMessages.createdAt), asc(inboxMessages.id))
    .limit(limit);
}
