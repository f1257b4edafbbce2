import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { sha256Hex } from './crypto.js';
import { sessions } from './schema.js';

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
