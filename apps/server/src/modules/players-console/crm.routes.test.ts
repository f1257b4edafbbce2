import { api } from '@cardroom/contract';
import {
  type CrmPlayerRow,
  type CrmSegment,
  consoleApi,
  type PlayerNotes,
} from '@cardroom/contract/console';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeData, registeredPlayer, resultData, uniqueIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { playerBreaks } from '../breaks/index.js';
import { kycSubmissions } from '../kyc/index.js';
import { auditLog } from '../operators/index.js';
import { consoleCall, makeOperator, type SignedIn, signInAs } from '../operators/testkit.js';
import { users } from '../users/index.js';
import { vipProgress } from '../vip/index.js';
import { apply, fund, userIdOf, withdrawer } from '../withdrawals/testkit.js';

const t = useTestApp({ MARKET: 'IN' });
let support: SignedIn;
let finance: SignedIn;
let marketing: SignedIn;
beforeAll(async () => {
  support = await signInAs(t, await makeOperator(t, 'support'));
  finance = await signInAs(t, await makeOperator(t, 'finance'));
  marketing = await signInAs(t, await makeOperator(t, 'marketing'));
});

type ListPage = { rows: CrmPlayerRow[]; next: string | null; scanned: number };
const call = (as: SignedIn, endpoint: Parameters<typeof consoleCall>[1], payload: object) =>
  consoleCall(t, endpoint, payload as Record<string, unknown>, {
    cookie: as.cookie,
    csrf: as.csrf,
  });
const list = async (payload: object, as = support) =>
  resultData<ListPage>(await call(as, consoleApi.consolePlayerList, payload));
const uidsOf = async (payload: object) => (await list(payload)).rows.map((r) => r.uid).sort();

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
let batch = 0;
/** Players named `<prefix><n>`, so a test lists only its own (the app is shared by the file). */
async function named(n: number) {
  const prefix = `crm${++batch}x${Math.random().toString(36).slice(2, 6)}`;
  const out: { uid: string; id: number; sign: string }[] = [];
  for (let i = 0; i < n; i++) {
    const p = await registeredPlayer(t);
    const id = await userIdOf(t, p.uid);
    await t.deps.db
      .update(users)
      .set({ nickname: `${prefix}${i}` })
      .where(eq(users.id, id));
    out.push({ uid: p.uid, id, sign: p.sign });
  }
  return { prefix, players: out };
}
const deposited = (userId: number, depositTotal: number) =>
  t.deps.db
    .insert(vipProgress)
    .values({ userId, depositTotal, updatedAt: new Date() })
    .onConflictDoUpdate({ target: vipProgress.userId, set: { depositTotal } });
const kycAs = (userId: number, state: string) =>
  t.deps.db.insert(kycSubmissions).values({
    userId,
    fullName: 'Test Person',
    birthday: '1990-01-01',
    documentType: 'pan',
    documentCipher: 'not-a-real-cipher',
    documentLast4: '1234',
    state,
    createdAt: new Date(),
    askedAt: new Date(),
  });

