import { consoleApi } from '@cardroom/contract/console';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { ConsoleCtx, ConsoleRouter } from '../../http/console-router.js';
import { conflict, notFound } from '../../http/errors.js';
import { faqEntries, faqTopics } from './schema.js';

/** The market's FAQ for the editor: every topic (empty ones too) with its questions, in order. */
async function faqTree(deps: Deps) {
  const topics = await deps.db
    .select()
    .from(faqTopics)
    .where(eq(faqTopics.market, deps.market.code))
    .orderBy(asc(faqTopics.sort), asc(faqTopics.id));
  const entries = topics.length
    ? await deps.db
        .select()
        .from(faqEntries)
        .where(
          inArray(
            faqEntries.topicId,
            topics.map((t) => t.id),
          ),
        )
        .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
    : [];
  return topics.map((t) => ({
    id: t.id,
    slug: t.slug,
    title: t.title,
    entries: entries
      .filter((e) => e.topicId === t.id)
      .map((e) => ({
        id: e.id,
        question: e.question,
        answer: e.answer,
        updatedAt: e.updatedAt.toISOString(),
      })),
  }));
}

/** A topic of this market, locked for the change; another market's is not found. */
async function topicFor(tx: Tx, market: string, id: number) {
  const [t] = await tx
    .select()
    .from(faqTopics)
    .where(and(eq(faqTopics.id, id), eq(faqTopics.market, market)))
    .for('update');
  if (!t) throw notFound('consoleFaqNotFound');
  return t;
}

async function entryFor(tx: Tx, market: string, id: number) {
  const [row] = await tx
    .select({ entry: faqEntries })
    .from(faqEntries)
    .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
    .where(and(eq(faqEntries.id, id), eq(faqTopics.market, market)))
    .for('update');
  if (!row) throw notFound('consoleFaqNotFound');
  return row.entry;
}

/**
 * The console's FAQ editor: the same tables as `npm run ops -- inbox faq …`, each change in
 * one transaction with its audit row. Order is the `sort` column; moving renumbers the
 * siblings 0, 1, 2, … so ties left by the command line are settled the first time.
 */
