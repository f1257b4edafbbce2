import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';
import { riskSummary } from './console-risk.js';
import { feedbackCategories, feedbackImageTypes, feedbackStates } from './feedback.js';

/** The console's Feedback page: what `npm run ops -- feedback` does. Owner and support. */
const tag = 'Console';

const id = z.coerce.number().int('invalidField').min(1, 'invalidField');

export const consoleFeedbackItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  state: z.enum(feedbackStates),
  reply: z.string(),
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
  summary: 'Players’ feedback, newest first, by state and category, a page at a time.',
  payload: {
    state: z.enum([...feedbackStates, 'all']).default('all'),
    category: z.enum(feedbackCategories).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  },
  result: z.object({
    items: z.array(consoleFeedbackItem),
    total: z.number().int(),
    currencySign: z.string(),
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
  summary: 'Answers an item; the answer reaches the player’s feedback list and inbox. Audited.',
  payload: { id, reply: z.string().trim().min(1, 'invalidField').max(1_000, 'invalidField') },
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
