import { type ApiName, api, type Endpoint, sandboxApi } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeData,
  guest,
  otpPlayer,
  registeredPlayer,
  resultData,
  sendOtp,
  uniqueMobile,
} from '../../test/factories.js';
import { useTestApp, withTestApp } from '../../test/use-test-app.js';
import { redactUrl } from './log.js';

const t = useTestApp();

/** A valid payload for every call, so a test can change exactly one thing. */
const valid: Record<ApiName, Record<string, unknown>> = {
  ssoGuest: {},
  smsSend: { mobile: '81234567890', type: 'login' },
  ssoLoginV2: { mobile: '81234567890', verificationCode: '123456' },
  ssoRegister: {
    mobile: '81234567890',
    verificationCode: '123456',
    password: 'secret123',
    ageConfirmed: true,
    termsAccepted: true,
  },
  ssoOneClickRegister: {},
  ssoLogin: { mobile: '81234567890', password: 'secret123' },
  ssoIdLogin: { userId: '12345678', password: 'secret123' },
  ssoModify: { newPassword: 'secret123' },
  ssoGoogleLogin: { googleToken: 'x.y.z' },
  ssoLogout: {},
  threeLoginChannel: {},
  getUserInfo: {},
  updateUserInfo: { nickname: 'Budi' },
  confirmAdult: { ageConfirmed: true, termsAccepted: true },
  reportOnline: { placeId: 1 },
  reportAdid: { adid: 'adid-1' },
  getVipInfo: {},
  serviceIndex: {},
  inviteAgentInfo: {},
  inviteTeam: { range: '7d' },
  receiveRebate: {},
  gconfig: {},
  languages: {},
  bannerList: {},
  rollMsg: {},
  rechargeButtonStatus: {},
  transferEventUpload: { eventName: 'open' },
  appStackUpload: { data: 'Error' },
  getChargeInfo: {},
  getPayChannel: {},
  createRechargeOrder: { amount: 5_000_000, type: 'qris' },
  createTransferOrder: { amount: 5_000_000, method: 'imps' },
  submitUtr: { orderNo: 'DP1', utr: '123456789012' },
  selfUtr: { amount: 5_000_000, utr: '123456789012' },
  createAgentOrder: { agentId: 'agent-1', amount: 5_000_000 },
  cryptoAddress: { network: 'TRC20' },
  vaInfo: {},
  rechargeRecord: {},
  rechargeOrderDetail: { orderNo: 'DP1' },
  balanceRecord: {},
  gameLaunch: { gameCode: 'baccarat' },
  gameOpen: { launchToken: 't'.repeat(43) },
  gamePlay: { token: 't'.repeat(43), bets: [{ spot: 'banker', stake: 100 }] },
  gameSeeds: { token: 't'.repeat(43) },
  gameClientSeed: { token: 't'.repeat(43), clientSeed: 'lucky' },
  gameRotate: { token: 't'.repeat(43) },
  gameRounds: { token: 't'.repeat(43) },
  gameRecord: {},
  gameRecordRound: { betId: 'x' },
  bindPhone: { mobile: '81234567890', verificationCode: '123456' },
  sendBoundPhoneCode: { type: 'withdrawPassword' },
  changePhoneVerify: { verificationCode: '123456' },
  changePhoneSendCode: { ticket: 'x', mobile: '81234567890' },
  changePhone: { ticket: 'x', mobile: '81234567890', verificationCode: '123456' },
  setWithdrawPassword: {
    password: 'secret1',
    confirmPassword: 'secret1',
    verificationCode: '123456',
  },
  bankList: {},
  bankAdd: {
    holderName: 'Budi',
    accountNumber: '1234567890',
    bankCode: 'BCA',
    verificationCode: '123456',
  },
  bankDelete: { bankCardId: '1' },
  bankSetDefault: { bankCardId: '1' },
  withdrawInfo: {},
  withdrawApply: { amount: 5_000_000, bankCardId: '1', withdrawPassword: 'secret1' },
  withdrawRecord: {},
  withdrawDetail: { orderNo: 'WD1' },
  promoList: {},
  checkinInfo: {},
  checkinClaim: {},
  giftCodeRedeem: { code: 'WELCOME1' },
  firstDepositInfo: {},
  promoClaim: { grantId: '1' },
  rankingBoard: { board: 'day' },
  inviteRankingBoard: { board: 'day' },
  rebateInfo: {},
  rebateRecords: {},
  signupInfo: {},
  signupClaim: {},
  mailList: {},
  mailUnread: {},
  mailRead: { id: 'm1' },
  mailReadAll: {},
  mailDelete: { id: 'm1' },
  faqList: {},
  faqInfo: { id: 1 },
  feedbackSubmit: { category: 'game', text: 'hello' },
  feedbackList: {},
  feedbackScreenshot: { id: '1' },
  vipLevels: {},
  vipCelebrated: { level: 1 },
  playTopUpInfo: {},
  playTopUpClaim: { kind: 'daily' },
  limitsInfo: {},
  limitsSet: { kind: 'deposit', period: 'day', value: 1_000_000 },
  limitsAcknowledge: { what: 'review' },
  limitsHeldReturn: {},
  kycStatusGet: {},
  kycSubmit: { fullName: 'Asha Rao', birthday: '1990-01-01', documentNumber: 'ABCPE1234F' },
  accountStatement: { from: '2026-01-01', to: '2026-01-31' },
  breakInfo: {},
  breakStart: { period: '24h', confirm: true },
  realityCheckInfo: {},
  realityCheckSet: { minutes: 30 },
  realityCheckSession: {},
  liveTables: {},
  liveTable: { tableId: 'dragon-tiger-1' },
  liveBetPlace: { tableId: 'dragon-tiger-1', number: 1, bets: [{ spot: 'dragon', stake: 1000 }] },
  liveRound: { tableId: 'dragon-tiger-1', number: 1 },
  liveFairness: {},
};
const endpoints = (Object.keys(api) as ApiName[]).map(
  (name) => [name, api[name] as Endpoint, valid[name]] as const,
);

