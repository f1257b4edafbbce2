import { api, type MailItem, message } from '@cardroom/contract';
import { type ConsoleBroadcast, consoleApi } from '@cardroom/contract/console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { player } from '../deposits/testkit.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';

let marketing: SignedIn;
let support: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
  support = await signInAs(t, await makeOperator(t, 'support'));
});

const as = (s: SignedIn, endpoint: Parameters<typeof consoleCall>[1], p: Record<string, unknown>) =>
  consoleCall(t, endpoint, p, { cookie: s.cookie, csrf: s.csrf });
const mail = (tag: string) => ({
  titleEn: `${tag} title`,
  titleId: `${tag} judul`,
  bodyEn: `${tag} body`,
  bodyId: `${tag} isi`,
  link: '/pages/wallet/Deposit',
});
const inbox = async (sign: string, locale: 'en' | 'id' = 'en') =>
  resultData<{ list: MailItem[] }>(await t.call(api.mailList, {}, { sign, locale })).list;
const broadcasts = async () =>
  resultData<{ broadcasts: ConsoleBroadcast[] }>(
    await as(marketing, consoleApi.consoleInboxBroadcasts, {}),
  ).broadcasts;
const auditOf = (target: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.target, target));

describe('console inbox', () => {
  it('previews reach, sends to a VIP segment now; only that segment reads it; counts and audit', async () => {
    const vip = await player(t);
    const other = await player(t);
    await t.deps.db.update(users).set({ vipLevel: 7 }).where(eq(users.id, vip.userId));
    const segment = { vipMin: 7, vipMax: 7 };
    const reach = resultData<{ players: number }>(
      await as(marketing, consoleApi.consoleInboxReach, segment),
    ).players;
    expect(reach).toBeGreaterThanOrEqual(1);
    const sent = resultData<{ id: number; players: number }>(
      await as(marketing, consoleApi.consoleInboxBroadcast, { ...mail('VIP7'), ...segment }),
    );
    expect(sent.players).toBe(reach);
    const [m] = (await inbox(vip.sign, 'id')).filter((x) => x.title === 'VIP7 judul');
    expect(m).toMatchObject({ body: 'VIP7 isi', link: '/pages/wallet/Deposit', read: false });
    expect((await inbox(other.sign)).some((x) => x.title === 'VIP7 title')).toBe(false);
    // The player opens it: the read count moves.
    if (m) await t.call(api.mailRead, { id: m.id }, { sign: vip.sign });
    const row = (await broadcasts()).find((b) => b.id === sent.id);
    expect(row).toMatchObject({ state: 'sent', vipMin: 7, vipMax: 7, reach, read: 1, deleted: 0 });
    const audit = await auditOf(`broadcast:${sent.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'inbox.broadcast',
      actor: marketing.session.operator.login,
    });
  });

  it('cancel: 50 at once act once (one audit row), players stop seeing it', async () => {
    const p = await player(t);
    const sent = resultData<{ id: number }>(
      await as(marketing, consoleApi.consoleInboxBroadcast, mail('Oops')),
    );
    expect((await inbox(p.sign)).some((x) => x.title === 'Oops title')).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(marketing, consoleApi.consoleInboxCancel, { id: sent.id }),
      ),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
    for (const r of results.filter((r) => r.body.state !== '200')) {
      expect(r.body).toEqual({ state: '409', msg: message('consoleBroadcastNotActive', 'en') });
    }
    expect(await auditOf(`broadcast:${sent.id}`)).toHaveLength(2);
    expect((await inbox(p.sign)).some((x) => x.title === 'Oops title')).toBe(false);
    expect((await broadcasts()).find((b) => b.id === sent.id)?.state).toBe('cancelled');
  });

  it('refuses bad input in the operator’s language and writes nothing', async () => {
    const before = (await broadcasts()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...mail('x'), titleEn: '' }, '400'],
      [{ ...mail('x'), bodyId: 'y'.repeat(2_001) }, '400'],
      [{ ...mail('x'), link: 'https://evil.example/' }, '400'],
      [{ ...mail('x'), vipMin: 5, vipMax: 2 }, '400'],
      [{ ...mail('x'), sendAt: new Date(t.deps.now().getTime() - 3_600_000).toISOString() }, '400'],
    ];
    for (const [payload, state] of cases) {
      const res = await as(marketing, consoleApi.consoleInboxBroadcast, payload);
      expect(res.body.state, JSON.stringify(payload).slice(0, 80)).toBe(state);
    }
    const bad = await as(marketing, consoleApi.consoleInboxBroadcast, {
      ...mail('x'),
      vipMin: 5,
      vipMax: 2,
    });
    expect(bad.body.msg).toBe(message('consoleSegmentInvalid', 'en'));
    const badId = await consoleCall(
      t,
      consoleApi.consoleInboxBroadcast,
      { ...mail('x'), vipMin: 5, vipMax: 2, locale: 'id' },
      { cookie: marketing.cookie, csrf: marketing.csrf },
    );
    expect(badId.body.msg).toBe(message('consoleSegmentInvalid', 'id'));
    expect(await broadcasts()).toHaveLength(before);
  });

  it('support sends to one player (audited) but may not broadcast', async () => {
    const p = await player(t);
    const sent = await as(support, consoleApi.consoleInboxSendToPlayer, {
      playerUid: p.uid,
      ...mail('Personal'),
    });
    expect(sent.body.state).toBe('200');
    expect((await inbox(p.sign)).find((x) => x.title === 'Personal title')?.kind).toBe('operator');
    const audit = await auditOf(`player:${p.uid}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'inbox.send' });
    const unknown = await as(support, consoleApi.consoleInboxSendToPlayer, {
      playerUid: 'nobody-here',
      ...mail('x'),
    });
    expect(unknown.body).toEqual({ state: '404', msg: message('consolePlayerNotFound', 'en') });
    const refused = await as(support, consoleApi.consoleInboxBroadcast, mail('x'));
    expect(refused.body).toEqual({ state: '403', msg: message('consoleRoleRefused', 'en') });
  });
  // Last: moving the clock an hour ends the operators' idle sessions.
  it('schedules for later: listed as scheduled, unseen until then', async () => {
    const p = await player(t);
    const sendAt = new Date(t.deps.now().getTime() + 3_600_000).toISOString();
    const sent = resultData<{ id: number }>(
      await as(marketing, consoleApi.consoleInboxBroadcast, { ...mail('Later'), sendAt }),
    );
    expect((await broadcasts()).find((b) => b.id === sent.id)?.state).toBe('scheduled');
    expect((await inbox(p.sign)).some((x) => x.title === 'Later title')).toBe(false);
    t.advance(3_600_001);
    expect((await inbox(p.sign)).some((x) => x.title === 'Later title')).toBe(true);
  });
});