describe('the player list', () => {
  it('filters by VIP, money, last seen, sign-up, KYC and break: each keeps who it should', async () => {
    const { prefix, players } = await named(4);
    const [a, b, c, d] = players as [(typeof players)[0], ...typeof players];
    if (!b || !c || !d) throw new Error('four players');
    const db = t.deps.db;
    await db
      .update(users)
      .set({ vipLevel: 3, lastOnlineAt: ago(1), createdAt: ago(40) })
      .where(eq(users.id, a.id));
    await db
      .update(users)
      .set({ vipLevel: 0, createdAt: ago(2) })
      .where(eq(users.id, b.id));
    await db
      .update(users)
      .set({ vipLevel: 5, lastOnlineAt: ago(20), createdAt: ago(30) })
      .where(eq(users.id, d.id));
    await deposited(a.id, 500_000); // ₹5,000
    await deposited(d.id, 100_000); // ₹1,000
    await kycAs(a.id, 'approved');
    await kycAs(d.id, 'rejected');
    await db.insert(playerBreaks).values({
      userId: b.id,
      kind: 'exclusion',
      period: '6m',
      startedAt: ago(1),
      endsAt: new Date(Date.now() + 100 * DAY),
    });
    // c withdrew for real: ₹15,000 asked.
    const w = await withdrawer(t);
    await db
      .update(users)
      .set({ nickname: `${prefix}w` })
      .where(eq(users.id, w.userId));
    await fund(t, w.userId, 10_000_000);
    resultData(await apply(t, w, 1_500_000));

    const q = prefix;
    const sorted = (...uids: string[]) => uids.sort();
    expect(await uidsOf({ q })).toEqual(sorted(a.uid, b.uid, c.uid, d.uid, w.uid));
    expect(await uidsOf({ q, vipMin: 3 })).toEqual(sorted(a.uid, d.uid));
    expect(await uidsOf({ q, vipMin: 1, vipMax: 4 })).toEqual([a.uid]);
    expect(await uidsOf({ q, depositsMin: '1,000' })).toEqual(sorted(a.uid, d.uid));
    expect(await uidsOf({ q, depositsMin: '1,000', depositsMax: '4,999.99' })).toEqual([d.uid]);
    expect(await uidsOf({ q, depositsMax: '0' })).toEqual(sorted(b.uid, c.uid, w.uid));
    expect(await uidsOf({ q, withdrawalsMin: '10,000' })).toEqual([w.uid]);
    expect(await uidsOf({ q, seenFrom: ago(7).toISOString() })).toEqual([a.uid]);
    // "Not seen since": a player never seen counts as not seen.
    expect(await uidsOf({ q, seenTo: ago(7).toISOString() })).toEqual(
      sorted(b.uid, c.uid, d.uid, w.uid),
    );
    expect(
      await uidsOf({ q, signedUpFrom: ago(35).toISOString(), signedUpTo: ago(10).toISOString() }),
    ).toEqual([d.uid]);
    expect(await uidsOf({ q, kyc: 'approved' })).toEqual([a.uid]);
    expect(await uidsOf({ q, kyc: 'rejected' })).toEqual([d.uid]);
    expect(await uidsOf({ q, kyc: 'none' })).toEqual(sorted(b.uid, c.uid, w.uid));
    expect(await uidsOf({ q, onBreak: 'either' })).toEqual([b.uid]);
    expect(await uidsOf({ q, onBreak: 'exclusion' })).toEqual([b.uid]);
    expect(await uidsOf({ q, onBreak: 'timeout' })).toEqual([]);
    // Risk: the withdrawer took out far more than they put in; nobody else did.
    const risky = await list({ q, risk: 'withdrawOverDeposit' });
    expect(risky.rows.map((r) => r.uid)).toEqual([w.uid]);
    expect(risky.rows[0]?.flags.map((f) => f.rule)).toContain('withdrawOverDeposit');
    // The row carries what the list shows.
    const rowA = (await list({ q, kyc: 'approved' })).rows[0];
    expect(rowA).toMatchObject({
      vipLevel: 3,
      depositsTotal: 500_000,
      kyc: 'approved',
      onBreak: null,
    });
    const rowW = (await list({ q, withdrawalsMin: '1' })).rows[0];
    expect(rowW).toMatchObject({ uid: w.uid, withdrawalsTotal: 1_500_000 });

    // Backwards ranges and unreadable money are refused.
    for (const bad of [
      { vipMin: 5, vipMax: 1 },
      { depositsMin: '5,000', depositsMax: '1,000' },
      { withdrawalsMin: 'lots' },
      { signedUpFrom: ago(1).toISOString(), signedUpTo: ago(5).toISOString() },
      { kyc: 'maybe' },
    ]) {
      const res = await call(support, consoleApi.consolePlayerList, { q, ...bad });
      expect(res.body.state, JSON.stringify(bad)).toBe('400');
    }
  });

  it('pages every sort by its key without repeats or gaps; a cursor of another sort is refused', async () => {
    const { prefix, players } = await named(5);
    const db = t.deps.db;
    for (const [i, p] of players.entries()) {
      await db
        .update(users)
        .set({ createdAt: ago(10 - i), lastOnlineAt: i === 2 ? null : ago(i * 3) })
        .where(eq(users.id, p.id));
      if (i % 2 === 0) await deposited(p.id, (i + 1) * 10_000);
    }
    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 10; guard++) {
        const page = await list({ q: prefix, sort, pageSize: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.rows.map((r) => r.uid));
        if (!page.next) return seen;
        cursor = page.next;
      }
      throw new Error('no end');
    };
    const u = players.map((p) => p.uid);
    expect(await walk('signup')).toEqual([u[4], u[3], u[2], u[1], u[0]]);
    // Last seen: most recent first, the never seen last.
    expect(await walk('seen')).toEqual([u[0], u[1], u[3], u[4], u[2]]);
    // Deposits: largest first, then those without, newest account first.
    expect(await walk('deposits')).toEqual([u[4], u[2], u[0], u[3], u[1]]);

    const first = await list({ q: prefix, sort: 'signup', pageSize: 2 });
    const other = await call(support, consoleApi.consolePlayerList, {
      q: prefix,
      sort: 'seen',
      cursor: first.next,
    });
    expect(other.body.state).toBe('400');
    const junk = await call(support, consoleApi.consolePlayerList, { cursor: 'not-a-cursor' });
    expect(junk.body.state).toBe('400');
  });
});

