import { api, type MailItem } from '@cardroom/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { type Player, player } from '../deposits/testkit.js';
import { users } from '../users/index.js';
import { listMail } from './mailbox.js';
import { inboxBroadcastStates, inboxBroadcasts, inboxMessages } from './schema.js';
import { broadcast, sendToPlayer } from './send.js';

const t = useTestApp();

type List = { list: MailItem[]; total: number; page: number; unread: number };
const inbox = async (p: { sign: string }, payload: Record<string, unknown> = {}) =>
  resultData<List>(await t.call(api.mailList, payload, { sign: p.sign }));
const unread = async (p: { sign: string }) =>
  resultData<{ count: number }>(await t.call(api.mailUnread, {}, { sign: p.sign })).count;

const text = (en: string, id = `${en} (id)`) => ({ en, id });
const mail = (title: string) => ({ title: text(title), body: text(`${title} body`), link: '' });

/** A player whose account is `daysOld` days old and at `vip` level (test data, set directly). */
async function aged(daysOld: number, vip = 0): Promise<Player> {
  const p = await player(t);
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(t.deps.now().getTime() - daysOld * 86_400_000), vipLevel: vip })
    .where(eq(users.id, p.userId));
  return p;
}

const count = async (
  table: typeof inboxMessages | typeof inboxBroadcasts | typeof inboxBroadcastStates,
) => {
  const [row] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
};

describe('reading and deleting', () => {
  it('lists newest first with paging, opens (marks read) and deletes only the player’s own', async () => {
    const a = await aged(1);
    const b = await aged(1);
    for (const n of [1, 2, 3]) {
      await sendToPlayer(t.deps, a.uid, mail(`Note ${n}`));
      t.advance(1_000);
    }
    const page1 = await inbox(a, { pageSize: 2 });
    expect(page1.list.map((m) => m.title)).toEqual(['Note 3', 'Note 2']);
    expect(page1).toMatchObject({ total: 3, unread: 3, page: 1 });
    const page2 = await inbox(a, { pageSize: 2, page: 2 });
    expect(page2.list.map((m) => m.title)).toEqual(['Note 1']);

    const first = page2.list[0] as MailItem;
    const opened = resultData<{ mail: MailItem; unread: number }>(
      await t.call(api.mailRead, { id: first.id }, { sign: a.sign }),
    );
    expect(opened.mail).toMatchObject({ title: 'Note 1', body: 'Note 1 body', read: true });
    expect(opened.unread).toBe(2);
    expect(await unread(a)).toBe(2);

    // Another player's message id is simply not found, in either language; nothing changes.
    const en = failure(await t.call(api.mailRead, { id: first.id }, { sign: b.sign }));
    expect(en).toEqual({ state: '404', msg: 'This message was not found' });
    const id = failure(
      await t.call(api.mailDelete, { id: first.id }, { sign: b.sign, locale: 'id' }),
    );
    expect(id).toEqual({ state: '404', msg: 'Pesan ini tidak ditemukan' });
    const bad = failure(await t.call(api.mailRead, { id: 'x1' }, { sign: a.sign }));
    expect(bad).toEqual({ state: '400', msg: 'This message was not found' });
    expect((await inbox(a)).total).toBe(3);

    resultData(await t.call(api.mailDelete, { id: first.id }, { sign: a.sign }));
    expect((await inbox(a)).list.map((m) => m.title)).toEqual(['Note 3', 'Note 2']);
    // Deleted stays deleted: opening it again is not found.
    expect(failure(await t.call(api.mailRead, { id: first.id }, { sign: a.sign })).state).toBe(
      '404',
    );
    expect(
      resultData<{ unread: number }>(await t.call(api.mailReadAll, {}, { sign: a.sign })),
    ).toEqual({ unread: 0 });
    expect((await inbox(a)).list.every((m) => m.read)).toBe(true);
  });

  it('refuses a signed-out caller', async () => {
    expect(failure(await t.call(api.mailUnread, {})).state).toBe('401');
  });
});

