import { message } from '@cardroom/contract';
import {
  type ConsoleApiName,
  consoleApi,
  defineConsoleEndpoint,
  OPERATOR_ROLES,
} from '@cardroom/contract/console';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../test/use-test-app.js';
import { runOperatorOps } from '../../ops/operators.js';
import { users } from '../users/index.js';
import { writeAudit } from './audit.js';
import { auditLog } from './schema.js';
import { codeNow, consoleCall, makeOperator, signInAs, type TestOperator } from './testkit.js';
import { MATRIX, SAMPLE } from './testkit-matrix.js';

const t = useTestApp();

const refusedSignIn = { state: '400', msg: message('consoleSignInFailed', 'en') };
/** A TOTP step can be used once: the next sign-in of the same operator waits for a new step. */
const nextStep = () => t.advance(30_000);

describe('operator sign-in', () => {
  it('signs in with login, password and code; the cookie is HttpOnly, SameSite=Strict, Path=/console', async () => {
    const op = await makeOperator(t, 'owner');
    const res = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code: codeNow(t, op),
    });
    expect(res.body).toMatchObject({
      state: '200',
      resultData: { operator: { login: op.login, role: 'owner' }, idleMinutes: 30 },
    });
    expect(res.setCookie).toMatch(/^cr_console=[A-Za-z0-9_-]{40,}; /);
    expect(res.setCookie).toContain('HttpOnly');
    expect(res.setCookie).toContain('SameSite=Strict');
    expect(res.setCookie).toContain('Path=/console');
    // NODE_ENV=test is not development: Secure.
    expect(res.setCookie).toContain('Secure');
    const cookie = /cr_console=([^;]+)/.exec(res.setCookie)?.[1];
    const me = await consoleCall(t, consoleApi.consoleMe, {}, { cookie });
    expect(me.body).toMatchObject({ state: '200', resultData: { operator: { login: op.login } } });
  });

  it('gives one refusal for a wrong password, a wrong code, an unknown login or a disabled operator', async () => {
    const op = await makeOperator(t, 'finance');
    const wrongPassword = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: `${op.password}x`,
      code: codeNow(t, op),
    });
    expect(wrongPassword.body).toEqual(refusedSignIn);
    const good = codeNow(t, op);
    const wrongCode = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.body).toEqual(refusedSignIn);
    // A code from three steps ago is outside the ±1 step window.
    const stale = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code: codeNow(t, op, -3),
    });
    expect(stale.body).toEqual(refusedSignIn);
    const unknown = await consoleCall(t, consoleApi.consoleSignIn, {
      login: 'nobody-here',
      password: op.password,
      code: good,
    });
    expect(unknown.body).toEqual(refusedSignIn);
    expect(wrongPassword.setCookie + wrongCode.setCookie + unknown.setCookie).toBe('');

    const off = await makeOperator(t, 'support');
    expect(await runOperatorOps(t.deps, ['operator', 'disable', off.login], () => {})).toBe(0);
    const disabled = await consoleCall(t, consoleApi.consoleSignIn, {
      login: off.login,
      password: off.password,
      code: codeNow(t, off),
    });
    expect(disabled.body).toEqual(refusedSignIn);
  });

  it('refuses a replayed code, also when two sign-ins race with it', async () => {
    const op = await makeOperator(t, 'owner');
    const code = codeNow(t, op);
    await signInAs(t, op, code);
    const again = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code,
    });
    expect(again.body).toEqual(refusedSignIn);

    nextStep();
    const other = await makeOperator(t, 'owner');
    const racing = codeNow(t, other);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        consoleCall(t, consoleApi.consoleSignIn, {
          login: other.login,
          password: other.password,
          code: racing,
        }),
      ),
    );
    expect(results.filter((r) => r.body.state === '200')).toHaveLength(1);
  });

  it('throttles sign-in attempts per login', async () => {
    const op = await makeOperator(t, 'marketing');
    for (let i = 0; i < 5; i++) {
      const res = await consoleCall(t, consoleApi.consoleSignIn, {
        login: op.login,
        password: 'wrong-password-123',
        code: '123456',
      });
      expect(res.body).toEqual(refusedSignIn);
    }
    const blocked = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code: codeNow(t, op),
    });
    expect(blocked.body.state).toBe('429');
  });

  it('ends an idle session after the idle timeout, and keeps an active one', async () => {
    const op = await makeOperator(t, 'owner');
    nextStep();
    const s = await signInAs(t, op);
    t.advance(20 * 60_000);
    expect((await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie })).body.state).toBe(
      '200',
    );
    t.advance(20 * 60_000);
    expect((await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie })).body.state).toBe(
      '200',
    );
    t.advance(31 * 60_000);
    const ended = await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie });
    expect(ended.body).toEqual({ state: '401', msg: message('consoleSessionEnded', 'en') });
    expect(ended.setCookie).toContain('Max-Age=0');
  });

  it('signs out: the cookie no longer works', async () => {
    const op = await makeOperator(t, 'support');
    nextStep();
    const s = await signInAs(t, op);
    const out = await consoleCall(
      t,
      consoleApi.consoleSignOut,
      {},
      { cookie: s.cookie, csrf: s.csrf },
    );
    expect(out.body.state).toBe('200');
    expect(out.setCookie).toContain('Max-Age=0');
    expect((await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie })).body.state).toBe(
      '401',
    );
  });
});