describe('saved segments', () => {
  it('saves, renames, refuses a taken name or bad filters, deletes; each change audited', async () => {
    const name = `Lapsed VIPs ${Math.random().toString(36).slice(2, 6)}`;
    const filters = { vipMin: 2, depositsMin: '1,000', sort: 'deposits' };
    const saved = resultData<CrmSegment>(
      await call(marketing, consoleApi.consoleSegmentSave, { name, filters }),
    );
    expect(saved).toMatchObject({
      name,
      filters: { vipMin: 2, depositsMin: '1,000', sort: 'deposits' },
    });
    expect(saved.createdBy).toBe(marketing.session.operator.login);

    const listed = resultData<{ segments: CrmSegment[] }>(
      await call(finance, consoleApi.consoleSegmentsList, {}),
    );
    expect(listed.segments.find((s) => s.id === saved.id)?.name).toBe(name);

    // The same name in other case is taken; finance may read but not save.
    const taken = await call(support, consoleApi.consoleSegmentSave, {
      name: name.toUpperCase(),
      filters,
    });
    expect(taken.body.state).toBe('409');
    const refused = await call(finance, consoleApi.consoleSegmentSave, { name: 'x', filters });
    expect(refused.body.state).toBe('403');
    const bad = await call(support, consoleApi.consoleSegmentSave, {
      name: `${name} bad`,
      filters: { depositsMin: '5,000', depositsMax: '1' },
    });
    expect(bad.body.state).toBe('400');

    const renamed = resultData<CrmSegment>(
      await call(support, consoleApi.consoleSegmentSave, {
        id: saved.id,
        name: `${name} v2`,
        filters: { tag: 'whale' },
      }),
    );
    expect(renamed).toMatchObject({ id: saved.id, filters: { tag: 'whale', sort: 'signup' } });
    expect(renamed.updatedBy).toBe(support.session.operator.login);

    resultData(await call(support, consoleApi.consoleSegmentDelete, { id: saved.id }));
    const gone = await call(support, consoleApi.consoleSegmentDelete, { id: saved.id });
    expect(gone.body.state).toBe('404');
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `segment:${saved.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'segment.delete',
      'segment.save',
      'segment.save',
    ]);
    const bySupport = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `segment:${saved.id}`), like(auditLog.action, 'segment.%')));
    expect(bySupport.length).toBe(3);
  });
});

describe('notes and tags', () => {
  it('support writes notes and tags (audited), finance reads them, the list filters by tag', async () => {
    const { prefix, players } = await named(2);
    const [p, other] = players;
    if (!p || !other) throw new Error('two players');
    const notes = (as: SignedIn) => call(as, consoleApi.consolePlayerNotes, { playerUid: p.uid });
    const added = resultData<PlayerNotes>(
      await call(support, consoleApi.consolePlayerNoteAdd, {
        playerUid: p.uid,
        body: 'Asked twice about the bonus terms',
      }),
    );
    expect(added.notes).toMatchObject([
      { body: 'Asked twice about the bonus terms', author: support.session.operator.login },
    ]);
    const tagged = resultData<PlayerNotes>(
      await call(support, consoleApi.consolePlayerTag, {
        playerUid: p.uid,
        tag: '  High Roller ',
        on: true,
      }),
    );
    expect(tagged.tags).toMatchObject([
      { tag: 'high roller', author: support.session.operator.login },
    ]);
    expect(tagged.knownTags).toContain('high roller');
    const again = await call(support, consoleApi.consolePlayerTag, {
      playerUid: p.uid,
      tag: 'high roller',
      on: true,
    });
    expect(again.body.state).toBe('409');
    const tooLong = await call(support, consoleApi.consolePlayerTag, {
      playerUid: p.uid,
      tag: 'x'.repeat(33),
      on: true,
    });
    expect(tooLong.body.state).toBe('400');
    const empty = await call(support, consoleApi.consolePlayerNoteAdd, {
      playerUid: p.uid,
      body: '   ',
    });
    expect(empty.body.state).toBe('400');

    expect(resultData<PlayerNotes>(await notes(finance)).notes).toHaveLength(1);
    expect(
      (await call(finance, consoleApi.consolePlayerNoteAdd, { playerUid: p.uid, body: 'no' })).body
        .state,
    ).toBe('403');
    expect((await notes(marketing)).body.state).toBe('403');

    expect(await uidsOf({ q: prefix, tag: 'high roller' })).toEqual([p.uid]);
    expect((await list({ q: prefix, tag: 'high roller' })).rows[0]?.tags).toEqual(['high roller']);
    resultData(
      await call(support, consoleApi.consolePlayerTag, {
        playerUid: p.uid,
        tag: 'high roller',
        on: false,
      }),
    );
    expect(await uidsOf({ q: prefix, tag: 'high roller' })).toEqual([]);

    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `player:${p.uid}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'player.note',
      'player.tag',
      'player.untag',
    ]);
  });
});

