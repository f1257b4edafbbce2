import { type MarketPeriod, marketPeriod } from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { conflict, forbidden } from '../../http/errors.js';
import { periodIsFinal, refreshBoards, SETTLE_GRACE_MS } from '../leaderboards/index.js';
import { creditGrant, livePromotionOf } from '../promo/index.js';
import { closedPeriods, type PeriodJob, runDuePeriods } from '../schedule/index.js';
import { readSetting } from '../settings/index.js';
import { inviteHolds } from './schema.js';
import { inviteRulesSetting } from './settings.js';

/**
 * The agent rebate: `rebateBps` of the valid bets of all of an inviter's invitees, per market
 * day, read from `bet_days` (leaderboards module) once the day's count is final. One INSERT …
 * SELECT per day writes each inviter's claimable grant of the `agent_rebate` promotion (period
 * = the day, so a day accrues once per inviter); the inviter claims everything accrued with
 * `/invite/agent/receiveRebate`. Every invitee counts, valid or not: the rebate shares real
 * bets, so an invitee who never deposits (and so never bets) earns nothing.
 */
export const AGENT_REBATE_JOB_NAME = 'invite agent rebate';

/** Writes the day's claimable grants; answers how many inviters accrued something. */
export async function accrueAgentRebates(deps: Deps, tx: Tx, day: MarketPeriod): Promise<number> {
  const rules = await readSetting(tx, deps.market.code, inviteRulesSetting);
  if (!rules.live || rules.rebateBps === 0) return 0;
  const promotion = await livePromotionOf(
    tx,
    deps.market.code,
    'agent_rebate',
    new Date(day.end.getTime() - 1),
  );
  if (!promotion) return 0;
  const now = deps.now().toISOString();
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`with team as (
          select i.inviter_id, sum(b.valid_bet)::bigint as basis, count(*)::int as invitees
            from bet_days b join invitations i on i.invitee_id = b.user_id
           where b.day = ${day.key}::date
           group by i.inviter_id),
        paid as (
          select inviter_id, basis, invitees,
                 floor(basis::numeric * ${rules.rebateBps}::numeric / 10000)::bigint as amount
            from team)
        insert into promo_grants
          (promotion_id, user_id, period, state, amount, wagering_multiple, memo, created_at, claimable_at)
        select ${promotion.id}::bigint, inviter_id, ${day.key}, 'claimable', amount,
               ${promotion.wageringMultiple}::int,
               jsonb_build_object('basis', basis, 'bps', ${rules.rebateBps}::int, 'invitees', invitees),
               ${now}::timestamptz, ${now}::timestamptz
          from paid where amount > 0
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

function agentRebateJob(deps: Deps): PeriodJob {
  return {
    name: AGENT_REBATE_JOB_NAME,
    unit: 'day',
    catchUp: 7,
    work: async (tx, day) => {
      await accrueAgentRebates(deps, tx, day);
    },
  };
}

/**
 * The scheduler's run: every closed day up to the first whose bet count is not final yet (the
 * leaderboard job finalises a day SETTLE_GRACE_MS after it ends), each once. Answers the days
 * accrued by this run.
 */
export async function runAgentRebates(deps: Deps): Promise<string[]> {
  const market = deps.market.code;
  const settledBy = new Date(deps.now().getTime() - SETTLE_GRACE_MS);
  let dueBy = settledBy;
  for (const day of closedPeriods(market, 'day', settledBy, 7)) {
    if (!(await periodIsFinal(deps.db, market, day))) {
      dueBy = day.start;
      break;
    }
  }
  return runDuePeriods(deps.db, market, agentRebateJob(deps), dueBy);
}

/**
 * Sandbox: brings today's bet count up to date and accrues today so far without the day's claim
 * row (each inviter still accrues once per day: bets after this run earn nothing more that day).
 */
export async function accrueTodayNow(deps: Deps): Promise<number> {
  await refreshBoards(deps.db, deps.market.code, deps.now());
  const today = marketPeriod(deps.market.code, deps.now(), 'day');
  return deps.db.transaction((tx) => accrueAgentRebates(deps, tx, today));
}

export async function isHeld(db: DbOrTx, inviterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inviteHolds.inviterId })
    .from(inviteHolds)
    .where(eq(inviteHolds.inviterId, inviterId));
  return row !== undefined;
}

/**
 * `/invite/agent/receiveRebate`: credits every claimable agent-rebate grant of the inviter in
 * one transaction. The grants are locked first, so of concurrent claims one credits them and
 * the others, once it commits, find nothing left and are refused.
 */
export async function receiveRebate(
  deps: Deps,
  userId: number,
): Promise<{ amount: number; balance: number }> {
  return deps.db.transaction(async (tx) => {
    if (await isHeld(tx, userId)) throw forbidden('inviteRebateHeld');
    const grants = await rawRows<{ id: number | string }>(
      tx,
      sql`select g.id from promo_grants g
           where g.user_id = ${userId} and g.state = 'claimable'
             and g.promotion_id in (select id from promotions
                                     where market = ${deps.market.code} and kind = 'agent_rebate')
           order by g.id
           for update of g`,
    );
    let amount = 0;
    let balance: number | null = null;
    for (const g of grants) {
      const done = await creditGrant(deps, tx, {
        grantId: Number(g.id),
        userId,
        onBudgetSpent: 'refuse',
      });
      if (done) {
        amount += done.grant.amount;
        balance = done.balance;
      }
    }
    if (amount === 0 || balance === null) throw conflict('inviteRebateNothing');
    return { amount, balance };
  });
}
