import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * Game calls. /game/launch and /game/record belong to the signed-in player; the calls the
 * game page makes (/game/open, /game/play, seeds, rounds) carry the game session token
 * instead, as a provider's game page would, so they need no player sign. Amounts are integer
 * minor units; cards are Stake's indices 0..51 (♦2 ♥2 ♠2 ♣2 ♦3 … ♣A).
 */
const tag = 'Games';

export const gameCodes = ['dragon-tiger', 'andar-bahar', 'teen-patti', 'baccarat'] as const;
export type GameCodeField = (typeof gameCodes)[number];

const gameCode = z.enum(gameCodes, { error: 'gameUnknown' });
const token = z.string({ error: 'gameSessionEnded' }).min(16, 'gameSessionEnded').max(128);
const stake = z.number({ error: 'amountInvalid' }).int('amountInvalid').positive('amountInvalid');

export const seedsInfo = z.object({
  /** SHA-256 of the active server seed: the commitment shown before play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.number().int(),
});
export type SeedsInfo = z.infer<typeof seedsInfo>;

const bounds = z.object({ min: z.number().int(), max: z.number().int() });
/** The market's table limits (minor units, inclusive) and the chips the table offers. */
export const tableInfo = z.object({
  /** Each bet spot's total stake in a round. */
  spot: bounds,
  /** The round's total stake. */
  round: bounds,
  chips: z.array(z.number().int()),
});
export type TableInfo = z.infer<typeof tableInfo>;

export const roundHand = z.object({
  /** 'dragon' | 'tiger' | 'joker' | 'andar' | 'bahar' | 'player' | 'dealer' | 'banker' */
  id: z.string(),
  cards: z.array(z.number().int()),
  /** Teen Patti: the hand's category; Baccarat: the total; otherwise empty. */
  note: z.string(),
});

export const settledBet = z.object({
  spot: z.string(),
  stake: z.number().int(),
  result: z.enum(['win', 'push', 'half', 'lose']),
  payout: z.number().int(),
});

export const gameRound = z.object({
  id: z.string(),
  /** The wallet's bet id for this round, as Game records list it. */
  betId: z.string(),
  gameCode,
  /**
   * The player's count of rounds in this game, this one included (1 = their first round of
   * it): what "Round N" shows. The nonce counts every game's rounds under the seed pair.
   */
  number: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the seed pair has been rotated; null while it is still in play. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  /** Every card of the round in draw order, as the engine dealt them. */
  cards: z.array(z.number().int()),
  hands: z.array(roundHand),
  winner: z.string(),
  bets: z.array(settledBet),
  stake: z.number().int(),
  payout: z.number().int(),
  createdAt: z.string(),
});
export type GameRound = z.infer<typeof gameRound>;

export const gameLaunch = defineEndpoint({
  method: 'POST',
  path: '/game/launch',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'The URL GameWeb opens: the game page with a single-use launch token valid for 60 seconds.',
  payload: { gameCode },
  result: z.object({ url: z.string(), gameCode, expiresIn: z.number().int() }),
});

export const gameOpen = defineEndpoint({
  method: 'POST',
  path: '/game/open',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'The game page exchanges its launch token (once) for a game session.',
  payload: { launchToken: token },
  result: z.object({
    token: z.string(),
    gameCode,
    uid: z.string(),
    currency: z.string(),
    balance: z.number().int(),
    seeds: seedsInfo,
    table: tableInfo,
  }),
});

export const gamePlay = defineEndpoint({
  method: 'POST',
  path: '/game/play',
  envelope: 'state',
  auth: 'none',
  tag,
  summary:
    'Places the bets and deals one round from the stored seeds; the server settles it and answers the round and the new balance.',
  payload: {
    token,
    bets: z
      .array(z.object({ spot: z.string().min(1).max(32), stake }).strict(), {
        error: 'gameNoBet',
      })
      .min(1, 'gameNoBet')
      .max(12, 'gameNoBet'),
  },
  result: z.object({ round: gameRound, balance: z.number().int(), seeds: seedsInfo }),
});

export const gameSeeds = defineEndpoint({
  method: 'POST',
  path: '/game/seeds',
  envelope: 'state',
  auth: 'none',
  tag,
  summary:
    'The active seed pair (server seed hash, client seed, next nonce), the balance and the table limits: what a reloaded game page resumes with.',
  payload: { token },
  result: z.object({
    gameCode,
    seeds: seedsInfo,
    balance: z.number().int(),
    table: tableInfo,
  }),
});

export const gameClientSeed = defineEndpoint({
  method: 'POST',
  path: '/game/clientSeed',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'Sets the client seed of the active pair (the nonce carries on).',
  payload: {
    token,
    clientSeed: z
      .string({ error: 'gameClientSeedRule' })
      .trim()
      .min(1, 'gameClientSeedRule')
      .max(64, 'gameClientSeedRule')
      .regex(/^[\x21-\x7e]+$/, 'gameClientSeedRule'),
  },
  result: z.object({ seeds: seedsInfo }),
});

export const gameRotate = defineEndpoint({
  method: 'POST',
  path: '/game/rotate',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'Reveals the active server seed and commits a new one (same client seed, nonce from 0).',
  payload: { token },
  result: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      rounds: z.number().int(),
    }),
    seeds: seedsInfo,
  }),
});

export const gameRounds = defineEndpoint({
  method: 'POST',
  path: '/game/rounds',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: "The player's latest rounds of this game with their seeds, newest first.",
  payload: { token, limit: z.number().int().min(1).max(50).default(20) },
  result: z.object({ list: z.array(gameRound) }),
});

export const gameRecordStatuses = ['all', 'settled', 'unsettled', 'cancel'] as const;
export const gameRecordRanges = ['today', 'yesterday', '3d'] as const;

export const gameRecordItem = z.object({
  betId: z.string(),
  gameCode: z.string(),
  provider: z.string(),
  status: z.enum(['settled', 'unsettled', 'cancel']),
  /** The stake, counted only when the bet stood (0 when cancelled). */
  validBet: z.number().int(),
  /** Won minus staked (0 while unsettled or when cancelled). */
  winLoss: z.number().int(),
  createdAt: z.string(),
});
export type GameRecordItem = z.infer<typeof gameRecordItem>;

export const gameRecord = defineEndpoint({
  method: 'POST',
  path: '/game/record',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's bets (every provider), newest first, with valid bet and win/loss.",
  payload: {
    status: z.enum(gameRecordStatuses).default('all'),
    range: z.enum(gameRecordRanges).default('today'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    list: z.array(gameRecordItem),
    total: z.number().int(),
    page: z.number().int(),
    validBet: z.number().int(),
    winLoss: z.number().int(),
  }),
});

export const gameRecordRound = defineEndpoint({
  method: 'POST',
  path: '/game/recordRound',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "One of the player's house game rounds by its bet id (a Game records row): the cards, the bets and the seeds to verify it.",
  payload: { betId: z.string({ error: 'gameRoundNotFound' }).min(1, 'gameRoundNotFound').max(64) },
  result: z.object({ round: gameRound }),
});

export const gameEndpoints = {
  gameLaunch,
  gameOpen,
  gamePlay,
  gameSeeds,
  gameClientSeed,
  gameRotate,
  gameRounds,
  gameRecord,
  gameRecordRound,
} as const;
