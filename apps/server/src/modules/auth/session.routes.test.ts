import { api } from '@cardroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeData,
  failure,
  guest,
  registeredPlayer,
  resultData,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { users } from '../users/index.js';

const t = useTestApp();

const userInfo = (sign: string) => t.call(api.getUserInfo, {}, { sign });

describe('/sso/guest', () => {
  it('creates a guest for a new device and gives the same device the same account', async () => {
    const a = await guest(t);
    expect(a.newUserFlag).toBe(true);
    const b = await guest(t, a.device);
    expect(b).toMatchObject({ uid: a.uid, newUserFlag: false });
    const other = await guest(t);
    expect(other.uid).not.toBe(a.uid);
    const info = resultData<{ isGuest: boolean; hasMobile: boolean; mobile: string }>(
      await userInfo(a.sign),
    );
    expect(info).toMatchObject({ isGuest: true, hasMobile: false, mobile: '' });
  });

  it('refuses a sign-in without a device number', async () => {
    const res = await t.call(api.ssoGuest, {}, { deviceNumber: '  ' });
    expect(res.body).toEqual({ code: 400, msg: 'The device number is missing' });
  });

  it('makes one account for 10 simultaneous first sign-ins from one device', async () => {
    const device = uniqueDevice('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call(api.ssoGuest, {}, { deviceNumber: device })),
    );
    const sessions = results.map((r) => codeData(r));
    expect(new Set(sessions.map((s) => s.uid)).size).toBe(1);
    expect(sessions.filter((s) => s.newUserFlag)).toHaveLength(1);
    const rows = await t.deps.db.select().from(users).where(eq(users.guestDevice, device));
    expect(rows).toHaveLength(1);
    for (const s of sessions) resultData(await userInfo(s.sign));
  });
});

describe('/sso/oneClickRegister', () => {
  it('answers a user id and password that then work on /sso/idlogin', async () => {
    const res = await t.call(api.ssoOneClickRegister, {}, { deviceNumber: uniqueDevice() });
    const made = codeData<{
      sign: string;
      uid: string;
      userId: string;
      password: string;
      newUserFlag: boolean;
    }>(res);
    expect(made.newUserFlag).toBe(true);
    expect(made.userId).toBe(made.uid);
    expect(made.password).toMatch(/^[A-Za-z2-9]{10}$/);
    const info = resultData<{ isGuest: boolean; hasPassword: boolean; hasMobile: boolean }>(
      await userInfo(made.sign),
    );
    expect(info).toMatchObject({ isGuest: false, hasPassword: true, hasMobile: false });
    const s = codeData(
      await t.call(api.ssoIdLogin, { userId: made.userId, password: made.password }),
    );
    expect(s).toMatchObject({ uid: made.uid, newUserFlag: false });
  });

  it('makes a new account each time', async () => {
    const a = codeData(await t.call(api.ssoOneClickRegister, {}));
    const b = codeData(await t.call(api.ssoOneClickRegister, {}));
    expect(a.uid).not.toBe(b.uid);
  });
});

describe('/sso/logout', () => {
  it('ends the session: the old sign then gets state "401"', async () => {
    const p = await guest(t);
    const other = codeData(await t.call(api.ssoGuest, {}, { deviceNumber: p.device }));
    expect(codeData(await t.call(api.ssoLogout, {}, { sign: p.sign }))).toEqual({});
    expect((await userInfo(p.sign)).body).toEqual({ state: '401', msg: 'Please login first' });
    const again = await t.call(api.ssoLogout, {}, { sign: p.sign });
    expect(again.body).toEqual({ code: 401, msg: 'Please login first' });
    // Only that session ended.
    resultData(await userInfo(other.sign));
  });

  it('needs a session', async () => {
    expect((await t.call(api.ssoLogout, {})).body).toEqual({
      code: 401,
      msg: 'Please login first',
    });
  });
});

