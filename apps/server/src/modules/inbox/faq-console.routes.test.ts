import { api, message } from '@cardroom/contract';
import { type ConsoleFaqTopic, consoleApi } from '@cardroom/contract/console';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';

let marketing: SignedIn;
let support: SignedIn;
let finance: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
  support = await signInAs(t, await makeOperator(t, 'support'));
  finance = await signInAs(t, await makeOperator(t, 'finance'));
});

const bi = (en: string, id: string) => ({ en, id });
const send = (
  who: SignedIn,
  endpoint: (typeof consoleApi)[keyof typeof consoleApi],
  payload: Record<string, unknown>,
) => consoleCall(t, endpoint, payload, { cookie: who.cookie, csrf: who.csrf });
const tree = async (who: SignedIn = marketing) =>
  resultData<{ topics: ConsoleFaqTopic[] }>(
    await consoleCall(t, consoleApi.consoleFaqList, {}, { cookie: who.cookie }),
  ).topics;
const faqAudits = () => t.deps.db.select().from(auditLog).where(like(auditLog.action, 'faq.%'));

describe('console FAQ editor', () => {
  it('lists the seeded FAQ in both languages', async () => {
    const topics = await tree();
    expect(topics.length).toBeGreaterThan(0);
    expect(topics[0]?.title.en).not.toBe('');
    expect(topics[0]?.title.id).not.toBe('');
  });

  it('creates a topic and a question the player then reads in their language, audited', async () => {
    const before = (await faqAudits()).length;
    const topic = resultData<{ id: number }>(
      await send(marketing, consoleApi.consoleFaqTopicSave, {
        slug: 'console-new',
        title: bi('New topic', 'Topik baru'),
      }),
    );
    const entry = resultData<{ id: number }>(
      await send(support, consoleApi.consoleFaqEntrySave, {
        topicId: topic.id,
        question: bi('How fast?', 'Seberapa cepat?'),
        answer: bi('Within minutes.', 'Dalam hitungan menit.'),
      }),
    );
    const info = await t.call(api.faqInfo, { id: entry.id }, { locale: 'id' });
    expect(info.body.resultData).toEqual({
      id: entry.id,
      topic: 'Topik baru',
      question: 'Seberapa cepat?',
      answer: 'Dalam hitungan menit.',
    });
    const topics = await tree();
    expect(topics.at(-1)).toMatchObject({ id: topic.id, slug: 'console-new' });
    const audits = (await faqAudits()).slice(before);
    expect(audits.map((a) => [a.action, a.target])).toEqual([
      ['faq.topic.create', `faqTopic:${topic.id}`],
      ['faq.entry.create', `faqEntry:${entry.id}`],
    ]);
    expect(audits[1]?.actor).toMatch(/-support-/);
  });

  it('edits an answer with its audit row before → after', async () => {
    const topic = (await tree()).find((x) => x.entries.length > 0);
    const e = topic?.entries[0];
    if (!topic || !e) throw new Error('no FAQ entry');
    resultData(
      await send(marketing, consoleApi.consoleFaqEntrySave, {
        id: e.id,
        topicId: topic.id,
        question: e.question,
        answer: bi('Edited answer', 'Jawaban diubah'),
      }),
    );
    const info = await t.call(api.faqInfo, { id: e.id }, { locale: 'en' });
    expect((info.body.resultData as { answer: string }).answer).toBe('Edited answer');
    const [row] = (await faqAudits()).slice(-1);
    expect(row).toMatchObject({
      action: 'faq.entry.edit',
      target: `faqEntry:${e.id}`,
      before: { answer: e.answer },
      after: { answer: bi('Edited answer', 'Jawaban diubah') },
    });
  });

  it('moves a question up and down, and a topic', async () => {
    const topic = (await tree()).find((x) => x.entries.length >= 2);
    if (!topic) throw new Error('no topic with two questions');
    const [a, b] = topic.entries;
    resultData(
      await send(marketing, consoleApi.consoleFaqMove, {
        kind: 'entry',
        id: b?.id,
        direction: 'up',
      }),
    );
    const moved = (await tree()).find((x) => x.id === topic.id);
    expect(moved?.entries.slice(0, 2).map((e) => e.id)).toEqual([b?.id, a?.id]);
    // Already first: nothing to do.
    const again = resultData<{ moved: boolean }>(
      await send(marketing, consoleApi.consoleFaqMove, {
        kind: 'entry',
        id: b?.id,
        direction: 'up',
      }),
    );
    expect(again.moved).toBe(false);
    const topics = await tree();
    const first = topics[0];
    resultData(
      await send(marketing, consoleApi.consoleFaqMove, {
        kind: 'topic',
        id: first?.id,
        direction: 'down',
      }),
    );
    expect((await tree())[1]?.id).toBe(first?.id);
    const [row] = (await faqAudits()).slice(-1);
    expect(row).toMatchObject({ action: 'faq.move', target: `faqTopic:${first?.id}` });
  });

  it('deletes a question and a topic with its questions, audited', async () => {
    const topic = (await tree()).find((x) => x.slug === 'console-new');
    if (!topic) throw new Error('no console-new topic');
    const entryId = topic.entries[0]?.id;
    resultData(await send(marketing, consoleApi.consoleFaqDelete, { kind: 'topic', id: topic.id }));
    expect((await tree()).some((x) => x.id === topic.id)).toBe(false);
    const info = await t.call(api.faqInfo, { id: entryId });
    expect(info.body.state).toBe('404');
    const [row] = (await faqAudits()).slice(-1);
    expect(row).toMatchObject({
      action: 'faq.topic.delete',
      before: { slug: 'console-new', entries: [{ id: entryId }] },
      after: null,
    });
  });

  it('refuses bad input in the operator’s language and changes nothing', async () => {
    const before = await tree();
    const audits = (await faqAudits()).length;
    const empty = await send(marketing, consoleApi.consoleFaqTopicSave, {
      slug: 'x',
      title: bi('', 'Kosong'),
      locale: 'id',
    });
    expect(empty.body).toEqual({
      state: '400',
      msg: message('invalidField', 'id', { field: 'title.en' }),
    });
    const taken = await send(marketing, consoleApi.consoleFaqTopicSave, {
      slug: before[0]?.slug,
      title: bi('Dup', 'Dup'),
    });
    expect(taken.body).toEqual({
      state: '409',
      msg: message('consoleFaqSlugTaken', 'en', { slug: before[0]?.slug ?? '' }),
    });
    const gone = await send(marketing, consoleApi.consoleFaqEntrySave, {
      id: 999_999,
      topicId: before[0]?.id,
      question: bi('Q', 'Q'),
      answer: bi('A', 'A'),
    });
    expect(gone.body).toEqual({ state: '404', msg: message('consoleFaqNotFound', 'en') });
    expect(await tree()).toEqual(before);
    expect(await faqAudits()).toHaveLength(audits);
  });

  it('refuses finance every FAQ call', async () => {
    const before = await tree();
    for (const [endpoint, payload] of [
      [consoleApi.consoleFaqList, {}],
      [consoleApi.consoleFaqTopicSave, { slug: 'fin', title: bi('F', 'F') }],
      [consoleApi.consoleFaqDelete, { kind: 'topic', id: before[0]?.id }],
      [consoleApi.consoleFaqMove, { kind: 'topic', id: before[0]?.id, direction: 'down' }],
    ] as const) {
      const res = await send(finance, endpoint, payload);
      expect(res.body, endpoint.path).toEqual({
        state: '403',
        msg: message('consoleRoleRefused', 'en'),
      });
    }
    expect(await tree()).toEqual(before);
  });
});
