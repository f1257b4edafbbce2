import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { creditWaitingPairs } from './pairs.js';
import { inviteHolds } from './schema.js';

/**
 * The operator's hold on a suspicious inviter (`npm run ops -- invite hold|release`): while
 * held, the pair job still grants their pairs (claimable, shown as such on the team list) but
 * credits none, and their agent rebate accrues but cannot be claimed. Release pays the waiting
 * pair rewards at once; the accrued rebate waits for the inviter's own claim.
 */
export async function holdInviter(deps: Deps, inviterId: number): Promise<boolean> {
  const rows = await deps.db
    .insert(inviteHolds)
    .values({ inviterId, heldAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: inviteHolds.inviterId });
  return rows.length > 0;
}

/** Answers whether a hold was lifted and how many pair rewards it credited. */
export async function releaseInviter(
  deps: Deps,
  inviterId: number,
): Promise<{ released: boolean; credited: number }> {
  const rows = await deps.db
    .delete(inviteHolds)
    .where(eq(inviteHolds.inviterId, inviterId))
    .returning({ id: inviteHolds.inviterId });
  const credited = await creditWaitingPairs(deps, inviterId);
  return { released: rows.length > 0, credited };
}