describe('envelopes', () => {
  it('answers state calls with { state: "200", msg, resultData } in the request language', async () => {
    const en = await t.call(api.rechargeButtonStatus, {});
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ state: '200', msg: 'success', resultData: { show: true } });
    const id = await t.call(api.rechargeButtonStatus, {}, { locale: 'id' });
    expect(id.body).toEqual({ state: '200', msg: 'berhasil', resultData: { show: true } });
  });

  it('answers sign-in calls with { code: 200, msg, data }', async () => {
    const res = await t.call(api.ssoOneClickRegister, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'success' });
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg']);
  });

  it('answers failures with HTTP 200 and only { state, msg } or { code, msg }', async () => {
    const state = await t.call(api.getUserInfo, {});
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ state: '401', msg: 'Please login first' });
    const code = await t.call(api.ssoLogin, { mobile: '' });
    expect(code.status).toBe(200);
    expect(code.body).toEqual({ code: 400, msg: 'The phone number cannot be empty' });
  });

  it('treats any locale other than "id" as English', async () => {
    const res = await t.call(api.getUserInfo, {}, { extra: { locale: 'fr' } });
    expect(res.body.msg).toBe('Please login first');
  });

  it('refuses a body that is not a JSON object with state "400"', async () => {
    const post = (url: string, payload: string, type = 'application/json') =>
      t.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    for (const payload of ['[1,2]', '"text"', '42', 'true']) {
      const res = await post(api.bannerList.path, payload);
      expect(res.json()).toEqual({ state: '400', msg: 'Invalid request' });
    }
    expect((await post(api.bannerList.path, 'hello', 'text/plain')).json()).toEqual({
      state: '400',
      msg: 'Invalid request',
    });
    expect((await post(api.ssoGuest.path, '[]')).json()).toEqual({
      code: 400,
      msg: 'Invalid request',
    });
    // Broken JSON never reaches a route, but still gets the envelope.
    const broken = await post(api.bannerList.path, '{"a":');
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual({ state: '400', msg: 'Invalid request' });
    expect((await post(api.ssoLogin.path, '{"a":')).json()).toEqual({
      code: 400,
      msg: 'Invalid request',
    });
  });

  it("refuses a body without a locale in the browser's language (Accept-Language)", async () => {
    const post = (url: string, payload: string, language: string) =>
      t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload,
      });
    const indonesian = 'id-ID,id;q=0.9,en;q=0.8';
    // Broken JSON, which never reaches a route, and a body that is not an object.
    expect((await post(api.bannerList.path, '{"a":', indonesian)).json()).toEqual({
      state: '400',
      msg: 'Permintaan tidak valid',
    });
    expect((await post(api.ssoGuest.path, '[]', indonesian)).json()).toEqual({
      code: 400,
      msg: 'Permintaan tidak valid',
    });
    expect((await post(api.ssoGuest.path, '{}', indonesian)).json()).toEqual({
      code: 400,
      msg: 'Nomor perangkat tidak ada',
    });
    // The body's own locale wins over the header; other languages read English.
    expect((await post(api.ssoGuest.path, '{"locale":"en"}', indonesian)).json()).toEqual({
      code: 400,
      msg: 'The device number is missing',
    });
    for (const other of ['hi-IN,hi;q=0.9', 'idx', 'en-US,id;q=0.9']) {
      expect((await post(api.bannerList.path, '{"a":', other)).json()).toEqual({
        state: '400',
        msg: 'Invalid request',
      });
    }
    expect((await post(api.bannerList.path, '{"a":', ' ID ')).json()).toEqual({
      state: '400',
      msg: 'Permintaan tidak valid',
    });
  });

  it('answers sandbox (raw) calls with the HTTP status itself', async () => {
    const res = await t.inject({ method: 'GET', url: sandboxApi.sandboxSms.path });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: '400', msg: 'Invalid value: mobile' });
  });

  it('answers 404 for an unknown path and /healthz with the database kind', async () => {
    expect((await t.inject({ method: 'POST', url: '/no/such/call', payload: {} })).statusCode).toBe(
      404,
    );
    const health = await t.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({
      ok: true,
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('sends a request id and security headers', async () => {
    const res = await t.inject({ method: 'POST', url: api.rollMsg.path, payload: {} });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('validation on every call', () => {
  it.each(endpoints)('%s refuses an unknown field', async (_name, endpoint, payload) => {
    const res = await t.call(endpoint, { ...payload, balance: 1 }, { locale: 'id' });
    const { state, code, msg } = res.body;
    expect(state ?? String(code)).toBe('400');
    expect(msg).toBe('Kolom tidak dikenal: balance');
  });

  it('refuses a NUL character instead of failing in the database', async () => {
    const g = await guest(t);
    const res = await t.call(api.updateUserInfo, { nickname: 'a\u0000b' }, { sign: g.sign });
    expect(res.body).toEqual({ state: '400', msg: 'Invalid value: nickname' });
  });
});

describe('sessions', () => {
  const required = endpoints.filter(([, e]) => e.auth === 'required');

  it.each(required)('%s answers "401" without a session', async (_name, endpoint, payload) => {
    const res = await t.call(endpoint, payload);
    const { state, code, msg } = res.body;
    expect(state ?? String(code)).toBe('401');
    expect(msg).toBe('Please login first');
  });

  it('accepts Authorization: Bearer, which wins over a sign field', async () => {
    const g = await guest(t);
    const bearer = (sign: string, payload: Record<string, unknown> = {}) =>
      t.inject({
        method: 'POST',
        url: api.getVipInfo.path,
        headers: { authorization: `Bearer ${sign}` },
        payload,
      });
    expect((await bearer(g.sign)).json()).toMatchObject({ state: '200' });
    expect((await bearer(g.sign, { sign: 'stale' })).json()).toMatchObject({ state: '200' });
    expect((await bearer('stale', { sign: g.sign })).json()).toMatchObject({ state: '401' });
  });

  it("refuses a sign used with another player's uid", async () => {
    const a = await guest(t);
    const b = await guest(t);
    for (const endpoint of [api.getUserInfo, api.getVipInfo, api.inviteAgentInfo]) {
      const res = await t.call(endpoint, {}, { sign: a.sign, uid: b.uid });
      expect(res.body).toEqual({ state: '401', msg: 'Please login first' });
    }
  });
});

describe('faults and logs', () => {
  const lines: string[] = [];
  const logged = useTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );

  it('never logs a sign, code, password or Google token', async () => {
    const mobile = uniqueMobile();
    const code = await sendOtp(logged, mobile, 'login');
    const otp = codeData(await logged.call(api.ssoLoginV2, { mobile, verificationCode: code }));
    const p = await registeredPlayer(logged, { password: 'Log-secret-77' });
    const byId = codeData(
      await logged.call(api.ssoIdLogin, { userId: p.uid, password: 'Log-secret-77' }),
    );
    const minted = await logged.inject({
      method: 'POST',
      url: sandboxApi.sandboxGoogleToken.path,
      payload: { email: 'logs@example.com' },
    });
    const { idToken } = minted.json() as { idToken: string };
    codeData(await logged.call(api.ssoGoogleLogin, { googleToken: idToken }));
    // GET calls carry the common fields, sign included, in the query.
    const q = new URLSearchParams({ sign: byId.sign, uid: byId.uid, locale: 'en' });
    const get = await logged.inject({ method: 'GET', url: `/language/languages?${q}` });
    expect(get.json()).toMatchObject({ state: '200' });
    await logged.inject({
      method: 'POST',
      url: api.getUserInfo.path,
      headers: { authorization: `Bearer ${otp.sign}` },
      payload: {},
    });
    const o = await otpPlayer(logged);
    resultData(await logged.call(api.getUserInfo, {}, { sign: o.sign }));

    const all = lines.join('');
    expect(all).toContain('incoming request');
    expect(all).toContain('sign=[Redacted]');
    for (const secret of [code, otp.sign, p.sign, 'Log-secret-77', byId.sign, idToken, o.sign]) {
      expect(all).not.toContain(secret);
    }
  });

  it('answers an unexpected fault with state "500", a "system" message, and logs it with the request id', async () => {
    // An honest fault: the table the call writes to is gone.
    await logged.deps.db.execute(sql`drop table app_events`);
    const res = await logged.call(api.transferEventUpload, { eventName: 'open' });
    expect(res.body).toEqual({
      state: '500',
      msg: 'A system error occurred, please try again later',
    });
    const id = await logged.call(api.transferEventUpload, { eventName: 'open' }, { locale: 'id' });
    expect(id.body.state).toBe('500');
    expect(id.body.msg).toContain('system');
    const raw = await logged.inject({
      method: 'POST',
      url: api.transferEventUpload.path,
      payload: { eventName: 'open' },
    });
    const requestId = String(raw.headers['x-request-id']);
    const entry = lines
      .map((l) => JSON.parse(l) as { level: number; reqId?: string; msg?: string })
      .find((l) => l.reqId === requestId && l.level >= 50);
    expect(entry?.msg).toBe('request failed');
  });
});

describe('the test harness', () => {
  it("hands a test the server's log of a system error, so a rare failure says what broke", async () => {
    await withTestApp({}, {}, async (plain) => {
      await plain.deps.db.execute(sql`drop table app_events`);
      const res = await plain.call(api.transferEventUpload, { eventName: 'open' });
      expect(res.body.state).toBe('500');
      expect(res.serverError).toContain('request failed');
      expect(res.serverError).toContain('app_events');
      expect(() => resultData(res)).toThrow(/server log: .*app_events/);
      // An answer that is not a fault carries nothing more.
      const refused = await plain.call(api.transferEventUpload, { eventName: '' });
      expect(refused.body.state).toBe('400');
      expect(refused.serverError).toBeUndefined();
    });
  });
});

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/a?sign=abc&uid=1&x')).toBe('/a?sign=[Redacted]&uid=1&x');
    expect(redactUrl('/a?googleToken=t&verificationCode=1&%73ign=z')).toBe(
      '/a?googleToken=[Redacted]&verificationCode=[Redacted]&%73ign=[Redacted]',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
