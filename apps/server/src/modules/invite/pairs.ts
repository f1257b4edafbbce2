import type { MarketPeriod } from '@cardroom/contract';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { creditGrant, livePromotionOf, newClaimableGrant } from '../promo/index.js';
import { type PeriodJob, runDuePeriods } from '../schedule/index.js';
import { readSetting } from '../settings/index.js';
import { invitations } from './schema.js';
import { inviteRulesSetting } from './settings.js';
import { expireUnderReview } from './valid.js';

/**
 * The pair rewards (SPEC.md §9: "reward for every 2 valid invited users, sent at 5:00 GMT+5.5
 * the next morning").
 *
 * Once per market day D, from `payoutHour` (market time) of the day after, the day's claim row
 * is taken (schedule module: once across instances, catching up a week of downtime) and, in that
 * one transaction, each inviter's valid invitees still waiting (status pass, valid before D
 * ended) are paired two by two, oldest first, at most `dailyPairCap` pairs per inviter: each
 * pair gets a claimable grant of the `invite` promotion with period `pair-<n>` (n = the
 * inviter's pair number, so no rerun or second instance can grant a pair twice) and its two
 * invitees move to claimable with that pair number. An odd one waits (pass) for a partner.
 * Then the grants are credited in batches (`for update skip locked`), except for inviters the
 * operator holds: credited → the pair's invitees show claim; the budget spent → reclaim.
 */
export const PAIR_JOB_NAME = 'invite pair rewards';
const CREDIT_BATCH = 100;

/** The invite promotion paying now (budget, wagering multiple, records); null: nothing pays. */
function invitePromotion(db: DbOrTx, deps: Deps) {
  return livePromotionOf(db, deps.market.code, 'invite', deps.now());
}

/**
 * Grants the pairs of valid invitees who were valid before `validBefore`; answers the number of
 * pairs granted. Runs inside the caller's transaction (the day's claim row, or a sandbox run).
 */
export async function grantPairs(deps: Deps, tx: Tx, validBefore: Date): Promise<number> {
  const rules = await readSetting(tx, deps.market.code, inviteRulesSetting);
  await expireUnderReview(deps, tx, rules);
  if (!rules.live) return 0;
  const promotion = await invitePromotion(tx, deps);
  if (!promotion) return 0;
  const waiting = await tx
    .select({ inviteeId: invitations.inviteeId, inviterId: invitations.inviterId })
    .from(invitations)
    .where(and(eq(invitations.status, 'pass'), lt(invitations.validAt, validBefore)))
    .orderBy(asc(invitations.inviterId), asc(invitations.validAt), asc(invitations.inviteeId))
    .for('update');
  const byInviter = new Map<number, number[]>();
  for (const w of waiting) {
    const list = byInviter.get(w.inviterId) ?? [];
    list.push(w.inviteeId);
    byInviter.set(w.inviterId, list);
  }
  let granted = 0;
  for (const [inviterId, invitees] of byInviter) {
    const pairs = Math.min(Math.floor(invitees.length / 2), rules.dailyPairCap);
    if (pairs === 0) continue;
    let n = await lastPairNo(tx, inviterId);
    for (let i = 0; i < pairs; i++) {
      const pair = invitees.slice(2 * i, 2 * i + 2);
      n += 1;
      const grant = await newClaimableGrant(tx, {
        promotion,
        userId: inviterId,
        period: `pair-${n}`,
        amount: rules.rewardPerPair,
        now: deps.now(),
        memo: { invitees: pair, validBefore: validBefore.toISOString() },
      });
      // A grant of that number already exists only if pair numbers were written outside this
      // path; the pair stays waiting rather than be numbered twice.
      if (!grant) break;
      await tx
        .update(invitations)
        .set({ status: 'claimable', pairNo: n })
        .where(and(inArray(invitations.inviteeId, pair), eq(invitations.status, 'pass')));
      granted++;
    }
  }
  return granted;
}