describe('sign-in history', () => {
  it('lists each sign-in with address and device, groups them, and says KYC and the last break', async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    const ip = uniqueIp();
    codeData(
      await t.call(
        api.ssoLogin,
        { mobile: p.mobile, password: p.password },
        { ip, deviceNumber: 'crm-second-phone' },
      ),
    );
    codeData(
      await t.call(
        api.ssoLogin,
        { mobile: p.mobile, password: p.password },
        { ip, deviceNumber: 'crm-second-phone' },
      ),
    );
    const id = await userIdOf(t, p.uid);
    await t.deps.db
      .insert(playerBreaks)
      .values({ userId: id, kind: 'timeout', period: '1d', startedAt: ago(3), endsAt: ago(2) });
    const h = resultData<{
      signIns: { ip: string | null; device: string | null }[];
      addresses: { key: string; signIns: number }[];
      devices: { key: string; signIns: number }[];
      kyc: { state: string };
      lastBreak: { kind: string; inForce: boolean } | null;
    }>(await call(finance, consoleApi.consolePlayerHistory, { playerUid: p.uid }));
    expect(h.signIns).toHaveLength(3);
    expect(h.signIns[0]).toMatchObject({ ip, device: 'crm-second-phone' });
    expect(h.devices.map((d) => [d.key, d.signIns])).toEqual([
      ['crm-second-phone', 2],
      [p.device, 1],
    ]);
    expect(h.addresses[0]).toMatchObject({ key: ip, signIns: 2 });
    expect(h.addresses).toHaveLength(2);
    expect(h.devices.some((d) => d.key === other.device)).toBe(false);
    expect(h.kyc.state).toBe('none');
    expect(h.lastBreak).toMatchObject({ kind: 'timeout', inForce: false });
    expect(
      (await call(marketing, consoleApi.consolePlayerHistory, { playerUid: p.uid })).body.state,
    ).toBe('403');
  });
});

