import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskSummary } from './console-risk.js';
import { feedbackCategories, feedbackImageTypes, feedbackStates } from './feedback.js';

/** The console's Feedback page: what `npm run ops -- feedback` does. Owner and support. */
const tag = 'Console';

const id = z.coerce.number().int('invalidField').min(1, 'invalidField');

/**
 * The desk's states: open (new), in_progress, replied (answered), closed. The player's own
 * list has no in_progress: it reads as open there.
 */
export const feedbackDeskStates = ['open', 'in_progress', 'replied', 'closed'] as const;
export type FeedbackDeskState = (typeof feedbackDeskStates)[number];

/** A canned reply (setting `feedbackReplies`): both languages, the player reads their own. */
export const cannedReply = z.object({
  title: z.string(),
  text: z.object({ en: z.string(), id: z.string() }),
});
export type CannedReply = z.infer<typeof cannedReply>;

const operatorRef = z.object({ id: z.number().int(), login: z.string() });

export const consoleFeedbackItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  state: z.enum(feedbackDeskStates),
  reply: z.string(),
  /** The answer in Indonesian when it was written in both languages; empty otherwise. */
  replyId: z.string(),
  /** The operator who owns the item, or null. */
  owner: operatorRef.nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  screenshot: z.object({ type: z.string(), size: z.number().int() }).nullable(),
  /** The player's deposits, withdrawals and bonuses received, and the risk flags raised now. */
  risk: riskSummary,
});
export type ConsoleFeedbackItem = z.infer<typeof consoleFeedbackItem>;

export const consoleFeedbackList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/feedback/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary:
    'Players’ feedback, newest first, by state, category and owner, a page at a time; with the operators an item may be given to and the canned replies.',
  payload: {
    state: z.enum([...feedbackDeskStates, 'all']).default('all'),
    category: z.enum(feedbackCategories).optional(),
    /** anyone; me (the signed-in operator); none (nobody owns it); or an operator's id. */
    owner: z
      .string()
      .regex(/^(anyone|me|none|[1-9]\d{0,15})$/, { error: 'invalidField' })
      .default('anyone'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    items: z.array(consoleFeedbackItem),
    total: z.number().int(),
    currencySign: z.string(),
    /** Active operators who may work the desk (owner and support), to give an item to. */
    operators: z.array(operatorRef),
    cannedReplies: z.array(cannedReply),
  }),
});

export const consoleFeedbackScreenshot = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/feedback/screenshot',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'A feedback item’s screenshot (base64, its type re-read from its bytes).',
  payload: { id },
  result: z.object({ type: z.enum(feedbackImageTypes), base64: z.string() }),
});

export const consoleFeedbackReply = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/feedback/reply',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary:
    'Answers an item; the answer reaches the player’s feedback list and inbox (in Indonesian when `replyId` is given and the player reads Indonesian). Audited.',
  payload: {
    id,
    reply: z.string().trim().min(1, 'invalidField').max(1_000, 'invalidField'),
    replyId: z.string().trim().max(1_000, 'invalidField').default(''),
  },
  result: z.object({ id: z.number().int(), state: z.enum(feedbackStates) }),
});

export const consoleFeedbackClose = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/feedback/close',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Closes an item: it takes no more answers. Audited.',
  payload: { id },
  result: z.object({ id: z.number().int(), state: z.enum(feedbackStates) }),
});

export const consoleFeedbackAssign = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/feedback/assign',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary: 'Gives an item to an operator (owner or support), or to nobody (null). Audited.',
  payload: { id, operatorId: id.nullable() },
  result: z.object({ id: z.number().int(), owner: operatorRef.nullable() }),
});

export const consoleFeedbackSetState = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/feedback/state',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'support'],
  tag,
  summary:
    'Moves an item to new (open) or in progress; answered comes from a reply, closed from close. Audited.',
  payload: { id, state: z.enum(['open', 'in_progress']) },
  result: z.object({ id: z.number().int(), state: z.enum(feedbackDeskStates) }),
});
