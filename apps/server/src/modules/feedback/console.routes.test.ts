import { api, type FeedbackItem, type MailItem, message } from '@cardroom/contract';
import { type ConsoleFeedbackItem, consoleApi } from '@cardroom/contract/console';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { type Player, player } from '../deposits/testkit.js';
import { inboxMessages } from '../inbox/index.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';

let support: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const submit = async (p: Player, body: Record<string, unknown>) =>
  resultData<{ feedback: FeedbackItem }>(
    await t.call(api.feedbackSubmit, body, { sign: p.sign, ip: uniqueIp() }),
  ).feedback;
const call = (endpoint: Parameters<typeof consoleCall>[1], payload: Record<string, unknown>) =>
  consoleCall(t, endpoint, payload, { cookie: support.cookie, csrf: support.csrf });
const list = async (payload: Record<string, unknown> = {}) =>
  resultData<{ items: ConsoleFeedbackItem[]; total: number }>(
    await call(consoleApi.consoleFeedbackList, payload),
  );
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `feedback:${id}`));
const replyMails = (userId: number) =>
  t.deps.db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, userId))
    .then((rows) => rows.filter((r) => r.eventKey?.startsWith('feedback_reply:')));

describe('console feedback', () => {
  it('lists newest first, filtered by state and category, a page at a time', async () => {
    const p = await player(t);
    const a = await submit(p, { category: 'deposit', text: 'deposit missing' });
    const b = await submit(p, { category: 'game', text: 'game froze' });
    const c = await submit(p, { category: 'deposit', text: 'second deposit question' });
    const deposits = await list({ category: 'deposit' });
    const ids = deposits.items.map((i) => String(i.id));
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids).not.toContain(b.id);
    expect(deposits.items.every((i) => i.category === 'deposit')).toBe(true);
    const first = await list({ pageSize: 1, page: 1 });
    const second = await list({ pageSize: 1, page: 2 });
    expect(first.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items[0]).toMatchObject({ uid: p.uid, state: 'open', screenshot: null });
    const closedOnly = await list({ state: 'closed' });
    expect(closedOnly.items.every((i) => i.state === 'closed')).toBe(true);
  });

  it('shows the screenshot to operators only, its type read from its bytes', async () => {
    const p = await player(t);
    const f = await submit(p, {
      category: 'game',
      text: 'look',
      screenshot: PNG.toString('base64'),
    });
    const item = (await list()).items.find((i) => String(i.id) === f.id);
    expect(item?.screenshot).toEqual({ type: 'image/png', size: PNG.length });
    const shot = resultData<{ type: string; base64: string }>(
      await call(consoleApi.consoleFeedbackScreenshot, { id: f.id }),
    );
    expect(shot).toEqual({ type: 'image/png', base64: PNG.toString('base64') });
    const none = await submit(p, { category: 'game', text: 'no picture' });
    expect((await call(consoleApi.consoleFeedbackScreenshot, { id: none.id })).body).toEqual({
      state: '404',
      msg: message('consoleFeedbackNoScreenshot', 'en'),
    });
    // Signed out: nothing.
    const out = await consoleCall(t, consoleApi.consoleFeedbackScreenshot, { id: f.id });
    expect(out.body.state).toBe('401');
  });

  it('a reply reaches the player’s list and inbox, audited; 50 identical replies at once act once', async () => {
    const p = await player(t);
    const f = await submit(p, { category: 'withdrawal', text: 'where is my money' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(consoleApi.consoleFeedbackReply, { id: f.id, reply: 'It was paid today' }),
      ),
    );
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.body.state !== '200')) {
      expect(r.body).toEqual({ state: '409', msg: message('consoleFeedbackSameReply', 'en') });
    }
    expect(await replyMails(p.userId)).toHaveLength(1);
    const audit = await auditOf(Number(f.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'feedback.reply',
      before: { state: 'open', reply: '' },
      after: { state: 'replied', reply: 'It was paid today' },
    });
    expect(audit[0]?.actor).toBe(support.session.operator.login);
    const mine = resultData<{ list: FeedbackItem[] }>(
      await t.call(api.feedbackList, {}, { sign: p.sign }),
    );
    expect(mine.list[0]).toMatchObject({ state: 'replied', reply: 'It was paid today' });
    const mail = resultData<{ list: MailItem[] }>(
      await t.call(api.mailList, {}, { sign: p.sign, locale: 'id' }),
    ).list.find((m) => m.kind === 'system');
    expect(mail?.title).toBe('Balasan untuk masukan Anda');
    expect(mail?.body).toContain('It was paid today');
  });

  it('closes once (50 at once: one acts), then takes no reply; each refusal in the operator’s words', async () => {
    const p = await player(t);
    const f = await submit(p, { category: 'account', text: 'cannot log in' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(consoleApi.consoleFeedbackClose, { id: f.id })),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    const audit = await auditOf(Number(f.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'feedback.close',
      before: { state: 'open' },
      after: { state: 'closed' },
    });
    const reply = await call(consoleApi.consoleFeedbackReply, { id: f.id, reply: 'late' });
    expect(reply.body).toEqual({ state: '409', msg: message('consoleFeedbackClosed', 'en') });
    expect(await replyMails(p.userId)).toHaveLength(0);
    const missing = await call(consoleApi.consoleFeedbackClose, { id: 999_999_998 });
    expect(missing.body).toEqual({ state: '404', msg: message('consoleFeedbackNotFound', 'en') });
    const empty = await call(consoleApi.consoleFeedbackReply, { id: f.id, reply: '   ' });
    expect(empty.body.state).toBe('400');
    expect(await auditOf(Number(f.id))).toHaveLength(1);
  });

  it('is refused to marketing and finance', async () => {
    for (const role of ['marketing', 'finance'] as const) {
      const s = await signInAs(t, await makeOperator(t, role));
      const res = await consoleCall(t, consoleApi.consoleFeedbackList, {}, { cookie: s.cookie });
      expect(res.body).toEqual({ state: '403', msg: message('consoleRoleRefused', 'en') });
    }
    expect(
      await t.deps.db.select().from(auditLog).where(like(auditLog.action, 'feedback.%')),
    ).not.toHaveLength(0);
  });
});
