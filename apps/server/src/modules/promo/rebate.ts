import {
  type api,
  applyBps,
  type Locale,
  type MarketPeriod,
  marketPeriod,
  type RebateRecord,
  type ResultOf,
} from '@cardroom/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows, type Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { type PeriodJob, runDuePeriods } from '../schedule/index.js';
import { creditGrant, livePromotionOf, textIn } from './engine.js';
import { type RebateRules, rebateRules } from './rules.js';
import { type PromotionRow, promoGrants, promotions } from './schema.js';

/**
 * Rebate (kind `rebate`, pages RebatePromo and CashbackRecord, "Daily Rebate" records).
 *
 * The basis of a market day is the player's net game loss on the bets placed that day (stakes
 * of accepted bets minus the wins paid on them, so a bet at 23:59 local belongs to its day
 * whenever it settles), capped at the deposits credited that day: only lost deposited money
 * earns cashback, and a deposit withdrawn again, or a winning day, earns nothing. The rebate is
 * `bps` of the basis, at most `dailyCap`, and nothing when the basis is under `minBasis` (such
 * days get no grant and so no record).
 *
 * Once per closed market day (after SETTLE_GRACE_MS, so rounds dealt at 23:59 have settled),
 * the day's claim row is taken and one INSERT … SELECT computes every player's basis and writes
 * all of the day's grants as claimable, in that one short transaction (no player's balance is
 * touched, so it holds no locks anyone else waits for). The grants are then credited in
 * batches of CREDIT_BATCH per transaction (`for update skip locked`, so two instances share the
 * work and never credit one twice); a crash between the two leaves claimable grants that the
 * next run credits. Budget: through `creditGrant`, a grant the budget cannot pay is cancelled.
 */

/** Rounds dealt just before midnight settle (or are rolled back) within this; same as the leaderboards'. */
export const REBATE_SETTLE_GRACE_MS = 10 * 60_000;
/** Grants credited per transaction: short transactions, a few hundred statements each. */
const CREDIT_BATCH = 100;
export const REBATE_JOB_NAME = 'promo rebate';

type RebateInfo = ResultOf<typeof api.rebateInfo>;

/**
 * One statement: each player's basis for [start, end), grouped by player. `userId` narrows it
 * to one player (the info page's estimate).
 */
function basisQuery(period: MarketPeriod, userId: number | null): SQL {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const onePlayer = userId === null ? sql`` : sql` and user_id = ${userId}`;
  return sql`bets as (
      select user_id, sum(amount - won)::bigint as loss
        from wallet_transactions
       where kind = 'bet' and state in ('open', 'settled') and user_id is not null
         and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz${onePlayer}
       group by user_id),
    deposits as (
      select user_id, sum(amount)::bigint as deposited
        from deposit_orders
       where status = 'success' and user_id in (select user_id from bets where loss > 0)
         and arrived_at >= ${start}::timestamptz and arrived_at < ${end}::timestamptz
       group by user_id),
    basis as (
      select b.user_id, least(b.loss, d.deposited) as basis
        from bets b join deposits d on d.user_id = b.user_id
       where b.loss > 0)`;
}

/** What a basis pays under the rules (the same arithmetic as the job's SQL). */
export function rebateFor(basis: number, rules: RebateRules): number {
  if (basis <= 0 || basis < rules.minBasis) return 0;
  return Math.min(applyBps(basis, rules.bps), rules.dailyCap);
}

/** The live rebate promotion at the last instant of `period` (so a day is paid by what ran on it). */
function promotionFor(db: DbOrTx, deps: Deps, period: MarketPeriod) {
  return livePromotionOf(db, deps.market.code, 'rebate', new Date(period.end.getTime() - 1));
}

