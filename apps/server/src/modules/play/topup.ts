import { type api, marketPeriod, type ResultOf, type TopUpKind } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { ledgerTransactions } from '../ledger/index.js';
import { readSetting } from '../settings/index.js';
import { giveBack, reserve, used, type WindowRule } from '../throttle/index.js';
import { playTopUpSetting } from './settings.js';

type TopUpState = ResultOf<typeof api.playTopUpInfo>;

/**
 * The play-money edition's free coins. The daily top-up is once per market day: its ledger
 * key names the day, so a second claim (or fifty at once) replays and moves nothing. The
 * low-balance top-up is offered while the balance is under the threshold, at most N times a
 * market day: each claim reserves a slot first (a conditional upsert that answers the count,
 * throttle module), then credits; a failed credit gives the slot back.
 */

const DAY_SECONDS = 86_400;

/**
 * The throttle windows are cut at UTC midnight; shifting the clock by the market's offset
 * makes a window one market day (the same day `marketPeriod` names).
 */
function marketClock(deps: Deps, now: Date): Date {
  const day = marketPeriod(deps.market.code, now, 'day');
  const offsetMs = Date.parse(`${day.key}T00:00:00Z`) - day.start.getTime();
  return new Date(now.getTime() + offsetMs);
}

function lowRule(max: number): WindowRule {
  return { bucket: 'topup:low', windowSeconds: DAY_SECONDS, max };
}

/** Refuses in the real-money edition: free coins there would be free money. */
function assertPlay(deps: Deps): void {
  if (deps.config.edition !== 'play') throw forbidden('playOnly');
}

export async function topUpState(deps: Deps, userId: number): Promise<TopUpState> {
  assertPlay(deps);
  const now = deps.now();
  const rules = await readSetting(deps.db, deps.market.code, playTopUpSetting);
  const day = marketPeriod(deps.market.code, now, 'day');
  const balance = await deps.ledger.balance(deps.db, userId, 'cash');
  const [daily] = await deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, dailyKey(userId, day.key)));
  const usedToday = await used(
    deps.db,
    lowRule(rules.lowMaxPerDay),
    String(userId),
    marketClock(deps, now),
  );
  return {
    balance,
    daily: { amount: rules.daily, claimed: daily !== undefined },
    low: {
      amount: rules.lowBalance,
      threshold: rules.threshold,
      usedToday,
      maxPerDay: rules.lowMaxPerDay,
      available: balance < rules.threshold && usedToday < rules.lowMaxPerDay,
    },
    nextDayAt: day.end.toISOString(),
  };
}

function dailyKey(userId: number, day: string): string {
  return `topup:daily:${userId}:${day}`;
}

/** Credits one top-up; answers the amount credited. */
export async function claimTopUp(deps: Deps, userId: number, kind: TopUpKind): Promise<number> {
  assertPlay(deps);
  const now = deps.now();
  const rules = await readSetting(deps.db, deps.market.code, playTopUpSetting);
  const day = marketPeriod(deps.market.code, now, 'day');
  if (kind === 'daily') {
    const posted = await credit(deps, userId, rules.daily, dailyKey(userId, day.key), kind);
    if (posted.replayed) throw conflict('topUpDailyClaimed');
    return rules.daily;
  }
  const balance = await deps.ledger.balance(deps.db, userId, 'cash');
  if (balance >= rules.threshold) {
    throw badRequest('topUpNotLow', { threshold: coins(rules.threshold) });
  }
  const slot = await reserve(
    deps.db,
    lowRule(rules.lowMaxPerDay),
    String(userId),
    marketClock(deps, now),
  );
  if (!slot.ok) throw conflict('topUpLowCapReached', { max: rules.lowMaxPerDay });
  try {
    await credit(
      deps,
      userId,
      rules.lowBalance,
      `topup:low:${userId}:${day.key}:${slot.count}`,
      kind,
    );
  } catch (err) {
    await giveBack(deps.db, slot);
    throw err;
  }
  return rules.lowBalance;
}

function credit(deps: Deps, userId: number, amount: number, key: string, kind: TopUpKind) {
  return deps.ledger.post({
    key,
    type: 'gift',
    userId,
    reference: key,
    memo: { topUp: kind },
    postings: [
      { account: { userId, kind: 'cash' }, amount },
      { account: { house: 'play_topups' }, amount: -amount },
    ],
  });
}

/** Whole coins for a message, without separators (the message is built before its language). */
function coins(minor: number): string {
  return String(Math.floor(minor / 100));
}
