import {
  type api,
  LIMIT_REVIEW_AFTER_DAYS,
  type LimitKind,
  type LimitPeriod,
  type LimitsState,
  type LimitView,
  limitPeriods,
  moneyLimitKinds,
  type RequestOf,
} from '@cardroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { Session } from '../../http/router.js';
import { sessions } from '../auth/index.js';
import { heldOf } from '../deposits/index.js';
import { writeAudit } from '../operators/index.js';
import { change, checkValue, type Effective, effective, periodKey } from './rules.js';
import { type PlayerLimitRow, playerLimitProfiles, playerLimits } from './schema.js';
import { betsSince, depositsSince, periodOf } from './usage.js';

const DAY_MS = 86_400_000;

export async function limitRows(db: DbOrTx, userId: number): Promise<PlayerLimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
}

const rowOf = (rows: PlayerLimitRow[], kind: string, period: string) =>
  rows.find((r) => r.kind === kind && r.period === period);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every limit with what is used and left this period; limits never set show value null. */
export async function limitsState(deps: Deps, userId: number, db: DbOrTx = deps.db) {
  const now = deps.now();
  const rows = await limitRows(db, userId);
  // Two reads per period (deposits, and bets for both the wager and the loss limit), not one
  // per limit.
  const periods = [];
  for (const period of limitPeriods) {
    const p = periodOf(deps.market.code, now, period);
    periods.push({ period, p, used: await usedSince(db, userId, p.start) });
  }
  const views: LimitView[] = [];
  for (const kind of moneyLimitKinds) {
    for (const { period, p, used: usedBy } of periods) {
      const e = effective(rowOf(rows, kind, period), now);
      const used = usedBy[kind];
      views.push({
        ...present(kind, period, e),
        used,
        left: e.value === null ? null : Math.max(0, e.value - used),
        periodEnd: p.end.toISOString(),
      });
    }
  }
  const session = effective(rowOf(rows, 'session', 'session'), now);
  views.push({ ...present('session', null, session), used: 0, left: null, periodEnd: null });
  const [profile] = await db
    .select()
    .from(playerLimitProfiles)
    .where(eq(playerLimitProfiles.userId, userId));
  const hasDepositLimit = views.some((v) => v.kind === 'deposit' && v.value !== null);
  const reviewedAt = profile?.reviewedAt ?? null;
  const held = await heldOf(db, userId);
  const state: LimitsState = {
    limits: views,
    depositLimitOffer: !hasDepositLimit && !profile?.offerAnsweredAt,
    reviewDue:
      reviewedAt !== null &&
      now.getTime() - reviewedAt.getTime() > LIMIT_REVIEW_AFTER_DAYS * DAY_MS,
    reviewedAt: iso(reviewedAt),
    held: { ...held, releaseFrom: held.waiting > 0 ? releaseFrom(views) : null },
  };
  return state;
}

/**
 * When held money starts to be released: the end of the last period whose deposit limit is
 * used up (the release job runs every few minutes after it); null when every deposit limit
 * has room (or none is set), as the next run releases it.
 */
function releaseFrom(views: LimitView[]): string | null {
  let at: string | null = null;
  for (const v of views) {
    if (v.kind !== 'deposit' || v.left !== 0 || v.periodEnd === null) continue;
    if (at === null || v.periodEnd > at) at = v.periodEnd;
  }
  return at;
}

function present(kind: LimitKind, period: LimitPeriod | null, e: Effective) {
  return {
    kind,
    period,
    value: e.value,
    pendingValue: e.pendingValue,
    pendingRemove: e.pendingRemove,
    pendingAt: iso(e.pendingAt),
  };
}

type Used = Record<(typeof moneyLimitKinds)[number], number>;

/** What counts against each money limit since the period's start. */
async function usedSince(db: DbOrTx, userId: number, since: Date): Promise<Used> {
  const deposit = await depositsSince(db, userId, since);
  const bets = await betsSince(db, userId, since);
  return { deposit, wager: bets.wager, loss: bets.loss };
}

/**
 * One change, with its audit row, in one transaction (the row is locked, so two changes at
 * once apply one after the other). A lower session limit also shortens the player's open
 * sessions at once (their expiry becomes start + limit; every request already checks it).
 */
export async function setLimit(
  deps: Deps,
  session: Session,
  ip: string,
  input: Pick<RequestOf<typeof api.limitsSet>, 'kind' | 'period' | 'value'>,
) {
  const period = periodKey(input.kind, input.period);
  checkValue(input.kind, input.value, deps.market.currencyCode);
  const now = deps.now();
  const userId = session.userId;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.userId, userId),
          eq(playerLimits.kind, input.kind),
          eq(playerLimits.period, period),
        ),
      )
      .for('update');
    const before = effective(row, now);
    const after = change(before, input.value, now);
    await store(tx, userId, input.kind, period, after, now);
    if (input.kind === 'session' && after.value !== null && after.value !== before.value) {
      await capSessions(tx, userId, after.value);
    }
    await touchProfile(tx, userId, now, { reviewed: true, offer: input.kind === 'deposit' });
    await writeAudit(tx, now, {
      operatorId: null,
      actor: `player:${session.uid}`,
      ip,
      action: 'limits.set',
      target: `user:${session.uid}`,
      before: { ...present(input.kind, null, before), period },
      after: { ...present(input.kind, null, after), period },
    });
    return limitsState(deps, userId, tx);
  });
}

async function store(
  tx: Tx,
  userId: number,
  kind: LimitKind,
  period: string,
  e: Effective,
  now: Date,
): Promise<void> {
  const key = and(
    eq(playerLimits.userId, userId),
    eq(playerLimits.kind, kind),
    eq(playerLimits.period, period),
  );
  if (e.value === null && e.pendingAt === null) {
    await tx.delete(playerLimits).where(key);
    return;
  }
  const values = {
    value: e.value,
    pendingValue: e.pendingValue,
    pendingRemove: e.pendingRemove,
    pendingAt: e.pendingAt,
    updatedAt: now,
  };
  await tx
    .insert(playerLimits)
    .values({ userId, kind, period, ...values })
    .onConflictDoUpdate({
      target: [playerLimits.userId, playerLimits.kind, playerLimits.period],
      set: values,
    });
}

async function capSessions(tx: Tx, userId: number, minutes: number): Promise<void> {
  await tx
    .update(sessions)
    .set({
      expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + make_interval(mins => ${minutes}::int))`,
    })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}

async function touchProfile(
  tx: Tx,
  userId: number,
  now: Date,
  what: { reviewed: boolean; offer: boolean },
): Promise<void> {
  const set = {
    ...(what.reviewed ? { reviewedAt: now } : {}),
    ...(what.offer ? { offerAnsweredAt: now } : {}),
  };
  await tx
    .insert(playerLimitProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: playerLimitProfiles.userId, set });
}

/** The player declined the first-deposit offer, or reviewed the limits (asked again in 6 months). */
export async function acknowledge(
  deps: Deps,
  session: Session,
  ip: string,
  what: 'offer' | 'review',
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Declining the offer is also a review: the 6-monthly prompt starts from it.
    await touchProfile(tx, session.userId, now, { reviewed: true, offer: what === 'offer' });
    await writeAudit(tx, now, {
      operatorId: null,
      actor: `player:${session.uid}`,
      ip,
      action: what === 'offer' ? 'limits.declineOffer' : 'limits.review',
      target: `user:${session.uid}`,
      before: null,
      after: { at: now.toISOString() },
    });
    return limitsState(deps, session.userId, tx);
  });
}
