import { defineModule, periodicJob } from '../module.js';
import { type PeriodJob, scheduledJob } from '../schedule/index.js';
import { registerPromoConsoleRoutes } from './console-routes.js';
import { expireGrants } from './engine.js';
import { payRankingPrizes } from './ranking-payout.js';
import { REBATE_JOB_NAME, runRebates } from './rebate.js';
import { registerPromoRoutes } from './routes.js';
import { registerSandboxPromoOperator } from './sandbox.js';
import { seedPromotions } from './seed.js';

/**
 * Promotions: the engine (promotions, grants, one credit path with budgets and caps), the
 * daily check-in, gift codes, the first-deposit bonus, the sign-up bonus, ranking prizes and
 * the daily rebate; the daily expiry sweep, the ranking payouts and the rebate job.
 */
export const promoModule = defineModule({
  name: 'promo',
  init: (deps) => seedPromotions(deps),
  routes: (router, deps) => registerPromoRoutes(router, deps),
  consoleRoutes: (consoleRouter, deps) => registerPromoConsoleRoutes(consoleRouter, deps),
  sandboxRoutes: (_router, deps, { app }) => registerSandboxPromoOperator(app, deps),
  jobs: (deps, { log }) => [
    scheduledJob(deps, grantExpiryJob, 10 * 60_000, log),
    // As often as the boards are refreshed: a period is paid within minutes of being frozen.
    periodicJob('ranking prizes', RANKING_PAYOUT_MS, () => payRankingPrizes(deps), log),
    // Checks every 5 minutes; a day is granted once, after its settle grace (rebate.ts).
    periodicJob(REBATE_JOB_NAME, 5 * 60_000, () => runRebates(deps), log),
  ],
});

/** How often the ranking payout job looks for newly frozen periods. */
export const RANKING_PAYOUT_MS = 3 * 60_000;

/**
 * Once per closed market day: claimable grants whose expiry has passed by the day's end are
 * marked expired (a claim already refuses them from the moment they expire; this records it).
 */
export const grantExpiryJob: PeriodJob = {
  name: 'promo grant expiry',
  unit: 'day',
  catchUp: 7,
  work: async (tx, period) => {
    await expireGrants(tx, period.end);
  },
};

// The one credit path, for modules whose rewards are grants of the engine (vip level-ups, and
// the invite module's rewards).
export { creditGrant, livePromotionOf, newClaimableGrant, payBonus } from './engine.js';
// Steps of the flows (src/flows/): the first-deposit bonus and the sign-up tasks.
export { onDeposit } from './first-deposit.js';
export { createGiftCode, disableGiftCode, listGiftCodes } from './giftcodes.js';
export type { PromoStatus, PromotionInput } from './promotions.js';
export {
  createPromotion,
  editPromotion,
  listPromotions,
  promotionGrants,
  promotionSpend,
  setPromotionStatus,
} from './promotions.js';
export { type PaidPeriod, payRankingPrizes } from './ranking-payout.js';
export { creditWaitingRebates, grantRebates, rebateInfo, runRebates } from './rebate.js';
export { giftCodes, promoGrants, promotions } from './schema.js';
export { onTaskDone } from './signup.js';
