import type { FeedbackState } from '@cardroom/contract';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { OperatorError } from '../../http/errors.js';
import { SYSTEM_MAIL, sendSystemMail } from '../inbox/index.js';
import { operators } from '../operators/index.js';
import { users } from '../users/index.js';
import { feedback, feedbackScreenshots } from './schema.js';

/** The operator's side of feedback: the ops CLI and the console's support desk (Feedback page). */

export const FEEDBACK_PAGE = '/pages/account/FeedBack/FeedBack';
export const REPLY_MAX = 1000;

export interface OperatorFeedback {
  id: number;
  userId: number;
  uid: string;
  category: string;
  text: string;
  state: string;
  reply: string;
  replyId: string;
  owner: { id: number; login: string } | null;
  address: string;
  createdAt: Date;
  repliedAt: Date | null;
  screenshot: { type: string; size: number } | null;
}

/** The states an item may be in on the desk (the player's list shows in_progress as open). */
export type DeskState = FeedbackState | 'in_progress';

export interface FeedbackFilter {
  states?: DeskState[] | undefined;
  category?: string | undefined;
  /** An operator's id, or 'none' for the items nobody owns. */
  owner?: number | 'none' | undefined;
}

function filterOf(f: FeedbackFilter) {
  return and(
    f.states ? inArray(feedback.state, f.states) : undefined,
    f.category ? eq(feedback.category, f.category) : undefined,
    f.owner === 'none'
      ? isNull(feedback.ownerId)
      : f.owner !== undefined
        ? eq(feedback.ownerId, f.owner)
        : undefined,
  );
}

/** How many items a filter matches (the console's page count). */
export async function countFeedback(deps: Deps, f: FeedbackFilter = {}): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(feedback).where(filterOf(f));
  return Number(row?.n ?? 0);
}

/** Newest first, optionally only some states or one category, a page at a time. */
export async function feedbackForOperator(
  deps: Deps,
  opts: FeedbackFilter & { limit?: number; offset?: number } = {},
): Promise<OperatorFeedback[]> {
  const rows = await deps.db
    .select({
      f: feedback,
      uid: users.uid,
      ownerLogin: operators.login,
      shotType: feedbackScreenshots.type,
      shotSize: feedbackScreenshots.size,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(operators, eq(operators.id, feedback.ownerId))
    .leftJoin(feedbackScreenshots, eq(feedbackScreenshots.feedbackId, feedback.id))
    .where(filterOf(opts))
    .orderBy(desc(feedback.id))
    .limit(opts.limit ?? 50)
    .offset(opts.offset ?? 0);
  return rows.map(({ f, uid, ownerLogin, shotType, shotSize }) => ({
    id: f.id,
    userId: f.userId,
    uid,
    category: f.category,
    text: f.text,
    state: f.state,
    reply: f.reply,
    replyId: f.replyId,
    owner: f.ownerId !== null && ownerLogin ? { id: f.ownerId, login: ownerLogin } : null,
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

type FeedbackRow = typeof feedback.$inferSelect;
type Audit = (tx: Tx, before: FeedbackRow, after: FeedbackRow) => Promise<void>;

/**
 * Answers a feedback item: the answer is stored (a later answer replaces it) and sent to the
 * player's inbox in the same transaction, once per answer. A closed item takes no answer, and
 * the answer it already has is not sent again (a double-clicked reply acts once). `audit` runs
 * in the same transaction. `replyId` is the same answer in Indonesian (a canned reply has
 * both): the player reads the text of their app's language; without it, `reply` reaches all.
 */
export async function replyToFeedback(
  deps: Deps,
  id: number,
  reply: string,
  audit?: Audit,
  replyId = '',
): Promise<void> {
  const text = reply.trim();
  const textId = replyId.trim();
  if (!text) throw new OperatorError('the reply is empty');
  if (text.length > REPLY_MAX || textId.length > REPLY_MAX) {
    throw new OperatorError(`the reply is over ${REPLY_MAX} characters`);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id));
    // Conditional: concurrent identical replies re-check the row after the first commits.
    const [row] = await tx
      .update(feedback)
      .set({ reply: text, replyId: textId, state: 'replied', repliedAt: now })
      .where(
        and(
          eq(feedback.id, id),
          ne(feedback.state, 'closed'),
          or(ne(feedback.reply, text), ne(feedback.replyId, textId)),
        ),
      )
      .returning();
    if (!row || !before) {
      const [gone] = await tx
        .select({ state: feedback.state })
        .from(feedback)
        .where(eq(feedback.id, id));
      if (!gone) throw new OperatorError(`no feedback ${id}`);
      throw new OperatorError(
        gone.state === 'closed'
          ? `feedback ${id} is closed`
          : `feedback ${id} has this reply already`,
      );
    }
    await sendSystemMail(deps, tx, {
      userId: row.userId,
      eventKey: `feedback_reply:${id}:${now.getTime()}`,
      key: SYSTEM_MAIL.feedbackReplied,
      // The inbox shows replyId to a reader in Indonesian when there is one (inbox/present.ts).
      params: textId
        ? { text: row.text, reply: text, replyId: textId }
        : { text: row.text, reply: text },
      link: FEEDBACK_PAGE,
    });
    await audit?.(tx, before, row);
  });
}

/** Closes a feedback item (it takes no more answers); closing a closed one is refused. */
export async function closeFeedback(deps: Deps, id: number, audit?: Audit): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id));
    const [row] = await tx
      .update(feedback)
      .set({ state: 'closed', closedAt: deps.now() })
      .where(and(eq(feedback.id, id), ne(feedback.state, 'closed')))
      .returning();
    if (!row || !before) throw new OperatorError(`no open feedback ${id}`);
    await audit?.(tx, before, row);
  });
}

/**
 * Gives an item to an operator (`ownerId`), or to nobody (null). A closed item keeps its
 * owner; giving an item to the operator who owns it already is refused (nothing changes).
 */
export async function assignFeedback(
  deps: Deps,
  id: number,
  ownerId: number | null,
  audit?: Audit,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id));
    const [row] = await tx
      .update(feedback)
      .set({ ownerId })
      .where(
        and(
          eq(feedback.id, id),
          ne(feedback.state, 'closed'),
          ownerId === null
            ? sql`${feedback.ownerId} is not null`
            : sql`${feedback.ownerId} is distinct from ${ownerId}`,
        ),
      )
      .returning();
    if (!row || !before)
      throw new OperatorError(`feedback ${id} is closed, missing or owned so already`);
    await audit?.(tx, before, row);
  });
}

/**
 * Moves an item between new (open) and in progress; answered (replied) and closed come from a
 * reply and from closing. A closed item stays closed.
 */
export async function setFeedbackState(
  deps: Deps,
  id: number,
  state: 'open' | 'in_progress',
  audit?: Audit,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id));
    const [row] = await tx
      .update(feedback)
      .set({ state })
      .where(and(eq(feedback.id, id), ne(feedback.state, 'closed'), ne(feedback.state, state)))
      .returning();
    if (!row || !before)
      throw new OperatorError(`feedback ${id} is closed, missing or ${state} already`);
    await audit?.(tx, before, row);
  });
}
