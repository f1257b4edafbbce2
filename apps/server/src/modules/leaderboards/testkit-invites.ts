import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.js';
import { invitations } from '../invite/index.js';
import { fundedPlayer, type Player } from '../wallet-api/testkit.js';

/**
 * Invitational-ranks test helpers (imported only by *.test.ts files). The invite module owns
 * `invitations` and decides when an invitee is valid; these tests write the rows it would
 * write (an invitee who signed up with the inviter's code, then became valid at `validAt`).
 */

/** A real guest account invited by `inviter`, valid at `validAt` (null: not valid yet). */
export async function invitee(t: TestApp, inviter: Player, validAt: Date | null): Promise<Player> {
  const p = await fundedPlayer(t);
  await t.deps.db.insert(invitations).values({
    inviteeId: p.userId,
    inviterId: inviter.userId,
    createdAt: t.deps.now(),
    validAt,
    status: validAt ? 'pass' : 'under_review',
  });
  return p;
}

/** `n` invitees of `inviter`, each valid at `validAt`. */
export async function invitees(t: TestApp, inviter: Player, n: number, validAt: Date) {
  for (let i = 0; i < n; i++) await invitee(t, inviter, validAt);
}

/** What the invite module would do if an invitee stopped counting (e.g. held for abuse). */
export async function setValidAt(t: TestApp, p: Player, validAt: Date | null): Promise<void> {
  await t.deps.db.update(invitations).set({ validAt }).where(eq(invitations.inviteeId, p.userId));
}
