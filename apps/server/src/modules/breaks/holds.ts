import type { Locale } from '@cardroom/contract';
import { and, eq, gt, inArray, isNotNull, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { sessions } from '../auth/index.js';
import type { SignupOrigin, UserRow } from '../users/index.js';
import { userById } from '../users/index.js';
import { bankAccountsOf } from '../withdrawals/index.js';
import { breakHolds, playerBreaks } from './schema.js';
import { refusedUntil } from './until.js';

/**
 * A break binds the person, not one account (issue 33: "Play as guest" on the break's own
 * screen opened a new account that could deposit at once). The app knows a person by the
 * devices they sign in from, their phone number, their Google account and their bank accounts;
 * a break holds each of them until it ends, and another account opened or signed in from a held
 * one, or adding a held bank account, is refused with the end date.
 */
export type HoldKind = 'device' | 'phone' | 'google' | 'bank';

export interface Identity {
  kind: HoldKind;
  value: string;
}

/** The identities of a new or signing-in account: its devices, phone and Google account. */
export function identitiesOf(
  user: Pick<UserRow, 'mobile' | 'guestDevice' | 'googleSub'> | null,
  devices: readonly (string | null | undefined)[],
): Identity[] {
  const found: Identity[] = [];
  for (const d of [...devices, user?.guestDevice]) {
    const value = d?.trim();
    if (value) found.push({ kind: 'device', value });
  }
  if (user?.mobile) found.push({ kind: 'phone', value: user.mobile });
  if (user?.googleSub) found.push({ kind: 'google', value: user.googleSub });
  return found;
}

/**
 * Holds every identity of the player until `endsAt`, in the break's transaction. A hold already
 * there keeps the later end (two players on one device: the longer break binds it).
 */
export async function holdIdentities(tx: Tx, userId: number, endsAt: Date): Promise<void> {
  const user = await userById(tx, userId);
  const devices = await tx
    .selectDistinct({ device: sessions.deviceNumber })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.deviceNumber)));
  const found = identitiesOf(
    user,
    devices.map((d) => d.device),
  );
  for (const value of await bankAccountsOf(tx, userId)) found.push({ kind: 'bank', value });
  await upsertHolds(tx, userId, found, endsAt);
}

async function upsertHolds(
  tx: Tx,
  userId: number,
  found: readonly Identity[],
  endsAt: Date,
): Promise<void> {
  if (found.length === 0) return;
  const unique = [...new Map(found.map((i) => [`${i.kind}:${i.value}`, i])).values()];
  await tx
    .insert(breakHolds)
    .values(unique.map((i) => ({ ...i, userId, endsAt })))
    .onConflictDoUpdate({
      target: [breakHolds.kind, breakHolds.value],
      set: {
        userId: sql`case when excluded.ends_at > ${breakHolds.endsAt} then excluded.user_id else ${breakHolds.userId} end`,
        endsAt: sql`greatest(${breakHolds.endsAt}, excluded.ends_at)`,
      },
    });
}

/** The latest end of a hold in force on any of `identities`, or null when none is held. */
export async function heldUntil(
  db: DbOrTx,
  identities: readonly Identity[],
  now: Date,
  /** The player asking: their own break's holds do not refuse them (their break does). */
  exceptUserId?: number,
): Promise<Date | null> {
  if (identities.length === 0) return null;
  const byKind = new Map<HoldKind, string[]>();
  for (const i of identities) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.value]);
  const [row] = await db
    .select({ until: max(breakHolds.endsAt) })
    .from(breakHolds)
    .where(
      and(
        gt(breakHolds.endsAt, now),
        exceptUserId === undefined ? undefined : ne(breakHolds.userId, exceptUserId),
        or(
          ...[...byKind].map(([kind, values]) =>
            and(eq(breakHolds.kind, kind), inArray(breakHolds.value, values)),
          ),
        ),
      ),
    );
  return row?.until ?? null;
}

/**
 * The sign-up check (src/flows/user-registered.ts, in the account's own transaction): an account opened
 * from a held device, phone number or Google account is refused, and rolls back whole.
 */
export async function refuseHeldSignup(
  deps: Deps,
  tx: Tx,
  user: UserRow,
  origin: SignupOrigin,
): Promise<void> {
  const until = await heldUntil(tx, identitiesOf(user, [origin.device]), deps.now(), user.id);
  if (until) throw refusedUntil(deps, 'breakHeld', until, origin.locale ?? 'en');
}

/**
 * The bank-card check (withdrawals' `bankCardSaved`, in the card's own transaction): another
 * player's bank account held by a break cannot be added until the break ends.
 */
export async function refuseHeldBankAccount(
  deps: Deps,
  tx: Tx,
  userId: number,
  locale: Locale,
): Promise<void> {
  const accounts = await bankAccountsOf(tx, userId);
  const identities = accounts.map((value) => ({ kind: 'bank' as const, value }));
  const until = await heldUntil(tx, identities, deps.now(), userId);
  if (until) throw refusedUntil(deps, 'breakHeld', until, locale);
}

/**
 * A phone bound or changed (withdrawals' `phoneBound` / `phoneChanged`, in the change's own
 * transaction). A number another player's break holds is refused until that break ends. When
 * the player is on a break, the break keeps binding the person: the new number and the one it
 * replaced are both held until the break ends, so neither opens another account meanwhile.
 */
export async function holdNewPhone(
  deps: Deps,
  tx: Tx,
  userId: number,
  locale: Locale,
  previousMobile: string | undefined,
): Promise<void> {
  const user = await userById(tx, userId);
  if (!user.mobile) return;
  const now = deps.now();
  const until = await heldUntil(tx, [{ kind: 'phone', value: user.mobile }], now, userId);
  if (until) throw refusedUntil(deps, 'breakHeld', until, locale);
  // The break row itself (not breaks/service's activeBreak, which imports this file).
  const [onBreak] = await tx
    .select({ endsAt: playerBreaks.endsAt })
    .from(playerBreaks)
    .where(
      and(
        eq(playerBreaks.userId, userId),
        gt(playerBreaks.endsAt, now),
        isNotNull(playerBreaks.kind),
      ),
    );
  if (!onBreak) return;
  await holdIdentities(tx, userId, onBreak.endsAt);
  if (previousMobile) {
    await upsertHolds(tx, userId, [{ kind: 'phone', value: previousMobile }], onBreak.endsAt);
  }
}
