import { type ConsoleOperatorRow, consoleApi } from '@cardroom/contract/console';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';
import { asOperator } from '../approvals/testkit.js';
import { commandLine, disableOperator } from './accounts.js';
import { auditLog, operators } from './schema.js';
import { CONSOLE_SIGN_IN_THROTTLE } from './sessions.js';
import {
  codeNow,
  consoleCall,
  makeOperator,
  type SignedIn,
  signInAs,
  type TestOperator,
} from './testkit.js';

// The team managed in the console (docs/OPERATIONS.md "Operators").
const t = useTestApp();
let owner: TestOperator;
let ownerIn: SignedIn;
beforeAll(async () => {
  owner = await makeOperator(t, 'owner');
  ownerIn = await signInAs(t, owner);
}, 240_000);

/** A fresh TOTP step, so the next sign-in's code is not one used a moment ago. */
const nextStep = () => t.advance(30_000);

const me = (s: SignedIn) => consoleCall(t, consoleApi.consoleMe, {}, { cookie: s.cookie });
const signInRaw = (login: string, password: string, code: string) =>
  consoleCall(t, consoleApi.consoleSignIn, { login, password, code });
const list = async () =>
  (
    (await asOperator(t, ownerIn, consoleApi.consoleOperatorsList, {})).body.resultData as {
      operators: ConsoleOperatorRow[];
    }
  ).operators;

async function created(login: string, role = 'support') {
  const res = await asOperator(t, ownerIn, consoleApi.consoleOperatorCreate, {
    login,
    displayName: `  ${login} name `,
    role,
  });
  expect(res.body.state, JSON.stringify(res.body)).toBe('200');
  const r = res.body.resultData as { login: string; password: string; totpSecret: string };
  return { login: r.login, password: r.password, totpSecret: r.totpSecret, role } as TestOperator;
}

