import { randomUUID } from 'node:crypto';
import { api, sandboxApi } from '@cardroom/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeData,
  failure,
  readOtp,
  registeredPlayer,
  resultData,
  sendOtp,
  uniqueDevice,
  uniqueIp,
  uniqueMobile,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { auditLog } from '../operators/index.js';
import { apply, expectLedgerOk, fund, userIdOf, withdrawer } from '../withdrawals/testkit.js';
import { playerBreaks } from './schema.js';

const t = useTestApp();

const DAY = 24 * 3_600_000;
const takeBreak = (sign: string, period: string, locale: 'en' | 'id' = 'en') =>
  t.call(api.breakStart, { period, confirm: true }, { sign, locale, ip: uniqueIp() });
const signedOut = async (sign: string) =>
  expect(failure(await t.call(api.getUserInfo, {}, { sign })).state).toBe('401');

/** The break's end as the message writes it in the market's zone (Jakarta: UTC+7). */
function untilOf(endsAt: string, locale: 'en' | 'id'): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(endsAt));
}

async function googleToken(email: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: sandboxApi.sandboxGoogleToken.path,
    payload: { email, name: 'Break Taker' },
  });
  return (res.json() as { idToken: string }).idToken;
}

describe('time-out', () => {
  it('ends every session at once and refuses every sign-in method with the end in en and id', async () => {
    const p = await registeredPlayer(t);
    const second = codeData(
      await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
    );
    const started = resultData<{ current: { kind: string; endsAt: string; endsAtText: string } }>(
      await takeBreak(p.sign, '24h'),
    );
    expect(started.current.kind).toBe('timeout');
    const endsIn = new Date(started.current.endsAt).getTime() - t.deps.now().getTime();
    expect(Math.abs(endsIn - DAY)).toBeLessThan(10_000);
    const en = untilOf(started.current.endsAt, 'en');
    const id = untilOf(started.current.endsAt, 'id');
    expect(started.current.endsAtText).toBe(`${en} WIB`);
    await signedOut(p.sign);
    await signedOut(second.sign);

    const byPassword = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: p.password },
      { ip: uniqueIp() },
    );
    expect(byPassword.body).toEqual({
      code: 403,
      msg: `You are taking a break until ${en} WIB. You can sign in again after that; until then you can still sign in to withdraw your balance`,
    });
    const byId = await t.call(
      api.ssoIdLogin,
      { userId: p.uid, password: p.password },
      { ip: uniqueIp(), locale: 'id' },
    );
    expect(failure(byId)).toEqual({
      state: '403',
      msg: `Anda sedang rehat sampai ${id} WIB. Setelah itu Anda bisa masuk lagi; sampai saat itu Anda tetap bisa masuk untuk menarik saldo`,
    });
    const code = await sendOtp(t, p.mobile, 'login');
    const byOtp = await t.call(
      api.ssoLoginV2,
      { mobile: p.mobile, verificationCode: code },
      { ip: uniqueIp() },
    );
    expect(failure(byOtp).msg).toContain(`until ${en} WIB`);

    // After the end, sign-in works again.
    t.advance(DAY + 60_000);
    const back = codeData(
      await t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
    );
    resultData(await t.call(api.getUserInfo, {}, { sign: back.sign }));
    expect(
      resultData<{ current: unknown }>(await t.call(api.breakInfo, {}, { sign: back.sign })),
    ).toEqual({ current: null, withdrawOnly: false });
  });

  it('refuses Google sign-in during a break', async () => {
    const email = `break-${randomUUID()}@example.com`;
    const s = codeData(await t.call(api.ssoGoogleLogin, { googleToken: await googleToken(email) }));
    resultData(await takeBreak(s.sign, '1w'));
    await signedOut(s.sign);
    const again = await t.call(api.ssoGoogleLogin, { googleToken: await googleToken(email) });
    expect(failure(again).msg).toMatch(/^You are taking a break until /);
  });

  it('cannot be shortened or undone; a longer break replaces it', async () => {
    const p = await registeredPlayer(t);
    resultData(await takeBreak(p.sign, '1w'));
    const w = codeData(
      await t.call(
        api.ssoLogin,
        { mobile: p.mobile, password: p.password, purpose: 'withdraw' },
        { ip: uniqueIp() },
      ),
    );
    const shorter = await takeBreak(w.sign, '24h');
    expect(failure(shorter)).toMatchObject({ state: '409' });
    expect(failure(shorter).msg).toMatch(
      /^You are already on a break until .* It cannot be shortened/,
    );
    expect(failure(await takeBreak(w.sign, '1w')).state).toBe('409');
    const longer = resultData<{ current: { kind: string; period: string } }>(
      await takeBreak(w.sign, '6mo'),
    );
    expect(longer.current).toMatchObject({ kind: 'exclusion', period: '6mo' });
    // The withdraw-only session that asked for it ended too.
    await signedOut(w.sign);
    const uid = p.uid;
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `user:${uid}`), eq(auditLog.action, 'breaks.start')));
    expect(rows.map((r) => (r.after as { period: string }).period).sort()).toEqual(['1w', '6mo']);
    expect(rows.every((r) => r.actor === `player:${uid}` && r.operatorId === null)).toBe(true);
    // A week later the 6-month exclusion still refuses sign-in.
    t.advance(8 * DAY);
    const res = await t.call(
      api.ssoLogin,
      { mobile: p.mobile, password: p.password },
      { ip: uniqueIp() },
    );
    expect(failure(res).state).toBe('403');
  });

  it('refuses a request without confirmation or with an unknown period, changing nothing', async () => {
    const p = await registeredPlayer(t);
    const unconfirmed = await t.call(api.breakStart, { period: '24h' }, { sign: p.sign });
    expect(failure(unconfirmed)).toEqual({
      state: '400',
      msg: 'Confirm that you understand the break cannot be undone',
    });
    const unknown = await t.call(
      api.breakStart,
      { period: '3d', confirm: true },
      { sign: p.sign, locale: 'id' },
    );
    expect(failure(unknown).msg).toBe('Pilih berapa lama rehat Anda');
    expect(resultData(await t.call(api.breakInfo, {}, { sign: p.sign }))).toEqual({
      current: null,
      withdrawOnly: false,
    });
  });

  it('50 requests at once leave exactly one break and one audit row', async () => {
    const p = await registeredPlayer(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => takeBreak(p.sign, '1m')));
    const ok = results.filter((r) => r.body.state === '200');
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.body.state !== '200') expect(['409', '401']).toContain(r.body.state);
    const uid = p.uid;
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `user:${uid}`), eq(auditLog.action, 'breaks.start')));
    expect(audits).toHaveLength(1);
    const breaks = await t.deps.db
      .select()
      .from(playerBreaks)
      .where(eq(playerBreaks.userId, await userIdOf(t, uid)));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({ kind: 'timeout', period: '1m' });
  });
});

