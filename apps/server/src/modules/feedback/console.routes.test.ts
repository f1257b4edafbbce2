import { api, type FeedbackItem, type MailItem, message } from '@cardroom/contract';
import { type CannedReply, type ConsoleFeedbackItem, consoleApi } from '@cardroom/contract/console';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { type Player, player } from '../deposits/testkit.js';
import { inboxMessages } from '../inbox/index.js';
import { auditLog, operators } from '../operators/index.js';
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
  resultData<{
    items: ConsoleFeedbackItem[];
    total: number;
    operators: { id: number; login: string }[];
    cannedReplies: CannedReply[];
  }>(await call(consoleApi.consoleFeedbackList, payload));
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

  it('is a desk: assign, state, filters by state and owner, canned reply in the player’s language, audited', async () => {
    const p = await player(t);
    const f = await submit(p, { category: 'deposit', text: 'desk item' });
    const other = await makeOperator(t, 'support');
    const start = await list({ owner: 'none', state: 'open' });
    expect(start.items.map((i) => String(i.id))).toContain(f.id);
    expect(start.operators.map((o) => o.login)).toContain(other.login);
    expect(start.operators.map((o) => o.login)).toContain(support.session.operator.login);
    expect(start.cannedReplies.length).toBeGreaterThan(0);

    // To me, then to another operator; the same owner twice is refused and changes nothing.
    const me = start.operators.find((o) => o.login === support.session.operator.login)?.id;
    const toMe = await call(consoleApi.consoleFeedbackAssign, { id: f.id, operatorId: me });
    expect(toMe.body).toMatchObject({ state: '200', resultData: { owner: { id: me } } });
    expect(
      (await call(consoleApi.consoleFeedbackAssign, { id: f.id, operatorId: me })).body,
    ).toEqual({ state: '409', msg: message('consoleFeedbackSameOwner', 'en') });
    const mine = await list({ owner: 'me' });
    expect(mine.items.map((i) => String(i.id))).toContain(f.id);
    expect(mine.items.every((i) => i.owner?.id === me)).toBe(true);
    const [otherRow] = (await list({ owner: 'none' })).operators.filter(
      (o) => o.login === other.login,
    );
    const toOther = await call(consoleApi.consoleFeedbackAssign, {
      id: f.id,
      operatorId: otherRow?.id,
    });
    expect(toOther.body.state).toBe('200');
    expect((await list({ owner: String(otherRow?.id) })).items.map((i) => String(i.id))).toEqual([
      f.id,
    ]);
    expect((await list({ owner: 'me' })).items.map((i) => String(i.id))).not.toContain(f.id);
    // A finance operator cannot own feedback (not a desk role): refused, nothing changes.
    const fin = await makeOperator(t, 'finance');
    const [finRow] = await t.deps.db.select().from(operators).where(eq(operators.login, fin.login));
    expect(
      (await call(consoleApi.consoleFeedbackAssign, { id: f.id, operatorId: finRow?.id })).body,
    ).toEqual({
      state: '404',
      msg: message('consoleFeedbackNoSuchOwner', 'en'),
    });

    // New → in progress; the player still reads it as open.
    const moved = await call(consoleApi.consoleFeedbackSetState, {
      id: f.id,
      state: 'in_progress',
    });
    expect(moved.body).toMatchObject({ state: '200', resultData: { state: 'in_progress' } });
    expect(
      (await call(consoleApi.consoleFeedbackSetState, { id: f.id, state: 'in_progress' })).body,
    ).toEqual({
      state: '409',
      msg: message('consoleFeedbackSameState', 'en'),
    });
    const inProgress = await list({ state: 'in_progress' });
    expect(inProgress.items.map((i) => String(i.id))).toContain(f.id);
    expect(inProgress.items.every((i) => i.state === 'in_progress')).toBe(true);
    expect((await list({ state: 'open' })).items.map((i) => String(i.id))).not.toContain(f.id);
    const playerView = resultData<{ list: FeedbackItem[] }>(
      await t.call(api.feedbackList, {}, { sign: p.sign }),
    );
    expect(playerView.list.find((i) => i.id === f.id)?.state).toBe('open');

    // A canned reply in both languages: each reader gets their own, in the list and the inbox.
    const canned = start.cannedReplies[0];
    if (!canned) throw new Error('no canned reply');
    const sent = await call(consoleApi.consoleFeedbackReply, {
      id: f.id,
      reply: canned.text.en,
      replyId: canned.text.id,
    });
    expect(sent.body.state).toBe('200');
    for (const locale of ['en', 'id'] as const) {
      const own = resultData<{ list: FeedbackItem[] }>(
        await t.call(api.feedbackList, {}, { sign: p.sign, locale }),
      ).list.find((i) => i.id === f.id);
      expect(own).toMatchObject({ state: 'replied', reply: canned.text[locale] });
      const mail = resultData<{ list: MailItem[] }>(
        await t.call(api.mailList, {}, { sign: p.sign, locale }),
      ).list.find((m) => m.kind === 'system');
      expect(mail?.body).toContain(canned.text[locale]);
      expect(mail?.body).not.toContain(canned.text[locale === 'en' ? 'id' : 'en']);
    }
    const answered = (await list({ state: 'replied' })).items.find((i) => String(i.id) === f.id);
    expect(answered).toMatchObject({ reply: canned.text.en, replyId: canned.text.id });

    // Closed: no owner change, no state change.
    await call(consoleApi.consoleFeedbackClose, { id: f.id });
    expect(
      (await call(consoleApi.consoleFeedbackAssign, { id: f.id, operatorId: null })).body,
    ).toEqual({
      state: '409',
      msg: message('consoleFeedbackClosed', 'en'),
    });
    expect(
      (await call(consoleApi.consoleFeedbackSetState, { id: f.id, state: 'open' })).body,
    ).toEqual({
      state: '409',
      msg: message('consoleFeedbackClosed', 'en'),
    });
    const audit = await auditOf(Number(f.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'feedback.assign',
      'feedback.assign',
      'feedback.close',
      'feedback.reply',
      'feedback.state',
    ]);
    const first = audit.find((a) => a.action === 'feedback.assign');
    expect(first).toMatchObject({ before: { ownerId: null }, after: { ownerId: me } });
    // The audit log's player filter finds the feedback rows of the player.
    const owner = await signInAs(t, await makeOperator(t, 'owner'));
    const byPlayer = await consoleCall(
      t,
      consoleApi.consoleAuditList,
      { player: p.uid, pageSize: 100 },
      { cookie: owner.cookie },
    );
    expect((byPlayer.body as { resultData: { total: number } }).resultData.total).toBe(5);
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
