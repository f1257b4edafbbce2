import type { FeedbackState } from '@cardroom/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { SYSTEM_MAIL, sendSystemMail } from '../inbox/index.js';
import { users } from '../users/index.js';
import { feedback, feedbackScreenshots } from './schema.js';

/** The operator's side of feedback (the ops CLI today; the console's Feedback page later). */

export const FEEDBACK_PAGE = '/pages/account/FeedBack/FeedBack';
export const REPLY_MAX = 1000;

export interface OperatorFeedback {
  id: number;
  uid: string;
  category: string;
  text: string;
  state: string;
  reply: string;
  address: string;
  createdAt: Date;
  repliedAt: Date | null;
  screenshot: { type: string; size: number } | null;
}

/** Newest first, optionally only one state. */
export async function feedbackForOperator(
  deps: Deps,
  opts: { states?: FeedbackState[]; limit?: number } = {},
): Promise<OperatorFeedback[]> {
  const rows = await deps.db
    .select({
      f: feedback,
      uid: users.uid,
      shotType: feedbackScreenshots.type,
      shotSize: feedbackScreenshots.size,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(feedbackScreenshots, eq(feedbackScreenshots.feedbackId, feedback.id))
    .where(opts.states ? inArray(feedback.state, opts.states) : undefined)
    .orderBy(desc(feedback.id))
    .limit(opts.limit ?? 50);
  return rows.map(({ f, uid, shotType, shotSize }) => ({
    id: f.id,
    uid,
    category: f.category,
    text: f.text,
    state: f.state,
    reply: f.reply,
    address: f.address,
    createdAt: f.createdAt,
    repliedAt: f.repliedAt,
    screenshot: shotType && shotSize !== null ? { type: shotType, size: shotSize } : null,
  }));
}

/** The screenshot's bytes, for an operator to look at. */
export async function screenshotForOperator(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ type: feedbackScreenshots.type, bytes: feedbackScreenshots.bytes })
    .from(feedbackScreenshots)
    .where(eq(feedbackScreenshots.feedbackId, id));
  if (!row) throw new OperatorError(`feedback ${id} has no screenshot`);
  return row;
}

/**
 * Answers a feedback item: the answer is stored (a later answer replaces it) and sent to the
 * player's inbox in the same transaction, once per answer. A closed item takes no answer.
 */
export async function replyToFeedback(deps: Deps, id: number, reply: string): Promise<void> {
  const text = reply.trim();
  if (!text) throw new OperatorError('the reply is empty');
  if (text.length > REPLY_MAX) throw new OperatorError(`the reply is over ${REPLY_MAX} characters`);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ reply: text, state: 'replied', repliedAt: now })
      .where(and(eq(feedback.id, id), ne(feedback.state, 'closed')))
      .returning();
    if (!row) {
      const [gone] = await tx
        .select({ state: feedback.state })
        .from(feedback)
        .where(eq(feedback.id, id));
      throw new OperatorError(gone ? `feedback ${id} is closed` : `no feedback ${id}`);
    }
    await sendSystemMail(deps, tx, {
      userId: row.userId,
      eventKey: `feedback_reply:${id}:${now.getTime()}`,
      key: SYSTEM_MAIL.feedbackReplied,
      params: { text: row.text, reply: text },
      link: FEEDBACK_PAGE,
    });
  });
}

/** Closes a feedback item (it takes no more answers); closing a closed one is refused. */
export async function closeFeedback(deps: Deps, id: number): Promise<void> {
  const rows = await deps.db
    .update(feedback)
    .set({ state: 'closed', closedAt: deps.now() })
    .where(and(eq(feedback.id, id), ne(feedback.state, 'closed')))
    .returning({ id: feedback.id });
  if (rows.length === 0) throw new OperatorError(`no open feedback ${id}`);
}