export function registerFaqConsoleRoutes(c: ConsoleRouter, deps: Deps): void {
  const market = deps.market.code;

  c.handle(consoleApi.consoleFaqList, async () => ({ topics: await faqTree(deps) }));

  c.handle(consoleApi.consoleFaqTopicSave, async (input, ctx) =>
    deps.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: faqTopics.id })
        .from(faqTopics)
        .where(and(eq(faqTopics.market, market), eq(faqTopics.slug, input.slug)));
      if (clash && clash.id !== input.id)
        throw conflict('consoleFaqSlugTaken', { slug: input.slug });
      if (input.id === undefined) {
        const [last] = await tx
          .select({ n: max(faqTopics.sort) })
          .from(faqTopics)
          .where(eq(faqTopics.market, market));
        const [row] = await tx
          .insert(faqTopics)
          .values({ market, slug: input.slug, title: input.title, sort: (last?.n ?? -1) + 1 })
          .returning();
        if (!row) throw new Error('topic insert returned nothing');
        await ctx.audit(tx, {
          action: 'faq.topic.create',
          target: `faqTopic:${row.id}`,
          before: null,
          after: { slug: row.slug, title: row.title },
        });
        return { id: row.id };
      }
      const before = await topicFor(tx, market, input.id);
      await tx
        .update(faqTopics)
        .set({ slug: input.slug, title: input.title })
        .where(eq(faqTopics.id, before.id));
      await ctx.audit(tx, {
        action: 'faq.topic.edit',
        target: `faqTopic:${before.id}`,
        before: { slug: before.slug, title: before.title },
        after: { slug: input.slug, title: input.title },
      });
      return { id: before.id };
    }),
  );

  c.handle(consoleApi.consoleFaqEntrySave, async (input, ctx) =>
    deps.db.transaction(async (tx) => {
      const topic = await topicFor(tx, market, input.topicId);
      const text = { question: input.question, answer: input.answer };
      if (input.id === undefined) {
        const [last] = await tx
          .select({ n: max(faqEntries.sort) })
          .from(faqEntries)
          .where(eq(faqEntries.topicId, topic.id));
        const [row] = await tx
          .insert(faqEntries)
          .values({ topicId: topic.id, ...text, sort: (last?.n ?? -1) + 1, updatedAt: deps.now() })
          .returning();
        if (!row) throw new Error('question insert returned nothing');
        await ctx.audit(tx, {
          action: 'faq.entry.create',
          target: `faqEntry:${row.id}`,
          before: null,
          after: { topicId: topic.id, ...text },
        });
        return { id: row.id };
      }
      const before = await entryFor(tx, market, input.id);
      await tx
        .update(faqEntries)
        .set({ topicId: topic.id, ...text, updatedAt: deps.now() })
        .where(eq(faqEntries.id, before.id));
      await ctx.audit(tx, {
        action: 'faq.entry.edit',
        target: `faqEntry:${before.id}`,
        before: { topicId: before.topicId, question: before.question, answer: before.answer },
        after: { topicId: topic.id, ...text },
      });
      return { id: before.id };
    }),
  );

  c.handle(consoleApi.consoleFaqDelete, async (input, ctx) =>
    deps.db.transaction(async (tx) => {
      if (input.kind === 'topic') {
        const t = await topicFor(tx, market, input.id);
        const gone = await tx
          .select()
          .from(faqEntries)
          .where(eq(faqEntries.topicId, t.id))
          .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
        await tx.delete(faqTopics).where(eq(faqTopics.id, t.id));
        await ctx.audit(tx, {
          action: 'faq.topic.delete',
          target: `faqTopic:${t.id}`,
          before: {
            slug: t.slug,
            title: t.title,
            entries: gone.map((e) => ({ id: e.id, question: e.question, answer: e.answer })),
          },
          after: null,
        });
        return { deleted: t.id };
      }
      const e = await entryFor(tx, market, input.id);
      await tx.delete(faqEntries).where(eq(faqEntries.id, e.id));
      await ctx.audit(tx, {
        action: 'faq.entry.delete',
        target: `faqEntry:${e.id}`,
        before: { topicId: e.topicId, question: e.question, answer: e.answer },
        after: null,
      });
      return { deleted: e.id };
    }),
  );

  c.handle(consoleApi.consoleFaqMove, async (input, ctx) =>
    deps.db.transaction(async (tx) => {
      const step = input.direction === 'up' ? -1 : 1;
      if (input.kind === 'topic') {
        await topicFor(tx, market, input.id);
        const siblings = await tx
          .select({ id: faqTopics.id })
          .from(faqTopics)
          .where(eq(faqTopics.market, market))
          .orderBy(asc(faqTopics.sort), asc(faqTopics.id))
          .for('update');
        const order = reordered(
          siblings.map((s) => s.id),
          input.id,
          step,
        );
        if (!order) return { moved: false };
        for (const [i, id] of order.entries()) {
          await tx.update(faqTopics).set({ sort: i }).where(eq(faqTopics.id, id));
        }
        await auditMove(ctx, tx, `faqTopic:${input.id}`, siblings, order);
        return { moved: true };
      }
      const e = await entryFor(tx, market, input.id);
      const siblings = await tx
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(eq(faqEntries.topicId, e.topicId))
        .orderBy(asc(faqEntries.sort), asc(faqEntries.id))
        .for('update');
      const order = reordered(
        siblings.map((s) => s.id),
        input.id,
        step,
      );
      if (!order) return { moved: false };
      for (const [i, id] of order.entries()) {
        await tx.update(faqEntries).set({ sort: i }).where(eq(faqEntries.id, id));
      }
      await auditMove(ctx, tx, `faqEntry:${input.id}`, siblings, order);
      return { moved: true };
    }),
  );
}

/** The ids with `id` swapped one place by `step`, or null at either end (nothing to do). */
function reordered(ids: number[], id: number, step: number): number[] | null {
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  [out[at], out[to]] = [out[to] as number, out[at] as number];
  return out;
}

function auditMove(
  ctx: Pick<ConsoleCtx, 'audit'>,
  tx: Tx,
  target: string,
  before: { id: number }[],
  after: number[],
) {
  return ctx.audit(tx, {
    action: 'faq.move',
    target,
    before: { order: before.map((s) => s.id) },
    after: { order: after },
  });
}