describe('a broadcast to a saved segment', () => {
  it('shows its reach, reaches exactly the segment’s players, keeps them if the segment changes', async () => {
    const { prefix, players } = await named(3);
    const [tagged, alsoTagged, untagged] = players;
    if (!tagged || !alsoTagged || !untagged) throw new Error('three players');
    const tag = `bc-${prefix}`;
    for (const p of [tagged, alsoTagged]) {
      resultData(
        await call(support, consoleApi.consolePlayerTag, { playerUid: p.uid, tag, on: true }),
      );
    }
    const segment = resultData<CrmSegment>(
      await call(marketing, consoleApi.consoleSegmentSave, {
        name: `Tagged ${prefix}`,
        filters: { tag },
      }),
    );
    const reach = resultData<{ players: number }>(
      await call(marketing, consoleApi.consoleInboxReach, { savedSegmentId: segment.id }),
    );
    expect(reach.players).toBe(2);
    // A saved segment goes alone: no VIP or sign-up bound beside it.
    const mixed = await call(marketing, consoleApi.consoleInboxReach, {
      savedSegmentId: segment.id,
      vipMin: 1,
    });
    expect(mixed.body.state).toBe('400');
    const title = `Seg ${prefix}`;
    const sent = resultData<{ id: number; players: number }>(
      await call(marketing, consoleApi.consoleInboxBroadcast, {
        savedSegmentId: segment.id,
        titleEn: title,
        titleId: title,
        bodyEn: 'For the tagged',
        bodyId: 'Untuk yang ditandai',
      }),
    );
    expect(sent.players).toBe(2);
    // Untagging a player after sending does not take the message back: recipients were fixed.
    resultData(
      await call(support, consoleApi.consolePlayerTag, {
        playerUid: alsoTagged.uid,
        tag,
        on: false,
      }),
    );
    const sees = async (p: { sign: string }) => {
      const list = resultData<{ list: { title: string }[] }>(
        await t.call(api.mailList, {}, { sign: p.sign, locale: 'en' }),
      ).list;
      return list.some((m) => m.title === title);
    };
    expect(await sees(tagged)).toBe(true);
    expect(await sees(alsoTagged)).toBe(true);
    expect(await sees(untagged)).toBe(false);
    const listed = resultData<{
      broadcasts: { id: number; savedSegment: string | null; reach: number }[];
    }>(await call(marketing, consoleApi.consoleInboxBroadcasts, {})).broadcasts.find(
      (b) => b.id === sent.id,
    );
    expect(listed).toMatchObject({ savedSegment: `Tagged ${prefix}`, reach: 2 });
    // The segment counts the broadcast (by id: a rename keeps it), for the delete confirmation.
    const broadcastsOf = async (id: number) =>
      resultData<{ segments: CrmSegment[] }>(
        await call(marketing, consoleApi.consoleSegmentsList, {}),
      ).segments.find((s) => s.id === id)?.broadcasts;
    expect(segment.broadcasts).toBe(0);
    expect(await broadcastsOf(segment.id)).toBe(1);
    const renamed = resultData<CrmSegment>(
      await call(marketing, consoleApi.consoleSegmentSave, {
        id: segment.id,
        name: `Renamed ${prefix}`,
        filters: { tag },
      }),
    );
    expect(renamed.broadcasts).toBe(1);
    const other = resultData<CrmSegment>(
      await call(marketing, consoleApi.consoleSegmentSave, {
        name: `Other ${prefix}`,
        filters: {},
      }),
    );
    expect(await broadcastsOf(other.id)).toBe(0);
    // Deleting it leaves the broadcast with its recipients.
    resultData(await call(marketing, consoleApi.consoleSegmentDelete, { id: segment.id }));
    expect(await sees(tagged)).toBe(true);
    const gone = await call(marketing, consoleApi.consoleInboxReach, { savedSegmentId: 999_999 });
    expect(gone.body.state).toBe('404');
  });
});
