import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskFilters, riskFlag } from './console-risk.js';

/**
 * The console's CRM: the player list (filters, sorts, keyset pages), saved segments, notes and
 * tags, and a player's sign-in history. Roles (docs/OPERATIONS.md, "Players"): the list and
 * segments are read by owner, support, finance and marketing (marketing builds the segments
 * its broadcasts target); segments are saved by owner, support and marketing; notes and tags
 * are read by whoever opens the player page and written by owner and support.
 */
const tag = 'Console';

const playerUid = z
  .string()
  .trim()
  .regex(/^\d{1,16}$/, 'invalidField');
const isoTime = z.iso.datetime({ offset: true, error: 'invalidField' });
const vip = z.coerce.number().int('invalidField').min(0, 'invalidField').max(100, 'invalidField');
/** What the operator typed ("1,500"): read with parseMoneyInput on the server, in the market. */
const moneyText = z.string().trim().min(1, 'invalidField').max(24, 'invalidField');

/** A tag: lower case letters, digits, spaces and dashes, at most 32 characters. */
export const TAG_MAX = 32;
export const playerTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'invalidField')
  .max(TAG_MAX, 'invalidField')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'invalidField');

export const PLAYER_SORTS = ['signup', 'seen', 'deposits'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const KYC_FILTERS = ['none', 'pending', 'review', 'approved', 'rejected'] as const;
export const BREAK_FILTERS = ['either', 'timeout', 'exclusion'] as const;

/**
 * The list's filters: what a saved segment stores. Every bound is optional (empty: no bound);
 * money bounds are the market's major units as typed, inclusive.
 */
export const playerFilterShape = {
  /** Uid, phone or part of a nickname, as the search box reads it. */
  q: z.string().trim().min(1, 'invalidField').max(64, 'invalidField').optional(),
  vipMin: vip.optional(),
  vipMax: vip.optional(),
  depositsMin: moneyText.optional(),
  depositsMax: moneyText.optional(),
  withdrawalsMin: moneyText.optional(),
  withdrawalsMax: moneyText.optional(),
  seenFrom: isoTime.optional(),
  seenTo: isoTime.optional(),
  signedUpFrom: isoTime.optional(),
  signedUpTo: isoTime.optional(),
  risk: z.enum(riskFilters, 'invalidField').optional(),
  kyc: z.enum(KYC_FILTERS, 'invalidField').optional(),
  onBreak: z.enum(BREAK_FILTERS, 'invalidField').optional(),
  tag: playerTag.optional(),
  sort: z.enum(PLAYER_SORTS, 'invalidField').default('signup'),
};
export const playerFilters = z.object(playerFilterShape);
export type PlayerFilters = z.infer<typeof playerFilters>;

export const crmPlayerRow = z.object({
  uid: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  vipLevel: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastOnlineAt: z.string().nullable(),
  /** Minor units: credited deposits (the VIP total), withdrawals requested or paid. */
  depositsTotal: z.number().int(),
  withdrawalsTotal: z.number().int(),
  /** The latest identity check's state, or `none`. */
  kyc: z.enum(KYC_FILTERS),
  /** The break in force now, if any. */
  onBreak: z.enum(['timeout', 'exclusion']).nullable(),
  tags: z.array(z.string()),
  /** Only filled when the list is filtered by risk (the flags are computed on read). */
  flags: z.array(riskFlag),
});
export type CrmPlayerRow = z.infer<typeof crmPlayerRow>;

export const consolePlayerList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance', 'marketing'],
  tag,
  summary:
    'The player list: filters (VIP, deposits, withdrawals, last seen, sign-up, risk, KYC, break, tag), three sorts, a page at a time after `cursor`.',
  payload: {
    ...playerFilterShape,
    /** The `next` of the page before (opaque); none for the first page. */
    cursor: z.string().trim().max(200, 'invalidField').optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  },
  result: z.object({
    rows: z.array(crmPlayerRow),
    /** The cursor of the page after this one; null at the end. */
    next: z.string().nullable(),
    /**
     * Players the risk filter looked at for this page (it computes flags on read, a bounded
     * number per request): a short page with a `next` means "keep looking".
     */
    scanned: z.number().int(),
    currencySign: z.string(),
  }),
});

