import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { readSetting } from '../settings/index.js';
import type { SignupOrigin, UserRow } from '../users/index.js';
import { users } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { type InvitationRow, invitations, inviteInviterTotals } from './schema.js';
import { type InviteRules, inviteRulesSetting } from './settings.js';

const DAY_MS = 86_400_000;

/**
 * Attribution (the sign-up's own transaction, src/flows/user-registered.ts): an account created with an
 * inviter (createUser resolved the referral code; an unknown or disabled code gave none) gets
 * its invitation row, with the sign-up's device number and client address for the caps. Never
 * the player themselves: a fresh account cannot carry its own new code, and the check stays.
 */
export async function recordInvitation(
  deps: Deps,
  tx: Tx,
  user: UserRow,
  origin: SignupOrigin,
): Promise<void> {
  if (user.referredBy === null || user.referredBy === user.id) return;
  const [made] = await tx
    .insert(invitations)
    .values({
      inviteeId: user.id,
      inviterId: user.referredBy,
      device: origin.device.slice(0, 200),
      address: origin.address.slice(0, 100),
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ inviterId: invitations.inviterId });
  if (made) await addToTotals(tx, made.inviterId, { invited: 1, valid: 0 });
}

/** Adds to an inviter's totals (the Affiliates list's sort), in the caller's transaction. */
async function addToTotals(tx: Tx, inviterId: number, add: { invited: number; valid: number }) {
  await tx
    .insert(inviteInviterTotals)
    .values({ inviterId, ...add })
    .onConflictDoUpdate({
      target: inviteInviterTotals.inviterId,
      set: {
        invited: sql`${inviteInviterTotals.invited} + ${add.invited}`,
        valid: sql`${inviteInviterTotals.valid} + ${add.valid}`,
      },
    });
}

/**
 * A deposit of an invitee was credited (the deposit's own transaction): adds it to the
 * invitation's deposit total (which also locks the row, so two deposits of one invitee are
 * evaluated one after the other) and checks whether the invitee is now valid.
 */
export async function onInviteeDeposit(
  deps: Deps,
  tx: Tx,
  userId: number,
  amount: number,
): Promise<void> {
  const [row] = await tx
    .update(invitations)
    .set({ depositTotal: sql`${invitations.depositTotal} + ${amount}` })
    .where(eq(invitations.inviteeId, userId))
    .returning();
  if (row) await evaluate(deps, tx, row);
}

/** The invitee bound a phone (the binding's own transaction): maybe valid now. */
export async function onInviteePhoneBound(deps: Deps, tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.inviteeId, userId))
    .for('update');
  if (row) await evaluate(deps, tx, row);
}

/**
 * Bets of invitees were accepted (the bets' own transaction; the play-money edition only, where
 * a friend counts by playing): those still under review are locked and checked.
 */
export async function onInviteeBets(
  deps: Deps,
  tx: Tx,
  bets: readonly { userId: number }[],
): Promise<void> {
  const ids = [...new Set(bets.map((b) => b.userId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const rows = await tx
    .select()
    .from(invitations)
    .where(and(inArray(invitations.inviteeId, ids), eq(invitations.status, 'under_review')))
    .orderBy(invitations.inviteeId)
    .for('update');
  for (const row of rows) await evaluate(deps, tx, row);
}

/**
 * The invitee's valid bets (minor units) from the invitation to the end of the window: the
 * bet rows themselves, so a bet counts exactly once and a rolled-back one not at all.
 */
async function validBetsInWindow(tx: Tx, row: InvitationRow, withinDays: number) {
  const [sum] = await tx
    .select({ total: sql<string | null>`sum(${walletTransactions.validAmount})` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, row.inviteeId),
        eq(walletTransactions.kind, 'bet'),
        inArray(walletTransactions.state, ['open', 'settled']),
        gte(walletTransactions.createdAt, row.createdAt),
        lt(walletTransactions.createdAt, new Date(row.createdAt.getTime() + withinDays * DAY_MS)),
      ),
    );
  return Number(sum?.total ?? 0);
}

/**
 * Whether an under-review invitee meets the rule now (time window, deposits or, in the
 * play-money edition, valid bets in coins, phone).
 */
async function meetsRule(
  deps: Deps,
  tx: Tx,
  row: InvitationRow,
  rules: InviteRules,
): Promise<boolean> {
  if (deps.now().getTime() > row.createdAt.getTime() + rules.withinDays * DAY_MS) return false;
  if (deps.config.edition === 'play') {
    if ((await validBetsInWindow(tx, row, rules.withinDays)) < rules.playMinValidBet) return false;
  } else if (row.depositTotal < rules.minDeposit) return false;
  if (!rules.needsPhone) return true;
  const [user] = await tx
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, row.inviteeId));
  return Boolean(user?.mobile);
}

