import { api, LIMIT_RAISE_DELAY_MS } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failure, guest, otpPlayer, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { sessions } from '../auth/index.js';
import { auditLog } from '../operators/index.js';
import { users } from '../users/index.js';
import { limitIn, limitsOf, setLimit } from './testkit.js';

const t = useTestApp();

const MINUTE = 60_000;

describe('limits: setting, lowering, raising', () => {
  it('starts with no limits and the deposit-limit offer', async () => {
    const p = await guest(t);
    const s = await limitsOf(t, p.sign);
    expect(s.limits).toHaveLength(10);
    expect(s.limits.every((l) => l.value === null && l.left === null)).toBe(true);
    expect(s.depositLimitOffer).toBe(true);
    expect(s.reviewDue).toBe(false);
  });

  it('applies a first or lower limit at once; a raise waits 24 hours (23:59 old, 24:00 new)', async () => {
    const p = await guest(t);
    let s = await setLimit(t, p.sign, 'deposit', 'day', 3_000_000);
    expect(limitIn(s, 'deposit', 'day')).toMatchObject({ value: 3_000_000, pendingAt: null });
    expect(limitIn(s, 'deposit', 'day').left).toBe(3_000_000);
    // Setting a deposit limit answers the offer.
    expect(s.depositLimitOffer).toBe(false);
    s = await setLimit(t, p.sign, 'deposit', 'day', 2_000_000);
    expect(limitIn(s, 'deposit', 'day').value).toBe(2_000_000);

    const asked = t.deps.now().getTime();
    s = await setLimit(t, p.sign, 'deposit', 'day', 9_000_000);
    const d = limitIn(s, 'deposit', 'day');
    expect(d).toMatchObject({ value: 2_000_000, pendingValue: 9_000_000, pendingRemove: false });
    expect(Date.parse(d.pendingAt ?? '') - (asked + LIMIT_RAISE_DELAY_MS)).toBeLessThan(2_000);

    t.advance(LIMIT_RAISE_DELAY_MS - MINUTE);
    expect(limitIn(await limitsOf(t, p.sign), 'deposit', 'day').value).toBe(2_000_000);
    t.advance(MINUTE);
    const after = limitIn(await limitsOf(t, p.sign), 'deposit', 'day');
    expect(after).toMatchObject({ value: 9_000_000, pendingValue: null, pendingAt: null });
  });

  it('removal waits 24 hours too; lowering meanwhile applies at once and drops the pending change', async () => {
    const p = await guest(t);
    await setLimit(t, p.sign, 'wager', 'week', 500_000);
    let s = await setLimit(t, p.sign, 'wager', 'week', null);
    expect(limitIn(s, 'wager', 'week')).toMatchObject({ value: 500_000, pendingRemove: true });
    s = await setLimit(t, p.sign, 'wager', 'week', 400_000);
    expect(limitIn(s, 'wager', 'week')).toMatchObject({
      value: 400_000,
      pendingRemove: false,
      pendingAt: null,
    });
    await setLimit(t, p.sign, 'wager', 'week', null);
    t.advance(LIMIT_RAISE_DELAY_MS);
    expect(limitIn(await limitsOf(t, p.sign), 'wager', 'week').value).toBeNull();
  });

  it('writes every change to the audit trail (player actor, before and after)', async () => {
    const p = await guest(t);
    await setLimit(t, p.sign, 'loss', 'month', 1_000_000);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `user:${p.uid}`), eq(auditLog.action, 'limits.set')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operatorId: null, actor: `player:${p.uid}` });
    expect(rows[0]?.before).toMatchObject({ kind: 'loss', period: 'month', value: null });
    expect(rows[0]?.after).toMatchObject({ kind: 'loss', period: 'month', value: 1_000_000 });
  });
});

