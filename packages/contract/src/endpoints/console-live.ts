import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { livePhases, liveTableSettings, liveTableStatuses } from './live.js';

/**
 * The console's live tables (issue 39, docs/OPERATIONS.md "Live tables in the console"): what
 * each table of the market is doing now, its figures over a range of market days, and the
 * owner's two changes (open or close with a reason; the table's settings). Money in minor
 * units; times the server's epoch milliseconds (the page counts down from `serverNow`).
 */
const tag = 'Console';
/** Who watches the tables: the owner, finance (GGR) and support (players asking about a round). */
const READERS = ['owner', 'finance', 'support'] as const;
/** Who changes them: the owner, as for every other setting (settings/console-routes.ts). */
const CHANGERS = ['owner'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD');
const tableId = z.string().regex(/^[a-z0-9-]{1,32}$/, 'liveTableUnknown');
const minor = z.number().int();
const count = z.number().int().nonnegative();
/** The reason an operator gives for opening or closing a table (kept in the audit log). */
const reason = z.string().trim().min(5, 'invalidField').max(200, 'invalidField');

/** Who deals the table: the instance holding its lease row and until when (null: nobody yet). */
const dealerLease = z
  .object({
    instance: z.string(),
    expiresAt: z.number().int(),
    /** Unexpired at `serverNow`: that instance deals the table. */
    live: z.boolean(),
  })
  .nullable();

/** The round under way (or the last one, until the next opens). */
const currentRound = z
  .object({
    number: z.number().int().positive(),
    phase: z.enum(livePhases),
    phaseEndsAt: z.number().int().nullable(),
    openedAt: z.number().int(),
    /** Players with a stake on the round. */
    players: count,
    /** Accepted bet calls. */
    bets: count,
    stake: minor,
    winner: z.string().nullable(),
  })
  .nullable();

const tableRow = z.object({
  table: liveTableSettings,
  status: z.enum(liveTableStatuses),
  dealer: dealerLease,
  round: currentRound,
});
export type ConsoleLiveTableRow = z.infer<typeof tableRow>;

/** A range's (or one day's) figures of a table. GGR = turnover − payouts, from the bets. */
const liveFigures = z.object({
  rounds: count,
  bets: count,
  players: count,
  turnover: minor,
  payouts: minor,
  /** Stakes of bets not settled yet (counted in turnover and GGR until they are paid). */
  unsettled: minor,
  ggr: minor,
});
export type ConsoleLiveFigures = z.infer<typeof liveFigures>;

export const consoleLiveTables = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/live/tables',
  envelope: 'state',
  auth: 'required',
  access: [...READERS],
  tag,
  summary:
    "The market's live tables now: status, dealer lease, current round and phase, players, bets and stake.",
  payload: {},
  result: z.object({
    serverNow: z.number().int(),
    currencySign: z.string(),
    /** The `liveTables` setting's version, for a save. */
    version: z.string(),
    list: z.array(tableRow),
  }),
});

export const consoleLiveTable = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/live/table',
  envelope: 'state',
  auth: 'required',
  access: [...READERS],
  tag,
  summary:
    'One table: now (round, spots, players), its recent rounds, and rounds, bets, players, turnover, payouts and GGR per market day of a range.',
  payload: {
    tableId,
    /** First market day, YYYY-MM-DD. */
    from: day,
    /** Last market day (included); at most 92 days after `from`. */
    to: day,
  },
  result: z.object({
    serverNow: z.number().int(),
    currencySign: z.string(),
    timeZone: z.string(),
    version: z.string(),
    row: tableRow,
    /** The current round's totals per spot. */
    spots: z.array(z.object({ spot: z.string(), stake: minor, players: count })),
    /** The last rounds, newest first. */
    recent: z.array(
      z.object({
        number: z.number().int(),
        phase: z.enum(livePhases),
        winner: z.string().nullable(),
        openedAt: z.number().int(),
        players: count,
        bets: count,
        stake: minor,
        payout: minor,
      }),
    ),
    days: z.array(liveFigures.extend({ day })),
    total: liveFigures,
  }),
});

export const consoleLiveSetOpen = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/live/open',
  envelope: 'state',
  auth: 'required',
  access: [...CHANGERS],
  tag,
  summary:
    'Opens or closes a table (audited with the reason). A closed table refuses bets; the round under way finishes and no new one is dealt.',
  payload: { tableId, open: z.boolean(), reason },
  result: z.object({ open: z.boolean(), version: z.string() }),
});

export const consoleLiveSettingsSave = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/live/settings',
  envelope: 'state',
  auth: 'required',
  access: [...CHANGERS],
  tag,
  summary:
    "Changes a table's betting window, reveal and result times, limits and chips through the settings' audited save; rounds opened after it use them.",
  payload: {
    tableId,
    /** The `liveTables` version the form started from. */
    version: z.string().trim().min(1).max(40),
    bettingMs: z.number().int(),
    revealMs: z.number().int(),
    resultMs: z.number().int(),
    spot: z.object({ min: minor, max: minor }),
    round: z.object({ min: minor, max: minor }),
    chips: z.array(minor),
  },
  result: z.object({ version: z.string(), table: liveTableSettings }),
});
