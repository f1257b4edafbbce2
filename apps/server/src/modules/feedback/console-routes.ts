import type { FeedbackCategory, FeedbackState } from '@cardroom/contract';
import { consoleApi, NO_RISK } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { conflict, notFound, OperatorError } from '../../http/errors.js';
import { imageTypeOf } from './image.js';
import {
  closeFeedback,
  countFeedback,
  feedbackForOperator,
  replyToFeedback,
  screenshotForOperator,
} from './operator.js';
import { feedback } from './schema.js';

/**
 * The console's Feedback page: the same service calls as `npm run ops -- feedback`, each
 * change audited in its own transaction.
 */

type Row = typeof feedback.$inferSelect;
const snapshot = (f: Row) => ({ state: f.state, reply: f.reply });

/** Why a reply or close was refused, read from the row as it is now. */
async function refusal(deps: Deps, id: number, action: 'reply' | 'close') {
  const [row] = await deps.db
    .select({ state: feedback.state })
    .from(feedback)
    .where(eq(feedback.id, id));
  if (!row) return notFound('consoleFeedbackNotFound');
  if (row.state === 'closed') return conflict('consoleFeedbackClosed');
  return conflict(action === 'reply' ? 'consoleFeedbackSameReply' : 'consoleFeedbackClosed');
}

async function orRefusal(
  deps: Deps,
  id: number,
  action: 'reply' | 'close',
  work: () => Promise<void>,
) {
  try {
    await work();
  } catch (err) {
    if (err instanceof OperatorError) throw await refusal(deps, id, action);
    throw err;
  }
}

export function registerFeedbackConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleFeedbackList, async (input) => {
    const filter = {
      states: input.state === 'all' ? undefined : [input.state],
      category: input.category,
    };
    const [items, total] = await Promise.all([
      feedbackForOperator(deps, {
        ...filter,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      }),
      countFeedback(deps, filter),
    ]);
    // One query per risk rule for the whole page, never one per card.
    const risk = await deps.flows.riskOf(deps, [...new Set(items.map((f) => f.userId))]);
    return {
      total,
      currencySign: deps.market.currencySign,
      items: items.map((f) => ({
        risk: risk.get(f.userId) ?? NO_RISK,
        id: f.id,
        uid: f.uid,
        category: f.category as FeedbackCategory,
        text: f.text,
        state: f.state as FeedbackState,
        reply: f.reply,
        createdAt: f.createdAt.toISOString(),
        repliedAt: f.repliedAt ? f.repliedAt.toISOString() : null,
        screenshot: f.screenshot,
      })),
    };
  });

  c.handle(consoleApi.consoleFeedbackScreenshot, async (input) => {
    let shot: { bytes: Buffer };
    try {
      shot = await screenshotForOperator(deps, input.id);
    } catch (err) {
      if (err instanceof OperatorError) throw notFound('consoleFeedbackNoScreenshot');
      throw err;
    }
    // The type is read again from the bytes (never the stored label): the console shows it
    // as an image of exactly that type, or not at all.
    const type = imageTypeOf(Buffer.from(shot.bytes));
    if (!type) throw notFound('consoleFeedbackNoScreenshot');
    return { type, base64: Buffer.from(shot.bytes).toString('base64') };
  });

  c.handle(consoleApi.consoleFeedbackReply, async (input, ctx) => {
    await orRefusal(deps, input.id, 'reply', () =>
      replyToFeedback(deps, input.id, input.reply, (tx, before, after) =>
        ctx.audit(tx, {
          action: 'feedback.reply',
          target: `feedback:${input.id}`,
          before: snapshot(before),
          after: snapshot(after),
        }),
      ),
    );
    return { id: input.id, state: 'replied' as const };
  });

  c.handle(consoleApi.consoleFeedbackClose, async (input, ctx) => {
    await orRefusal(deps, input.id, 'close', () =>
      closeFeedback(deps, input.id, (tx, before, after) =>
        ctx.audit(tx, {
          action: 'feedback.close',
          target: `feedback:${input.id}`,
          before: snapshot(before),
          after: snapshot(after),
        }),
      ),
    );
    return { id: input.id, state: 'closed' as const };
  });
}
