import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/index.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Blocks or unblocks a player's sign-in inside the caller's transaction (the console writes
 * its audit row in the same one). Blocking ends every session of the player at once; sign-in
 * then refuses with `accountDisabled` (service.ts) and a kept token resolves to nobody
 * (sessions.ts). Answers false when the player was already in that state: nothing changed.
 */
export async function setSignInBlocked(tx: Tx, userId: number, blocked: boolean): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ disabled: blocked, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.disabled, !blocked)))
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  if (blocked) await revokeAllSessions(tx, userId);
  return true;
}