describe('/sso/modify signed in', () => {
  it('needs the current password and checks it', async () => {
    const p = await registeredPlayer(t, { password: 'Old-pass-1' });
    const missing = await t.call(api.ssoModify, { newPassword: 'New-pass-1' }, { sign: p.sign });
    expect(missing.body).toEqual({ code: 400, msg: 'The Password cannot be empty' });
    const wrong = await t.call(
      api.ssoModify,
      { oldPassword: 'Not-it-1', newPassword: 'New-pass-1' },
      { sign: p.sign, ip: uniqueIp() },
    );
    expect(wrong.body).toEqual({ code: 400, msg: 'The current password is wrong' });
    const short = await t.call(
      api.ssoModify,
      { oldPassword: 'Old-pass-1', newPassword: '123' },
      { sign: p.sign },
    );
    expect(short.body).toEqual({ code: 400, msg: 'The password must be 6 to 32 characters' });
    // Nothing changed.
    resultData(await userInfo(p.sign));
    codeData(await t.call(api.ssoLogin, { mobile: p.mobile, password: 'Old-pass-1' }));
  });

  it('changes the password, revokes every old session and answers a working one', async () => {
    const p = await registeredPlayer(t, { password: 'Old-pass-2' });
    const second = codeData(
      await t.call(api.ssoLogin, { mobile: p.mobile, password: 'Old-pass-2' }),
    );
    const res = await t.call(
      api.ssoModify,
      { oldPassword: 'Old-pass-2', newPassword: 'New-pass-2' },
      { sign: p.sign, uid: p.uid },
    );
    const fresh = codeData(res);
    expect(fresh.uid).toBe(p.uid);
    expect(fresh.sign).not.toBe(p.sign);
    expect((await userInfo(p.sign)).body.state).toBe('401');
    expect((await userInfo(second.sign)).body.state).toBe('401');
    resultData(await userInfo(fresh.sign));
    const old = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: 'Old-pass-2' },
      { ip: uniqueIp() },
    );
    expect(failure(old).msg).toBe('Wrong account or password');
    codeData(await t.call(api.ssoLogin, { mobile: p.mobile, password: 'New-pass-2' }));
  });

  it('lets a guest without a password set one', async () => {
    const g = await guest(t);
    const fresh = codeData(
      await t.call(api.ssoModify, { newPassword: 'Guest-pass-1' }, { sign: g.sign }),
    );
    expect((await userInfo(g.sign)).body.state).toBe('401');
    codeData(await t.call(api.ssoIdLogin, { userId: fresh.uid, password: 'Guest-pass-1' }));
  });

  it('answers state 401 for an ended session instead of treating it as a reset', async () => {
    const p = await registeredPlayer(t, { password: 'Old-pass-3' });
    codeData(await t.call(api.ssoLogout, {}, { sign: p.sign }));
    const res = await t.call(
      api.ssoModify,
      { oldPassword: 'Old-pass-3', newPassword: 'New-pass-3' },
      { sign: p.sign },
    );
    expect(res.body).toEqual({ code: 401, msg: 'Please login first' });
  });
});

describe('/sso/modify signed out (forgot password)', () => {
  it('resets the password with phone + forgotPassword code and ends old sessions', async () => {
    const p = await registeredPlayer(t, { password: 'Forgot-old-1' });
    const code = await sendOtp(t, p.mobile, 'forgotPassword');
    const fresh = codeData(
      await t.call(api.ssoModify, {
        mobile: p.mobile,
        verificationCode: code,
        newPassword: 'Forgot-new-1',
      }),
    );
    expect(fresh).toMatchObject({ uid: p.uid, newUserFlag: false });
    expect((await userInfo(p.sign)).body.state).toBe('401');
    resultData(await userInfo(fresh.sign));
    codeData(await t.call(api.ssoLogin, { mobile: p.mobile, password: 'Forgot-new-1' }));
    const again = await t.call(api.ssoModify, {
      mobile: p.mobile,
      verificationCode: code,
      newPassword: 'Forgot-new-2',
    });
    expect(again.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
  });

  it('refuses a code of another purpose, missing fields and unknown numbers', async () => {
    const p = await registeredPlayer(t);
    const loginCode = await sendOtp(t, p.mobile, 'login');
    const wrongType = await t.call(api.ssoModify, {
      mobile: p.mobile,
      verificationCode: loginCode,
      newPassword: 'Whatever-1',
    });
    expect(wrongType.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
    const noPhone = await t.call(api.ssoModify, {
      verificationCode: '123456',
      newPassword: 'Whatever-1',
    });
    expect(noPhone.body).toEqual({ code: 400, msg: 'The phone number cannot be empty' });
    const noCode = await t.call(
      api.ssoModify,
      { mobile: p.mobile, newPassword: 'Whatever-1' },
      { locale: 'id' },
    );
    expect(noCode.body).toEqual({ code: 400, msg: 'OTP tidak boleh kosong' });
    const noPassword = await t.call(api.ssoModify, {
      mobile: p.mobile,
      verificationCode: '123456',
    });
    expect(noPassword.body).toEqual({ code: 400, msg: 'The Password cannot be empty' });
    const stranger = await t.call(api.ssoModify, {
      mobile: uniqueMobile(),
      verificationCode: '123456',
      newPassword: 'Whatever-1',
    });
    expect(stranger.body).toEqual({ code: 400, msg: 'This phone number is not registered' });
    // The old password still works.
    codeData(await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }));
  });
});
