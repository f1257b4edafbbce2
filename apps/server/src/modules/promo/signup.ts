import {
  type api,
  type Locale,
  message,
  type PromoMine,
  type ResultOf,
  type SignupState,
  type SignupTaskKind,
} from '@cardroom/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
import { type UserRow, userById } from '../users/index.js';
import { walletTransactions } from '../wallet-api/index.js';
import { creditGrant, livePromotionOf, newClaimableGrant, textIn } from './engine.js';
import { type SignupRules, signupRules } from './rules.js';
import { type PromoGrantRow, type PromotionRow, promoGrants, promoTaskTicks } from './schema.js';

/**
 * Sign-up bonus (kind `signup`, page SignupBonus; SPEC.md §4, §9). A player who registered
 * while the promotion was live has `windowHours` (24) from registration to do every task; the
 * moment the last one is done inside that window the reward becomes a claimable grant (period
 * `signup`, so once per player and promotion), kept `keepDays` (7) and then expired by the
 * daily expiry job. Players registered before the promotion started are not eligible.
 *
 * Ticks: bind phone and withdraw password come from the withdrawals module's security events,
 * the first deposit from the deposit credit's event, all in the event's own transaction. Rounds
 * are counted from the player's bet rows when the player's standing is read (page, Promo tab,
 * claim): bets settle inside the `wallet_bet` SQL function, and the count is one indexed query
 * (wallet_tx_user_bets_idx) bounded by the window and the target, so it is exact even when a
 * process dies after a bet commits, which a listener after the wallet call could miss. The
 * tick then carries the time of the bet that reached the target, not the time it was read.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const PERIOD = 'signup';

export interface SignupStanding {
  promotion: PromotionRow;
  rules: SignupRules;
  registeredAt: Date;
  windowEndsAt: Date;
  eligible: boolean;
  ticks: Map<SignupTaskKind, Date>;
  roundsPlayed: number;
  /** valid_bet: the valid bets inside the window so far (minor units, capped at the target). */
  validBet: number;
  grant: PromoGrantRow | null;
  state: SignupState;
}

const windowEndOf = (user: UserRow, rules: SignupRules) =>
  new Date(user.createdAt.getTime() + rules.windowHours * HOUR_MS);

const isEligible = (user: UserRow, promotion: PromotionRow) =>
  user.createdAt.getTime() >= promotion.startsAt.getTime();

async function ticksOf(tx: Tx, promotionId: number, userId: number) {
  const rows = await tx
    .select({ task: promoTaskTicks.task, doneAt: promoTaskTicks.doneAt })
    .from(promoTaskTicks)
    .where(and(eq(promoTaskTicks.promotionId, promotionId), eq(promoTaskTicks.userId, userId)));
  return new Map(rows.map((r) => [r.task as SignupTaskKind, r.doneAt]));
}

async function tick(tx: Tx, promotionId: number, userId: number, task: SignupTaskKind, at: Date) {
  await tx
    .insert(promoTaskTicks)
    .values({ promotionId, userId, task, doneAt: at })
    .onConflictDoNothing();
}

/** The times of the player's accepted bets inside [from, to), oldest first, at most `limit`. */
async function betTimes(tx: Tx, userId: number, from: Date, to: Date, limit: number) {
  const rows = await tx
    .select({ at: walletTransactions.createdAt })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.kind, 'bet'),
        inArray(walletTransactions.state, ['open', 'settled']),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
      ),
    )
    .orderBy(asc(walletTransactions.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/**
 * The player's valid bets inside [from, to) (minor units, capped at `target`) and, once they
 * reach `target`, the time of the bet that reached it: one query over the bet rows, ordered by
 * time with a running sum (wallet_tx_user_bets_idx), exact like the rounds.
 */
async function validBetsIn(tx: Tx, userId: number, from: Date, to: Date, target: number) {
  const rows = await rawRows<{ total: string | number | null; reached_at: string | Date | null }>(
    tx,
    sql`with bets as (
          select created_at,
                 sum(valid_amount) over (order by created_at, id) as running
            from ${walletTransactions}
           where user_id = ${userId} and kind = 'bet' and state in ('open', 'settled')
             and created_at >= ${from.toISOString()}::timestamptz
             and created_at < ${to.toISOString()}::timestamptz)
        select (select max(running) from bets) as total,
               (select min(created_at) from bets where running >= ${target}) as reached_at`,
  );
  const row = rows[0];
  return {
    total: Math.min(Number(row?.total ?? 0), target),
    reachedAt: row?.reached_at ? new Date(row.reached_at) : null,
  };
}

async function grantOf(tx: Tx, promotionId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.promotionId, promotionId),
        eq(promoGrants.userId, userId),
        eq(promoGrants.period, PERIOD),
      ),
    );
  return row ?? null;
}