export const crmSegment = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: playerFilters,
  createdBy: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  /**
   * Broadcasts composed for this segment (sent, scheduled or cancelled): they keep their
   * recipients if it is deleted, and the console says how many before it is.
   */
  broadcasts: z.number().int(),
});
export type CrmSegment = z.infer<typeof crmSegment>;

export const consoleSegmentsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/segments/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance', 'marketing'],
  tag,
  summary: 'The saved player segments, shared by every operator, by name.',
  payload: {},
  result: z.object({ segments: z.array(crmSegment) }),
});

const segmentName = z.string().trim().min(1, 'invalidField').max(60, 'invalidField');

export const consoleSegmentSave = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/segments/save',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'marketing'],
  tag,
  summary:
    'Saves the list’s filters under a name: a new segment, or (with `id`) a change to one. Audited.',
  payload: {
    id: z.coerce.number().int().min(1, 'invalidField').optional(),
    name: segmentName,
    filters: playerFilters,
  },
  result: crmSegment,
});

export const consoleSegmentDelete = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/segments/delete',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'marketing'],
  tag,
  summary: 'Deletes a saved segment (broadcasts already sent keep their recipients). Audited.',
  payload: { id: z.coerce.number().int().min(1, 'invalidField') },
  result: z.object({ id: z.number().int() }),
});

export const playerNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  at: z.string(),
});
export const playerTagRow = z.object({ tag: z.string(), author: z.string(), at: z.string() });

const notesResult = z.object({
  notes: z.array(playerNote),
  tags: z.array(playerTagRow),
  /** Every tag in use on any player, for the tag box's suggestions. */
  knownTags: z.array(z.string()),
});
export type PlayerNotes = z.infer<typeof notesResult>;

export const consolePlayerNotes = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/notes',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary: 'A player’s notes (newest first) and tags, with who wrote them and when.',
  payload: { playerUid },
  result: notesResult,
});

export const NOTE_MAX = 1_000;

export const consolePlayerNoteAdd = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/players/notes/add',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Adds a note to the player (kept; never edited). Audited.',
  payload: {
    playerUid,
    body: z.string().trim().min(1, 'invalidField').max(NOTE_MAX, 'invalidField'),
  },
  result: notesResult,
});

export const consolePlayerTag = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/players/tags',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Puts a tag on the player or takes it off. Audited.',
  payload: { playerUid, tag: playerTag, on: z.boolean() },
  result: notesResult,
});

const seen = z.object({
  /** The IP address or device number. */
  key: z.string(),
  /** The device's name as the app sent it (devices only). */
  name: z.string().nullable(),
  firstAt: z.string(),
  lastAt: z.string(),
  signIns: z.number().int(),
});

export const consolePlayerHistory = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/players/history',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'finance'],
  tag,
  summary:
    'A player’s sign-ins (last 50: time, IP address, device), the addresses and devices they used, their KYC state and last break.',
  payload: { playerUid },
  result: z.object({
    signIns: z.array(
      z.object({
        at: z.string(),
        ip: z.string().nullable(),
        device: z.string().nullable(),
        deviceName: z.string().nullable(),
        /** Still usable now (not revoked, not expired). */
        live: z.boolean(),
      }),
    ),
    addresses: z.array(seen),
    devices: z.array(seen),
    kyc: z.object({
      state: z.enum(KYC_FILTERS),
      at: z.string().nullable(),
      decidedBy: z.string(),
      reason: z.string(),
    }),
    /** The last break the player took (in force or over), or null if never. */
    lastBreak: z
      .object({
        kind: z.enum(['timeout', 'exclusion']),
        period: z.string(),
        startedAt: z.string().nullable(),
        endsAt: z.string(),
        inForce: z.boolean(),
      })
      .nullable(),
  }),
});
