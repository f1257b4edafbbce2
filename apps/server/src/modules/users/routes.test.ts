import { api, dayIn, type UserInfo } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeData,
  guest,
  otpPlayer,
  type Registered,
  registeredPlayer,
  resultData,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { users } from './schema.js';

const t = useTestApp();

const info = async (sign: string) =>
  resultData<UserInfo>(await t.call(api.getUserInfo, {}, { sign }));

const row = async (uid: string) => {
  const [r] = await t.deps.db.select().from(users).where(eq(users.uid, uid));
  if (!r) throw new Error(`no user ${uid}`);
  return r;
};

describe('/user/getUserInfo', () => {
  let p: Registered;
  beforeAll(async () => {
    p = await registeredPlayer(t);
  });

  it("shows the player's own account with a masked number", async () => {
    const u = await info(p.sign);
    expect(u).toMatchObject({
      uid: p.uid,
      userId: p.uid,
      mobile: `*******${p.mobile.slice(-4)}`,
      hasMobile: true,
      phonePrefix: '+62',
      balance: 0,
      vipLevel: 0,
      isGuest: false,
      hasPassword: true,
      hasWithdrawPassword: false,
      birthday: '',
      email: '',
    });
    expect(u.mobile).toMatch(/^\*{7}\d{4}$/);
    expect(u.inviteCode).toMatch(/^[A-Z2-9]{7}$/);
    expect(u.nickname).toMatch(/^Player\d{5}$/);
    expect(u.avatar).toMatch(/^avatar:\d$/);
    expect(Date.parse(u.createdAt)).not.toBeNaN();
    // Nothing secret or internal leaves the server.
    const raw = JSON.stringify(u);
    expect(raw).not.toContain(p.mobile);
    expect(raw).not.toMatch(/hash|argon/i);
  });

  it('works with Authorization: Bearer instead of a sign field', async () => {
    const res = await t.inject({
      method: 'POST',
      url: api.getUserInfo.path,
      headers: { authorization: `Bearer ${p.sign}` },
      payload: {},
    });
    expect(res.json()).toMatchObject({ state: '200', resultData: { uid: p.uid } });
  });

  it('answers state "401" without a session, with a bad sign, or with someone else\'s uid', async () => {
    const other = await guest(t);
    const none = await t.call(api.getUserInfo, {});
    expect(none.body).toEqual({ state: '401', msg: 'Please login first' });
    const bad = await t.call(api.getUserInfo, {}, { sign: 'not-a-session' });
    expect(bad.body.state).toBe('401');
    const mixed = await t.call(api.getUserInfo, {}, { sign: p.sign, uid: other.uid });
    expect(mixed.body).toEqual({ state: '401', msg: 'Please login first' });
    // The matching uid is fine.
    resultData(await t.call(api.getUserInfo, {}, { sign: p.sign, uid: p.uid }));
  });
});

