import {
  api,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  type FeedbackItem,
  type MailItem,
  message,
} from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alignToWindow, failure, resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { runFeedbackOps } from '../../ops/feedback.js';
import { type Player, player } from '../deposits/testkit.js';
import { imageTypeOf } from './image.js';
import { closeFeedback, replyToFeedback } from './operator.js';
import { feedback, feedbackScreenshots } from './schema.js';
import { FEEDBACK_PER_ADDRESS, FEEDBACK_PER_PLAYER } from './service.js';

const t = useTestApp();

/** A 1×1 PNG, as a phone's screenshot would start. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60, 7),
  Buffer.from([0xff, 0xd9]),
]);
function webp(): Buffer {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(24, 1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}

type Sent = { feedback: FeedbackItem };
type Listed = { list: FeedbackItem[]; total: number; page: number };
const send = (
  p: Player,
  payload: Record<string, unknown>,
  opts: { locale?: 'en' | 'id'; ip?: string } = {},
) => t.call(api.feedbackSubmit, payload, { sign: p.sign, ...opts });
const mine = async (p: Player, payload: Record<string, unknown> = {}) =>
  resultData<Listed>(await t.call(api.feedbackList, payload, { sign: p.sign }));
const rows = async (userId: number) =>
  Number(
    (
      await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedback)
        .where(eq(feedback.userId, userId))
    )[0]?.n ?? 0,
  );

describe('sending feedback', () => {
  it('stores a category and a text; the list shows it open, newest first, with paging', async () => {
    const p = await player(t);
    for (const text of ['first', 'second', 'third']) {
      const sent = resultData<Sent>(await send(p, { category: 'deposit', text: `  ${text}  ` }));
      expect(sent.feedback).toMatchObject({ text, state: 'open', reply: '', hasScreenshot: false });
    }
    const page1 = await mine(p, { pageSize: 2 });
    expect(page1.list.map((f) => f.text)).toEqual(['third', 'second']);
    expect(page1.total).toBe(3);
    expect((await mine(p, { pageSize: 2, page: 2 })).list.map((f) => f.text)).toEqual(['first']);
    // Another player sees none of it.
    expect((await mine(await player(t))).total).toBe(0);
  });

  it('refuses a missing category, an empty or over-long text, in the player’s language, writing nothing', async () => {
    const p = await player(t);
    const cases: Array<[Record<string, unknown>, Parameters<typeof message>[0]]> = [
      [{ text: 'hello' }, 'feedbackCategoryMissing'],
      [{ category: 'lottery', text: 'hello' }, 'feedbackCategoryMissing'],
      [{ category: 'game', text: '   ' }, 'feedbackTextEmpty'],
      [{ category: 'game' }, 'feedbackTextEmpty'],
      [{ category: 'game', text: 'x'.repeat(141) }, 'feedbackTextTooLong'],
    ];
    for (const [payload, key] of cases) {
      for (const locale of ['en', 'id'] as const) {
        expect(failure(await send(p, payload, { locale }))).toEqual({
          state: '400',
          msg: message(key, locale),
        });
      }
    }
    expect(
      resultData<Sent>(await send(p, { category: 'game', text: 'x'.repeat(140) })).feedback.text,
    ).toHaveLength(140);
    expect(await rows(p.userId)).toBe(1);
  });
});

describe('screenshots', () => {
  it('knows PNG, JPEG and WebP by their bytes, and nothing else', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(webp())).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('%PDF-1.7 not an image'))).toBeNull();
    // A PNG signature alone, without its header chunk, is not an image.
    expect(imageTypeOf(PNG.subarray(0, 8))).toBeNull();
    // A RIFF whose size lies (a truncated or padded file).
    expect(imageTypeOf(Buffer.concat([webp(), Buffer.alloc(3)]))).toBeNull();
  });

  it('keeps an image for its owner only, with the type its bytes say', async () => {
    const p = await player(t);
    const other = await player(t);
    const sent = resultData<Sent>(
      await send(p, {
        category: 'withdrawal',
        text: 'see picture',
        screenshot: PNG.toString('base64'),
      }),
    );
    expect(sent.feedback.hasScreenshot).toBe(true);
    expect((await mine(p)).list[0]?.hasScreenshot).toBe(true);
    const shot = resultData<{ type: string; data: string }>(
      await t.call(api.feedbackScreenshot, { id: sent.feedback.id }, { sign: p.sign }),
    );
    expect(shot.type).toBe('image/png');
    expect(Buffer.from(shot.data, 'base64').equals(PNG)).toBe(true);

    for (const locale of ['en', 'id'] as const) {
      expect(
        failure(
          await t.call(
            api.feedbackScreenshot,
            { id: sent.feedback.id },
            { sign: other.sign, locale },
          ),
        ),
      ).toEqual({ state: '404', msg: message('feedbackNotFound', locale) });
    }
    expect(failure(await t.call(api.feedbackScreenshot, { id: sent.feedback.id }, {})).state).toBe(
      '401',
    );
    expect(
      failure(await t.call(api.feedbackScreenshot, { id: '../1' }, { sign: p.sign })).state,
    ).toBe('400');
  });

  it('accepts JPEG and WebP; refuses a non-image, broken base64 and an oversized file, writing nothing', async () => {
    const p = await player(t);
    for (const img of [JPEG, webp()]) {
      expect(
        resultData<Sent>(
          await send(p, { category: 'game', text: 'ok', screenshot: img.toString('base64') }),
        ).feedback.hasScreenshot,
      ).toBe(true);
    }
    const before = await rows(p.userId);
    const oversized = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_SCREENSHOT_MAX_BYTES)]);
    const cases: Array<[string, Parameters<typeof message>[0]]> = [
      [
        Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'),
        'feedbackScreenshotUnreadable',
      ],
      [Buffer.from('GIF89a............').toString('base64'), 'feedbackScreenshotUnreadable'],
      ['not base64 at all!', 'feedbackScreenshotUnreadable'],
      ['', 'feedbackScreenshotUnreadable'],
      [oversized.toString('base64'), 'feedbackScreenshotTooLarge'],
    ];
    for (const [screenshot, key] of cases) {
      for (const locale of ['en', 'id'] as const) {
        const res = await send(p, { category: 'game', text: 'bad file', screenshot }, { locale });
        expect(failure(res)).toEqual({ state: '400', msg: message(key, locale) });
      }
    }
    expect(await rows(p.userId)).toBe(before);
    const [stored] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedbackScreenshots)
      .innerJoin(feedback, eq(feedback.id, feedbackScreenshots.feedbackId))
      .where(eq(feedback.userId, p.userId));
    expect(Number(stored?.n)).toBe(2);
  });
});

describe('throttling', () => {
  it('50 sends at once from one player: exactly the hour’s 5 pass', async () => {
    alignToWindow(t, FEEDBACK_PER_PLAYER.windowSeconds);
    const p = await player(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(p, { category: 'other', text: `burst ${i}` }, { ip: uniqueIp() }),
      ),
    );
    const ok = answers.filter((a) => a.body.state === '200');
    expect(ok).toHaveLength(FEEDBACK_PER_PLAYER.max);
    for (const a of answers.filter((x) => x.body.state !== '200')) {
      expect(a.body.state).toBe('429');
    }
    expect(await rows(p.userId)).toBe(FEEDBACK_PER_PLAYER.max);
    const refused = await send(p, { category: 'other', text: 'one more' }, { locale: 'id' });
    expect(failure(refused).msg).toMatch(/^Anda sudah mengirim banyak masukan/);
    // The next hour has room again.
    t.advance(FEEDBACK_PER_PLAYER.windowSeconds * 1000);
    expect((await send(p, { category: 'other', text: 'next hour' })).body.state).toBe('200');
  });

  it('50 players at once behind one address: the address’s 20 pass', async () => {
    alignToWindow(t, FEEDBACK_PER_ADDRESS.windowSeconds);
    const ip = uniqueIp();
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const answers = await Promise.all(
      players.map((p) => send(p, { category: 'other', text: 'nat' }, { ip })),
    );
    expect(answers.filter((a) => a.body.state === '200')).toHaveLength(FEEDBACK_PER_ADDRESS.max);
    const [n] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .where(eq(feedback.address, ip));
    expect(Number(n?.n)).toBe(FEEDBACK_PER_ADDRESS.max);
  });

  it('a refused screenshot uses no attempt', async () => {
    alignToWindow(t, FEEDBACK_PER_PLAYER.windowSeconds);
    const p = await player(t);
    for (let i = 0; i < 10; i++) {
      await send(p, { category: 'game', text: 'bad', screenshot: 'AAAA' });
    }
    for (let i = 0; i < FEEDBACK_PER_PLAYER.max; i++) {
      expect((await send(p, { category: 'game', text: `good ${i}` })).body.state).toBe('200');
    }
  });
});

describe('the operator’s answer', () => {
  it('shows on the list and arrives in the inbox in the player’s language; a closed item takes none', async () => {
    const p = await player(t);
    const sent = resultData<Sent>(
      await send(p, { category: 'deposit', text: 'Where is my deposit?' }),
    );
    const id = Number(sent.feedback.id);
    await replyToFeedback(t.deps, id, 'It was credited at 10:05.');
    const [item] = (await mine(p)).list;
    expect(item).toMatchObject({ state: 'replied', reply: 'It was credited at 10:05.' });
    expect(item?.repliedAt).not.toBeNull();

    const inbox = async (locale: 'en' | 'id') =>
      resultData<{ list: MailItem[] }>(await t.call(api.mailList, {}, { sign: p.sign, locale }))
        .list;
    const [en] = await inbox('en');
    expect(en).toMatchObject({
      title: 'Reply to your feedback',
      body: 'About "Where is my deposit?": It was credited at 10:05.',
      link: '/pages/account/FeedBack/FeedBack',
      read: false,
    });
    expect((await inbox('id'))[0]?.title).toBe('Balasan untuk masukan Anda');

    await closeFeedback(t.deps, id);
    expect((await mine(p)).list[0]?.state).toBe('closed');
    await expect(replyToFeedback(t.deps, id, 'again')).rejects.toThrow(/closed/);
    await expect(closeFeedback(t.deps, id)).rejects.toThrow(/no open feedback/);
    expect(await inbox('en')).toHaveLength(1);
  });

  it('npm run ops -- feedback list / reply / close', async () => {
    const p = await player(t);
    const sent = resultData<Sent>(
      await send(p, {
        category: 'suggestion',
        text: 'More tables please',
        screenshot: PNG.toString('base64'),
      }),
    );
    const lines: string[] = [];
    const ops = async (...args: string[]) => {
      lines.length = 0;
      const code = await runFeedbackOps(t.deps, ['feedback', ...args], (l) => lines.push(l));
      return { code, out: lines.join('\n') };
    };
    const listed = await ops('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${sent.feedback.id}  open  player ${p.uid}  suggestion`);
    expect(listed.out).toContain('screenshot image/png');
    expect((await ops('reply', sent.feedback.id, 'Noted,', 'thank', 'you')).code).toBe(0);
    expect((await mine(p)).list[0]?.reply).toBe('Noted, thank you');
    expect((await ops('reply', sent.feedback.id)).out).toBe('refused: the reply is empty');
    expect((await ops('close', sent.feedback.id)).code).toBe(0);
    expect((await ops('list')).out).not.toContain(`#${sent.feedback.id} `);
    expect((await ops('list', '--state', 'closed')).out).toContain(`#${sent.feedback.id}  closed`);
    expect((await ops('list', '--state', 'bogus')).code).toBe(1);
    expect((await ops('close', 'abc')).out).toBe('refused: give the feedback id');
  });
});
