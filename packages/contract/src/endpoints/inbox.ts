import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * The player's inbox (SPEC.md §2 `/pages/mail/Mail`) and the FAQ. SPEC.md §3 does not show
 * the mail calls, so their paths are ours (`/mail/*`, `/faq/*`). Every text comes in the
 * request's language: system messages are stored as a message key with parameters and put
 * into words when read, so a language switch re-renders them. Times are ISO 8601 in UTC.
 */
const tag = 'Inbox';

/**
 * A message id: `m<n>` a message of this player alone, `b<n>` an operator broadcast. Anything
 * else is answered "not found" like an id of another player's message.
 */
export const MAIL_ID_PATTERN = /^[mb][1-9]\d{0,17}$/;
const mailId = z.string({ error: 'mailNotFound' }).trim().regex(MAIL_ID_PATTERN, 'mailNotFound');

export const mailItem = z.object({
  id: z.string(),
  title: z.string(),
  /** The whole body (messages are short; the list shows its first lines). */
  body: z.string(),
  /** An app path (`/pages/…`) the message opens, or empty. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** system: sent by an event (deposit, withdrawal); operator: written by the operator. */
  kind: z.enum(['system', 'operator']),
});
export type MailItem = z.infer<typeof mailItem>;

export const mailList = defineEndpoint({
  method: 'POST',
  path: '/mail/list',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's messages, newest first, with the unread count.",
  payload: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: z.object({
    list: z.array(mailItem),
    total: z.number().int(),
    page: z.number().int(),
    unread: z.number().int(),
  }),
});

export const mailUnread = defineEndpoint({
  method: 'POST',
  path: '/mail/unread',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'How many of the player’s messages are unread (the Account badge).',
  payload: {},
  result: z.object({ count: z.number().int() }),
});

export const mailRead = defineEndpoint({
  method: 'POST',
  path: '/mail/read',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Opens one of the player’s own messages and marks it read.',
  payload: { id: mailId },
  result: z.object({ mail: mailItem, unread: z.number().int() }),
});

export const mailReadAll = defineEndpoint({
  method: 'POST',
  path: '/mail/readAll',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Marks every message of the player read.',
  payload: {},
  result: z.object({ unread: z.number().int() }),
});

export const mailDelete = defineEndpoint({
  method: 'POST',
  path: '/mail/delete',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Deletes one of the player’s own messages (from this player’s inbox only).',
  payload: { id: mailId },
  result: z.object({ unread: z.number().int() }),
});

export const faqQuestion = z.object({ id: z.number().int(), question: z.string() });

export const faqList = defineEndpoint({
  method: 'POST',
  path: '/faq/list',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: "The market's FAQ: topics in the operator's order, each with its questions.",
  payload: {},
  result: z.object({
    topics: z.array(
      z.object({ id: z.number().int(), title: z.string(), questions: z.array(faqQuestion) }),
    ),
  }),
});

export const faqInfo = defineEndpoint({
  method: 'POST',
  path: '/faq/info',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'One FAQ answer.',
  payload: {
    id: z.number({ error: 'faqNotFound' }).int('faqNotFound').min(1, 'faqNotFound'),
  },
  result: z.object({
    id: z.number().int(),
    topic: z.string(),
    question: z.string(),
    answer: z.string(),
  }),
});

export const inboxEndpoints = {
  mailList,
  mailUnread,
  mailRead,
  mailReadAll,
  mailDelete,
  faqList,
  faqInfo,
} as const;