async function lastPairNo(tx: Tx, inviterId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(${invitations.pairNo})` })
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), isNotNull(invitations.pairNo)));
  return Number(row?.n ?? 0);
}

/**
 * Credits one claimable pair grant and moves its invitees on (claim, or reclaim when the
 * budget could not pay it). Answers whether it was credited.
 */
export async function creditPair(
  deps: Deps,
  tx: Tx,
  grant: { id: number; userId: number; period: string },
): Promise<boolean> {
  const done = await creditGrant(deps, tx, {
    grantId: grant.id,
    userId: grant.userId,
    onBudgetSpent: 'cancel',
  });
  const pairNo = Number(grant.period.replace('pair-', ''));
  await tx
    .update(invitations)
    .set({ status: done ? 'claim' : 'reclaim' })
    .where(and(eq(invitations.inviterId, grant.userId), eq(invitations.pairNo, pairNo)));
  return done !== null;
}

/** Claimable pair grants of the market, of inviters not held, locked for this transaction. */
function waitingPairGrants(tx: Tx, deps: Deps, inviterId: number | null) {
  const one = inviterId === null ? sql`` : sql` and g.user_id = ${inviterId}`;
  return rawRows<{ id: number | string; user_id: number | string; period: string }>(
    tx,
    sql`select g.id, g.user_id, g.period from promo_grants g
         where g.state = 'claimable'
           and g.promotion_id in (select id from promotions
                                   where market = ${deps.market.code} and kind = 'invite')
           and not exists (select 1 from invite_holds h where h.inviter_id = g.user_id)${one}
         order by g.id limit ${CREDIT_BATCH}
         for update of g skip locked`,
  );
}

/**
 * Credits the waiting pair grants (all inviters, or one on release), CREDIT_BATCH per
 * transaction; answers how many were credited.
 */
export async function creditWaitingPairs(deps: Deps, inviterId: number | null = null) {
  let credited = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const grants = await waitingPairGrants(tx, deps, inviterId);
      let paid = 0;
      for (const g of grants) {
        const grant = { id: Number(g.id), userId: Number(g.user_id), period: g.period };
        if (await creditPair(deps, tx, grant)) paid++;
      }
      return { seen: grants.length, paid };
    });
    credited += batch.paid;
    if (batch.seen < CREDIT_BATCH) return credited;
  }
}

/** The day's job: pairs valid before the day ended. */
function pairDayJob(deps: Deps): PeriodJob {
  return {
    name: PAIR_JOB_NAME,
    unit: 'day',
    catchUp: 7,
    work: async (tx, period: MarketPeriod) => {
      await grantPairs(deps, tx, period.end);
    },
  };
}

/**
 * What the scheduler runs: each closed market day is due at `payoutHour` the morning after
 * (so "now minus payoutHour hours" past the day's end); then the credits. Answers the days
 * granted by this run and the pairs credited.
 */
export async function runPairRewards(deps: Deps): Promise<{ days: string[]; credited: number }> {
  const rules = await readSetting(deps.db, deps.market.code, inviteRulesSetting);
  const dueBy = new Date(deps.now().getTime() - rules.payoutHour * 3_600_000);
  const days = await runDuePeriods(deps.db, deps.market.code, pairDayJob(deps), dueBy);
  const credited = await creditWaitingPairs(deps);
  return { days, credited };
}

/**
 * Sandbox: pairs every valid invitee now (today's too) without taking a day's claim row, so
 * testers need not wait for 05:00; each pair is still granted once (`pair-<n>`).
 */
export async function runPairsNow(deps: Deps): Promise<{ granted: number; credited: number }> {
  const granted = await deps.db.transaction((tx) =>
    grantPairs(deps, tx, new Date(deps.now().getTime() + 1)),
  );
  const credited = await creditWaitingPairs(deps);
  return { granted, credited };
}
