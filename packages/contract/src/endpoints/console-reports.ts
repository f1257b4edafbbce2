import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD');
const minor = z.number().int();
const count = z.number().int();

/** A sum of money and how many movements made it. */
const sumOf = z.object({ amount: minor, count });

/**
 * The business figures of a range of market days, every money figure a sum of ledger postings
 * (docs/OPERATIONS.md "Reports" defines each): money in minor units, signed as the house sees it.
 */
export const reportFigures = z.object({
  /** Deposits credited (cash and held), and how many. */
  deposits: sumOf,
  /** Players with a credited deposit in the range. */
  depositors: count,
  /** Players whose first ever credited deposit falls in the range. */
  firstTimeDepositors: count,
  /** Withdrawals players asked for (money moved from their balance into pending). */
  withdrawalsRequested: sumOf,
  /** Withdrawals the gateway paid: the amount taken from players, fees included. */
  withdrawalsPaid: sumOf,
  /** Service charges kept from paid withdrawals. */
  withdrawalFees: minor,
  /** Withdrawals that failed or were rejected, their money back on the player's balance. */
  withdrawalsReturned: sumOf,
  /** Stakes (bets placed). */
  turnover: sumOf,
  /** Wins paid. */
  wins: minor,
  /** Stakes given back (rolled-back bets). */
  betRefunds: minor,
  /** Gross gaming revenue: stakes − wins − refunds. */
  ggr: minor,
  /** Every bonus, gift, rebate and prize paid (the promotion expense account). */
  bonusCost: minor,
  /** Manual adjustments: credits to players minus debits. */
  adjustments: minor,
  /** Net gaming revenue: GGR − bonus cost − manual adjustments. */
  ngr: minor,
  /** Players with a bet in the range. */
  activePlayers: count,
  /** Accounts created in the range (not money: counted from the accounts themselves). */
  newPlayers: count,
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportDay = reportFigures.extend({ day });
export type ReportDay = z.infer<typeof reportDay>;

/**
 * Where a report was read: the primary, the reports' streaming replica (REPORTS_DATABASE_URL),
 * or the primary because the replica did not answer; and how far the replica was behind.
 */
export const reportReadFrom = z.object({
  source: z.enum(['primary', 'replica', 'primary-fallback']),
  /** Seconds the replica's data is behind the primary's (0: caught up); null on the primary. */
  lagSeconds: z.number().nonnegative().nullable(),
});
export type ReportReadFrom = z.infer<typeof reportReadFrom>;

export const consoleReport = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/reports',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag: 'Console',
  summary:
    'Deposits, withdrawals, turnover, GGR, bonus cost, adjustments, NGR and players for a range of market days, with breakdowns by day, game, payment method, promotion and VIP level.',
  payload: {
    /** First market day, YYYY-MM-DD. */
    from: day,
    /** Last market day (included), YYYY-MM-DD; at most 366 days after `from`. */
    to: day,
  },
  result: z.object({
    from: day,
    to: day,
    timeZone: z.string(),
    currencySign: z.string(),
    /**
     * The figures include every movement up to this instant (the oldest sum of a day in the
     * range); null when no day of the range has been summed yet.
     */
    asOf: z.string().nullable(),
    readFrom: reportReadFrom,
    totals: reportFigures,
    /** Every day of the range, oldest first. */
    days: z.array(reportDay),
    games: z.array(
      z.object({
        /** The wallet provider the game runs on ('house': Cardroom's own tables). */
        provider: z.string(),
        game: z.string(),
        turnover: minor,
        bets: count,
        wins: minor,
        ggr: minor,
      }),
    ),
    providers: z.array(
      z.object({ provider: z.string(), turnover: minor, bets: count, wins: minor, ggr: minor }),
    ),
    methods: z.array(z.object({ method: z.string(), amount: minor, count })),
    bonuses: z.array(
      z.object({
        /** The movement type: deposit_bonus, gift, vip_bonus, daily_rebate, daily_bonus, … */
        kind: z.string(),
        promotionId: z.number().int().nullable(),
        promotion: z.string().nullable(),
        amount: minor,
        count,
      }),
    ),
    vipLevels: z.array(
      z.object({
        /** The player's level now. */
        level: z.number().int(),
        players: count,
        deposits: minor,
        turnover: minor,
        wins: minor,
        bonus: minor,
      }),
    ),
  }),
});

export const consoleCohorts = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/reports/cohorts',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag: 'Console',
  summary:
    'Players by sign-up day: how many came back to play one, seven and thirty days later, and how many deposited.',
  payload: { from: day, to: day },
  result: z.object({
    from: day,
    to: day,
    timeZone: z.string(),
    asOf: z.string().nullable(),
    readFrom: reportReadFrom,
    cohorts: z.array(
      z.object({
        day,
        players: count,
        /** Players with a bet on the day after sign-up; null while that day has not come. */
        d1: count.nullable(),
        d7: count.nullable(),
        d30: count.nullable(),
        /** Players with a credited deposit since sign-up. */
        depositors: count,
      }),
    ),
  }),
});
