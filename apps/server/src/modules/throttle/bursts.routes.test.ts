import { api } from '@cardroom/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alignToWindow,
  type Registered,
  readOtp,
  registeredPlayer,
  sendOtp,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from '../../../test/factories.js';
import type { CallResult } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { rawRows } from '../../db/client.js';
import { REPORT_CAPS } from '../app/index.js';
import { LOGIN_THROTTLE, OTP_RULES } from '../auth/index.js';
import { apply, expectLedgerOk, fund, withdrawer } from '../withdrawals/testkit.js';

/**
 * Every limit that guards accounts and the operator's SMS bill, attacked the way an attacker
 * would: bursts of concurrent requests. Each asserts the exact number that got through.
 */
const t = useTestApp();

const stateOf = (res: CallResult) => String(res.body.state ?? res.body.code);

/** Fires all at once and answers in the order they were sent. */
function burst(n: number, send: (i: number) => Promise<CallResult>): Promise<CallResult[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}

function tally(results: CallResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) out[stateOf(r)] = (out[stateOf(r)] ?? 0) + 1;
  return out;
}

async function outboxCount(mobile: string): Promise<number> {
  const rows = await rawRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from sms_messages where mobile = ${mobile}`,
  );
  return Number(rows[0]?.n);
}

describe('sign-in throttle under bursts', () => {
  async function passwordBurst(
    p: Registered,
    n: number,
    send: (password: string, ip: string) => Promise<CallResult>,
  ) {
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    // n - 1 wrong passwords, the right one last, each from its own address.
    return burst(n, (i) => send(i === n - 1 ? p.password : `wrong-${i}`, uniqueIp()));
  }

  it('/sso/idlogin: 50 at once check at most 5 passwords; the right one sent last is refused', async () => {
    const p = await registeredPlayer(t);
    const results = await passwordBurst(p, 50, (password, ip) =>
      t.call(api.ssoIdLogin, { userId: p.uid, password }, { ip }),
    );
    expect(tally(results)).toEqual({ '400': LOGIN_THROTTLE.account.max, '429': 45 });
    expect(results.at(-1)?.body).toMatchObject({ code: 429 });
  });

  it('/sso/login: 200 at once check at most 5 passwords; the right one sent last is refused', async () => {
    const p = await registeredPlayer(t);
    const results = await passwordBurst(p, 200, (password, ip) =>
      t.call(api.ssoLogin, { mobile: p.mobile, password }, { ip }),
    );
    expect(tally(results)).toEqual({ '400': LOGIN_THROTTLE.account.max, '429': 195 });
    expect(results.at(-1)?.body).toMatchObject({ code: 429 });
  });

  it('phone and id sign-in share one count per account', async () => {
    const p = await registeredPlayer(t);
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    const results = await burst(50, (i) =>
      i % 2 === 0
        ? t.call(api.ssoLogin, { mobile: p.mobile, password: `bad-${i}` }, { ip: uniqueIp() })
        : t.call(api.ssoIdLogin, { userId: p.uid, password: `bad-${i}` }, { ip: uniqueIp() }),
    );
    expect(tally(results)).toEqual({ '400': 5, '429': 45 });
  });

  it('one address: 50 at once across accounts check at most 30 passwords', async () => {
    alignToWindow(t, LOGIN_THROTTLE.ip.windowSeconds);
    const ip = uniqueIp();
    const results = await burst(50, (i) =>
      t.call(
        api.ssoIdLogin,
        { userId: `9${String(i).padStart(7, '0')}`, password: 'guess-1' },
        { ip },
      ),
    );
    expect(tally(results)).toEqual({ '400': LOGIN_THROTTLE.ip.max, '429': 20 });
  });

  it('a right password gives its check back: signing in often is never throttled', async () => {
    const p = await registeredPlayer(t);
    alignToWindow(t, LOGIN_THROTTLE.account.windowSeconds);
    const results = await burst(20, () =>
      t.call(api.ssoLogin, { mobile: p.mobile, password: p.password }, { ip: uniqueIp() }),
    );
    // Several at once may share the 5 slots, but none is refused once the others finish:
    // every one either signed in or was throttled while 5 checks were in flight.
    const signedIn = results.filter((r) => r.body.code === 200).length;
    expect(signedIn).toBeGreaterThanOrEqual(5);
    // Refused for being too many at once, not blamed on wrong passwords there never were.
    for (const r of results.filter((x) => x.body.code !== 200)) {
      expect(r.body.msg).toBe('Too many attempts at once, please try again in a moment');
    }
    for (let i = 0; i < 10; i++) {
      const res = await t.call(
        api.ssoLogin,
        { mobile: p.mobile, password: p.password },
        { ip: uniqueIp() },
      );
      expect(res.body.code).toBe(200);
    }
  });
});

describe('withdraw-password lock under a burst', () => {
  it('50 at once: 5 wrong lock it; the right password sent last is refused and nothing moves', async () => {
    const w = await withdrawer(t);
    await fund(t, w.userId, 10_000_000);
    alignToWindow(t, 3600);
    const results = await burst(50, (i) =>
      apply(t, w, 5_000_000, i === 49 ? w.password : `wrong-pass-${i}`),
    );
    const msgs = results.map((r) => String(r.body.msg));
    // 5 checks ran: 4 answered "wrong", the 5th locked it. The other 45 never reached a check
    // (refused while those ran, or after the lock).
    expect(msgs.filter((m) => m === 'The withdraw password is wrong')).toHaveLength(4);
    expect(tally(results)).toEqual({ '400': 4, '429': 46 });
    expect(results.at(-1)?.body.state).toBe('429');
    // Afterwards the right password alone is refused too, with the lock's own words.
    const after = await apply(t, w, 5_000_000);
    expect(after.body.msg).toMatch(
      /^Too many wrong withdraw passwords, please try again in \d+ minutes$/,
    );
    const orders = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from withdraw_orders where user_id = ${w.userId}`,
    );
    expect(Number(orders[0]?.n)).toBe(0);
    expect(await t.deps.ledger.balance(t.deps.db, w.userId, 'cash')).toBe(10_000_000);
    await expectLedgerOk(t);
  });
});

