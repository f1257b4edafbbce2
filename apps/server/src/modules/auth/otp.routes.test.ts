import { api } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  alignToWindow,
  codeData,
  failure,
  readOtp,
  resultData,
  sendOtp,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { OTP_RULES } from './otp.js';

const t = useTestApp();

describe('/sms/send', () => {
  it('sends a 6-digit code the sandbox outbox shows', async () => {
    const mobile = uniqueMobile();
    const res = await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() });
    expect(resultData(res)).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(await readOtp(t, mobile)).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ type: 'login' }, 'en', 'The phone number cannot be empty'],
    [{ mobile: '', type: 'login' }, 'en', 'The phone number cannot be empty'],
    [{ mobile: '', type: 'login' }, 'id', 'Nomor telepon tidak boleh kosong'],
    [{ mobile: '+1 202 555 0123', type: 'login' }, 'en', 'The phone number is not valid'],
    [{ mobile: '+91 98765 43210', type: 'login' }, 'id', 'Nomor telepon tidak valid'],
    [{ mobile: '0812<script>', type: 'login' }, 'en', 'The phone number is not valid'],
    [{ mobile: '712345678', type: 'login' }, 'en', 'The phone number is not valid'],
    [{ mobile: '8123', type: 'login' }, 'en', 'The phone number is not valid'],
    [{ mobile: '81234567890123', type: 'login' }, 'id', 'Nomor telepon tidak valid'],
    [{ mobile: '8123456789a', type: 'login' }, 'en', 'The phone number is not valid'],
    [{ mobile: '81234567890', type: 'payday' }, 'en', 'Unknown code type'],
  ] as const)('refuses %j (%s)', async (payload, locale, text) => {
    const res = await t.call(api.smsSend, payload, { locale, ip: uniqueIp() });
    expect(res.body).toEqual({ state: '400', msg: text });
  });

  it('refuses a resend within 60 s with the seconds left, and allows it after', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const first = await sendOtp(t, mobile, 'login', ip);
    t.advance(20_000);
    const early = await t.call(api.smsSend, { mobile, type: 'login' }, { ip });
    expect(early.body).toEqual({
      state: '429',
      msg: 'Please wait 40 seconds before requesting another code',
    });
    const earlyId = await t.call(api.smsSend, { mobile, type: 'login' }, { ip, locale: 'id' });
    expect(earlyId.body.msg).toBe('Tunggu 40 detik sebelum meminta kode lagi');
    t.advance(40_000);
    const again = await t.call(api.smsSend, { mobile, type: 'login' }, { ip });
    resultData(again);
    // Only the newest code counts.
    const second = await readOtp(t, mobile);
    if (second !== first) {
      const old = await t.call(api.ssoLoginV2, { mobile, verificationCode: first });
      expect(failure(old).msg).toBe('The OTP is incorrect');
    }
    codeData(await t.call(api.ssoLoginV2, { mobile, verificationCode: second }));
  });

  it('caps codes per number per hour', async () => {
    alignToWindow(t, 3600);
    const mobile = uniqueMobile();
    // Different purposes skip the per-purpose resend wait; the hourly cap counts them all.
    for (const type of [
      'login',
      'register',
      'forgotPassword',
      'bindPhone',
      'withdrawPassword',
    ] as const) {
      resultData(await t.call(api.smsSend, { mobile, type }, { ip: uniqueIp() }));
    }
    t.advance(61_000);
    const capped = await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() });
    expect(capped.body).toEqual({
      state: '429',
      msg: 'Too many codes requested, please try again later',
    });
    t.advance(3600_000);
    resultData(await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }));
  });

  it('caps codes per address per hour', async () => {
    alignToWindow(t, 3600);
    const ip = uniqueIp();
    for (let i = 0; i < OTP_RULES.perIpPerHour; i++) {
      resultData(await t.call(api.smsSend, { mobile: uniqueMobile(), type: 'login' }, { ip }));
    }
    const mobile = uniqueMobile();
    const capped = await t.call(api.smsSend, { mobile, type: 'login' }, { ip, locale: 'id' });
    expect(capped.body).toEqual({
      state: '429',
      msg: 'Terlalu banyak permintaan kode, silakan coba lagi nanti',
    });
    // The refused request sent nothing; another address still can.
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/sms', query: { mobile } });
    expect(outbox.json()).toEqual({ messages: [] });
    resultData(await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }));
  });
});

