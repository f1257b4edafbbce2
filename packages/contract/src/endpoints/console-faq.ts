import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * The FAQ editor (issue 13): the market's topics and questions in both languages, what
 * `npm run ops -- inbox faq …` does, with an audit row per change.
 */
const tag = 'Console';
const access = ['owner', 'marketing', 'support'] as const;

const biText = (max: number) =>
  z.object({
    en: z.string().trim().min(1, 'invalidField').max(max, 'invalidField'),
    id: z.string().trim().min(1, 'invalidField').max(max, 'invalidField'),
  });
const id = z.coerce.number().int().positive();

export const consoleFaqEntry = z.object({
  id: z.number().int(),
  question: z.object({ en: z.string(), id: z.string() }),
  answer: z.object({ en: z.string(), id: z.string() }),
  updatedAt: z.string(),
});
export const consoleFaqTopic = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ en: z.string(), id: z.string() }),
  entries: z.array(consoleFaqEntry),
});
export type ConsoleFaqTopic = z.infer<typeof consoleFaqTopic>;
export type ConsoleFaqEntry = z.infer<typeof consoleFaqEntry>;

export const consoleFaqList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/faq/list',
  envelope: 'state',
  auth: 'required',
  access: [...access],
  tag,
  summary: 'Every FAQ topic of the market with its questions, in order, both languages.',
  payload: {},
  result: z.object({ topics: z.array(consoleFaqTopic) }),
});

export const consoleFaqTopicSave = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/faq/topic/save',
  envelope: 'state',
  auth: 'required',
  access: [...access],
  tag,
  summary: 'Creates a topic (no id) or renames one; a new topic goes last. Audited.',
  payload: {
    id: id.optional(),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'invalidField'),
    title: biText(60),
  },
  result: z.object({ id: z.number().int() }),
});

export const consoleFaqEntrySave = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/faq/entry/save',
  envelope: 'state',
  auth: 'required',
  access: [...access],
  tag,
  summary: 'Creates a question (no id) under a topic or edits one; a new one goes last. Audited.',
  payload: { id: id.optional(), topicId: id, question: biText(200), answer: biText(4_000) },
  result: z.object({ id: z.number().int() }),
});

export const consoleFaqDelete = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/faq/delete',
  envelope: 'state',
  auth: 'required',
  access: [...access],
  tag,
  summary: 'Deletes a question, or a topic with its questions. Audited.',
  payload: { kind: z.enum(['topic', 'entry']), id },
  result: z.object({ deleted: z.number().int() }),
});

export const consoleFaqMove = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/faq/move',
  envelope: 'state',
  auth: 'required',
  access: [...access],
  tag,
  summary: 'Moves a topic or a question one place up or down (renumbers the order). Audited.',
  payload: { kind: z.enum(['topic', 'entry']), id, direction: z.enum(['up', 'down']) },
  result: z.object({ moved: z.boolean() }),
});