describe('SMS caps under bursts', () => {
  it('50 sends at once for one number send one SMS; 200 more during the wait send none', async () => {
    const mobile = uniqueMobile(t.config.market);
    const first = await burst(50, () =>
      t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }),
    );
    expect(tally(first)).toEqual({ '200': 1, '429': 49 });
    expect(await outboxCount(mobile)).toBe(1);
    const again = await burst(200, () =>
      t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp() }),
    );
    expect(tally(again)).toEqual({ '429': 200 });
    expect(await outboxCount(mobile)).toBe(1);
  });

  it('5 per number per hour, exactly, across purposes and waits', async () => {
    alignToWindow(t, 3600);
    const mobile = uniqueMobile(t.config.market);
    let sent = 0;
    for (let round = 0; round < 7; round++) {
      const results = await burst(50, (i) =>
        t.call(api.smsSend, { mobile, type: i % 2 ? 'login' : 'register' }, { ip: uniqueIp() }),
      );
      sent += results.filter((r) => r.body.state === '200').length;
      t.advance((OTP_RULES.resendSeconds + 1) * 1000);
    }
    expect(sent).toBe(OTP_RULES.perNumberPerHour);
    expect(await outboxCount(mobile)).toBe(OTP_RULES.perNumberPerHour);
  });

  it('20 per address per hour: 50 numbers at once from one address send 20', async () => {
    alignToWindow(t, 3600);
    const ip = uniqueIp();
    const numbers = Array.from({ length: 50 }, () => uniqueMobile(t.config.market));
    const results = await burst(50, (i) =>
      t.call(api.smsSend, { mobile: numbers[i], type: 'login' }, { ip }),
    );
    expect(tally(results)).toEqual({ '200': OTP_RULES.perIpPerHour, '429': 30 });
    let inOutbox = 0;
    for (const m of numbers) inOutbox += await outboxCount(m);
    expect(inOutbox).toBe(OTP_RULES.perIpPerHour);
  });

  it('a refused send does not use up the number: the per-address cap gives the wait back', async () => {
    alignToWindow(t, 3600);
    const ip = uniqueIp();
    for (let i = 0; i < OTP_RULES.perIpPerHour; i++) {
      await sendOtp(t, uniqueMobile(t.config.market), 'login', ip);
    }
    const mobile = uniqueMobile(t.config.market);
    const capped = await t.call(api.smsSend, { mobile, type: 'login' }, { ip });
    expect(capped.body).toMatchObject({ state: '429' });
    // From another address the same number is served at once (no wait was started).
    await sendOtp(t, mobile, 'login', uniqueIp());
  });
});

describe('one-time-code tries under bursts', () => {
  async function attemptsOf(mobile: string): Promise<number> {
    const rows = await rawRows<{ attempts: number }>(
      t.deps.db,
      sql`select attempts from otp_codes where mobile = ${mobile} order by id desc limit 1`,
    );
    return Number(rows[0]?.attempts);
  }

  it('200 tries at once record 5; the right code sent last is refused', async () => {
    const mobile = uniqueMobile(t.config.market);
    const code = await sendOtp(t, mobile, 'login');
    const results = await burst(200, (i) =>
      t.call(
        api.ssoLoginV2,
        { mobile, verificationCode: i === 199 ? code : wrongCode(code) },
        { ip: uniqueIp() },
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(0);
    expect(results.at(-1)?.body.msg).toBe('Too many wrong attempts, please request a new OTP');
    expect(await attemptsOf(mobile)).toBe(OTP_RULES.maxAttempts);
  });

  it('the right code among 50 at once signs in at most once', async () => {
    const mobile = uniqueMobile(t.config.market);
    const code = await sendOtp(t, mobile, 'login');
    const results = await burst(50, () =>
      t.call(api.ssoLoginV2, { mobile, verificationCode: code }, { ip: uniqueIp() }),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await attemptsOf(mobile)).toBeLessThanOrEqual(OTP_RULES.maxAttempts);
  });

  it('the code reads the same in the player language (SMS in Indonesian for id)', async () => {
    const mobile = uniqueMobile(t.config.market);
    await t.call(api.smsSend, { mobile, type: 'login' }, { ip: uniqueIp(), locale: 'id' });
    const res = await t.inject({ method: 'GET', url: '/sandbox/sms', query: { mobile } });
    const text = (res.json() as { messages: Array<{ text: string }> }).messages[0]?.text;
    expect(text).toMatch(/^\[Cardroom\] Kode verifikasi Anda \d{6}\. Berlaku 5 menit\./);
    expect(await readOtp(t, mobile)).toMatch(/^\d{6}$/);
  });
});

describe('client telemetry caps under a burst', () => {
  it('80 crash reports at once from one address store 60', async () => {
    alignToWindow(t, 3600);
    const ip = uniqueIp();
    const device = `crash-burst-${ip}`;
    const results = await burst(80, (i) =>
      t.call(api.appStackUpload, { data: `Error ${i}` }, { ip, deviceNumber: device }),
    );
    expect(tally(results)).toEqual({ '200': 80 });
    const rows = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from error_reports where device_number = ${device}`,
    );
    expect(Number(rows[0]?.n)).toBe(REPORT_CAPS.errors.max);
  });
});
