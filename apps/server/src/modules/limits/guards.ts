import { formatMoney, type LimitPeriod, limitPeriods, type MessageKey } from '@cardroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { BetAttempt, DepositAttempt } from '../../events.js';
import { badRequest } from '../../http/errors.js';
import { effective } from './rules.js';
import { playerLimits } from './schema.js';
import { betsSince, depositsSince, openDepositsSince, periodOf } from './usage.js';

const depositRefusal: Record<LimitPeriod, MessageKey> = {
  day: 'depositLimitDay',
  week: 'depositLimitWeek',
  month: 'depositLimitMonth',
};

interface InForce {
  userId: number;
  kind: string;
  period: LimitPeriod;
  value: number;
}

/**
 * The limits of some kinds in force now for some players, as (player, kind, period, value);
 * `lock` takes the rows in player order, so two batches never wait on each other in a cycle.
 */
async function inForce(
  tx: DbOrTx,
  deps: Deps,
  userIds: readonly number[],
  kinds: string[],
  lock: boolean,
): Promise<InForce[]> {
  const q = tx
    .select()
    .from(playerLimits)
    .where(and(inArray(playerLimits.userId, [...userIds]), inArray(playerLimits.kind, kinds)))
    .orderBy(playerLimits.userId, playerLimits.kind, playerLimits.period);
  const rows = lock ? await q.for('update') : await q;
  const now = deps.now();
  return rows
    .map((r) => ({
      userId: r.userId,
      kind: r.kind,
      period: r.period as LimitPeriod,
      value: effective(r, now).value,
    }))
    .filter((r): r is InForce => r.value !== null);
}

/**
 * Deposit order creation (deposits' guard, under the player's row lock, before the order and
 * the gateway): refuses an order that would take this period's credited deposits plus its
 * open orders past any deposit limit in force, saying the tightest one and what is left
 * under it (an expired order has been marked so before this runs, and frees its room).
 */
export async function depositGuard(deps: Deps, tx: Tx, attempt: DepositAttempt): Promise<void> {
  const limits = await inForce(tx, deps, [attempt.userId], ['deposit'], false);
  if (limits.length === 0) return;
  const now = deps.now();
  let worst: { period: LimitPeriod; value: number; left: number } | null = null;
  for (const period of limitPeriods) {
    const limit = limits.find((l) => l.period === period);
    if (!limit) continue;
    const since = periodOf(deps.market.code, now, period).start;
    const used =
      (await depositsSince(tx, attempt.userId, since)) +
      (await openDepositsSince(tx, attempt.userId, since));
    const left = Math.max(0, limit.value - used);
    if (worst === null || left < worst.left) worst = { period, value: limit.value, left };
  }
  if (worst === null || attempt.amount <= worst.left) return;
  const fmt = (v: number) => formatMoney(v, deps.market.code, attempt.locale);
  throw badRequest(depositRefusal[worst.period], {
    limit: fmt(worst.value),
    left: fmt(worst.left),
  });
}

/**
 * How much of a deposit credit (or a release of held money) may reach the playable balance:
 * what is left under the tightest deposit limit in force, the rest is held (deposits'
 * credit.ts). The player's deposit limit rows are locked first, so concurrent credits of one
 * player are counted one after the other (each sees the ones committed before it); a player
 * without a deposit limit takes none and gets it all.
 */
export async function depositCap(
  deps: Deps,
  tx: Tx,
  credit: { userId: number; amount: number },
): Promise<number> {
  const limits = await inForce(tx, deps, [credit.userId], ['deposit'], true);
  if (limits.length === 0) return credit.amount;
  const room = await depositRoom(deps, tx, credit.userId, limits);
  return Math.min(credit.amount, room);
}

/** What is left under the tightest of these deposit limits this period (never below 0). */
async function depositRoom(deps: Deps, tx: DbOrTx, userId: number, limits: InForce[]) {
  const now = deps.now();
  let room = Number.POSITIVE_INFINITY;
  for (const limit of limits) {
    const used = await depositsSince(
      tx,
      userId,
      periodOf(deps.market.code, now, limit.period).start,
    );
    room = Math.min(room, Math.max(0, limit.value - used));
  }
  return room;
}

/**
 * The seamless wallet's bet guard, for a batch of bets (one per player): locks the players'
 * loss and wager limits in one statement (so concurrent bets of one player are checked one at
 * a time) and refuses a stake that would take this period's wagers or losses past any of
 * them. A bet counts as lost in full until its win. Players without such a limit cost that one
 * read; only a player with one has their period's bets summed. House-game batches ask it only
 * about players with a loss or wager limit row (db/functions/limits_players_to_guard.sql, the
 * prefilter beside it in src/flows/round-settled.ts); the others' bets go in the batch's one statement.
 */
export async function betGuard(
  deps: Deps,
  tx: Tx,
  bets: readonly BetAttempt[],
): Promise<ReadonlySet<number>> {
  const refused = new Set<number>();
  const limits = await inForce(
    tx,
    deps,
    bets.map((b) => b.userId),
    ['loss', 'wager'],
    true,
  );
  if (limits.length === 0) return refused;
  const now = deps.now();
  for (const bet of bets) {
    const mine = limits.filter((l) => l.userId === bet.userId);
    for (const period of limitPeriods) {
      const here = mine.filter((l) => l.period === period);
      if (here.length === 0) continue;
      const used = await betsSince(tx, bet.userId, periodOf(deps.market.code, now, period).start);
      if (here.some((l) => (l.kind === 'wager' ? used.wager : used.loss) + bet.amount > l.value)) {
        refused.add(bet.userId);
        break;
      }
    }
  }
  return refused;
}

/** A new session of a player with a session limit lasts at most that long. */
export async function sessionCap(deps: Deps, db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, 'session')));
  const minutes = effective(row, deps.now()).value;
  return minutes === null ? null : minutes * 60_000;
}
