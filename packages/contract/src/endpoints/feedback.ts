import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { playerText } from '../player-text.js';

/**
 * Feedback (SPEC.md §2 `/pages/account/FeedBack/FeedBack`: "Feedback: send feedback"). The
 * calls are not shown in SPEC.md §7, so their paths are ours (`/feedback/*`). An operator reads
 * and answers it (`npm run ops -- feedback …`); the answer also arrives in the inbox.
 */
const tag = 'Feedback';

export const feedbackCategories = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** open: waiting for an operator; replied: answered (and still open to more); closed: done. */
export const feedbackStates = ['open', 'replied', 'closed'] as const;
export type FeedbackState = (typeof feedbackStates)[number];

/** SPEC.md §9: "Input maxlength default 140". */
export const FEEDBACK_TEXT_MAX = 140;

/**
 * A screenshot's largest size once decoded. The app shrinks a photo before sending it
 * (longest side 1280 px, JPEG), which keeps a phone screenshot far below this.
 */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 1024 * 1024;

/** The image types a screenshot may be; the server decides by the file's first bytes, not its name. */
export const feedbackImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Base64 of at most FEEDBACK_SCREENSHOT_MAX_BYTES bytes, with a little room for the server to say "too large". */
const SCREENSHOT_BASE64_MAX = Math.ceil((FEEDBACK_SCREENSHOT_MAX_BYTES * 2 * 4) / 3);

export const feedbackItem = z.object({
  id: z.string(),
  category: z.enum(feedbackCategories),
  text: z.string(),
  state: z.enum(feedbackStates),
  /** The operator's answer, empty until there is one. */
  reply: z.string(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  hasScreenshot: z.boolean(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackSubmit = defineEndpoint({
  method: 'POST',
  path: '/feedback/submit',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    'Sends feedback: a category, a text of at most 140 characters and an optional screenshot (PNG, JPEG or WebP by content, at most 1 MB, base64). Throttled per player and per address.',
  bodyLimit: SCREENSHOT_BASE64_MAX + 16 * 1024,
  payload: {
    category: z.enum(feedbackCategories, { error: 'feedbackCategoryMissing' }),
    text: playerText({
      min: 1,
      max: FEEDBACK_TEXT_MAX,
      empty: 'feedbackTextEmpty',
      tooLong: 'feedbackTextTooLong',
    }),
    /** The image's bytes in base64 (no `data:` prefix), or absent. */
    screenshot: z
      .string({ error: 'feedbackScreenshotUnreadable' })
      .max(SCREENSHOT_BASE64_MAX, 'feedbackScreenshotTooLarge')
      .optional(),
  },
  result: z.object({ feedback: feedbackItem }),
});

export const feedbackList = defineEndpoint({
  method: 'POST',
  path: '/feedback/list',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: "The player's own feedback, newest first, with states and the operator's answers.",
  payload: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: z.object({
    list: z.array(feedbackItem),
    total: z.number().int(),
    page: z.number().int(),
  }),
});

/** A feedback id as the list gives it; anything else is "not found", like another player's. */
const feedbackId = z
  .string({ error: 'feedbackNotFound' })
  .trim()
  .regex(/^[1-9]\d{0,17}$/, 'feedbackNotFound');

export const feedbackScreenshot = defineEndpoint({
  method: 'POST',
  path: '/feedback/screenshot',
  envelope: 'state',
  auth: 'required',
  tag,
  summary:
    "The screenshot of one of the player's own feedback items (another player's is not found), as its type and base64 bytes.",
  payload: { id: feedbackId },
  result: z.object({ type: z.enum(feedbackImageTypes), data: z.string() }),
});

export const feedbackEndpoints = { feedbackSubmit, feedbackList, feedbackScreenshot } as const;
