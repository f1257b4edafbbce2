import { api } from '@cardroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alignToWindow,
  codeData,
  failure,
  type Registered,
  registeredPlayer,
  resultData,
  sendOtp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { LOGIN_THROTTLE } from './throttle.js';

const t = useTestApp();

const registerBody = (mobile: string, verificationCode: string) => ({
  mobile,
  verificationCode,
  password: 'secret123',
  ageConfirmed: true,
  termsAccepted: true,
});

describe('/sso/register', () => {
  it('registers with phone, code and password (newUserFlag true)', async () => {
    const p = await registeredPlayer(t, { password: 'Reg-pass-1' });
    expect(p.newUserFlag).toBe(true);
    const info = resultData<{ hasPassword: boolean; isGuest: boolean; hasMobile: boolean }>(
      await t.call(api.getUserInfo, {}, { sign: p.sign }),
    );
    expect(info).toMatchObject({ hasPassword: true, isGuest: false, hasMobile: true });
  });

  it.each([
    [{ ageConfirmed: false }, 'en', 'You must be 18 or older to register'],
    [{ ageConfirmed: false }, 'id', 'Anda harus berusia 18 tahun atau lebih untuk mendaftar'],
    [{ ageConfirmed: undefined }, 'en', 'You must be 18 or older to register'],
    [{ termsAccepted: false }, 'en', 'Please accept the terms and conditions'],
    [{ termsAccepted: undefined }, 'id', 'Silakan setujui syarat dan ketentuan'],
    [{ password: '' }, 'en', 'The Password cannot be empty'],
    [{ password: '' }, 'id', 'Kata sandi tidak boleh kosong'],
    [{ password: undefined }, 'en', 'The Password cannot be empty'],
    [{ password: '12345' }, 'en', 'The password must be 6 to 32 characters'],
    [{ password: 'x'.repeat(33) }, 'en', 'The password must be 6 to 32 characters'],
    [{ mobile: '' }, 'en', 'The phone number cannot be empty'],
    [{ mobile: '0712345678' }, 'en', 'The phone number is not valid'],
    [{ mobile: '+91 9876543210' }, 'id', 'Nomor telepon tidak valid'],
    [{ mobile: '6123456789' }, 'en', 'The phone number is not valid'],
    [{ verificationCode: '' }, 'en', 'The OTP cannot be empty'],
    [{ verificationCode: '99' }, 'en', 'The OTP must be 6 digits'],
  ] as const)('refuses %j (%s) and creates nothing', async (change, locale, text) => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'register');
    const res = await t.call(
      api.ssoRegister,
      { ...registerBody(mobile, code), ...change },
      { locale },
    );
    expect(res.body).toEqual({ code: 400, msg: text });
    // The code was not used up and the number is still free.
    codeData(await t.call(api.ssoRegister, registerBody(mobile, code)));
  });

  it('refuses a number that is already registered', async () => {
    const p = await registeredPlayer(t);
    const res = await t.call(api.ssoRegister, registerBody(p.mobile, '123456'));
    expect(res.body).toEqual({
      code: 409,
      msg: 'This phone number is already registered, please log in',
    });
  });

  it('refuses a wrong code', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'register');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const res = await t.call(api.ssoRegister, registerBody(mobile, wrong));
    expect(res.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
  });
});