describe('/sso/v2/login (phone + code)', () => {
  it('reads a number as people type it: 0812…, +62 812…, spaces and dashes are one account', async () => {
    const mobile = uniqueMobile();
    const typed = `0${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`;
    const sent = await t.call(api.smsSend, { mobile: typed, type: 'login' }, { ip: uniqueIp() });
    expect(resultData(sent)).toMatchObject({ resendAfterSeconds: 60 });
    // The code went to the national number, and the outbox finds it by either form.
    const code = await readOtp(t, mobile);
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/sms', query: { mobile: typed } });
    expect(outbox.json().messages[0].mobile).toBe(mobile);
    const first = codeData(
      await t.call(api.ssoLoginV2, { mobile: `+62 ${mobile}`, verificationCode: code }),
    );
    expect(first.newUserFlag).toBe(true);
    t.advance(61_000);
    const second = codeData(
      await t.call(api.ssoLoginV2, { mobile, verificationCode: await sendOtp(t, mobile, 'login') }),
    );
    expect(second).toMatchObject({ uid: first.uid, newUserFlag: false });
  });

  it('creates the account on first use (newUserFlag true), then signs in (false)', async () => {
    const mobile = uniqueMobile();
    const first = codeData(
      await t.call(api.ssoLoginV2, { mobile, verificationCode: await sendOtp(t, mobile, 'login') }),
    );
    expect(first.newUserFlag).toBe(true);
    expect(first.uid).toMatch(/^\d{8}$/);
    expect(first.sign.length).toBeGreaterThanOrEqual(43);
    t.advance(61_000);
    const second = codeData(
      await t.call(api.ssoLoginV2, { mobile, verificationCode: await sendOtp(t, mobile, 'login') }),
    );
    expect(second).toMatchObject({ uid: first.uid, newUserFlag: false });
    expect(second.sign).not.toBe(first.sign);
    const info = resultData<{ uid: string; mobile: string; isGuest: boolean }>(
      await t.call(api.getUserInfo, {}, { sign: first.sign }),
    );
    expect(info).toMatchObject({ uid: first.uid, mobile: `*******${mobile.slice(-4)}` });
    expect(info.isGuest).toBe(false);
  });

  it.each([
    [{ verificationCode: '123456' }, 'en', 'The phone number cannot be empty'],
    [{ mobile: '0712 345 678', verificationCode: '123456' }, 'en', 'The phone number is not valid'],
    [{ mobile: '81234567890' }, 'en', 'The OTP cannot be empty'],
    [{ mobile: '81234567890', verificationCode: '' }, 'en', 'The OTP cannot be empty'],
    [{ mobile: '81234567890', verificationCode: '' }, 'id', 'OTP tidak boleh kosong'],
    [{ mobile: '81234567890', verificationCode: '12345' }, 'en', 'The OTP must be 6 digits'],
    [{ mobile: '81234567890', verificationCode: '1234567' }, 'en', 'The OTP must be 6 digits'],
    [{ mobile: '81234567890', verificationCode: '12a456' }, 'id', 'OTP harus 6 digit'],
    [{ mobile: '91234567890', verificationCode: '123456' }, 'en', 'The phone number is not valid'],
  ] as const)('refuses %j (%s)', async (payload, locale, text) => {
    const res = await t.call(api.ssoLoginV2, payload, { locale });
    expect(res.body).toEqual({ code: 400, msg: text });
  });

  it('refuses a wrong code, and a number that was never sent one', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    const wrong = await t.call(api.ssoLoginV2, { mobile, verificationCode: wrongCode(code) });
    expect(wrong.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
    const idWrong = await t.call(
      api.ssoLoginV2,
      { mobile, verificationCode: wrongCode(code) },
      { locale: 'id' },
    );
    expect(idWrong.body.msg).toBe('OTP salah');
    const never = await t.call(api.ssoLoginV2, { mobile: uniqueMobile(), verificationCode: code });
    expect(never.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    t.advance(OTP_RULES.ttlSeconds * 1000 + 1000);
    const res = await t.call(api.ssoLoginV2, { mobile, verificationCode: code });
    expect(res.body).toEqual({ code: 400, msg: 'The OTP has expired, please request a new one' });
  });

  it('accepts a code just before it expires', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    t.advance(OTP_RULES.ttlSeconds * 1000 - 5000);
    codeData(await t.call(api.ssoLoginV2, { mobile, verificationCode: code }));
  });

  it('after 5 wrong tries even the right code is refused', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    const msgs: string[] = [];
    for (let i = 0; i < OTP_RULES.maxAttempts; i++) {
      msgs.push(
        failure(await t.call(api.ssoLoginV2, { mobile, verificationCode: wrongCode(code) })).msg,
      );
    }
    expect(msgs.slice(0, 4)).toEqual(Array(4).fill('The OTP is incorrect'));
    expect(msgs[4]).toBe('Too many wrong attempts, please request a new OTP');
    const right = await t.call(api.ssoLoginV2, { mobile, verificationCode: code });
    expect(right.body).toEqual({
      code: 400,
      msg: 'Too many wrong attempts, please request a new OTP',
    });
    // A new code works again.
    t.advance(61_000);
    codeData(
      await t.call(api.ssoLoginV2, { mobile, verificationCode: await sendOtp(t, mobile, 'login') }),
    );
  });

  it('uses a code once', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    codeData(await t.call(api.ssoLoginV2, { mobile, verificationCode: code }));
    const again = await t.call(api.ssoLoginV2, { mobile, verificationCode: code });
    expect(again.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
  });

  it('lets only one of two simultaneous requests use a code', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(t, mobile, 'login');
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call(api.ssoLoginV2, { mobile, verificationCode: code })),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
  });

  it('binds a code to its purpose: a register code does not sign in, a login code does not register', async () => {
    const mobile = uniqueMobile();
    const registerCode = await sendOtp(t, mobile, 'register');
    const res = await t.call(api.ssoLoginV2, { mobile, verificationCode: registerCode });
    expect(res.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });

    const other = uniqueMobile();
    const loginCode = await sendOtp(t, other, 'login');
    const reg = await t.call(api.ssoRegister, {
      mobile: other,
      verificationCode: loginCode,
      password: 'secret123',
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(reg.body).toEqual({ code: 400, msg: 'The OTP is incorrect' });
    // Neither code was used up by the wrong call.
    codeData(await t.call(api.ssoLoginV2, { mobile: other, verificationCode: loginCode }));
  });

  it('binds a code to its number', async () => {
    const a = uniqueMobile();
    const b = uniqueMobile();
    const code = await sendOtp(t, a, 'login');
    await sendOtp(t, b, 'login');
    const res = await t.call(api.ssoLoginV2, { mobile: b, verificationCode: code });
    // b's own code is a different one unless the two happened to match.
    if ((await readOtp(t, b)) !== code) expect(failure(res).msg).toBe('The OTP is incorrect');
  });
});

describe('MARKET=IN phone rules', () => {
  const india = useTestApp({ MARKET: 'IN' });

  it('accepts a 10-digit number starting 6-9 and signs in with it', async () => {
    const mobile = uniqueMobile('IN');
    expect(mobile).toMatch(/^[6-9]\d{9}$/);
    const code = await sendOtp(india, mobile, 'login');
    const s = codeData(await india.call(api.ssoLoginV2, { mobile, verificationCode: code }));
    const info = resultData<{ phonePrefix: string; mobile: string }>(
      await india.call(api.getUserInfo, {}, { sign: s.sign }),
    );
    expect(info).toMatchObject({ phonePrefix: '+91', mobile: `******${mobile.slice(-4)}` });
  });

  it.each([
    ['81234567890', 'The phone number is not valid'],
    ['5123456789', 'The phone number is not valid'],
    ['987654321', 'The phone number is not valid'],
    ['+62 81234567890', 'The phone number is not valid'],
  ])('refuses %s', async (mobile, text) => {
    const res = await india.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() });
    expect(res.body).toEqual({ state: '400', msg: text });
  });
});
