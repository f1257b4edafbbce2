import { birthdayProblem, type MarketCode } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import type { Deps } from '../../deps.js';
import type { SignupOrigin } from '../../events.js';
import { badRequest } from '../../http/errors.js';
import { newInviteCode, newUid } from './ids.js';
import { type UserRow, users } from './schema.js';

export interface NewUser {
  mobile?: string | null;
  passwordHash?: string | null;
  isGuest?: boolean;
  guestDevice?: string | null;
  googleSub?: string | null;
  email?: string;
  nickname?: string;
  avatar?: string;
  signupChannel: 'guest' | 'otp' | 'register' | 'oneClick' | 'google';
  referralCode?: string | undefined;
}

export class DuplicateUserError extends Error {
  constructor(readonly constraint: string) {
    super(`duplicate user: ${constraint}`);
  }
}

/**
 * Creates an account with a fresh uid and invite code (retrying the rare random clash), and
 * runs the sign-up flow (src/flows/user-registered.ts) in the same transaction, one transaction per attempt.
 * A clash on the caller's own unique fields (mobile, device, Google id) is reported as
 * DuplicateUserError so the caller can decide what it means. An unknown or disabled referral
 * code is ignored: the sign-up goes through without an inviter.
 */
export async function createUser(
  // The database and the sign-up flow (src/flows/user-registered.ts); a bench that only needs
  // accounts passes `{ db, flows: null }`.
  deps: Deps | { db: Deps['db']; flows: null },
  input: NewUser,
  origin: SignupOrigin = { device: '', address: '' },
  /**
   * Runs in the account's transaction right after the insert: a cap that refuses (throws) rolls
   * the account back, so the cap and the account are one step, and an insert that loses a race
   * (same device, same phone) never reaches it.
   */
  admit?: (tx: Tx) => Promise<void>,
): Promise<UserRow> {
  const { db } = deps;
  const referredBy = input.referralCode ? await inviterId(db, input.referralCode) : null;
  for (let attempt = 0; ; attempt++) {
    const uid = newUid();
    try {
      return await db.transaction(async (tx) => {
        const row = await insertUser(tx, input, uid, referredBy);
        await admit?.(tx);
        if (deps.flows !== null) await deps.flows.userRegistered(deps, tx, row, origin);
        return row;
      });
    } catch (err) {
      const dup = uniqueViolation(err);
      if (!dup) throw err;
      const ours = dup.constraint === 'users_uid_key' || dup.constraint === 'users_invite_code_key';
      if (!ours) throw new DuplicateUserError(dup.constraint);
      if (attempt >= 5) throw err;
    }
  }
}

async function insertUser(
  tx: Tx,
  input: NewUser,
  uid: string,
  referredBy: number | null,
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({
      uid,
      mobile: input.mobile ?? null,
      passwordHash: input.passwordHash ?? null,
      isGuest: input.isGuest ?? false,
      guestDevice: input.guestDevice ?? null,
      googleSub: input.googleSub ?? null,
      email: input.email ?? '',
      nickname: input.nickname ?? `Player${uid.slice(-5)}`,
      avatar: input.avatar ?? `avatar:${(Number(uid) % 8) + 1}`,
      inviteCode: newInviteCode(),
      referredBy,
      signupChannel: input.signupChannel,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The inviter of a referral code; a disabled account invites nobody. */
async function inviterId(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, code.trim().toUpperCase()), eq(users.disabled, false)))
    .limit(1);
  return row?.id ?? null;
}

export async function userById(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

export async function userByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function userByUid(db: DbOrTx, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
}

/**
 * The contract checks the YYYY-MM-DD shape; this checks it is a real calendar day, not in
 * the future and not before 1900, and that it makes the player at least 18 on today's date
 * in the market's time zone. An empty string (clearing the field) is fine.
 */
export function assertBirthday(value: string | undefined, now: Date, market: MarketCode): void {
  if (!value) return;
  const problem = birthdayProblem(value, market, now);
  if (problem?.key === 'birthdayUnder18') throw badRequest(problem.key, { age: problem.age });
  if (problem) throw badRequest(problem.key);
}