describe('broadcasts', () => {
  it('reach only their segment: VIP range and sign-up dates', async () => {
    const now = t.deps.now().getTime();
    const day = 86_400_000;
    const vip0 = await aged(10, 0);
    const vip2 = await aged(10, 2);
    const vip5 = await aged(10, 5);
    const recent = await aged(2, 0);
    await broadcast(t.deps, {
      ...mail('VIP 2 to 4'),
      segment: { vipMin: 2, vipMax: 4 },
      by: 'test',
    });
    await broadcast(t.deps, {
      ...mail('Joined last 5 days'),
      segment: { signedUpFrom: new Date(now - 5 * day), signedUpTo: new Date(now) },
      by: 'test',
    });
    const titles = async (p: Player) => (await inbox(p)).list.map((m) => m.title);
    expect(await titles(vip0)).toEqual([]);
    expect(await titles(vip2)).toEqual(['VIP 2 to 4']);
    expect(await titles(vip5)).toEqual([]);
    expect(await titles(recent)).toEqual(['Joined last 5 days']);
    // A player who signs up after a broadcast was sent does not get it (a second later).
    const later = await aged(-1 / 86_400);
    expect(await titles(later)).toEqual([]);
  });

  it('to everyone at a set time: invisible until then; deleting hides it for that player only', async () => {
    const a = await aged(1);
    const b = await aged(1);
    const at = new Date(t.deps.now().getTime() + 3_600_000);
    const row = await broadcast(t.deps, {
      ...mail('Maintenance'),
      segment: {},
      sendAt: at,
      by: 'test',
    });
    const before = await unread(a);
    expect((await inbox(a)).list.map((m) => m.title)).not.toContain('Maintenance');
    expect(failure(await t.call(api.mailRead, { id: `b${row.id}` }, { sign: a.sign })).state).toBe(
      '404',
    );
    t.advance(3_600_000);
    expect(await unread(a)).toBe(before + 1);
    resultData(await t.call(api.mailDelete, { id: `b${row.id}` }, { sign: a.sign }));
    expect((await inbox(a)).list.map((m) => m.title)).not.toContain('Maintenance');
    expect(await unread(a)).toBe(before);
    expect((await inbox(b)).list.map((m) => m.title)).toContain('Maintenance');
  });

  it('50 concurrent reads keep the unread count consistent', async () => {
    const p = await aged(1);
    for (let i = 0; i < 20; i++) await sendToPlayer(t.deps, p.uid, mail(`Own ${i}`));
    const b = await broadcast(t.deps, { ...mail('Shared'), segment: {}, by: 'test' });
    const before = await inbox(p, { pageSize: 50 });
    const own = before.list.filter((m) => m.id.startsWith('m'));
    expect(own).toHaveLength(20);
    const unreadBefore = before.unread;
    // 20 own messages once each, and the one broadcast 30 times at once.
    const ids = [...own.map((m) => m.id), ...Array.from({ length: 30 }, () => `b${b.id}`)];
    const answers = await Promise.all(
      ids.map((id) => t.call(api.mailRead, { id }, { sign: p.sign })),
    );
    for (const a of answers) expect(a.body.state).toBe('200');
    expect(await unread(p)).toBe(unreadBefore - 21);
    const states = await t.deps.db
      .select()
      .from(inboxBroadcastStates)
      .where(eq(inboxBroadcastStates.userId, p.userId));
    expect(states.filter((s) => s.broadcastId === b.id)).toHaveLength(1);
  });

  it('a broadcast to 10,000 players is one row; each of them sees it', async () => {
    const bulk = 10_000;
    await t.deps.db.execute(sql`insert into users (uid, nickname, invite_code, signup_channel, created_at)
      select 'T' || lpad(g::text, 7, '0'), 'bulk', 'BULK' || g, 'test', now() - interval '1 day'
      from generate_series(1, ${bulk}) g`);
    const [messages, broadcasts, states] = [
      await count(inboxMessages),
      await count(inboxBroadcasts),
      await count(inboxBroadcastStates),
    ];
    const started = performance.now();
    const row = await broadcast(t.deps, { ...mail('To all'), segment: {}, by: 'test' });
    const sendMs = performance.now() - started;
    expect(await count(inboxMessages)).toBe(messages);
    expect(await count(inboxBroadcasts)).toBe(broadcasts + 1);
    expect(await count(inboxBroadcastStates)).toBe(states);
    expect(sendMs).toBeLessThan(1_000);

    const ids = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.uid} like 'T%'`)
      .orderBy(users.id);
    expect(ids).toHaveLength(bulk);
    // Every 50th of them, first and last included.
    const sample = ids.filter((_, i) => i % 50 === 0 || i === bulk - 1);
    for (const { id } of sample) {
      const list = await listMail(t.deps, id, 1, 20, 'en');
      expect(list.list.map((m) => m.id)).toContain(`b${row.id}`);
      expect(list.unread).toBeGreaterThanOrEqual(1);
    }
  }, 120_000);
});