describe('operators in the console', () => {
  it('the owner creates an operator whose secrets are answered once and sign in', async () => {
    const made = await created('Desk.Anna');
    expect(made.login).toBe('desk.anna');
    expect(made.password.length).toBeGreaterThanOrEqual(12);
    nextStep();
    const anna = await signInAs(t, made);
    expect(anna.session.operator).toMatchObject({ login: 'desk.anna', role: 'support' });
    const row = (await list()).find((o) => o.login === 'desk.anna');
    expect(row).toMatchObject({
      displayName: 'Desk.Anna name',
      role: 'support',
      disabled: false,
      openSessions: 1,
      self: false,
    });
    expect((await list()).find((o) => o.login === owner.login)?.self).toBe(true);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'operator.create'), eq(auditLog.target, 'operator:desk.anna')),
      );
    expect(audit).toMatchObject({ actor: owner.login });
    // Neither secret is kept where anyone can read it again.
    expect(JSON.stringify(audit)).not.toContain(made.password);
    expect(JSON.stringify(audit)).not.toContain(made.totpSecret);
  });

  it('refuses a bad login, a taken one, an unknown role, and every role but the owner', async () => {
    const bad = await asOperator(t, ownerIn, consoleApi.consoleOperatorCreate, {
      login: 'a b',
      displayName: '',
      role: 'support',
    });
    expect(bad.body).toMatchObject({
      state: '400',
      msg: 'A login is 3 to 64 of a-z, 0-9, dot, dash or underscore',
    });
    await created('desk.taken');
    const taken = await asOperator(t, ownerIn, consoleApi.consoleOperatorCreate, {
      login: 'DESK.taken',
      displayName: '',
      role: 'finance',
    });
    expect(taken.body).toMatchObject({
      state: '409',
      msg: 'An operator desk.taken exists already',
    });
    const role = await asOperator(t, ownerIn, consoleApi.consoleOperatorCreate, {
      login: 'desk.role',
      displayName: '',
      role: 'root',
    });
    expect(role.body.state).toBe('400');
    nextStep();
    const finance = await signInAs(t, await makeOperator(t, 'finance'));
    const tries = [
      [consoleApi.consoleOperatorsList, {}],
      [consoleApi.consoleOperatorCreate, { login: 'desk.role', displayName: '', role: 'owner' }],
      [
        consoleApi.consoleOperatorSetDisabled,
        { login: owner.login, disabled: true, reason: 'take over' },
      ],
      [consoleApi.consoleOperatorResetTotp, { login: owner.login, reason: 'take over' }],
      [consoleApi.consoleOperatorResetPassword, { login: owner.login, reason: 'take over' }],
    ] as const;
    for (const [endpoint, payload] of tries) {
      const res = await asOperator(t, finance, endpoint, payload);
      expect(res.body.state, endpoint.path).toBe('403');
    }
    expect((await list()).find((o) => o.login === 'desk.role')).toBeUndefined();
  });

  it('disabling ends the sessions at once and stops sign-in; enabling lets them back', async () => {
    const bob = await created('desk.bob', 'finance');
    nextStep();
    const bobIn = await signInAs(t, bob);
    const off = await asOperator(t, ownerIn, consoleApi.consoleOperatorSetDisabled, {
      login: 'desk.bob',
      disabled: true,
      reason: 'left the company',
    });
    expect(off.body).toMatchObject({ state: '200', resultData: { disabled: true } });
    expect((await me(bobIn)).body.state).toBe('401');
    nextStep();
    expect((await signInRaw(bob.login, bob.password, codeNow(t, bob))).body.state).toBe('400');
    expect((await list()).find((o) => o.login === 'desk.bob')).toMatchObject({
      disabled: true,
      openSessions: 0,
    });
    const on = await asOperator(t, ownerIn, consoleApi.consoleOperatorSetDisabled, {
      login: 'desk.bob',
      disabled: false,
      reason: 'came back',
    });
    expect(on.body.state).toBe('200');
    nextStep();
    await signInAs(t, bob);
    const reasons = await t.deps.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.target, 'operator:desk.bob'));
    expect(reasons.map((r) => r.action)).toEqual(
      expect.arrayContaining(['operator.disable', 'operator.enable']),
    );
    expect(JSON.stringify(reasons)).toContain('left the company');
  });

  it('never on the owner’s own account, nor an operator who does not exist', async () => {
    const asks = (login: string) =>
      [
        [consoleApi.consoleOperatorSetDisabled, { login, disabled: true, reason: 'by mistake' }],
        [consoleApi.consoleOperatorResetTotp, { login, reason: 'by mistake' }],
        [consoleApi.consoleOperatorResetPassword, { login, reason: 'by mistake' }],
      ] as const;
    for (const [endpoint, payload] of asks(owner.login)) {
      const self = await asOperator(t, ownerIn, endpoint, payload);
      expect(self.body, endpoint.path).toMatchObject({
        state: '409',
        msg: 'Not on your own account: use My password, or ask another owner',
      });
    }
    for (const [endpoint, payload] of asks('nobody.here')) {
      const nobody = await asOperator(t, ownerIn, endpoint, payload);
      expect(nobody.body, endpoint.path).toMatchObject({
        state: '404',
        msg: 'There is no operator nobody.here',
      });
    }
    expect((await me(ownerIn)).body.state).toBe('200');
  });

  it('a new second factor or password: the old one stops working, the new one signs in', async () => {
    const cid = await created('desk.cid', 'marketing');
    nextStep();
    const cidIn = await signInAs(t, cid);
    const totp = await asOperator(t, ownerIn, consoleApi.consoleOperatorResetTotp, {
      login: 'desk.cid',
      reason: 'lost the phone',
    });
    const { totpSecret } = totp.body.resultData as { totpSecret: string };
    expect((await me(cidIn)).body.state).toBe('401');
    nextStep();
    expect((await signInRaw(cid.login, cid.password, codeNow(t, cid))).body.state).toBe('400');
    nextStep();
    const withNewCode = await signInAs(t, { ...cid, totpSecret });
    const pw = await asOperator(t, ownerIn, consoleApi.consoleOperatorResetPassword, {
      login: 'desk.cid',
      reason: 'forgot the password',
    });
    const { password } = pw.body.resultData as { password: string };
    expect(password).not.toBe(cid.password);
    expect((await me(withNewCode)).body.state).toBe('401');
    nextStep();
    const fresh = { ...cid, totpSecret, password };
    expect((await signInRaw(cid.login, cid.password, codeNow(t, fresh))).body.state).toBe('400');
    nextStep();
    await signInAs(t, fresh);
    const [row] = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator.resetPassword'),
          eq(auditLog.target, 'operator:desk.cid'),
        ),
      );
    expect(JSON.stringify(row)).not.toContain(password);
  });

  it('two owners disabling each other 50 times at once: one owner always stays active', async () => {
    const a = await created('owner.a', 'owner');
    const b = await created('owner.b', 'owner');
    nextStep();
    const aIn = await signInAs(t, a);
    nextStep();
    const bIn = await signInAs(t, b);
    try {
      // Only these two are active owners now.
      await t.deps.db
        .update(operators)
        .set({ disabled: true })
        .where(
          and(
            eq(operators.role, 'owner'),
            ne(operators.login, 'owner.a'),
            ne(operators.login, 'owner.b'),
          ),
        );
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? asOperator(t, aIn, consoleApi.consoleOperatorSetDisabled, {
                login: 'owner.b',
                disabled: true,
                reason: 'race test',
              })
            : asOperator(t, bIn, consoleApi.consoleOperatorSetDisabled, {
                login: 'owner.a',
                disabled: true,
                reason: 'race test',
              }),
        ),
      );
      const active = await t.deps.db
        .select({ login: operators.login })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false)));
      expect(active).toHaveLength(1);
      const states = answers.map((r) => r.body.state);
      expect(states.filter((s) => !['200', '401', '409'].includes(String(s)))).toEqual([]);
      // From the command line too: the last active owner stays.
      await expect(
        disableOperator(t.deps, active[0]?.login ?? '', commandLine('test')),
      ).rejects.toMatchObject({ key: 'consoleOperatorLastOwner' });
    } finally {
      // The suite's owner signs in again for the tests below.
      await t.deps.db
        .update(operators)
        .set({ disabled: false })
        .where(eq(operators.login, owner.login));
    }
  });
});