describe('limits: bad input', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['negative', { kind: 'deposit', period: 'day', value: -100 }, 'whole number', 'bilangan bulat'],
    [
      'fraction',
      { kind: 'deposit', period: 'day', value: 100.5 },
      'whole number',
      'bilangan bulat',
    ],
    ['text', { kind: 'deposit', period: 'day', value: '100' }, 'whole number', 'bilangan bulat'],
    ['too large', { kind: 'loss', period: 'day', value: 2 ** 50 }, 'too large', 'terlalu besar'],
    ['cents', { kind: 'wager', period: 'day', value: 150 }, 'whole IDR', 'IDR utuh'],
    ['wrong kind', { kind: 'bonus', period: 'day', value: 100 }, 'Choose a limit', 'Pilih batas'],
    ['no period', { kind: 'deposit', period: null, value: 100 }, 'Choose a limit', 'Pilih batas'],
    ['wrong period', { kind: 'deposit', period: 'year', value: 100 }, 'Choose a limit', 'Pilih'],
    ['session too short', { kind: 'session', value: 2 }, '5 to 1440 minutes', '5 sampai 1440'],
    ['session too long', { kind: 'session', value: 1441 }, '5 to 1440', '5 sampai 1440'],
  ];
  it.each(cases)('refuses %s in en and id and changes nothing', async (_n, payload, en, id) => {
    const p = await guest(t);
    const before = await limitsOf(t, p.sign);
    const a = failure(await t.call(api.limitsSet, payload, { sign: p.sign }));
    expect(a.state).toBe('400');
    expect(a.msg).toContain(en);
    const b = failure(await t.call(api.limitsSet, payload, { sign: p.sign, locale: 'id' }));
    expect(b.msg).toContain(id);
    expect(await limitsOf(t, p.sign)).toEqual(before);
  });
});

describe('limits: first-deposit offer and 6-monthly review', () => {
  it('remembers a declined offer and asks for a review after 6 months, until reviewed', async () => {
    const p = await guest(t);
    let s = resultData(await t.call(api.limitsAcknowledge, { what: 'offer' }, { sign: p.sign }));
    expect(s).toMatchObject({ depositLimitOffer: false, reviewDue: false });
    t.advance(181 * 86_400_000);
    expect((await limitsOf(t, p.sign)).reviewDue).toBe(false);
    t.advance(2 * 86_400_000);
    expect((await limitsOf(t, p.sign)).reviewDue).toBe(true);
    s = resultData(await t.call(api.limitsAcknowledge, { what: 'review' }, { sign: p.sign }));
    expect(s).toMatchObject({ reviewDue: false });
  });
});

describe('limits: session time', () => {
  it('ends a session older than a new limit, and caps the next sign-in to it', async () => {
    const mobile = (await otpPlayer(t)).mobile;
    t.advance(61_000); // the next code may be asked for after 60 s
    const first = await otpPlayer(t, mobile);
    const [u] = await t.deps.db.select().from(users).where(eq(users.uid, first.uid));
    const userId = u?.id ?? 0;
    // The session has been open two hours.
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 120 * MINUTE) })
      .where(eq(sessions.userId, userId));
    expect((await t.call(api.getUserInfo, {}, { sign: first.sign })).body.state).toBe('200');
    await setLimit(t, first.sign, 'session', null, 60);
    // The next call finds the player signed out, and says why (en and id).
    expect((await t.call(api.getUserInfo, {}, { sign: first.sign })).body).toEqual({
      state: '401',
      msg: 'Your session time limit was reached, so you were signed out. Sign in again when you are ready.',
    });
    const id = await t.call(api.getUserInfo, {}, { sign: first.sign, locale: 'id' });
    expect(id.body.msg).toContain('Batas waktu sesi Anda tercapai');
    t.advance(61_000);
    const again = await otpPlayer(t, mobile);
    expect((await t.call(api.getUserInfo, {}, { sign: again.sign })).body.state).toBe('200');
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
    const newest = rows.sort((a, b) => b.id - a.id)[0];
    const lasts = (newest?.expiresAt.getTime() ?? 0) - (newest?.createdAt.getTime() ?? 0);
    expect(lasts).toBeLessThanOrEqual(60 * MINUTE + 5_000);
    expect(lasts).toBeGreaterThan(59 * MINUTE);
  });
});
