import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { sha256Hex } from './crypto.js';
import { sessions } from './schema.js';

/**
 * Answers the longest a new session of this player may last (ms), or null for no cap: a
 * player's session-time limit. Asked once per sign-in (never per request): the cap becomes
 * the session's expiry, which every request already checks.
 */
export type SessionCap = (db: DbOrTx, userId: number) => Promise<number | null>;

const capsByApp = new WeakMap<Deps, SessionCap[]>();

export function onSessionIssue(deps: Deps, cap: SessionCap): void {
  capsByApp.set(deps, [...(capsByApp.get(deps) ?? []), cap]);
}

/**
 * 'sessionLimitEnded' when this sign's session ended by reaching a cap (it expired, was not
 * ended by sign-out, and lasted clearly less than the configured session time), else null.
 */
export async function signedOutReason(
  deps: Deps,
  sign: string,
): Promise<'sessionLimitEnded' | null> {
  const [s] = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(sign)));
  if (!s || s.revokedAt !== null || s.expiresAt.getTime() > Date.now()) return null;
  const lasted = s.expiresAt.getTime() - s.createdAt.getTime();
  return lasted < deps.config.sessionTtlMs - 60_000 ? 'sessionLimitEnded' : null;
}

/** The configured session time, shortened by any cap a module sets for this player. */
export async function sessionTtlFor(deps: Deps, userId: number): Promise<number> {
  let ttl = deps.config.sessionTtlMs;
  for (const cap of capsByApp.get(deps) ?? []) {
    const ms = await cap(deps.db, userId);
    if (ms !== null) ttl = Math.min(ttl, ms);
  }
  return ttl;
}