describe('CSRF', () => {
  it('refuses a POST without the session CSRF token, or with another session’s, and changes nothing', async () => {
    const op = await makeOperator(t, 'owner');
    nextStep();
    const s = await signInAs(t, op);
    const other = await makeOperator(t, 'owner');
    const s2 = await signInAs(t, other);
    const refused = { state: '403', msg: message('consoleCsrfMissing', 'en') };
    const none = await consoleCall(t, consoleApi.consoleSignOut, {}, { cookie: s.cookie });
    expect(none.body).toEqual(refused);
    const foreign = await consoleCall(
      t,
      consoleApi.consoleSignOut,
      {},
      { cookie: s.cookie, csrf: s2.csrf },
    );
    expect(foreign.body).toEqual(refused);
    // Still signed in: the refused sign-outs did nothing.
    const me = await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie });
    expect(me.body).toMatchObject({ state: '200', resultData: { csrfToken: s.csrf } });
  });
});

describe('roles', () => {
  it('declares roles on every console endpoint, as the matrix says', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(consoleApi).sort());
    for (const [name, endpoint] of Object.entries(consoleApi)) {
      const want = MATRIX[name as ConsoleApiName];
      expect(endpoint.access, name).toEqual(want);
    }
    expect(() =>
      defineConsoleEndpoint({
        method: 'POST',
        path: '/console/api/nothing',
        envelope: 'state',
        auth: 'required',
        access: [] as unknown as ['owner'],
        tag: 'x',
        summary: 'x',
        payload: {},
        result: z.object({}),
      }),
    ).toThrow(/without roles/);
  });

  it.each(OPERATOR_ROLES)('refuses %s every console call its role may not make', async (role) => {
    const op: TestOperator = await makeOperator(t, role);
    nextStep();
    const s = await signInAs(t, op);
    for (const name of Object.keys(MATRIX) as ConsoleApiName[]) {
      const allowed = MATRIX[name];
      if (allowed === 'signedOut') continue;
      const res = await consoleCall(t, consoleApi[name], SAMPLE[name] ?? {}, {
        cookie: s.cookie,
        csrf: s.csrf,
      });
      if (allowed.includes(role)) {
        expect(res.body.state, `${role} ${name}: ${JSON.stringify(res.body)}`).not.toMatch(
          /^40[13]$/,
        );
      } else {
        expect(res.body, `${role} ${name}`).toEqual({
          state: '403',
          msg: message('consoleRoleRefused', 'en'),
        });
      }
    }
  });

  it('refuses every signed-in console call without a session', async () => {
    for (const [name, endpoint] of Object.entries(consoleApi)) {
      if (endpoint.access === 'signedOut') continue;
      const res = await consoleCall(t, endpoint, SAMPLE[name as ConsoleApiName] ?? {});
      expect(res.body.state, name).toBe('401');
    }
  });
});

