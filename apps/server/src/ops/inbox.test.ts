import { api, type MailItem } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { player } from '../modules/deposits/testkit.js';
import { runFaqOps, runInboxOps } from './inbox.js';

const t = useTestApp();

async function run(area: 'inbox' | 'faq', ...args: string[]) {
  const lines: string[] = [];
  const fn = area === 'inbox' ? runInboxOps : runFaqOps;
  const code = await fn(t.deps, [area, ...args], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

type Faq = {
  topics: Array<{ id: number; title: string; questions: Array<{ id: number; question: string }> }>;
};
const faq = async (locale: 'en' | 'id' = 'en') =>
  resultData<Faq>(await t.call(api.faqList, {}, { locale }));

const message = [
  '--title-en',
  'Hello',
  '--title-id',
  'Halo',
  '--body-en',
  'Welcome aboard',
  '--body-id',
  'Selamat datang',
];

describe('npm run ops -- faq …', () => {
  it('serves the seeded FAQ in both languages, with answers', async () => {
    const en = await faq();
    expect(en.topics.map((x) => x.title)).toEqual(['Deposits', 'Withdrawals', 'Account']);
    const id = await faq('id');
    expect(id.topics.map((x) => x.title)).toEqual(['Deposit', 'Penarikan', 'Akun']);
    const first = en.topics[0]?.questions[0];
    expect(first?.question).toBe('How do I deposit?');
    const info = resultData<{ answer: string; topic: string }>(
      await t.call(api.faqInfo, { id: first?.id ?? 0 }, { locale: 'id' }),
    );
    expect(info.topic).toBe('Deposit');
    expect(info.answer).toMatch(/^Ketuk Deposit/);
    expect(failure(await t.call(api.faqInfo, { id: 999_999 }))).toEqual({
      state: '404',
      msg: 'This question was not found',
    });
    expect(failure(await t.call(api.faqInfo, { id: 'x' }, { locale: 'id' }))).toEqual({
      state: '400',
      msg: 'Pertanyaan ini tidak ditemukan',
    });
  });

  it('adds, edits and removes topics and questions; refuses bad input and changes nothing', async () => {
    const added = await run(
      'faq',
      'topic',
      'add',
      'games',
      '--title-en',
      'Games',
      '--title-id',
      'Permainan',
      '--sort',
      '9',
    );
    expect(added).toEqual({ code: 0, out: 'added topic games' });
    expect(
      (await run('faq', 'topic', 'add', 'games', '--title-en', 'G', '--title-id', 'P')).out,
    ).toBe('refused: FAQ topic "games" exists already');
    const q = await run(
      'faq',
      'add',
      'games',
      '--question-en',
      'Are the games fair?',
      '--question-id',
      'Apakah permainannya adil?',
      '--answer-en',
      'Every round can be verified.',
      '--answer-id',
      'Setiap ronde dapat diverifikasi.',
    );
    expect(q.code).toBe(0);
    const qid = Number(/#(\d+)/.exec(q.out)?.[1]);
    expect((await faq()).topics.at(-1)).toMatchObject({
      title: 'Games',
      questions: [{ id: qid, question: 'Are the games fair?' }],
    });
    const half = await run('faq', 'edit', String(qid), '--answer-en', 'Only English');
    expect(half).toEqual({ code: 1, out: 'refused: --answer-en and --answer-id go together' });
    const empty = await run('faq', 'edit', String(qid), '--answer-en', ' ', '--answer-id', 'x');
    expect(empty.out).toBe('refused: --answer-en must be 1 to 4000 characters');
    expect(
      (await run('faq', 'edit', String(qid), '--answer-en', 'Yes.', '--answer-id', 'Ya.')).code,
    ).toBe(0);
    const info = resultData<{ answer: string }>(
      await t.call(api.faqInfo, { id: qid }, { locale: 'id' }),
    );
    expect(info.answer).toBe('Ya.');
    expect((await run('faq', 'list')).out).toContain(`#${qid}  sort 0  "Are the games fair?"`);
    expect((await run('faq', 'remove', String(qid))).code).toBe(0);
    expect(failure(await t.call(api.faqInfo, { id: qid })).state).toBe('404');
    expect((await run('faq', 'topic', 'remove', 'games')).code).toBe(0);
    expect((await faq()).topics.map((x) => x.title)).toEqual([
      'Deposits',
      'Withdrawals',
      'Account',
    ]);
    expect(
      (await run('faq', 'topic', 'add', 'Bad Name', '--title-en', 'a', '--title-id', 'b')).code,
    ).toBe(1);
  });
});

describe('npm run ops -- inbox …', () => {
  it('sends to one player, to everyone, and lists broadcasts with their reach and reads', async () => {
    const p = await player(t);
    const one = await run(
      'inbox',
      'send',
      '--uid',
      p.uid,
      ...message,
      '--link',
      '/pages/wallet/Deposit',
    );
    expect(one.out).toMatch(/^sent message m\d+ to player /);
    const list = resultData<{ list: MailItem[] }>(
      await t.call(api.mailList, {}, { sign: p.sign, locale: 'id' }),
    );
    expect(list.list[0]).toMatchObject({
      title: 'Halo',
      body: 'Selamat datang',
      link: '/pages/wallet/Deposit',
    });

    t.advance(1_000);
    const all = await run('inbox', 'send', '--everyone', ...message);
    expect(all.out).toMatch(/^broadcast #(\d+) to everyone in ID/);
    const bid = /#(\d+)/.exec(all.out)?.[1];
    resultData(await t.call(api.mailRead, { id: `b${bid}` }, { sign: p.sign }));
    const listed = await run('inbox', 'list');
    expect(listed.out).toMatch(
      new RegExp(`#${bid}  sent  .*  everyone  "Hello"  players \\d+  read 1  deleted 0`),
    );
    expect((await run('inbox', 'player', p.uid)).out).toContain('operator');
    expect((await run('inbox', 'cancel', bid ?? '')).code).toBe(0);
    expect(failure(await t.call(api.mailRead, { id: `b${bid}` }, { sign: p.sign })).state).toBe(
      '404',
    );
  });

  it('refuses what it cannot send, and sends nothing', async () => {
    const p = await player(t);
    const refusals = [
      [['send', ...message], 2],
      [['send', '--uid', 'nobody', ...message], 1],
      [['send', '--uid', p.uid, '--everyone', ...message], 1],
      [['send', '--everyone', '--vip-min', '2', ...message], 1],
      [['send', '--vip-min', '3', '--vip-max', '1', ...message], 1],
      [['send', '--everyone', '--at', 'tomorrow', ...message], 1],
      [['send', '--everyone', ...message, '--link', 'https://evil.example'], 1],
      [['send', '--everyone', '--title-en', 'x'], 1],
    ] as const;
    for (const [args, code] of refusals) expect((await run('inbox', ...args)).code).toBe(code);
    expect(
      resultData<{ count: number }>(await t.call(api.mailUnread, {}, { sign: p.sign })).count,
    ).toBe(0);
  });
});
