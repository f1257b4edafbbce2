import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * The console's Inbox page: what `npm run ops -- inbox` does (broadcasts to a segment, a
 * message to one player, cancel). Broadcasts are owner and marketing; one player also support.
 */
const tag = 'Console';

const isoTime = z.iso.datetime({ offset: true, error: 'invalidField' });
// The same limits as the inbox service's checkMail (the service checks again).
const title = z.string().trim().min(1, 'invalidField').max(80, 'invalidField');
const body = z.string().trim().min(1, 'invalidField').max(2_000, 'invalidField');
const link = z
  .string()
  .trim()
  .max(200, 'invalidField')
  .regex(/^(\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_%.-]*)?)?$/, 'invalidField');
const vip = z.coerce.number().int('invalidField').min(0, 'invalidField').max(100, 'invalidField');

// An empty link is left out of the request by the console's client: it defaults to none.
const mail = { titleEn: title, titleId: title, bodyEn: body, bodyId: body, link: link.default('') };
/** Empty = no bound. A saved segment (console Players) goes alone: its players, taken now. */
const segment = {
  savedSegmentId: z.coerce.number().int('invalidField').min(1, 'invalidField').optional(),
  vipMin: vip.optional(),
  vipMax: vip.optional(),
  signedUpFrom: isoTime.optional(),
  signedUpTo: isoTime.optional(),
};

const biText = z.object({ en: z.string(), id: z.string() });

export const consoleBroadcast = z.object({
  id: z.number().int(),
  title: biText,
  body: biText,
  link: z.string(),
  state: z.enum(['scheduled', 'sent', 'cancelled']),
  vipMin: z.number().int().nullable(),
  vipMax: z.number().int().nullable(),
  signedUpFrom: z.string().nullable(),
  signedUpTo: z.string().nullable(),
  /** The saved segment's name when it was sent to one (its players fixed then), else null. */
  savedSegment: z.string().nullable(),
  sendAt: z.string(),
  createdBy: z.string(),
  cancelledAt: z.string().nullable(),
  /** Players in the segment who had signed up by the send time (counted now: fan-out on read). */
  reach: z.number().int(),
  read: z.number().int(),
  deleted: z.number().int(),
});
export type ConsoleBroadcast = z.infer<typeof consoleBroadcast>;

export const consoleInboxBroadcasts = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/inbox/broadcasts',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'The market’s broadcasts, newest first, with reach, read and deleted counts.',
  payload: {},
  result: z.object({ broadcasts: z.array(consoleBroadcast), market: z.string() }),
});

export const consoleInboxReach = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/inbox/reach',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'How many players a segment reaches if sent now (changes nothing).',
  payload: segment,
  result: z.object({ players: z.number().int() }),
});

export const consoleInboxBroadcast = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/inbox/broadcast',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'A message to a segment (or everyone), now or at `sendAt`: one row. Audited.',
  payload: { ...mail, ...segment, sendAt: isoTime.optional() },
  result: z.object({ id: z.number().int(), players: z.number().int() }),
});

export const consoleInboxCancel = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/inbox/cancel',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'Cancels a broadcast (scheduled or sent): players no longer see it. Once. Audited.',
  payload: { id: z.coerce.number().int().min(1, 'invalidField') },
  result: z.object({ id: z.number().int() }),
});

export const consoleInboxSendToPlayer = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/inbox/send',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support', 'marketing'],
  tag,
  summary: 'A message to one player by uid, in both languages. Audited.',
  payload: {
    // Not `uid`: that name is a common field of every call (the caller's own uid).
    playerUid: z.string().trim().min(1, 'invalidField').max(32, 'invalidField'),
    ...mail,
  },
  result: z.object({ id: z.number().int() }),
});
