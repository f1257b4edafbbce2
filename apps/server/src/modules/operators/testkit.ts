import type { Endpoint, PayloadOf } from '@cardroom/contract';
import { type ConsoleSession, consoleApi, type OperatorRole } from '@cardroom/contract/console';
import { expect } from 'vitest';
import { uniqueIp } from '../../../test/factories.js';
import type { CallResult, TestApp } from '../../../test/harness.js';
import { runOperatorOps } from '../../ops/operators.js';
import { totpCode } from './crypto.js';

/** Test helpers for the console: operators made through the ops command, signed-in clients. */
export interface TestOperator {
  login: string;
  password: string;
  totpSecret: string;
  role: OperatorRole;
}

let made = 0;
/** An operator created by `npm run ops -- operator create` (its printed password and secret). */
export async function makeOperator(t: TestApp, role: OperatorRole): Promise<TestOperator> {
  const login = `op${++made}-${role}-${Math.random().toString(36).slice(2, 8)}`;
  const lines: string[] = [];
  const code = await runOperatorOps(
    t.deps,
    ['operator', 'create', '--login', login, '--role', role, '--name', `Test ${role}`],
    (l) => lines.push(l),
  );
  expect(code, lines.join('\n')).toBe(0);
  const field = (name: string) =>
    lines
      .find((l) => l.startsWith(name))
      ?.slice(name.length)
      .trim() ?? '';
  return { login, role, password: field('password:'), totpSecret: field('TOTP secret:') };
}

export interface ConsoleCallOptions {
  cookie?: string | null;
  csrf?: string | null;
  ip?: string;
}

/** One console call as the browser makes it: cookie, CSRF header, JSON body or query. */
export async function consoleCall<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  payload: PayloadOf<E> | Record<string, unknown>,
  opts: ConsoleCallOptions = {},
): Promise<CallResult & { setCookie: string }> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = `cr_console=${opts.cookie}`;
  if (opts.csrf) headers['x-csrf-token'] = opts.csrf;
  const remoteAddress = opts.ip ?? uniqueIp();
  const res =
    endpoint.method === 'GET'
      ? await t.inject({
          method: 'GET',
          url: endpoint.path,
          query: Object.fromEntries(
            Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
          ),
          headers,
          remoteAddress,
        })
      : await t.inject({ method: 'POST', url: endpoint.path, payload, headers, remoteAddress });
  const raw = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: res.json(),
    setCookie: Array.isArray(raw) ? raw.join('\n') : (raw ?? ''),
  };
}

export interface SignedIn {
  cookie: string;
  csrf: string;
  session: ConsoleSession;
}

/** The code an authenticator shows now on the test app's clock. */
export const codeNow = (t: TestApp, op: TestOperator, offsetSteps = 0) =>
  totpCode(op.totpSecret, new Date(t.deps.now().getTime() + offsetSteps * 30_000));

export async function signInAs(t: TestApp, op: TestOperator, code?: string): Promise<SignedIn> {
  const res = await consoleCall(t, consoleApi.consoleSignIn, {
    login: op.login,
    password: op.password,
    code: code ?? codeNow(t, op),
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ state: '200' });
  const cookie = /cr_console=([^;]+)/.exec(res.setCookie)?.[1] ?? '';
  expect(cookie).not.toBe('');
  const session = res.body.resultData as ConsoleSession;
  return { cookie, csrf: session.csrfToken, session };
}
