import { api } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeData,
  failure,
  otpPlayer,
  readOtp,
  resultData,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { breakHolds } from '../breaks/index.js';
import { auditLog } from '../operators/index.js';
import { users } from '../users/index.js';
import { userIdOf, withdrawer } from './testkit.js';

type Player = { sign: string; uid: string; mobile: string };

describe.each(['ID', 'IN'] as const)('changing the bound phone (%s)', (market) => {
  const t = useTestApp({ MARKET: market });

  const prefix = market === 'ID' ? '+62' : '+91';
  /** The number the way people type it: country code, spaces and dashes. */
  const typed = (m: string) => `${prefix} ${m.slice(0, 3)}-${m.slice(3, 7)} ${m.slice(7)}`;

  async function ticketByOldPhone(p: Player): Promise<string> {
    resultData(
      await t.call(
        api.sendBoundPhoneCode,
        { type: 'changePhone' },
        { sign: p.sign, ip: uniqueIp() },
      ),
    );
    const code = await readOtp(t, p.mobile);
    const r = resultData<{ ticket: string; proof: string }>(
      await t.call(api.changePhoneVerify, { verificationCode: code }, { sign: p.sign }),
    );
    expect(r.proof).toBe('currentPhoneCode');
    return r.ticket;
  }

  async function newCode(p: Player, ticket: string, mobile: string): Promise<string> {
    resultData(
      await t.call(api.changePhoneSendCode, { ticket, mobile }, { sign: p.sign, ip: uniqueIp() }),
    );
    return readOtp(t, mobile);
  }

  it('changes the number with a code to the old one, then one to the new one, and audits it', async () => {
    const p = await otpPlayer(t);
    // The same account signed in on a second device with the old number (after the code's wait).
    t.advance(61_000);
    const other = codeData(
      await t.call(
        api.ssoLoginV2,
        { mobile: p.mobile, verificationCode: await sendOtp(t, p.mobile, 'login') },
        { ip: uniqueIp(), deviceNumber: uniqueDevice('old') },
      ),
    );
    expect((await t.call(api.getUserInfo, {}, { sign: other.sign })).body.state).toBe('200');
    expect(failure(await t.call(api.changePhoneVerify, {}, { sign: p.sign })).msg).toBe(
      'The verification code cannot be empty',
    );
    const ticket = await ticketByOldPhone(p);
    const next = uniqueMobile(market);
    // Typed with the country code, spaces and dashes: read as the national number.
    const sent = resultData<{ mobile: string }>(
      await t.call(
        api.changePhoneSendCode,
        { ticket, mobile: typed(next) },
        { sign: p.sign, ip: uniqueIp() },
      ),
    );
    expect(sent.mobile).toBe(next);
    const code = await readOtp(t, next);
    expect(
      failure(
        await t.call(
          api.changePhone,
          { ticket, mobile: `0${next}`, verificationCode: wrongCode(code) },
          { sign: p.sign },
        ),
      ).msg,
    ).toBe('The OTP is incorrect');
    const done = resultData<{ mobile: string }>(
      await t.call(
        api.changePhone,
        { ticket, mobile: `0${next}`, verificationCode: code },
        { sign: p.sign },
      ),
    );
    expect(done.mobile).toBe(`${'*'.repeat(next.length - 4)}${next.slice(-4)}`);
    // The other session ended with the change; the one that made it goes on.
    expect((await t.call(api.getUserInfo, {}, { sign: other.sign })).body.state).toBe('401');
    expect((await t.call(api.getUserInfo, {}, { sign: p.sign })).body.state).toBe('200');
    const id = await userIdOf(t, p.uid);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
    expect(row?.mobile).toBe(next);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.changePhone'), eq(auditLog.target, `user:${p.uid}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: `player:${p.uid}`,
      before: { mobile: p.mobile },
      after: { mobile: next },
    });
    // The ticket named the old number: it is spent now.
    const again = await t.call(
      api.changePhoneSendCode,
      { ticket, mobile: uniqueMobile(market) },
      { sign: p.sign, ip: uniqueIp() },
    );
    expect(failure(again).msg).toMatch(/^This phone change has expired/);
    // The new number signs in to the same account.
    const signIn = codeData(
      await t.call(
        api.ssoLoginV2,
        { mobile: next, verificationCode: await sendOtp(t, next, 'login') },
        { ip: uniqueIp(), deviceNumber: uniqueDevice('chg') },
      ),
    );
    expect(signIn.uid).toBe(p.uid);
  });

  it('asks for the withdraw password when one is set, and locks after wrong tries', async () => {
    const w = await withdrawer(t);
    expect(failure(await t.call(api.changePhoneVerify, {}, { sign: w.sign })).msg).toBe(
      'The withdraw passwd cannot be empty',
    );
    const wrong = await t.call(
      api.changePhoneVerify,
      { withdrawPassword: 'not-the-pin' },
      { sign: w.sign },
    );
    expect(failure(wrong).msg).toMatch(/withdraw password/i);
    const ok = resultData<{ ticket: string; proof: string }>(
      await t.call(api.changePhoneVerify, { withdrawPassword: w.password }, { sign: w.sign }),
    );
    expect(ok.proof).toBe('withdrawPassword');
    const next = uniqueMobile(market);
    const code = await newCode(w, ok.ticket, next);
    resultData(
      await t.call(
        api.changePhone,
        { ticket: ok.ticket, mobile: next, verificationCode: code },
        { sign: w.sign },
      ),
    );
  });

  it('refuses a number bound to another account in both languages, the same number and a forged or old ticket', async () => {
    const p = await otpPlayer(t);
    const other = await otpPlayer(t);
    const ticket = await ticketByOldPhone(p);
    const taken = (locale: 'en' | 'id') =>
      t.call(
        api.changePhoneSendCode,
        { ticket, mobile: typed(other.mobile) },
        { sign: p.sign, ip: uniqueIp(), locale },
      );
    expect(failure(await taken('en')).msg).toBe(
      'This phone number is already used by another account',
    );
    expect(failure(await taken('id')).msg).toBe('Nomor telepon ini sudah digunakan oleh akun lain');
    const same = await t.call(
      api.changePhoneSendCode,
      { ticket, mobile: p.mobile },
      { sign: p.sign, ip: uniqueIp() },
    );
    expect(failure(same).msg).toBe('This is already your phone number');
    // Another account cannot use p's ticket, and a forged one is refused.
    for (const [sign, tk] of [
      [other.sign, ticket],
      [p.sign, `${Date.now() + 60_000}.${'0'.repeat(64)}`],
      [p.sign, 'nonsense'],
    ] as const) {
      const r = await t.call(
        api.changePhoneSendCode,
        { ticket: tk, mobile: uniqueMobile(market) },
        { sign, ip: uniqueIp() },
      );
      expect(failure(r).msg).toMatch(/^This phone change has expired/);
    }
    // A code sent for p's change does not serve another account's change of the same number.
    const next = uniqueMobile(market);
    const pCode = await newCode(p, ticket, next);
    const otherTicket = await ticketByOldPhone(other);
    const stolen = await t.call(
      api.changePhone,
      { ticket: otherTicket, mobile: next, verificationCode: pCode },
      { sign: other.sign },
    );
    expect(failure(stolen).msg).toBe('The OTP is incorrect');
    // Ten minutes later the ticket is spent.
    t.advance(10 * 60_000 + 1_000);
    const late = await t.call(
      api.changePhone,
      { ticket, mobile: next, verificationCode: pCode },
      { sign: p.sign },
    );
    expect(failure(late).msg).toMatch(/^This phone change has expired/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.mobile, next));
    expect(row).toBeUndefined();
  });

  it('caps the codes to the new number with the one-time-code throttles', async () => {
    const p = await otpPlayer(t);
    const ticket = await ticketByOldPhone(p);
    const next = uniqueMobile(market);
    await newCode(p, ticket, next);
    const tooSoon = await t.call(
      api.changePhoneSendCode,
      { ticket, mobile: next },
      { sign: p.sign, ip: uniqueIp() },
    );
    expect(failure(tooSoon).state).toBe('429');
    // 50 at once to one fresh number: the 60 s wait lets exactly one through.
    const burst = uniqueMobile(market);
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call(
          api.changePhoneSendCode,
          { ticket, mobile: burst },
          { sign: p.sign, ip: uniqueIp() },
        ),
      ),
    );
    expect(all.filter((r) => r.body.state === '200')).toHaveLength(1);
  });

  it('50 requests from two accounts racing for one new number: exactly one owner', async () => {
    const a = await otpPlayer(t);
    const b = await otpPlayer(t);
    const next = uniqueMobile(market);
    const ta = await ticketByOldPhone(a);
    const tb = await ticketByOldPhone(b);
    const ca = await newCode(a, ta, next);
    const cb = await newCode(b, tb, next);
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? t.call(
              api.changePhone,
              { ticket: ta, mobile: next, verificationCode: ca },
              { sign: a.sign },
            )
          : t.call(
              api.changePhone,
              { ticket: tb, mobile: next, verificationCode: cb },
              { sign: b.sign },
            ),
      ),
    );
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.filter((r) => r.body.state === '200')).toHaveLength(1);
    const owners = await t.deps.db.select().from(users).where(eq(users.mobile, next));
    expect(owners).toHaveLength(1);
    const loser = owners[0]?.uid === a.uid ? b : a;
    const [kept] = await t.deps.db.select().from(users).where(eq(users.uid, loser.uid));
    expect(kept?.mobile).toBe(loser.mobile);
  });

  it('on a break, the break holds the old and the new number; another player’s held number is refused', async () => {
    const p = await otpPlayer(t);
    resultData(
      await t.call(
        api.breakStart,
        { period: '24h', confirm: true },
        { sign: p.sign, ip: uniqueIp() },
      ),
    );
    t.advance(61_000);
    const s = codeData(
      await t.call(
        api.ssoLoginV2,
        {
          mobile: p.mobile,
          verificationCode: await sendOtp(t, p.mobile, 'login'),
          purpose: 'withdraw',
        },
        { ip: uniqueIp() },
      ),
    );
    const w = { ...p, sign: s.sign };
    const ticket = await ticketByOldPhone(w);
    const next = uniqueMobile(market);
    resultData(
      await t.call(
        api.changePhone,
        { ticket, mobile: next, verificationCode: await newCode(w, ticket, next) },
        { sign: w.sign },
      ),
    );
    const id = await userIdOf(t, p.uid);
    const held = await t.deps.db
      .select()
      .from(breakHolds)
      .where(and(eq(breakHolds.kind, 'phone'), eq(breakHolds.userId, id)));
    expect(held.map((h) => h.value).sort()).toEqual([p.mobile, next].sort());
    // Neither number opens another account during the break.
    for (const mobile of [p.mobile, next]) {
      t.advance(61_000);
      const other = await t.call(
        api.ssoLoginV2,
        { mobile, verificationCode: await sendOtp(t, mobile, 'login') },
        { ip: uniqueIp(), deviceNumber: uniqueDevice('evade') },
      );
      // The old number is free (no account): a new account from it is refused; the new one
      // is this player's account, refused by its own break.
      expect(failure(other).state).toBe('403');
    }
    // Another player cannot move onto the old number while the break holds it.
    const q = await otpPlayer(t);
    const qt = await ticketByOldPhone(q);
    const qc = await newCode(q, qt, p.mobile);
    const refused = await t.call(
      api.changePhone,
      { ticket: qt, mobile: p.mobile, verificationCode: qc },
      { sign: q.sign },
    );
    expect(failure(refused).msg).toMatch(/^A break taken on this device, phone number or account/);
    const [qRow] = await t.deps.db.select().from(users).where(eq(users.uid, q.uid));
    expect(qRow?.mobile).toBe(q.mobile);
  });
});
