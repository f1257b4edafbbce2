import type { FeedbackCategory } from '@cardroom/contract';
import { consoleApi, NO_RISK } from '@cardroom/contract/console';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { ConsoleRouter } from '../../http/console-router.js';
import { conflict, notFound, OperatorError } from '../../http/errors.js';
import { operators } from '../operators/index.js';
import { readSetting } from '../settings/index.js';
import { imageTypeOf } from './image.js';
import {
  assignFeedback,
  closeFeedback,
  countFeedback,
  type DeskState,
  feedbackForOperator,
  replyToFeedback,
  screenshotForOperator,
  setFeedbackState,
} from './operator.js';
import { feedback } from './schema.js';
import { feedbackRepliesSetting } from './settings.js';

/**
 * The console's Feedback page, a support desk: the same service calls as `npm run ops --
 * feedback`, plus an owner and the new / in progress state; each change audited in its own
 * transaction.
 */

type Row = typeof feedback.$inferSelect;
const snapshot = (f: Row) => ({
  state: f.state,
  reply: f.reply,
  ...(f.replyId ? { replyId: f.replyId } : {}),
  ownerId: f.ownerId,
});

type Action = 'reply' | 'close' | 'assign' | 'state';
const SAME = {
  reply: 'consoleFeedbackSameReply',
  close: 'consoleFeedbackClosed',
  assign: 'consoleFeedbackSameOwner',
  state: 'consoleFeedbackSameState',
} as const;

/** Why a change was refused, read from the row as it is now. */
async function refusal(deps: Deps, id: number, action: Action) {
  const [row] = await deps.db
    .select({ state: feedback.state })
    .from(feedback)
    .where(eq(feedback.id, id));
  if (!row) return notFound('consoleFeedbackNotFound');
  if (row.state === 'closed') return conflict('consoleFeedbackClosed');
  return conflict(SAME[action]);
}

/** The operators an item may be given to: active, owner or support (the roles of the desk). */
async function deskOperators(deps: Deps, ids?: number[]) {
  return deps.db
    .select({ id: operators.id, login: operators.login })
    .from(operators)
    .where(
      and(
        eq(operators.disabled, false),
        inArray(operators.role, ['owner', 'support']),
        ids ? inArray(operators.id, ids) : undefined,
      ),
    )
    .orderBy(asc(operators.login));
}

async function orRefusal(deps: Deps, id: number, action: Action, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (err instanceof OperatorError) throw await refusal(deps, id, action);
    throw err;
  }
}

export function registerFeedbackConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleFeedbackList, async (input, ctx) => {
    const owner =
      input.owner === 'anyone'
        ? undefined
        : input.owner === 'none'
          ? ('none' as const)
          : input.owner === 'me'
            ? ctx.operator.operatorId
            : Number(input.owner);
    const filter = {
      states: input.state === 'all' ? undefined : [input.state as DeskState],
      category: input.category,
      owner,
    };
    const [items, total, desk, canned] = await Promise.all([
      feedbackForOperator(deps, {
        ...filter,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      }),
      countFeedback(deps, filter),
      deskOperators(deps),
      readSetting(deps.db, deps.market.code, feedbackRepliesSetting),
    ]);
    // One query per risk rule for the whole page, never one per card.
    const risk = await deps.flows.riskOf(deps, [...new Set(items.map((f) => f.userId))]);
    return {
      total,
      currencySign: deps.market.currencySign,
      operators: desk,
      cannedReplies: canned,
      items: items.map((f) => ({
        risk: risk.get(f.userId) ?? NO_RISK,
        id: f.id,
        uid: f.uid,
        category: f.category as FeedbackCategory,
        text: f.text,
        state: f.state as DeskState,
        reply: f.reply,
        replyId: f.replyId,
        owner: f.owner,
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
      replyToFeedback(
        deps,
        input.id,
        input.reply,
        (tx, before, after) =>
          ctx.audit(tx, {
            action: 'feedback.reply',
            target: `feedback:${input.id}`,
            before: snapshot(before),
            after: snapshot(after),
          }),
        input.replyId,
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

export function registerFeedbackDeskRoutes(c: ConsoleRouter, deps: Deps): void {
  c.handle(consoleApi.consoleFeedbackAssign, async (input, ctx) => {
    let owner: { id: number; login: string } | null = null;
    if (input.operatorId !== null) {
      [owner = null] = await deskOperators(deps, [input.operatorId]);
      if (!owner) throw notFound('consoleFeedbackNoSuchOwner');
    }
    await orRefusal(deps, input.id, 'assign', () =>
      assignFeedback(deps, input.id, input.operatorId, (tx, before, after) =>
        ctx.audit(tx, {
          action: 'feedback.assign',
          target: `feedback:${input.id}`,
          before: snapshot(before),
          after: snapshot(after),
        }),
      ),
    );
    return { id: input.id, owner };
  });

  c.handle(consoleApi.consoleFeedbackSetState, async (input, ctx) => {
    await orRefusal(deps, input.id, 'state', () =>
      setFeedbackState(deps, input.id, input.state, (tx, before, after) =>
        ctx.audit(tx, {
          action: 'feedback.state',
          target: `feedback:${input.id}`,
          before: snapshot(before),
          after: snapshot(after),
        }),
      ),
    );
    return { id: input.id, state: input.state };
  });
}