describe('/user/updateUserInfo', () => {
  it('saves edits, and an empty string clears a field', async () => {
    const g = await guest(t);
    const edits = {
      nickname: '  Budi  ',
      avatar: 'avatar:12',
      birthday: '1990-04-30',
      email: 'budi@example.com',
      whatsapp: '+62 812 0000',
      facebook: 'budi.fb',
      telegram: '@budi',
      twitter: '@budi_x',
    };
    const after = resultData<UserInfo>(await t.call(api.updateUserInfo, edits, { sign: g.sign }));
    expect(after).toMatchObject({ ...edits, nickname: 'Budi' });
    expect(await info(g.sign)).toMatchObject({ ...edits, nickname: 'Budi' });
    // Fields left out stay; an empty string clears.
    const cleared = resultData<UserInfo>(
      await t.call(api.updateUserInfo, { email: '', twitter: '' }, { sign: g.sign }),
    );
    expect(cleared).toMatchObject({ nickname: 'Budi', email: '', twitter: '', telegram: '@budi' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'en', 'The email address is not valid'],
    [{ email: 'budi@' }, 'id', 'Alamat email tidak valid'],
    [{ birthday: '30-04-1990' }, 'en', 'The birthday is not valid'],
    [{ birthday: '1990-02-31' }, 'en', 'The birthday is not valid'],
    [{ birthday: '1990-13-01' }, 'id', 'Tanggal lahir tidak valid'],
    [{ birthday: '2999-01-01' }, 'en', 'The birthday is not valid'],
    [{ nickname: '' }, 'en', 'The nickname must be 1 to 20 characters'],
    [{ nickname: '   ' }, 'en', 'The nickname must be 1 to 20 characters'],
    [{ nickname: 'x'.repeat(21) }, 'id', 'Nama panggilan harus 1 sampai 20 karakter'],
    [{ avatar: 'https://evil.example.com/a.png' }, 'en', 'Invalid value: avatar'],
    [{ whatsapp: '1'.repeat(33) }, 'en', 'Invalid value: whatsapp'],
    [{ balance: 100000 }, 'en', 'Unknown field: balance'],
    [{ vipLevel: 9 }, 'id', 'Kolom tidak dikenal: vipLevel'],
    [{ nickname: 'Ok', isGuest: false }, 'en', 'Unknown field: isGuest'],
  ] as const)('refuses %j (%s) and changes nothing', async (payload, locale, text) => {
    const g = await guest(t);
    const before = await row(g.uid);
    const res = await t.call(
      api.updateUserInfo,
      { nickname: 'Changed', ...payload },
      { sign: g.sign, locale },
    );
    expect(res.body).toEqual({ state: '400', msg: text });
    expect(await row(g.uid)).toEqual(before);
  });

  it('refuses a birthday under 18 on today in the market (Jakarta), in both languages', async () => {
    const today = dayIn('Asia/Jakarta', t.deps.now());
    const yearsAgo = (n: number, dayShift = 0) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - n);
      d.setUTCDate(d.getUTCDate() + dayShift);
      return d.toISOString().slice(0, 10);
    };
    const g = await guest(t);
    const before = await row(g.uid);
    const sixteen = await t.call(api.updateUserInfo, { birthday: yearsAgo(16) }, { sign: g.sign });
    expect(sixteen.body).toEqual({
      state: '400',
      msg: 'You must be at least 18 years old: this birthday makes you 16',
    });
    // One day short of 18 is still 17.
    const almost = await t.call(
      api.updateUserInfo,
      { birthday: yearsAgo(18, 1) },
      { sign: g.sign, locale: 'id' },
    );
    expect(almost.body).toEqual({
      state: '400',
      msg: 'Anda harus berusia minimal 18 tahun: tanggal lahir ini membuat Anda berusia 17',
    });
    expect(await row(g.uid)).toEqual(before);
    // 18 today is fine.
    const eighteen = resultData<UserInfo>(
      await t.call(api.updateUserInfo, { birthday: yearsAgo(18) }, { sign: g.sign }),
    );
    expect(eighteen.birthday).toBe(yearsAgo(18));
  });

  it('refuses a signed-out edit', async () => {
    const res = await t.call(api.updateUserInfo, { nickname: 'Nobody' });
    expect(res.body).toEqual({ state: '401', msg: 'Please login first' });
  });

  it('cannot edit another player through their uid', async () => {
    const a = await guest(t);
    const b = await guest(t);
    const res = await t.call(
      api.updateUserInfo,
      { nickname: 'Hijack' },
      { sign: a.sign, uid: b.uid },
    );
    expect(res.body.state).toBe('401');
    expect((await info(b.sign)).nickname).not.toBe('Hijack');
    expect((await info(a.sign)).nickname).not.toBe('Hijack');
  });
});

describe('/user/reportOnline and /user/adid', () => {
  it('stores presence with its place', async () => {
    const g = await guest(t);
    expect(resultData(await t.call(api.reportOnline, { placeId: 1 }, { sign: g.sign }))).toEqual(
      {},
    );
    const r = await row(g.uid);
    expect(r.lastPlaceId).toBe(1);
    expect(r.lastOnlineAt).toBeInstanceOf(Date);
    const bad = await t.call(api.reportOnline, { placeId: 'home' }, { sign: g.sign });
    expect(bad.body).toEqual({ state: '400', msg: 'Invalid value: placeId' });
    expect((await t.call(api.reportOnline, { placeId: 1 })).body.state).toBe('401');
  });

  it('stores the attribution id', async () => {
    const g = await guest(t);
    resultData(await t.call(api.reportAdid, { adid: 'adj-123-abc' }, { sign: g.sign }));
    expect((await row(g.uid)).adid).toBe('adj-123-abc');
    const empty = await t.call(api.reportAdid, { adid: ' ' }, { sign: g.sign });
    expect(empty.body).toEqual({ state: '400', msg: 'Invalid value: adid' });
    expect((await t.call(api.reportAdid, { adid: 'x' })).body.state).toBe('401');
  });
});

