import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

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

/** The configured session time, shortened by any cap a module sets for this player. */
export async function sessionTtlFor(deps: Deps, userId: number): Promise<number> {
  let ttl = deps.config.sessionTtlMs;
  for (const cap of capsByApp.get(deps) ?? []) {
    const ms = await cap(deps.db, userId);
    if (ms !== null) ttl = Math.min(ttl, ms);
  }
  return ttl;
}