describe('my password', () => {
  it('changes with the current password; other sessions end, this one goes on', async () => {
    const dee = await created('desk.dee', 'support');
    nextStep();
    const first = await signInAs(t, dee);
    nextStep();
    const second = await signInAs(t, dee);
    const wrong = await asOperator(t, second, consoleApi.consoleOwnPassword, {
      currentPassword: 'not it',
      newPassword: 'a long new passphrase',
    });
    expect(wrong.body).toMatchObject({ state: '400', msg: 'The current password is wrong' });
    const short = await asOperator(t, second, consoleApi.consoleOwnPassword, {
      currentPassword: dee.password,
      newPassword: 'short',
    });
    expect(short.body).toMatchObject({ state: '400', msg: 'A password has 12 to 128 characters' });
    const same = await asOperator(t, second, consoleApi.consoleOwnPassword, {
      currentPassword: dee.password,
      newPassword: dee.password,
    });
    expect(same.body).toMatchObject({ state: '400', msg: 'The new password is the current one' });
    const ok = await asOperator(t, second, consoleApi.consoleOwnPassword, {
      currentPassword: dee.password,
      newPassword: 'a long new passphrase',
    });
    expect(ok.body).toMatchObject({ state: '200', resultData: { otherSessionsEnded: 1 } });
    expect((await me(first)).body.state).toBe('401');
    expect((await me(second)).body.state).toBe('200');
    nextStep();
    expect((await signInRaw(dee.login, dee.password, codeNow(t, dee))).body.state).toBe('400');
    nextStep();
    await signInAs(t, { ...dee, password: 'a long new passphrase' });
  });

  it('50 wrong current passwords at once: at most 5 are checked, then the login is locked', async () => {
    // The lock counts in fixed 15-minute windows: start just inside one, so the clock's
    // 30-second steps below never carry the sign-in into the next window (it did, now and
    // then, and the sign-in was let in).
    const window = CONSOLE_SIGN_IN_THROTTLE.login.windowSeconds * 1000;
    t.advance(window - (t.deps.now().getTime() % window) + 1_000);
    const eve = await created('desk.eve', 'finance');
    nextStep();
    const eveIn = await signInAs(t, eve);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        asOperator(t, eveIn, consoleApi.consoleOwnPassword, {
          currentPassword: `guess-${i}`,
          newPassword: 'a long new passphrase',
        }),
      ),
    );
    const checked = answers.filter((r) => r.body.state === '400').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.body.state === '429').length).toBeGreaterThanOrEqual(45);
    const failures = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator.changePasswordFailed'),
          eq(auditLog.target, 'operator:desk.eve'),
        ),
      );
    expect(failures.length).toBe(checked);
    // The right password is refused too while locked, and sign-in is locked the same way.
    const right = await asOperator(t, eveIn, consoleApi.consoleOwnPassword, {
      currentPassword: eve.password,
      newPassword: 'a long new passphrase',
    });
    expect(right.body.state).toBe('429');
    nextStep();
    expect((await signInRaw(eve.login, eve.password, codeNow(t, eve))).body.state).toBe('429');
  });
});
