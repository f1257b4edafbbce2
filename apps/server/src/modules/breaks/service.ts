import {
  type BreakPeriod,
  type BreakState,
  breakEndFrom,
  breakKindOf,
  type Locale,
} from '@cardroom/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { conflict, forbidden } from '../../http/errors.js';
import type { Session } from '../../http/router.js';
import { revokeAllSessions, type SignInAttempt } from '../auth/index.js';
import { writeAudit } from '../operators/index.js';
import { gameSessions } from '../wallet-api/index.js';
import { heldUntil, holdIdentities } from './holds.js';
import { playerBreaks } from './schema.js';
import { refusedUntil, untilText } from './until.js';

type BreakRow = typeof playerBreaks.$inferSelect;

/** Within this long, the same period asked again is a repeat of the break just taken. */
const REPEAT_MS = 60_000;

/** The player's break in force at `now`, or null (none yet, or it has ended). */
export async function activeBreak(db: DbOrTx, userId: number, now: Date): Promise<BreakRow | null> {
  const [row] = await db
    .select()
    .from(playerBreaks)
    .where(and(eq(playerBreaks.userId, userId), gt(playerBreaks.endsAt, now)));
  return row?.kind ? row : null;
}

export function breakStateOf(deps: Deps, row: BreakRow, locale: Locale): BreakState {
  return {
    kind: row.kind === 'exclusion' ? 'exclusion' : 'timeout',
    period: row.period as BreakPeriod,
    startedAt: (row.startedAt ?? row.endsAt).toISOString(),
    endsAt: row.endsAt.toISOString(),
    endsAtText: untilText(row.endsAt, deps.market.code, locale),
  };
}

/**
 * The sign-in gate (src/flows/sign-in.ts): on a break, sign-in is refused with the end date and
 * time, unless the player asks for the withdraw-only session.
 */
export async function breakGate(deps: Deps, attempt: SignInAttempt) {
  const now = deps.now();
  const row = await activeBreak(deps.db, attempt.userId, now);
  // Another account signing in from a device a break holds is the same person (holds.ts).
  const held =
    !row && attempt.deviceNumber
      ? await heldUntil(
          deps.db,
          [{ kind: 'device', value: attempt.deviceNumber }],
          now,
          attempt.userId,
        )
      : null;
  const refusal = row
    ? refusedUntil(deps, 'breakActive', row.endsAt, attempt.locale)
    : held
      ? refusedUntil(deps, 'breakHeld', held, attempt.locale)
      : null;
  if (!refusal) return 'full' as const;
  if (attempt.purpose === 'withdraw') return 'withdrawOnly' as const;
  throw refusal;
}

/**
 * Starts a break at once: the player's row is created if missing and locked, a shorter break
 * than the one in force is refused, then the break, the end of every session and the audit
 * row commit together.
 */
export async function startBreak(
  deps: Deps,
  session: Session,
  period: BreakPeriod,
  ctx: { ip: string; locale: Locale },
): Promise<BreakState> {
  const now = deps.now();
  const endsAt = breakEndFrom(now, period);
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .insert(playerBreaks)
      .values({ userId: session.userId, endsAt: new Date(0) })
      .onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(playerBreaks)
      .where(eq(playerBreaks.userId, session.userId))
      .for('update');
    if (!before) throw new Error('break row missing');
    const inForce = before.kind !== null && before.endsAt > now;
    // A repeat of the same choice within a minute (a double tap, requests racing) ends a few
    // seconds later but is the same break, not a longer one: refused like a shorter one.
    const repeat =
      before.period === period && now.getTime() - (before.startedAt?.getTime() ?? 0) < REPEAT_MS;
    if (inForce && (repeat || before.endsAt.getTime() >= endsAt.getTime())) {
      throw conflict('breakCannotShorten', {
        until: untilText(before.endsAt, deps.market.code, ctx.locale),
      });
    }
    const [after] = await tx
      .update(playerBreaks)
      .set({
        kind: breakKindOf(period),
        period,
        // Lengthening keeps the break's first day: it is one break from then to the new end.
        startedAt: inForce ? (before.startedAt ?? now) : now,
        endsAt,
      })
      .where(eq(playerBreaks.userId, session.userId))
      .returning();
    if (!after) throw new Error('break row missing');
    // The break binds the person: their devices, phone and Google account, until it ends.
    await holdIdentities(tx, session.userId, endsAt);
    await revokeAllSessions(tx, session.userId);
    // An open game page's session ends too: no bet is taken from it after this.
    await tx
      .update(gameSessions)
      .set({ expiresAt: now })
      .where(and(eq(gameSessions.userId, session.userId), gt(gameSessions.expiresAt, now)));
    await writeAudit(tx, now, {
      operatorId: null,
      actor: `player:${session.uid}`,
      ip: ctx.ip,
      action: 'breaks.start',
      target: `user:${session.uid}`,
      before: inForce
        ? { kind: before.kind, period: before.period, endsAt: before.endsAt.toISOString() }
        : null,
      after: { kind: after.kind, period: after.period, endsAt: after.endsAt.toISOString() },
    });
    return after;
  });
  return breakStateOf(deps, row, ctx.locale);
}

/** Promotions stop during a break: a grant, claim or payout for the player is refused. */
export async function refusePromoDuringBreak(deps: Deps, db: DbOrTx, userId: number) {
  if (await activeBreak(db, userId, deps.now())) throw forbidden('breakNoPromotions');
}

/**
 * The inbox's marketing filter: an operator message sent while the player's latest break was
 * in force is never shown to them (during the break or after it).
 */
export function notSentDuringBreak(userId: number, sentAt: SQL): SQL {
  return sql`not exists (select 1 from player_breaks pb
    where pb.user_id = ${userId} and pb.kind is not null
      and ${sentAt} >= pb.started_at and ${sentAt} < pb.ends_at)`;
}
