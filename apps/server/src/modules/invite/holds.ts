import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { creditWaitingPairs } from './pairs.js';
import { inviteHolds } from './schema.js';

/** An inviter's hold as the audit log records it. */
export interface HoldState {
  held: boolean;
  heldAt: string | null;
}
/** Writes the audit row in the hold's own transaction (the console's or the CLI's). */
export type HoldAudit = (tx: Tx, before: HoldState, after: HoldState) => Promise<void>;

const NOT_HELD: HoldState = { held: false, heldAt: null };

/**
 * The operator's hold on a suspicious inviter, the one function behind the console's
 * Affiliates page and `npm run ops -- invite hold|release`: while held, the pair job still
 * grants their pairs (claimable, shown as such on the team list) but credits none, and their
 * agent rebate accrues but cannot be claimed. Lifting the hold pays the waiting pair rewards
 * at once (each in its own transaction, after the hold's); the accrued rebate waits for the
 * inviter's own claim. `changed` is false when the inviter was already in that state (no
 * audit row then). Concurrent calls: the insert and the delete are each conditional, so one
 * of them changes the row and the others answer `changed: false`.
 */
export async function setInviterHold(
  deps: Deps,
  inviterId: number,
  hold: boolean,
  audit?: HoldAudit,
): Promise<{ changed: boolean; heldAt: Date | null; credited: number }> {
  const at = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    if (hold) {
      const rows = await tx
        .insert(inviteHolds)
        .values({ inviterId, heldAt: at })
        .onConflictDoNothing()
        .returning({ heldAt: inviteHolds.heldAt });
      if (rows.length === 0) return false;
      await audit?.(tx, NOT_HELD, { held: true, heldAt: at.toISOString() });
      return true;
    }
    const rows = await tx
      .delete(inviteHolds)
      .where(eq(inviteHolds.inviterId, inviterId))
      .returning({ heldAt: inviteHolds.heldAt });
    const [gone] = rows;
    if (!gone) return false;
    await audit?.(tx, { held: true, heldAt: gone.heldAt.toISOString() }, NOT_HELD);
    return true;
  });
  const credited = hold ? 0 : await creditWaitingPairs(deps, inviterId);
  const [now] = await deps.db
    .select({ heldAt: inviteHolds.heldAt })
    .from(inviteHolds)
    .where(eq(inviteHolds.inviterId, inviterId));
  return { changed, heldAt: now?.heldAt ?? null, credited };
}

/** Holds an inviter's rewards; answers whether a hold began (false: held already). */
export async function holdInviter(
  deps: Deps,
  inviterId: number,
  audit?: HoldAudit,
): Promise<boolean> {
  return (await setInviterHold(deps, inviterId, true, audit)).changed;
}

/** Answers whether a hold was lifted and how many pair rewards it credited. */
export async function releaseInviter(
  deps: Deps,
  inviterId: number,
  audit?: HoldAudit,
): Promise<{ released: boolean; credited: number }> {
  const r = await setInviterHold(deps, inviterId, false, audit);
  return { released: r.changed, credited: r.credited };
}