/**
 * Under review → pass when the invitee meets the rule and both caps (device, address) have room
 * for one more valid invitee of this inviter; → reclaim when a cap is full (never rewardable,
 * not counted as valid). The row is locked by the caller, so this runs once per invitee.
 */
async function evaluate(deps: Deps, tx: Tx, row: InvitationRow): Promise<void> {
  if (row.status !== 'under_review') return;
  const rules = await readSetting(tx, deps.market.code, inviteRulesSetting);
  if (!(await meetsRule(deps, tx, row, rules))) return;
  const rewardable = await reserveCaps(tx, row, rules);
  const [changed] = await tx
    .update(invitations)
    .set(rewardable ? { status: 'pass', validAt: deps.now() } : { status: 'reclaim' })
    .where(and(eq(invitations.inviteeId, row.inviteeId), eq(invitations.status, 'under_review')))
    .returning({ inviterId: invitations.inviterId });
  if (changed && rewardable) await addToTotals(tx, changed.inviterId, { invited: 0, valid: 1 });
}

/**
 * Takes one place under each cap, atomically: a conditional upsert raises the count only while
 * it is under the cap (a concurrent one waits on the row and sees the new count). A device cap
 * taken when the address cap is full is given back in the same transaction. An empty device
 * number (a sign-up that sent none) is not capped by device; the address cap still applies.
 */
async function reserveCaps(tx: Tx, row: InvitationRow, rules: InviteRules): Promise<boolean> {
  const device = row.device !== '';
  if (device && !(await take(tx, row.inviterId, 'device', row.device, rules.maxPerDevice))) {
    return false;
  }
  if (await take(tx, row.inviterId, 'address', row.address, rules.maxPerAddress)) return true;
  if (device) {
    await tx.execute(
      sql`update invite_caps set count = count - 1
           where inviter_id = ${row.inviterId} and dimension = 'device' and value = ${row.device}`,
    );
  }
  return false;
}

async function take(
  tx: Tx,
  inviterId: number,
  dimension: 'device' | 'address',
  value: string,
  cap: number,
): Promise<boolean> {
  const rows = await rawRows<{ count: number }>(
    tx,
    sql`insert into invite_caps (inviter_id, dimension, value, count)
        values (${inviterId}, ${dimension}, ${value}, 1)
        on conflict (inviter_id, dimension, value)
        do update set count = invite_caps.count + 1 where invite_caps.count < ${cap}
        returning count`,
  );
  return rows.length > 0;
}

/**
 * Under-review invitees whose window has passed can no longer become valid: reclaim (the pair
 * job runs this each market day). Answers how many.
 */
export async function expireUnderReview(deps: Deps, tx: Tx, rules: InviteRules): Promise<number> {
  const before = new Date(deps.now().getTime() - rules.withinDays * DAY_MS);
  const rows = await tx
    .update(invitations)
    .set({ status: 'reclaim' })
    .where(and(eq(invitations.status, 'under_review'), lt(invitations.createdAt, before)))
    .returning({ id: invitations.inviteeId });
  return rows.length;
}