describe('password sign-in', () => {
  // Signing in does not change the player, so one registration serves these tests.
  let p: Registered;
  beforeAll(async () => {
    p = await registeredPlayer(t, { password: 'Shared-pass-1' });
  });

  it('signs in with phone + password (/sso/login)', async () => {
    const s = codeData(await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }));
    expect(s).toMatchObject({ uid: p.uid, newUserFlag: false });
    resultData(await t.call(api.getUserInfo, {}, { sign: s.sign }));
  });

  it('signs in with user id + password (/sso/idlogin)', async () => {
    const s = codeData(await t.call(api.ssoIdLogin, { userId: p.uid, password: p.password }));
    expect(s).toMatchObject({ uid: p.uid, newUserFlag: false });
    resultData(await t.call(api.getUserInfo, {}, { sign: s.sign }));
  });

  it('answers the same text for a wrong password and an unknown account', async () => {
    const ip = uniqueIp();
    const cases = [
      t.call(api.ssoLogin, { mobile: p.mobile, password: 'nope-nope' }, { ip }),
      t.call(api.ssoLogin, { mobile: uniqueMobile(), password: p.password }, { ip }),
      t.call(api.ssoIdLogin, { userId: p.uid, password: 'nope-nope' }, { ip }),
      t.call(api.ssoIdLogin, { userId: '99999999x', password: p.password }, { ip }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.body).toEqual({ code: 400, msg: 'Wrong account or password' });
    }
    const id = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: 'nope' },
      { ip, locale: 'id' },
    );
    expect(id.body.msg).toBe('Akun atau kata sandi salah');
  });

  it.each([
    [api.ssoLogin, { password: 'x' }, 'en', 'The phone number cannot be empty'],
    [api.ssoLogin, { mobile: '', password: 'x' }, 'id', 'Nomor telepon tidak boleh kosong'],
    [
      api.ssoLogin,
      { mobile: '+1 2025550123', password: 'x' },
      'en',
      'The phone number is not valid',
    ],
    [api.ssoLogin, { mobile: '81234567890' }, 'en', 'The Password cannot be empty'],
    [api.ssoLogin, { mobile: '81234567890', password: '' }, 'en', 'The Password cannot be empty'],
    [api.ssoLogin, { mobile: '1234', password: 'x' }, 'en', 'The phone number is not valid'],
    [api.ssoIdLogin, { password: 'x' }, 'en', 'The phone number or ID cannot be empty'],
    [
      api.ssoIdLogin,
      { userId: ' ', password: 'x' },
      'en',
      'The phone number or ID cannot be empty',
    ],
    [
      api.ssoIdLogin,
      { userId: '', password: 'x' },
      'id',
      'Nomor telepon atau ID tidak boleh kosong',
    ],
    [api.ssoIdLogin, { userId: '12345678', password: '' }, 'en', 'The Password cannot be empty'],
    [api.ssoIdLogin, { userId: '12345678' }, 'id', 'Kata sandi tidak boleh kosong'],
  ] as const)('%# refuses %j (%s)', async (endpoint, payload, locale, text) => {
    const res = await t.call(endpoint, payload, { locale, ip: uniqueIp() });
    expect(res.body).toEqual({ code: 400, msg: text });
  });
});

describe('failed sign-in throttling', () => {
  it('locks an account after 5 failures, even for the right password, then lets it in later', async () => {
    const p = await registeredPlayer(t);
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    for (let i = 0; i < LOGIN_THROTTLE.account.max; i++) {
      const res = await t.call(
        api.ssoLogin,
        { mobile: p.mobile, password: `bad-${i}` },
        { ip: uniqueIp() },
      );
      expect(failure(res).msg).toBe('Wrong account or password');
    }
    const locked = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: p.password },
      { ip: uniqueIp() },
    );
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many failed attempts, please try again in \d+ minutes$/);
    const lockedId = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: p.password },
      { ip: uniqueIp(), locale: 'id' },
    );
    expect(lockedId.body.msg).toMatch(/^Terlalu banyak percobaan gagal/);
    t.advance(LOGIN_THROTTLE.account.windowSeconds * 1000);
    codeData(
      await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
    );
  });

  it('counts user-id failures against that account', async () => {
    const p = await registeredPlayer(t);
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    for (let i = 0; i < LOGIN_THROTTLE.account.max; i++) {
      await t.call(api.ssoIdLogin, { userId: p.uid, password: `bad-${i}` }, { ip: uniqueIp() });
    }
    const locked = await t.call(
      api.ssoIdLogin,
      { userId: p.uid, password: p.password },
      { ip: uniqueIp() },
    );
    expect(locked.body.code).toBe(429);
  });

  it('locks an address after 30 failures across accounts', async () => {
    const p = await registeredPlayer(t);
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_THROTTLE.ip.max; i++) {
      const res = await t.call(api.ssoIdLogin, { userId: `1000${i}`, password: 'guess-1' }, { ip });
      expect(res.body.code).toBe(400);
    }
    const locked = await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip });
    expect(locked.body.code).toBe(429);
    // Another address is not affected.
    codeData(
      await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
    );
  });
});