describe('audit log', () => {
  it('is append-only at the database: update and delete are refused', async () => {
    const [row] = await t.deps.db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.deps.db
        .update(auditLog)
        .set({ action: 'forged' })
        .where(eq(auditLog.id, row?.id ?? 0)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(auditLog).where(eq(auditLog.id, row?.id ?? 0))).rejects.toThrow();
    await expect(t.deps.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, row?.id ?? 0));
    expect(still?.action).toBe(row?.action);
  });

  it('records operator commands and sign-ins, filterable and paged for the owner', async () => {
    const op = await makeOperator(t, 'owner');
    nextStep();
    const s = await signInAs(t, op);
    const call = (payload: Record<string, unknown>) =>
      consoleCall(t, consoleApi.consoleAuditList, payload, { cookie: s.cookie });
    const created = await call({ action: 'operator.create', target: `operator:${op.login}` });
    expect(created.body).toMatchObject({
      state: '200',
      resultData: {
        total: 1,
        rows: [
          { actor: expect.stringMatching(/^ops:/), after: { login: op.login, role: 'owner' } },
        ],
      },
    });
    const signIns = await call({ actor: op.login, action: 'operator.signIn' });
    expect(signIns.body).toMatchObject({ resultData: { total: 1 } });
    const page1 = await call({ pageSize: 2, page: 1 });
    const page2 = await call({ pageSize: 2, page: 2 });
    const ids = (r: typeof page1) =>
      (r.body.resultData as { rows: { id: number }[] }).rows.map((x) => x.id);
    expect(ids(page1)).toHaveLength(2);
    expect(ids(page2)).toHaveLength(2);
    expect(Math.min(...ids(page1))).toBeGreaterThan(Math.max(...ids(page2)));
    const future = await call({ from: new Date(t.deps.now().getTime() + 3600_000).toISOString() });
    expect(future.body).toMatchObject({ resultData: { total: 0, rows: [] } });
    const bad = await call({ from: 'yesterday' });
    expect(bad.body.state).toBe('400');
  });

  it('filters by player: the console’s player actions and the player’s own, nobody else’s', async () => {
    const op = await makeOperator(t, 'owner');
    nextStep();
    const s = await signInAs(t, op);
    const at = t.deps.now();
    const row = (target: string, action: string) =>
      writeAudit(t.deps.db, at, {
        operatorId: null,
        actor: 'ops:test',
        ip: '',
        action,
        target,
        before: null,
        after: { n: 1 },
      });
    await row('player:55501234', 'player.block');
    await row('user:55501234', 'limits.set');
    await row('player:55509999', 'player.block');
    await row('player:5550123', 'player.block');
    // Orders are keyed by their own numbers: the player's are found through the order tables.
    // Bare rows (no money moved): only the lookup from a player to their orders is under test.
    const [mineId, otherId] = await Promise.all(
      ['55501234', '55509999'].map(async (uid) => {
        const [u] = await t.deps.db
          .insert(users)
          .values({ uid, nickname: 'Audit', inviteCode: `AUD${uid}`, signupChannel: 'test' })
          .returning({ id: users.id });
        return u?.id ?? 0;
      }),
    );
    const withdrawal = (orderNo: string, userId: number | undefined) =>
      t.deps.db.execute(sql`insert into withdraw_orders
        (order_no, user_id, bank_card_id, status, amount, fee, arrival_amount, currency, beneficiary)
        values (${orderNo}, ${userId}, 0, 'rejected', 100, 0, 100, 'IDR', '{}'::jsonb)`);
    const deposit = (orderNo: string, userId: number | undefined) =>
      t.deps.db.execute(sql`insert into deposit_orders (order_no, user_id, deposit_type, amount, currency)
        values (${orderNo}, ${userId}, 'qris', 100, 'IDR')`);
    await withdrawal('W-AUDIT-MINE', mineId);
    await deposit('D-AUDIT-MINE', mineId);
    await withdrawal('W-AUDIT-OTHER', otherId);
    await row('withdrawal:W-AUDIT-MINE', 'withdrawal.approve');
    await row('deposit:D-AUDIT-MINE', 'deposit.match');
    await row('withdrawal:W-AUDIT-OTHER', 'withdrawal.approve');
    const call = (payload: Record<string, unknown>) =>
      consoleCall(t, consoleApi.consoleAuditList, payload, { cookie: s.cookie });
    const mine = await call({ player: '55501234' });
    const actions = (mine.body.resultData as { rows: { action: string; target: string }[] }).rows;
    expect(actions.map((r) => r.target).sort()).toEqual([
      'deposit:D-AUDIT-MINE',
      'player:55501234',
      'user:55501234',
      'withdrawal:W-AUDIT-MINE',
    ]);
    // With the other filters, as one query (and paged like the rest).
    const blocks = await call({ player: '55501234', action: 'player.block', pageSize: 1 });
    expect(blocks.body).toMatchObject({
      resultData: { total: 1, rows: [{ action: 'player.block' }] },
    });
    expect((await call({ player: '5550 1234' })).body.state).toBe('400');
    expect((await call({ player: '' })).body).toMatchObject({ state: '200' });
  });

  it('ops operator reset-totp: the old codes stop working, sessions end, the change is audited', async () => {
    const op = await makeOperator(t, 'finance');
    nextStep();
    const s = await signInAs(t, op);
    const lines: string[] = [];
    expect(
      await runOperatorOps(t.deps, ['operator', 'reset-totp', op.login], (l) => lines.push(l)),
    ).toBe(0);
    const secret =
      lines
        .find((l) => l.startsWith('TOTP secret:'))
        ?.slice(12)
        .trim() ?? '';
    expect((await consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie })).body.state).toBe(
      '401',
    );
    nextStep();
    const old = await consoleCall(t, consoleApi.consoleSignIn, {
      login: op.login,
      password: op.password,
      code: codeNow(t, op),
    });
    expect(old.body).toEqual(refusedSignIn);
    await signInAs(t, { ...op, totpSecret: secret });
    const listed: string[] = [];
    expect(await runOperatorOps(t.deps, ['operator', 'list'], (l) => listed.push(l))).toBe(0);
    expect(listed.some((l) => l.startsWith(`${op.login}  finance`))).toBe(true);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `operator:${op.login}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['operator.create', 'operator.resetTotp']);
  });
});
