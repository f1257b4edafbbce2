import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { breakState } from './breaks.js';
import { limitView } from './limits.js';

/**
 * The console's Players page: find a player, read their account, block or unblock their
 * sign-in, adjust their balance. Reading is for support and finance (finance finds the player
 * it adjusts); blocking is support's, adjusting finance's; owner may do all.
 */
const tag = 'Console';

/** `uid` is a common request field (the player app's session): the console names the player so. */
const playerUid = z
  .string()
  .trim()
  .regex(/^\d{1,16}$/, 'invalidField');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(20);
/** Why an operator blocks, unblocks or adjusts: kept in the audit log. */
const reason = z.string().trim().min(5, 'invalidField').max(200, 'invalidField');

export const consolePlayerRow = z.object({
  uid: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  vipLevel: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type ConsolePlayerRow = z.infer<typeof consolePlayerRow>;

export const consolePlayerSearch = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/search',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary:
    'Players by exact uid, phone (with or without the country code) or nickname (contains), newest first.',
  payload: { q: z.string().trim().min(1, 'invalidField').max(64, 'invalidField'), page, pageSize },
  result: z.object({ rows: z.array(consolePlayerRow), total: z.number().int() }),
});

export const consolePlayerDetail = z.object({
  uid: z.string(),
  nickname: z.string(),
  /** Operators see the full number (national part) and the market's prefix. */
  mobile: z.string().nullable(),
  phonePrefix: z.string(),
  market: z.string(),
  signupChannel: z.string(),
  isGuest: z.boolean(),
  createdAt: z.string(),
  /** Last app activity the server noted, and the last session started (null if never). */
  lastOnlineAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
  /** Minor units. */
  balance: z.number().int(),
  wageringLeft: z.number().int(),
  depositsTotal: z.number().int(),
  withdrawalsTotal: z.number().int(),
  vip: z.object({
    level: z.number().int(),
    depositTotal: z.number().int(),
    validBetTotal: z.number().int(),
  }),
  inviter: z.object({ uid: z.string(), nickname: z.string() }).nullable(),
  teamSize: z.number().int(),
  currencySign: z.string(),
  /**
   * Safer gambling, as the player set it: the time-out or self-exclusion in force (its end in
   * English, the market's zone) and the limits set or with a change pending (the player's own
   * Limits page shows the same figures).
   */
  safety: z.object({
    break: breakState.nullable(),
    limits: z.array(limitView),
  }),
});
export type ConsolePlayerDetail = z.infer<typeof consolePlayerDetail>;

export const consolePlayerGet = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/detail',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary:
    'One player: profile, balance, wagering left, totals, VIP, inviter, team size, and the break and limits they set.',
  payload: { playerUid },
  result: consolePlayerDetail,
});

export const playerRecordTabs = [
  'ledger',
  'deposits',
  'withdrawals',
  'rounds',
  'bonuses',
  'team',
] as const;
export type PlayerRecordTab = (typeof playerRecordTabs)[number];

/** One line of a tab, the same shape for every tab so one table shows them all. */
export const playerRecordRow = z.object({
  id: z.string(),
  at: z.string(),
  /** The ledger type, deposit type, game code, promotion name or invitee nickname. */
  what: z.string(),
  /** Signed minor units as it moved the player's cash (null where nothing moved). */
  amount: z.number().int().nullable(),
  /** The round's stake (game rounds only). */
  stake: z.number().int().nullable(),
  /** Cash balance right after (ledger lines only). */
  balanceAfter: z.number().int().nullable(),
  status: z.string(),
  /** Order number, idempotency key, bet id or invitee uid. */
  ref: z.string(),
});
export type PlayerRecordRow = z.infer<typeof playerRecordRow>;

export const consolePlayerRecords = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/records',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary: 'A player’s ledger lines, deposits, withdrawals, rounds, bonuses or team, newest first.',
  payload: { playerUid, tab: z.enum(playerRecordTabs), page, pageSize },
  result: z.object({ rows: z.array(playerRecordRow), total: z.number().int() }),
});

const blockResult = z.object({ uid: z.string(), disabled: z.boolean() });

export const consolePlayerBlock = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/players/block',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Blocks sign-in: every session of the player ends at once. Audited.',
  payload: { playerUid, reason },
  result: blockResult,
});

export const consolePlayerUnblock = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/players/unblock',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Lets a blocked player sign in again. Audited.',
  payload: { playerUid, reason },
  result: blockResult,
});

export const consolePlayerAdjust = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/players/adjust',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'finance'],
  tag,
  summary:
    'Credits or debits the player’s cash through the ledger (type adjustment), once per request id. Audited.',
  payload: {
    playerUid,
    direction: z.enum(['credit', 'debit']),
    /** What the operator typed ("1,500.50"): parsed to minor units on the server, no float. */
    amount: z.string().trim().min(1, 'invalidField').max(24, 'invalidField'),
    reason,
    /** One per form submission: a retried or doubled request moves the money once. */
    requestId: z.string().uuid('invalidField'),
  },
  result: z.object({
    uid: z.string(),
    /** Signed minor units moved. */
    amount: z.number().int(),
    balance: z.number().int(),
    /** True when this request id had moved the money already. */
    replayed: z.boolean(),
    /**
     * Set when the amount passes the market's four-eyes threshold: nothing moved, the money
     * request with this id waits for a second operator (consoleApprovalApprove).
     */
    pendingApproval: z.string().nullable(),
  }),
});