describe('/vip/getVipInfo, /service/index, /invite/agent/info', () => {
  it('lists the customer-service contacts, signed in or not', async () => {
    const g = await guest(t);
    for (const sign of [g.sign, undefined]) {
      const { mobile } = resultData<{
        mobile: Array<{ mobileName: string; mobileNumber: string[]; minVipLevel: number }>;
      }>(await t.call(api.serviceIndex, {}, sign ? { sign } : {}));
      expect(mobile.map((m) => m.mobileName)).toEqual(['VipCS', 'VipWebCS', 'WebCS']);
      for (const m of mobile) expect(m.mobileNumber.length).toBeGreaterThan(0);
      expect(mobile.find((m) => m.mobileName === 'VipCS')?.minVipLevel).toBe(6);
    }
  });

  it("gives the player's referral link with their invite code", async () => {
    const g = await guest(t);
    const { inviteCode } = await info(g.sign);
    const agent = resultData<{ referralUrl: string; inviteCode: string }>(
      await t.call(api.inviteAgentInfo, {}, { sign: g.sign }),
    );
    expect(agent.inviteCode).toBe(inviteCode);
    expect(agent.referralUrl).toContain(`invite_code=${inviteCode}`);
    expect(new URL(agent.referralUrl).searchParams.get('invite_code')).toBe(inviteCode);
    expect((await t.call(api.inviteAgentInfo, {})).body.state).toBe('401');
  });

  it('records who invited a player who signs up with a referral code', async () => {
    const inviter = await guest(t);
    const { inviteCode } = await info(inviter.sign);
    const { uid } = codeData(
      await t.call(api.ssoOneClickRegister, { referralCode: inviteCode.toLowerCase() }),
    );
    expect((await row(uid)).referredBy).toBe((await row(inviter.uid)).id);
  });
});

describe('/user/confirmAdult (18+ and the terms for guest and one-click accounts)', () => {
  it('asks a guest once, records when, and keeps the first confirmation', async () => {
    const g = await guest(t);
    expect((await info(g.sign)).adultConfirmed).toBe(false);
    const missing = await t.call(
      api.confirmAdult,
      { ageConfirmed: false, termsAccepted: true },
      { sign: g.sign },
    );
    expect(missing.body).toEqual({ state: '400', msg: 'Please confirm that you are 18 or older' });
    const noTerms = await t.call(
      api.confirmAdult,
      { ageConfirmed: true, termsAccepted: false },
      { sign: g.sign, locale: 'id' },
    );
    expect(noTerms.body).toEqual({ state: '400', msg: 'Silakan setujui syarat dan ketentuan' });
    expect((await row(g.uid)).adultConfirmedAt).toBeNull();

    const done = resultData<UserInfo>(
      await t.call(api.confirmAdult, { ageConfirmed: true, termsAccepted: true }, { sign: g.sign }),
    );
    expect(done.adultConfirmed).toBe(true);
    const first = (await row(g.uid)).adultConfirmedAt;
    expect(first).toBeInstanceOf(Date);
    await t.call(api.confirmAdult, { ageConfirmed: true, termsAccepted: true }, { sign: g.sign });
    expect((await row(g.uid)).adultConfirmedAt).toEqual(first);
    expect((await info(g.sign)).adultConfirmed).toBe(true);
  });

  it('asks one-click and phone-code accounts, not one that registered with 18+ and the terms', async () => {
    const one = codeData(await t.call(api.ssoOneClickRegister, {}));
    expect((await info(one.sign)).adultConfirmed).toBe(false);
    // A phone-code sign-in creates the account without a form: it is asked too, once.
    const byCode = await otpPlayer(t);
    expect((await info(byCode.sign)).adultConfirmed).toBe(false);
    await t.call(
      api.confirmAdult,
      { ageConfirmed: true, termsAccepted: true },
      { sign: byCode.sign },
    );
    expect((await info(byCode.sign)).adultConfirmed).toBe(true);
    const p = await registeredPlayer(t);
    expect((await info(p.sign)).adultConfirmed).toBe(true);
  });

  it('refuses a signed-out confirmation', async () => {
    const res = await t.call(api.confirmAdult, { ageConfirmed: true, termsAccepted: true });
    expect((res.body as { state: string }).state).toBe('401');
  });
});
