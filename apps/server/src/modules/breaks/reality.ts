import { type RealityCheckSettings, realityCheckChoices } from '@cardroom/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import type { Session } from '../../http/router.js';
import { sessions } from '../auth/index.js';
import { writeAudit } from '../operators/index.js';
import { readSetting } from '../settings/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { realityChecks } from './schema.js';
import { realityCheckSetting } from './settings.js';

/** A less frequent reality check (or off) waits this long before it applies. */
export const LESS_FREQUENT_WAIT_MS = 24 * 3_600_000;

type Row = typeof realityChecks.$inferSelect;

/** The interval in force at `now`: a pending less frequent one applies once its time came. */
function minutesAt(row: Row, now: Date): number {
  if (row.pendingMinutes !== null && row.pendingAt && row.pendingAt <= now) {
    return row.pendingMinutes;
  }
  return row.minutes;
}

async function choicesOf(deps: Deps): Promise<{ choices: number[]; defaultMinutes: number }> {
  const rules = await readSetting(deps.db, deps.market.code, realityCheckSetting);
  const choices: number[] = [...realityCheckChoices];
  if (rules.allowOff) choices.push(0);
  return { choices, defaultMinutes: rules.defaultMinutes };
}

async function rowOf(deps: Deps, userId: number): Promise<Row | null> {
  const [row] = await deps.db.select().from(realityChecks).where(eq(realityChecks.userId, userId));
  return row ?? null;
}

function view(row: Row | null, now: Date, choices: number[], dflt: number): RealityCheckSettings {
  if (!row) return { minutes: dflt, pendingMinutes: null, pendingAt: null, choices };
  const due = row.pendingAt !== null && row.pendingAt <= now;
  return {
    minutes: minutesAt(row, now),
    pendingMinutes: due ? null : row.pendingMinutes,
    pendingAt: due || !row.pendingAt ? null : row.pendingAt.toISOString(),
    choices,
  };
}

export async function realityInfo(deps: Deps, userId: number): Promise<RealityCheckSettings> {
  const { choices, defaultMinutes } = await choicesOf(deps);
  return view(await rowOf(deps, userId), deps.now(), choices, defaultMinutes);
}

/** More frequent applies at once (and drops a pending change); less frequent or off waits 24 h. */
export async function setReality(
  deps: Deps,
  session: Session,
  minutes: number,
  ip: string,
): Promise<RealityCheckSettings> {
  const { choices, defaultMinutes } = await choicesOf(deps);
  if (!choices.includes(minutes)) throw badRequest('realityChoiceInvalid');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(realityChecks)
      .values({ userId: session.userId, minutes: defaultMinutes })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(realityChecks)
      .where(eq(realityChecks.userId, session.userId))
      .for('update');
    if (!row) throw new Error('reality-check row missing');
    const current = minutesAt(row, now);
    // 0 (off) is the least frequent of all.
    const lessFrequent = current !== 0 && (minutes === 0 || minutes > current);
    const next = lessFrequent
      ? {
          minutes: current,
          pendingMinutes: minutes,
          pendingAt: new Date(now.getTime() + LESS_FREQUENT_WAIT_MS),
        }
      : { minutes, pendingMinutes: null, pendingAt: null };
    await tx.update(realityChecks).set(next).where(eq(realityChecks.userId, session.userId));
    await writeAudit(tx, now, {
      operatorId: null,
      actor: `player:${session.uid}`,
      ip,
      action: 'breaks.realityCheck',
      target: `user:${session.uid}`,
      before: { minutes: current },
      after: lessFrequent
        ? { minutes: current, pending: minutes, at: next.pendingAt }
        : { minutes },
    });
  });
  return view(await rowOf(deps, session.userId), now, choices, defaultMinutes);
}

/**
 * The figures the reality check shows: time since this session signed in and the stakes and
 * returns of the bets placed since (rolled-back and refused bets left out).
 */
export async function sessionFigures(deps: Deps, session: Session) {
  const now = deps.now();
  const [s] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId));
  if (!s) throw new Error('session row missing');
  const [sum] = await deps.db
    .select({
      staked: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)`,
      returned: sql<string>`coalesce(sum(${walletTransactions.won}), 0)`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, session.userId),
        eq(walletTransactions.kind, 'bet'),
        inArray(walletTransactions.state, ['open', 'settled']),
        gte(walletTransactions.createdAt, s.createdAt),
      ),
    );
  const staked = Number(sum?.staked ?? 0);
  const returned = Number(sum?.returned ?? 0);
  const row = await rowOf(deps, session.userId);
  const { defaultMinutes } = await choicesOf(deps);
  const minutes = row ? minutesAt(row, now) : defaultMinutes;
  const elapsedMs = Math.max(0, now.getTime() - s.createdAt.getTime());
  return {
    startedAt: s.createdAt.toISOString(),
    minutesPlayed: Math.floor(elapsedMs / 60_000),
    staked,
    returned,
    net: returned - staked,
    nextCheckInSeconds: nextCheckIn(minutes, elapsedMs, row?.nextCheckAt ?? null, now),
  };
}

/**
 * Seconds to the next check: the next whole interval since sign-in, or a sandbox-set time
 * when it is still ahead (tests see the popup without waiting 15 minutes). Null when off.
 */
export function nextCheckIn(
  minutes: number,
  elapsedMs: number,
  sandboxAt: Date | null,
  now: Date,
): number | null {
  if (sandboxAt && sandboxAt > now) return Math.ceil((sandboxAt.getTime() - now.getTime()) / 1000);
  if (minutes === 0) return null;
  const period = minutes * 60_000;
  const next = (Math.floor(elapsedMs / period) + 1) * period;
  return Math.ceil((next - elapsedMs) / 1000);
}

/** Sandbox only: the player's next check is due in `seconds`. */
export async function setNextCheck(deps: Deps, userId: number, seconds: number): Promise<void> {
  const { defaultMinutes } = await choicesOf(deps);
  const at = new Date(deps.now().getTime() + seconds * 1000);
  await deps.db
    .insert(realityChecks)
    .values({ userId, minutes: defaultMinutes, nextCheckAt: at })
    .onConflictDoUpdate({ target: realityChecks.userId, set: { nextCheckAt: at } });
}
