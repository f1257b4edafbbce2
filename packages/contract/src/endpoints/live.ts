import { z } from 'zod';
import { defineEndpoint, requestIdField, requestKeyFields } from '../endpoint.js';

/**
 * Live tables (issue 39): shared rounds that every player at a table bets on in the same betting
 * window, dealt from a published hash chain (packages/games/src/fair/chain.ts). The table's
 * stream (phases, totals per spot, cards, results) is public and comes over a WebSocket
 * (`liveSocketPath`); a player's own bets and payouts come in the answers of the calls below and,
 * on a signed-in socket, as `you` messages. Amounts are integer minor units; cards are Stake's
 * indices 0..51 as in the solo games; times are the server's epoch milliseconds (the client
 * shows countdowns from `serverNow`, never from its own clock).
 */
const tag = 'Live tables';

export const liveGameCodes = ['dragon-tiger', 'andar-bahar', 'baccarat'] as const;
export type LiveGameCode = (typeof liveGameCodes)[number];
const liveGameCode = z.enum(liveGameCodes, { error: 'gameUnknown' });

/**
 * Phases in order; `settled` lasts until the next round opens. There is no void phase: a round's
 * seed is fixed by the chain when it opens, chains are never deleted, closing a table lets the
 * round under way finish, and a dealer that dies is followed by one that completes the round
 * from the database, so every round is dealt and every bet paid (docs/architecture/games.md
 * "Live tables", "Why no round is voided").
 */
export const livePhases = ['betting', 'closed', 'dealing', 'settled'] as const;
export type LivePhase = (typeof livePhases)[number];

const tableId = z
  .string({ error: 'liveTableUnknown' })
  .regex(/^[a-z0-9-]{1,32}$/, 'liveTableUnknown');
const stake = z.number({ error: 'amountInvalid' }).int('amountInvalid').positive('amountInvalid');
const minor = z.number().int().nonnegative();

/**
 * One table as the operator configures it (a setting per market; console "Live tables").
 * Limits are per player per round.
 */
export const liveTableSettings = z.object({
  id: tableId,
  game: liveGameCode,
  name: z.object({ en: z.string().min(1).max(40), id: z.string().min(1).max(40) }),
  open: z.boolean(),
  /** The betting window. */
  bettingMs: z.number().int().min(5_000).max(60_000),
  /** Between two revealed cards. */
  revealMs: z.number().int().min(200).max(5_000),
  /** The result stays on screen this long before the next round opens. */
  resultMs: z.number().int().min(1_000).max(30_000),
  /** A player's total on one spot in one round. */
  spot: z.object({ min: minor, max: minor }),
  /** A player's total in one round. */
  round: z.object({ min: minor, max: minor }),
  chips: z.array(z.number().int().positive()).min(1).max(8),
});
export type LiveTableSettings = z.infer<typeof liveTableSettings>;

/** What everyone at the table sees of one spot: the sum of stakes and how many players bet it. */
export const liveSpotTotal = z.object({ spot: z.string(), stake: minor, players: minor });
export type LiveSpotTotal = z.infer<typeof liveSpotTotal>;

export const liveBet = z.object({ spot: z.string(), stake: minor });

/** The round as it stands; cards are only those revealed so far. */
export const liveRoundState = z.object({
  /**
   * The table's round number; numbers run on across the table's chains. The chain's round k
   * (its link n - k deals it) is `number - firstRound + 1` of the chain (`/live/round` answers k).
   */
  number: z.number().int().positive(),
  phase: z.enum(livePhases),
  /** When the current phase ends (betting: the window closes), or null when it ends on an event. */
  phaseEndsAt: z.number().int().nullable(),
  cards: z.array(z.number().int().min(0).max(51)),
  totals: z.array(liveSpotTotal),
  players: minor,
  /** After the deal: the winning spot, the round seed (hashes to the previous round's seed). */
  result: z
    .object({ winner: z.string(), seed: z.string(), hands: z.array(z.unknown()) })
    .nullable(),
});
export type LiveRoundState = z.infer<typeof liveRoundState>;

/** The chain a table deals from: what was published before its first round. */
export const liveCommitment = z.object({
  chainId: z.string(),
  terminatingHash: z.string(),
  salt: z.string(),
  /** `operator`: entered and published by the operator (ops live seed); `sandbox`: drawn at random by a sandbox server. */
  saltSource: z.enum(['operator', 'sandbox']),
  length: z.number().int().positive(),
  publishedAt: z.string(),
  /** The table's round number the chain's round 1 dealt (null until then). */
  firstRound: z.number().int().positive().nullable(),
});

/**
 * Whether the table deals: `dealing`; `closed` by the operator (the round under way finishes);
 * `noCommitment`: no published chain with rounds left, so it does not deal.
 */
export const liveTableStatuses = ['dealing', 'closed', 'noCommitment'] as const;
const liveTableStatus = z.enum(liveTableStatuses);

export const liveTableView = z.object({
  table: liveTableSettings,
  status: liveTableStatus,
  serverNow: z.number().int(),
  round: liveRoundState.nullable(),
  /** The last results, newest first (the road). */
  road: z.array(z.object({ number: z.number().int(), winner: z.string() })),
  commitment: liveCommitment.nullable(),
  /** Signed in: this player's bets on the current round and what the last round paid them. */
  you: z
    .object({
      bets: z.array(liveBet),
      balance: z.number().int(),
      lastPayout: z.object({ number: z.number().int(), stake: minor, payout: minor }).nullable(),
    })
    .nullable(),
});
export type LiveTableView = z.infer<typeof liveTableView>;

