import type { Locale } from '@cardroom/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound, OperatorError } from '../../http/errors.js';
import { type BiText, faqEntries, faqTopics } from './schema.js';

/** The market's FAQ for a player: topics in order, each with its questions (empty topics left out). */
export async function faqList(deps: Deps, locale: Locale) {
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
  return {
    topics: topics
      .map((t) => ({
        id: t.id,
        title: t.title[locale],
        questions: entries
          .filter((e) => e.topicId === t.id)
          .map((e) => ({ id: e.id, question: e.question[locale] })),
      }))
      .filter((t) => t.questions.length > 0),
  };
}

/** One answer of this market's FAQ; another market's entry is not found. */
export async function faqInfo(deps: Deps, id: number, locale: Locale) {
  const [row] = await deps.db
    .select({ entry: faqEntries, topic: faqTopics })
    .from(faqEntries)
    .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
    .where(and(eq(faqEntries.id, id), eq(faqTopics.market, deps.market.code)));
  if (!row) throw notFound('faqNotFound');
  return {
    id: row.entry.id,
    topic: row.topic.title[locale],
    question: row.entry.question[locale],
    answer: row.entry.answer[locale],
  };
}

// ---- the operator's side (npm run ops -- faq …) ----

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

function checkText(name: string, t: BiText, max: number): void {
  for (const lang of ['en', 'id'] as const) {
    const v = t[lang].trim();
    if (!v || v.length > max)
      throw new OperatorError(`--${name}-${lang} must be 1 to ${max} characters`);
  }
}

async function topicBySlug(db: DbOrTx, market: string, slug: string) {
  const [t] = await db
    .select()
    .from(faqTopics)
    .where(and(eq(faqTopics.market, market), eq(faqTopics.slug, slug)));
  if (!t) throw new OperatorError(`no FAQ topic "${slug}"`);
  return t;
}

export async function addTopic(deps: Deps, slug: string, title: BiText, sort = 0) {
  if (!SLUG.test(slug)) throw new OperatorError('a topic name is lower-case letters, digits and -');
  checkText('title', title, 60);
  const [row] = await deps.db
    .insert(faqTopics)
    .values({ market: deps.market.code, slug, title, sort })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new OperatorError(`FAQ topic "${slug}" exists already`);
  return row;
}

export async function editTopic(
  deps: Deps,
  slug: string,
  patch: { title?: BiText | undefined; sort?: number | undefined },
) {
  const t = await topicBySlug(deps.db, deps.market.code, slug);
  if (patch.title) checkText('title', patch.title, 60);
  const [row] = await deps.db
    .update(faqTopics)
    .set({ title: patch.title ?? t.title, sort: patch.sort ?? t.sort })
    .where(eq(faqTopics.id, t.id))
    .returning();
  if (!row) throw new Error('topic vanished');
  return row;
}

/** Removes a topic and its questions. */
export async function removeTopic(deps: Deps, slug: string) {
  const t = await topicBySlug(deps.db, deps.market.code, slug);
  await deps.db.delete(faqTopics).where(eq(faqTopics.id, t.id));
  return t;
}

export async function addQuestion(
  deps: Deps,
  slug: string,
  q: { question: BiText; answer: BiText; sort?: number | undefined },
) {
  const t = await topicBySlug(deps.db, deps.market.code, slug);
  checkText('question', q.question, 200);
  checkText('answer', q.answer, 4_000);
  const [row] = await deps.db
    .insert(faqEntries)
    .values({
      topicId: t.id,
      question: q.question,
      answer: q.answer,
      sort: q.sort ?? 0,
      updatedAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('question vanished');
  return row;
}

async function questionOf(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ entry: faqEntries })
    .from(faqEntries)
    .innerJoin(faqTopics, eq(faqTopics.id, faqEntries.topicId))
    .where(and(eq(faqEntries.id, id), eq(faqTopics.market, deps.market.code)));
  if (!row) throw new OperatorError(`no FAQ question #${id}`);
  return row.entry;
}

export async function editQuestion(
  deps: Deps,
  id: number,
  patch: {
    question?: BiText | undefined;
    answer?: BiText | undefined;
    sort?: number | undefined;
    topic?: string | undefined;
  },
) {
  const q = await questionOf(deps, id);
  if (patch.question) checkText('question', patch.question, 200);
  if (patch.answer) checkText('answer', patch.answer, 4_000);
  const topicId = patch.topic
    ? (await topicBySlug(deps.db, deps.market.code, patch.topic)).id
    : q.topicId;
  const [row] = await deps.db
    .update(faqEntries)
    .set({
      question: patch.question ?? q.question,
      answer: patch.answer ?? q.answer,
      sort: patch.sort ?? q.sort,
      topicId,
      updatedAt: deps.now(),
    })
    .where(eq(faqEntries.id, id))
    .returning();
  if (!row) throw new Error('question vanished');
  return row;
}

export async function removeQuestion(deps: Deps, id: number) {
  const q = await questionOf(deps, id);
  await deps.db.delete(faqEntries).where(eq(faqEntries.id, q.id));
  return q;
}

/** Every topic and question of the market, for `faq list`. */
export async function faqForOperator(deps: Deps) {
  const topics = await deps.db
    .select()
    .from(faqTopics)
    .where(eq(faqTopics.market, deps.market.code))
    .orderBy(asc(faqTopics.sort), asc(faqTopics.id));
  const entries = await deps.db
    .select()
    .from(faqEntries)
    .where(inArray(faqEntries.topicId, topics.length ? topics.map((t) => t.id) : [0]))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return topics.map((t) => ({ ...t, entries: entries.filter((e) => e.topicId === t.id) }));
}

/** How many topics the market has (the seed runs only into an empty FAQ). */
export async function topicCount(db: DbOrTx, market: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(faqTopics)
    .where(eq(faqTopics.market, market));
  return Number(row?.n ?? 0);
}