/** Writes the day's grants (claimable) for every player whose basis pays; answers how many. */
export async function grantRebates(deps: Deps, tx: Tx, period: MarketPeriod): Promise<number> {
  const promotion = await promotionFor(tx, deps, period);
  if (!promotion) return 0;
  const rules = rebateRules.parse(promotion.rules);
  const now = deps.now().toISOString();
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`with ${basisQuery(period, null)},
      paid as (
        select user_id, basis,
               least(floor(basis::numeric * ${rules.bps}::numeric / 10000),
                     ${rules.dailyCap}::numeric)::bigint as amount
          from basis where basis >= ${rules.minBasis}::bigint)
      insert into promo_grants
        (promotion_id, user_id, period, state, amount, wagering_multiple, memo, created_at, claimable_at)
      select ${promotion.id}::bigint, user_id, ${period.key}, 'claimable', amount,
             ${promotion.wageringMultiple}::int,
             jsonb_build_object('basis', basis, 'bps', ${rules.bps}::int),
             ${now}::timestamptz, ${now}::timestamptz
        from paid where amount > 0
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}

/** The once-a-day job: grants for each closed market day (catching up a week of downtime). */
export function rebateDayJob(deps: Deps): PeriodJob {
  return {
    name: REBATE_JOB_NAME,
    unit: 'day',
    catchUp: 7,
    work: async (tx, period) => {
      await grantRebates(deps, tx, period);
    },
  };
}

/**
 * Credits the market's waiting rebate grants, CREDIT_BATCH per transaction; answers how many
 * were credited (a grant the budget cannot pay is cancelled instead).
 */
export async function creditWaitingRebates(deps: Deps): Promise<number> {
  let credited = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const grants = await rawRows<{ id: number | string; user_id: number | string }>(
        tx,
        sql`select g.id, g.user_id from promo_grants g
             where g.state = 'claimable'
               and g.promotion_id in (select id from promotions
                                       where market = ${deps.market.code} and kind = 'rebate')
             order by g.id limit ${CREDIT_BATCH}
             for update of g skip locked`,
      );
      let paid = 0;
      for (const g of grants) {
        const done = await creditGrant(deps, tx, {
          grantId: Number(g.id),
          userId: Number(g.user_id),
          onBudgetSpent: 'cancel',
        });
        if (done) paid++;
      }
      return { seen: grants.length, paid };
    });
    credited += batch.paid;
    if (batch.seen < CREDIT_BATCH) return credited;
  }
}

/**
 * What the scheduler runs: grants for every closed day whose settle grace has passed, then the
 * credits. Answers the days granted by this run and the grants it credited.
 */
export async function runRebates(deps: Deps): Promise<{ days: string[]; credited: number }> {
  const settledBy = new Date(deps.now().getTime() - REBATE_SETTLE_GRACE_MS);
  const days = await runDuePeriods(deps.db, deps.market.code, rebateDayJob(deps), settledBy);
  const credited = await creditWaitingRebates(deps);
  return { days, credited };
}

/**
 * Sandbox: pays a market day so far (today included) without taking the job's claim row, so
 * testers need not wait for midnight. Each player is still paid once per day (the grant's
 * unique key): a player paid early keeps that grant when the job closes the day, and later
 * bets of that day earn them nothing more; players without a grant are paid by the job.
 */
export async function runRebateDayNow(deps: Deps, day: MarketPeriod) {
  const granted = await deps.db.transaction((tx) => grantRebates(deps, tx, day));
  const credited = await creditWaitingRebates(deps);
  return { granted, credited };
}

/** One player's basis for a day (a query by player through the per-player indexes). */
async function basisOf(db: DbOrTx, userId: number, period: MarketPeriod): Promise<number> {
  const [row] = await rawRows<{ basis: number | string }>(
    db,
    sql`with ${basisQuery(period, userId)} select basis from basis`,
  );
  return Number(row?.basis ?? 0);
}

async function livePromotion(deps: Deps): Promise<{ promotion: PromotionRow; rules: RebateRules }> {
  const promotion = await livePromotionOf(deps.db, deps.market.code, 'rebate', deps.now());
  if (!promotion) throw notFound('promoUnavailable');
  return { promotion, rules: rebateRules.parse(promotion.rules) };
}

export async function rebateInfo(
  deps: Deps,
  userId: number | null,
  locale: Locale,
): Promise<RebateInfo> {
  const { promotion, rules } = await livePromotion(deps);
  const today = marketPeriod(deps.market.code, deps.now(), 'day');
  const yesterday = marketPeriod(deps.market.code, new Date(today.start.getTime() - 1), 'day');
  let estimate: RebateInfo['yesterday'] = null;
  if (userId !== null) {
    const basis = await basisOf(deps.db, userId, yesterday);
    estimate = {
      day: yesterday.key,
      basis,
      amount: rebateFor(basis, rules),
      belowMinimum: basis > 0 && basis < rules.minBasis,
    };
  }
  return {
    promotionId: String(promotion.id),
    title: textIn(promotion.title, locale),
    rules: textIn(promotion.rulesText, locale),
    bps: rules.bps,
    dailyCap: rules.dailyCap,
    minBasis: rules.minBasis,
    wageringMultiple: promotion.wageringMultiple,
    yesterday: estimate,
  };
}

const RECORD_STATE = {
  credited: 'credited',
  claimable: 'pending',
  cancelled: 'cancelled',
} as const;
type RecordedState = keyof typeof RECORD_STATE;

/** The player's rebate days (any rebate promotion of the market), newest first. */
export async function rebateRecords(
  deps: Deps,
  userId: number,
  q: { page: number; pageSize: number },
): Promise<{ list: RebateRecord[]; total: number; page: number }> {
  const where = and(
    eq(promoGrants.userId, userId),
    inArray(promoGrants.state, Object.keys(RECORD_STATE)),
    inArray(
      promoGrants.promotionId,
      deps.db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.market, deps.market.code), eq(promotions.kind, 'rebate'))),
    ),
  );
  // One after the other: the same connection on PGlite.
  const rows = await deps.db
    .select()
    .from(promoGrants)
    .where(where)
    .orderBy(desc(promoGrants.period), desc(promoGrants.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await deps.db.select({ n: count() }).from(promoGrants).where(where);
  return {
    list: rows.map((g) => ({
      day: g.period,
      basis: Number(g.memo.basis ?? 0),
      bps: Number(g.memo.bps ?? 0),
      amount: g.amount,
      state: RECORD_STATE[g.state as RecordedState],
      creditedAt: g.creditedAt ? g.creditedAt.toISOString() : null,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
  };
}

/** The Promo tab card: yesterday's credit if there was one, else how the rebate works. */
export async function rebateMine(deps: Deps, promotion: PromotionRow, userId: number) {
  const today = marketPeriod(deps.market.code, deps.now(), 'day');
  const yesterday = marketPeriod(deps.market.code, new Date(today.start.getTime() - 1), 'day');
  const [grant] = await deps.db
    .select({ amount: promoGrants.amount, state: promoGrants.state })
    .from(promoGrants)
    .where(
      and(
        eq(promoGrants.promotionId, promotion.id),
        eq(promoGrants.userId, userId),
        eq(promoGrants.period, yesterday.key),
      ),
    );
  return grant?.state === 'credited' ? { creditedYesterday: grant.amount } : null;
}
