import type { FeedbackCategory, FeedbackItem, FeedbackState, Locale } from '@cardroom/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound, tooMany } from '../../http/errors.js';
import { giveBack, reserveAll, type WindowRule } from '../throttle/index.js';
import { readScreenshot } from './image.js';
import { type FeedbackRow, feedback, feedbackScreenshots } from './schema.js';

/** A player sends at most 5 feedback items an hour, an address 20 (several players behind one NAT). */
export const FEEDBACK_PER_PLAYER: WindowRule = {
  bucket: 'feedback:user',
  windowSeconds: 3600,
  max: 5,
};
export const FEEDBACK_PER_ADDRESS: WindowRule = {
  bucket: 'feedback:ip',
  windowSeconds: 3600,
  max: 20,
};

/**
 * The player's view of an item: in_progress (an operator is on it) reads as open, and the
 * answer is the one in the player's language when the operator wrote both.
 */
export function presentFeedback(
  row: FeedbackRow,
  hasScreenshot: boolean,
  locale: Locale,
): FeedbackItem {
  return {
    id: String(row.id),
    category: row.category as FeedbackCategory,
    text: row.text,
    state: (row.state === 'in_progress' ? 'open' : row.state) as FeedbackState,
    reply: locale === 'id' && row.replyId ? row.replyId : row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasScreenshot,
  };
}

/**
 * Sends feedback. The screenshot is checked first (a refused one uses no attempt), then an
 * attempt is reserved under both throttles (a conditional upsert each: of a burst, exactly
 * as many pass as the hour has room for), then the feedback and its screenshot are written in
 * one transaction. A write that fails gives its attempts back.
 */
export async function submitFeedback(
  deps: Deps,
  userId: number,
  address: string,
  input: { category: FeedbackCategory; text: string; screenshot?: string | undefined },
  locale: Locale,
): Promise<{ feedback: FeedbackItem }> {
  const image = input.screenshot === undefined ? null : readScreenshot(input.screenshot);
  const now = deps.now();
  const got = await reserveAll(
    deps.db,
    [
      [FEEDBACK_PER_PLAYER, String(userId)],
      [FEEDBACK_PER_ADDRESS, address],
    ],
    now,
  );
  if (!got.ok) {
    throw tooMany('feedbackTooMany', {
      minutes: Math.max(1, Math.ceil(got.refused.retryAfterSeconds / 60)),
    });
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(feedback)
        .values({ userId, category: input.category, text: input.text, address, createdAt: now })
        .returning();
      if (!created) throw new Error('feedback insert returned no row');
      if (image) {
        await tx.insert(feedbackScreenshots).values({
          feedbackId: created.id,
          type: image.type,
          size: image.bytes.length,
          bytes: image.bytes,
        });
      }
      return created;
    });
    return { feedback: presentFeedback(row, image !== null, locale) };
  } catch (err) {
    for (const r of got.taken) await giveBack(deps.db, r);
    throw err;
  }
}

/** The player's own feedback, newest first. */
export async function listFeedback(
  deps: Deps,
  userId: number,
  page: number,
  pageSize: number,
  locale: Locale,
) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: feedback, shot: feedbackScreenshots.feedbackId })
      .from(feedback)
      .leftJoin(feedbackScreenshots, eq(feedbackScreenshots.feedbackId, feedback.id))
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(feedback).where(eq(feedback.userId, userId)),
  ]);
  return {
    list: rows.map((r) => presentFeedback(r.row, r.shot !== null, locale)),
    total: Number(total?.n ?? 0),
    page,
  };
}

/** The screenshot of the player's own feedback; another player's is "not found" like a missing one. */
export async function screenshotOf(deps: Deps, userId: number, feedbackId: number) {
  const [row] = await deps.db
    .select({ type: feedbackScreenshots.type, bytes: feedbackScreenshots.bytes })
    .from(feedbackScreenshots)
    .innerJoin(feedback, eq(feedback.id, feedbackScreenshots.feedbackId))
    .where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)));
  if (!row) throw notFound('feedbackNotFound');
  return {
    type: row.type as 'image/png' | 'image/jpeg' | 'image/webp',
    data: row.bytes.toString('base64'),
  };
}