/** A bet's lines: a stake on each spot, sent together (the call's and the socket message's). */
const betLines = z
  .array(z.object({ spot: z.string().min(1).max(32), stake }).strict(), { error: 'gameNoBet' })
  .min(1, 'gameNoBet')
  .max(12, 'gameNoBet');

/** What an accepted bet answers: the player's stakes by spot on the round, and their balance. */
export const liveBetResult = z.object({ bets: z.array(liveBet), balance: z.number().int() });
export type LiveBetResult = z.infer<typeof liveBetResult>;

/** The socket: `${liveSocketPath}?table=<id>`; a signed-in client sends `{type:'auth', sign}` first. */
export const liveSocketPath = '/live/socket';

/** Server → client messages. Totals come at most a few times a second, aggregated. */
export const liveMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view'), view: liveTableView }),
  z.object({
    type: z.literal('phase'),
    number: z.number().int(),
    phase: z.enum(livePhases),
    phaseEndsAt: z.number().int().nullable(),
    serverNow: z.number().int(),
  }),
  z.object({
    type: z.literal('totals'),
    number: z.number().int(),
    totals: z.array(liveSpotTotal),
    players: minor,
  }),
  z.object({ type: z.literal('card'), number: z.number().int(), index: minor, card: minor }),
  z.object({
    type: z.literal('result'),
    number: z.number().int(),
    winner: z.string(),
    seed: z.string(),
    hands: z.array(z.unknown()),
  }),
  z.object({
    type: z.literal('you'),
    number: z.number().int(),
    bets: z.array(liveBet),
    payout: minor.nullable(),
    balance: z.number().int(),
    /**
     * The bet that was just placed, when a bet was (its requestId): a page whose answer was lost
     * learns from it that the bet was placed. Sent only after the bet committed.
     */
    requestId: z.string().optional(),
  }),
  /**
   * The answer to a `bet` sent on this socket: the envelope `/live/bet` answers (`state` '200'
   * with `resultData`, else the refusal's `state` and `msg` in the player's language) and the
   * bet's `requestId`. Only the socket that sent the bet gets it.
   */
  z.object({
    type: z.literal('bet'),
    requestId: z.string(),
    state: z.string(),
    msg: z.string(),
    resultData: liveBetResult.optional(),
  }),
]);
export type LiveMessage = z.infer<typeof liveMessage>;

/**
 * Client -> server on a table's socket. `auth` signs the socket in (the session's sign, as the
 * HTTP calls send it). `bet` is `/live/bet` on the socket's table for a signed-in socket: the
 * same fields and rules, the same once-only `requestId` (required here: it is how the answer
 * finds its bet), answered by a `bet` message. A client may always send the bet as `/live/bet`
 * instead (the app does while its socket is not signed in): both are the same bet by the id.
 */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), sign: z.string().min(1).max(200) }).strict(),
  z
    .object({
      type: z.literal('bet'),
      requestId: requestIdField,
      number: z.number().int().positive(),
      bets: betLines,
      locale: z.string().max(16).optional(),
    })
    .strict(),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

export const liveTables = defineEndpoint({
  method: 'POST',
  path: '/live/tables',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: "The market's open live tables with their current phase and player count.",
  payload: {},
  result: z.object({
    list: z.array(
      z.object({
        table: liveTableSettings,
        status: liveTableStatus,
        phase: z.enum(livePhases).nullable(),
        players: minor,
      }),
    ),
  }),
});

export const liveTable = defineEndpoint({
  method: 'POST',
  path: '/live/table',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'One table as it stands now (what a page shows on load and after a reconnect).',
  payload: { tableId },
  result: liveTableView,
});

export const liveBetPlace = defineEndpoint({
  method: 'POST',
  path: '/live/bet',
  envelope: 'state',
  auth: 'required',
  idempotent: true,
  tag,
  summary:
    "Adds stakes to the player's bets on the round in its betting window; refused whole after the window closes.",
  payload: {
    ...requestKeyFields,
    tableId,
    number: z.number().int().positive(),
    bets: betLines,
  },
  result: liveBetResult,
});

export const liveRound = defineEndpoint({
  method: 'POST',
  path: '/live/round',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary:
    'A dealt round with what checks it: the seed, the previous round seed it hashes to, the salt, the commitment.',
  payload: { tableId, number: z.number().int().positive() },
  result: z.object({
    number: z.number().int(),
    /** k within the chain: `npm run -s verify -- … --round <k>`. */
    chainRound: z.number().int().positive(),
    game: liveGameCode,
    phase: z.enum(livePhases),
    cards: z.array(z.number().int()),
    winner: z.string().nullable(),
    seed: z.string().nullable(),
    previousSeed: z.string().nullable(),
    commitment: liveCommitment,
    dealtAt: z.string().nullable(),
  }),
});

export const liveFairness = defineEndpoint({
  method: 'POST',
  path: '/live/fairness',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'Every published chain of the market with its table, commitment and rounds used.',
  payload: {},
  result: z.object({
    list: z.array(liveCommitment.extend({ tableId: z.string(), roundsDealt: z.number().int() })),
  }),
});

export const liveEndpoints = {
  liveTables,
  liveTable,
  liveBetPlace,
  liveRound,
  liveFairness,
} as const;
