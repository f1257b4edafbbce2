import { message } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alignToWindow, uniqueIp } from '../../../test/factories.js';
import type { CallResult } from '../../../test/harness.js';
import { useTestApp } from '../../../test/use-test-app.js';
import { putSetting } from '../settings/index.js';
import { addressLimitsSetting } from '../throttle/index.js';
import { auditLog } from './schema.js';
import { CONSOLE_SIGN_IN_THROTTLE } from './sessions.js';
import { codeNow, consoleCall, makeOperator } from './testkit.js';

/**
 * Console sign-in behind one load balancer: every operator shares its address. A flood of
 * made-up logins from that address must not lock out an operator with the right password
 * and code; guessing one operator's password is locked per login wherever it comes from.
 */
const t = useTestApp();

const failed = message('consoleSignInFailed', 'en');
const signIn = (login: string, password: string, code: string, ip: string) =>
  consoleCall(t, consoleApi.consoleSignIn, { login, password, code }, { ip });
const tally = (rs: CallResult[]) => {
  const out: Record<string, number> = {};
  for (const r of rs) out[String(r.body.state)] = (out[String(r.body.state)] ?? 0) + 1;
  return out;
};

describe('console sign-in behind one address', () => {
  it('50 made-up logins at once from the balancer check 20; the owner still signs in', async () => {
    alignToWindow(t, CONSOLE_SIGN_IN_THROTTLE.ip.windowSeconds);
    const balancer = uniqueIp();
    const owner = await makeOperator(t, 'owner');
    const flood = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`made-up-${i}`, 'guess-123', '123456', balancer)),
    );
    expect(tally(flood)).toEqual({ '400': CONSOLE_SIGN_IN_THROTTLE.ip.max, '429': 30 });
    for (const r of flood.filter((x) => x.body.state === '429')) {
      expect(r.body.msg).toMatch(/^Too many sign-in attempts/);
    }
    // More unknown logins are refused unchecked...
    expect((await signIn('made-up-more', 'x-guess-1', '123456', balancer)).body.state).toBe('429');
    // ...but the owner, from the same address, with the right password and code, gets in.
    const ok = await signIn(owner.login, owner.password, codeNow(t, owner), balancer);
    expect(ok.body.state).toBe('200');
    expect(ok.setCookie).toMatch(/^cr_console=/);
  });

  it("one login's failures lock that login from any address, and only it", async () => {
    alignToWindow(t, CONSOLE_SIGN_IN_THROTTLE.login.windowSeconds);
    const target = await makeOperator(t, 'finance');
    const bystander = await makeOperator(t, 'support');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(target.login, `wrong-password-${i}`, '123456', uniqueIp()),
      ),
    );
    expect(tally(results)).toEqual({ '400': CONSOLE_SIGN_IN_THROTTLE.login.max, '429': 45 });
    for (const r of results.filter((x) => x.body.state === '400')) expect(r.body.msg).toBe(failed);
    const locked = await signIn(target.login, target.password, codeNow(t, target), uniqueIp());
    expect(locked.body.state).toBe('429');
    const other = await signIn(
      bystander.login,
      bystander.password,
      codeNow(t, bystander),
      uniqueIp(),
    );
    expect(other.body.state).toBe('200');
  });

  it('writes every failed sign-in to the audit log: the login tried, the address, the reason', async () => {
    const op = await makeOperator(t, 'marketing');
    const ip = uniqueIp();
    await signIn(op.login, 'not-the-password', codeNow(t, op), ip);
    const good = codeNow(t, op);
    await signIn(op.login, op.password, good === '000000' ? '111111' : '000000', ip);
    await signIn(`ghost-${op.login}`, 'whatever-123', '123456', ip);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, 'operator.signInFailed')));
    const seen = rows.map((r) => [r.actor, r.ip, (r.after as { reason: string }).reason]);
    expect(seen).toEqual([
      [op.login, ip, 'wrongPassword'],
      [op.login, ip, 'wrongCode'],
      [`ghost-${op.login}`, ip, 'unknownLogin'],
    ]);
    // The password tried is never kept.
    expect(JSON.stringify(rows)).not.toContain('not-the-password');
  });

  it('the per-address threshold is the addressLimits setting', async () => {
    alignToWindow(t, CONSOLE_SIGN_IN_THROTTLE.ip.windowSeconds);
    await putSetting(t.deps.db, 'ID', addressLimitsSetting, {
      ...addressLimitsSetting.defaults('ID'),
      consoleSignInFailures: 2,
    });
    try {
      const ip = uniqueIp();
      const states: string[] = [];
      for (let i = 0; i < 3; i++) {
        states.push(
          String((await signIn(`nobody-${i}-${ip}`, 'pass-word-1', '123456', ip)).body.state),
        );
      }
      expect(states).toEqual(['400', '400', '429']);
    } finally {
      await putSetting(t.deps.db, 'ID', addressLimitsSetting, addressLimitsSetting.defaults('ID'));
    }
  });
});