describe('the withdraw-only session during a break', () => {
  it('lets a guest on a break bind the phone the withdraw password needs', async () => {
    const device = uniqueDevice('guest');
    const g = codeData(await t.call(api.ssoGuest, {}, { deviceNumber: device }));
    resultData(await takeBreak(g.sign, '24h'));
    const s = codeData(
      await t.call(api.ssoGuest, { purpose: 'withdraw' }, { deviceNumber: device }),
    );
    const mobile = uniqueMobile(t.config.market);
    // The app sends its sign with every call, the code request included.
    resultData(
      await t.call(api.smsSend, { mobile, type: 'bindPhone' }, { sign: s.sign, ip: uniqueIp() }),
    );
    const code = await readOtp(t, mobile);
    resultData(await t.call(api.bindPhone, { mobile, verificationCode: code }, { sign: s.sign }));
  });

  it('can see its balance and withdraw, and cannot play, deposit or claim', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    resultData(await takeBreak(w.sign, '24h'));
    t.advance(61_000); // the resend wait of the code withdrawer() asked for
    const s = codeData(
      await t.call(
        api.ssoLoginV2,
        {
          mobile: w.mobile,
          verificationCode: await sendOtp(t, w.mobile, 'login'),
          purpose: 'withdraw',
        },
        { ip: uniqueIp() },
      ),
    );
    const sign = s.sign;
    expect(resultData(await t.call(api.breakInfo, {}, { sign }))).toMatchObject({
      withdrawOnly: true,
    });
    resultData(await t.call(api.getUserInfo, {}, { sign }));
    resultData(await t.call(api.withdrawInfo, {}, { sign }));
    const order = resultData<{ orderNo: string }>(await apply(t, { ...w, sign }, 3_000_000));
    expect(order.orderNo).toBeTruthy();
    const refused = 'During your break you can only withdraw your balance';
    for (const [endpoint, payload] of [
      [api.gameLaunch, { gameCode: 'dragon-tiger' }],
      [api.createRechargeOrder, { amount: 100_000, type: 'qris' }],
      [api.checkinClaim, {}],
      [api.promoClaim, { grantId: '1' }],
      [api.updateUserInfo, { nickname: 'x' }],
    ] as const) {
      expect(failure(await t.call(endpoint, payload, { sign }))).toEqual({
        state: '403',
        msg: refused,
      });
    }
    await expectLedgerOk(t);
  });
});
