import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/** One market day's figures; money in minor units. */
export const dashboardDay = z.object({
  /** YYYY-MM-DD in the market's time zone. */
  day: z.string(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  /** Stakes of the bets placed that day (rolled-back and refused bets excluded). */
  turnover: z.number().int(),
  /** Gross gaming revenue: those bets' stakes minus the wins paid on them. */
  ggr: z.number().int(),
  newPlayers: z.number().int(),
  /** Distinct players who placed a bet that day. */
  activePlayers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const consoleDashboard = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/dashboard',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag: 'Console',
  summary:
    'Today and the 29 days before it, per market day: money in and out, turnover, GGR, players.',
  payload: {},
  result: z.object({
    /** Oldest first; the last entry is today. */
    days: z.array(dashboardDay),
    currencySign: z.string(),
    timeZone: z.string(),
  }),
});
