import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Session } from '../../http/router.js';
import { users } from '../users/index.js';
import { newSessionToken, sha256Hex } from './crypto.js';
import { sessions } from './schema.js';

export interface SessionMeta {
  deviceNumber?: string | undefined;
  deviceName?: string | undefined;
  ip?: string | undefined;
  /** A session limited to what a break allows (modules/breaks). */
  withdrawOnly?: boolean | undefined;
}

export interface IssuedSession {
  sign: string;
  uid: string;
}

/** Starts a session: the token goes to the client once; only its hash is stored. */
export async function issueSession(
  db: DbOrTx,
  user: { id: number; uid: string },
  ttlMs: number,
  meta: SessionMeta,
): Promise<IssuedSession> {
  const sign = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(sign),
    userId: user.id,
    deviceNumber: meta.deviceNumber ?? null,
    deviceName: meta.deviceName ?? null,
    ip: meta.ip ?? null,
    withdrawOnly: meta.withdrawOnly ?? false,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return { sign, uid: user.uid };
}

/**
 * The statement every signed-in request runs, built once per database handle: drizzle's
 * builder costs more CPU than the query itself on this path (bench:live's profile, docs/
 * SCALING.md "Live tables"). Unnamed on purpose: PostgreSQL still parses it per call, so it
 * works through PgBouncer in transaction mode, which named prepared statements do not.
 */
const resolvers = new WeakMap<DbOrTx, ReturnType<typeof resolverOf>>();

function resolverOf(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      uid: users.uid,
      withdrawOnly: sessions.withdrawOnly,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    )
    .limit(1)
    .prepare('');
}

export async function resolveSession(db: DbOrTx, sign: string): Promise<Session | null> {
  let resolver = resolvers.get(db);
  if (!resolver) {
    resolver = resolverOf(db);
    resolvers.set(db, resolver);
  }
  const rows = await resolver.execute({ tokenHash: sha256Hex(sign) });
  return rows[0] ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Password changes end every session of the account, except optionally the one given. */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