function stateOf(s: Omit<SignupStanding, 'state'>, now: Date): SignupState {
  if (!s.eligible) return 'notEligible';
  const g = s.grant;
  if (g) {
    if (g.state === 'credited') return 'claimed';
    if (g.state === 'claimable' && (!g.expiresAt || g.expiresAt > now)) return 'claimable';
    // Expired, or cancelled (ending a promotion cancels its waiting grants; the page then
    // no longer finds the promotion live, so this is only a safe answer).
    return 'expired';
  }
  return now >= s.windowEndsAt ? 'windowPassed' : 'open';
}

/**
 * The player's standing in a live sign-up promotion, bringing it up to date in `tx`: the phone
 * given at registration ticks `bind_phone` at registration, the rounds are counted, and when
 * every task is ticked inside the window the grant is created (once, by its unique key).
 */
async function refresh(
  deps: Deps,
  tx: Tx,
  promotion: PromotionRow,
  user: UserRow,
): Promise<SignupStanding> {
  const now = deps.now();
  const rules = signupRules.parse(promotion.rules);
  const registeredAt = user.createdAt;
  const windowEndsAt = windowEndOf(user, rules);
  const eligible = isEligible(user, promotion);
  const base = { promotion, rules, registeredAt, windowEndsAt, eligible };
  if (!eligible) {
    const s = { ...base, ticks: new Map(), roundsPlayed: 0, validBet: 0, grant: null };
    return { ...s, state: stateOf(s, now) };
  }
  let ticks = await ticksOf(tx, promotion.id, user.id);
  let roundsPlayed = 0;
  let validBet = 0;
  for (const task of rules.tasks) {
    if (task.kind === 'bind_phone' && !ticks.has('bind_phone') && user.mobile) {
      // Registered with a phone (sign-up by code or phone and password): bound from the start.
      if (user.signupChannel === 'register' || user.signupChannel === 'otp') {
        await tick(tx, promotion.id, user.id, 'bind_phone', registeredAt);
      }
    }
    if (task.kind === 'play_rounds') {
      const until = now < windowEndsAt ? now : windowEndsAt;
      const times = await betTimes(tx, user.id, registeredAt, until, task.rounds);
      roundsPlayed = times.length;
      const reached = times[task.rounds - 1];
      if (reached && !ticks.has('play_rounds')) {
        await tick(tx, promotion.id, user.id, 'play_rounds', reached);
      }
    }
    if (task.kind === 'valid_bet') {
      const until = now < windowEndsAt ? now : windowEndsAt;
      const bets = await validBetsIn(tx, user.id, registeredAt, until, task.amount);
      validBet = bets.total;
      if (bets.reachedAt && !ticks.has('valid_bet')) {
        await tick(tx, promotion.id, user.id, 'valid_bet', bets.reachedAt);
      }
    }
  }
  ticks = await ticksOf(tx, promotion.id, user.id);
  let grant = await grantOf(tx, promotion.id, user.id);
  const doneTimes = rules.tasks.map((t) => ticks.get(t.kind));
  if (!grant && doneTimes.every((d) => d !== undefined)) {
    const completedAt = new Date(Math.max(...doneTimes.map((d) => (d as Date).getTime())));
    grant =
      (await newClaimableGrant(tx, {
        promotion,
        userId: user.id,
        period: PERIOD,
        amount: rules.reward,
        now: completedAt,
        expiresAt: new Date(completedAt.getTime() + rules.keepDays * DAY_MS),
        memo: { tasks: rules.tasks.map((t) => t.kind) },
      })) ?? (await grantOf(tx, promotion.id, user.id));
  }
  const s = { ...base, ticks, roundsPlayed, validBet, grant };
  return { ...s, state: stateOf(s, now) };
}

/** The live sign-up promotion and the player's standing in it. */
export async function signupStanding(deps: Deps, tx: Tx, userId: number): Promise<SignupStanding> {
  const promotion = await livePromotionOf(tx, deps.market.code, 'signup', deps.now());
  if (!promotion) throw notFound('promoUnavailable');
  return refresh(deps, tx, promotion, await userById(tx, userId));
}

/**
 * A task's event (phone bound, withdraw password set, deposit credited), inside the event's own
 * transaction: ticks it if the player is inside their window, then creates the grant if that
 * was the last task.
 */
export async function onTaskDone(
  deps: Deps,
  tx: Tx,
  userId: number,
  task: SignupTaskKind,
): Promise<void> {
  const now = deps.now();
  const promotion = await livePromotionOf(tx, deps.market.code, 'signup', now);
  if (!promotion) return;
  const rules = signupRules.parse(promotion.rules);
  if (!rules.tasks.some((t) => t.kind === task)) return;
  const user = await userById(tx, userId);
  if (!isEligible(user, promotion) || now >= windowEndOf(user, rules)) return;
  await tick(tx, promotion.id, userId, task, now);
  await refresh(deps, tx, promotion, user);
}

type SignupInfo = ResultOf<typeof api.signupInfo>;

export async function signupInfo(deps: Deps, userId: number, locale: Locale): Promise<SignupInfo> {
  const s = await deps.db.transaction((tx) => signupStanding(deps, tx, userId));
  return {
    promotionId: String(s.promotion.id),
    title: textIn(s.promotion.title, locale),
    rules: textIn(s.promotion.rulesText, locale),
    state: s.state,
    reward: s.rules.reward,
    wageringMultiple: s.promotion.wageringMultiple,
    tasks: s.rules.tasks.map((t) => {
      const target = t.kind === 'play_rounds' ? t.rounds : t.kind === 'valid_bet' ? t.amount : 0;
      const doneAt = s.ticks.get(t.kind) ?? null;
      const progress =
        t.kind === 'play_rounds' ? s.roundsPlayed : t.kind === 'valid_bet' ? s.validBet : 0;
      return {
        kind: t.kind,
        target,
        current: doneAt ? target : progress,
        doneAt: doneAt ? doneAt.toISOString() : null,
      };
    }),
    registeredAt: s.registeredAt.toISOString(),
    windowEndsAt: s.windowEndsAt.toISOString(),
    grant: s.grant
      ? {
          grantId: String(s.grant.id),
          state: s.grant.state as 'claimable' | 'credited' | 'expired' | 'cancelled',
          expiresAt: s.grant.expiresAt ? s.grant.expiresAt.toISOString() : null,
          creditedAt: s.grant.creditedAt ? s.grant.creditedAt.toISOString() : null,
        }
      : null,
  };
}

const tasksLeft = (s: SignupStanding) => s.rules.tasks.filter((t) => !s.ticks.has(t.kind)).length;

/**
 * Claims the reward: the standing is brought up to date and the grant credited in one
 * transaction; the engine's conditional update credits it once however many claims race.
 */
export async function claimSignup(deps: Deps, userId: number) {
  return deps.db.transaction(async (tx) => {
    const s = await signupStanding(deps, tx, userId);
    if (!s.eligible) throw badRequest('signupNotEligible');
    if (!s.grant) {
      if (s.state === 'windowPassed') {
        throw badRequest('signupWindowPassed', { hours: s.rules.windowHours });
      }
      throw badRequest('signupTasksLeft', { left: tasksLeft(s) });
    }
    const credited = await creditGrant(deps, tx, {
      grantId: s.grant.id,
      userId,
      onBudgetSpent: 'refuse',
    });
    if (!credited) throw notFound('grantNotFound');
    return { amount: credited.grant.amount, balance: credited.balance };
  });
}

/** The card state for /promo/list. */
export async function signupMine(deps: Deps, userId: number, locale: Locale): Promise<PromoMine> {
  const s = await deps.db.transaction((tx) => signupStanding(deps, tx, userId));
  const none: PromoMine = { state: 'none', text: '', amount: 0, grantId: null, progress: null };
  const total = s.rules.tasks.length;
  const done = total - tasksLeft(s);
  switch (s.state) {
    case 'notEligible':
      return { ...none, text: message('signupNotEligible', locale) };
    case 'open':
      return {
        ...none,
        state: 'progress',
        text: message('signupTasksDone', locale, { done, total }),
        progress: { current: done, target: total },
      };
    case 'claimable':
      return {
        ...none,
        state: 'claimable',
        text: message('promoRewardWaiting', locale),
        amount: s.rules.reward,
        grantId: s.grant ? String(s.grant.id) : null,
      };
    case 'claimed':
      // The card's own "Claimed" label says it all.
      return { ...none, state: 'claimed' };
    case 'expired':
      return { ...none, text: message('grantExpired', locale) };
    case 'windowPassed':
      return {
        ...none,
        text: message('signupWindowPassed', locale, { hours: s.rules.windowHours }),
      };
  }
}
