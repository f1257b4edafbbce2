// @vitest-environment node
import { routes, sandboxRoutes } from '@cardroom/contract';
import { describe, expect, it, vi } from 'vitest';
import { type ClientDeps, createClient, FAIL_CODE, isLoginRequired, isToastable } from './client';

type FetchArgs = [string, RequestInit];

function setup(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: FetchArgs[] = [];
  const toasts: string[] = [];
  let logouts = 0;
  const deps: ClientDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answer(url, init);
    }) as unknown as typeof fetch,
    common: () => ({ appId: 621108, locale: 'en', appPackageName: 'Web', sign: 's1', uid: 'u1' }),
    onUnauthorized: () => {
      logouts += 1;
    },
    toast: (m) => toasts.push(m),
    networkError: (why) =>
      why === 'timeout' ? 'Timed out (player text)' : 'Offline (player text)',
  };
  return { call: createClient(deps), calls, toasts, logouts: () => logouts };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request wrapper', () => {
  it('POSTs JSON with the common fields and answers resultData on state 200', async () => {
    const t = setup(() => json({ state: '200', msg: 'ok', resultData: { show: true } }));
    const r = await t.call(routes.rechargeButtonStatus, {});
    expect(r).toEqual({ ok: true, data: { show: true }, msg: 'ok' });
    const [url, init] = t.calls[0] ?? ['', {}];
    expect(url).toBe('/home/rechargeButtonStatus');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      appId: 621108,
      locale: 'en',
      appPackageName: 'Web',
      sign: 's1',
      uid: 'u1',
    });
  });

  it('sends GET fields in the query string', async () => {
    const t = setup(() => json({ state: '200', msg: '', resultData: [] }));
    await t.call(routes.languages, {});
    const [url, init] = t.calls[0] ?? ['', {}];
    expect(url.startsWith('/language/languages?')).toBe(true);
    expect(new URL(url, 'http://x').searchParams.get('appId')).toBe('621108');
    expect(init.body).toBeUndefined();
  });

  it('answers data on code 200 (sign-in envelope)', async () => {
    const data = { sign: 'a', uid: 'b', newUserFlag: true };
    const t = setup(() => json({ code: 200, msg: 'success', data }));
    expect(await t.call(routes.ssoGuest, {})).toEqual({ ok: true, data, msg: 'success' });
  });

  it('passes raw answers through', async () => {
    const t = setup(() => json({ idToken: 'tok' }));
    const r = await t.call(sandboxRoutes.sandboxGoogleToken, { email: 'a@b.co' });
    expect(r).toEqual({ ok: true, data: { idToken: 'tok' }, msg: '' });
  });

  it('resolves other states as code 999 and toasts the message', async () => {
    const t = setup(() => json({ state: '400', msg: 'Invalid request' }));
    const r = await t.call(routes.rollMsg, {});
    expect(r).toEqual({ ok: false, code: FAIL_CODE, msg: 'Invalid request', state: '400' });
    expect(t.toasts).toEqual(['Invalid request']);
    expect(t.logouts()).toBe(0);
  });

  it('does not toast messages containing "system"', async () => {
    const t = setup(() => json({ state: '500', msg: 'A System error occurred' }));
    const r = await t.call(routes.rollMsg, {});
    expect(r.ok).toBe(false);
    expect(t.toasts).toEqual([]);
  });

  it.each([
    [{ state: '401', msg: 'expired' }],
    [{ state: '-1', msg: 'whatever' }],
    [{ state: '403', msg: 'Please login first' }],
    [{ code: 500, msg: 'please LOGIN to continue' }],
  ])('logs out without a toast on %j', async (body) => {
    const t = setup(() => json(body));
    const r = await t.call('code' in body ? routes.ssoLogout : routes.getUserInfo, {});
    expect(r.ok).toBe(false);
    expect(t.logouts()).toBe(1);
    expect(t.toasts).toEqual([]);
  });

  it("hands the server's words to the sign-out (a session limit says why)", async () => {
    const seen: string[] = [];
    const call = createClient({
      fetch: (async () =>
        json({
          state: '401',
          msg: 'Your session time limit was reached',
        })) as unknown as typeof fetch,
      common: () => ({ appId: 621108, locale: 'en', appPackageName: 'Web' }),
      onUnauthorized: (msg) => seen.push(msg),
      toast: () => {},
      networkError: () => '',
    });
    await call(routes.getUserInfo, {});
    expect(seen).toEqual(['Your session time limit was reached']);
  });

  it('logs out on HTTP 401 even without an envelope', async () => {
    const t = setup(() => new Response('', { status: 401 }));
    const r = await t.call(routes.getUserInfo, {});
    expect(r).toMatchObject({ ok: false, code: 401 });
    expect(t.logouts()).toBe(1);
  });

  it('does not log out when the caller opts out (logout itself)', async () => {
    const t = setup(() => json({ state: '401', msg: 'Please login first' }));
    await t.call(routes.ssoLogout, {}, { ignoreAuth: true, silent: true });
    expect(t.logouts()).toBe(0);
  });

  it('fails other HTTP statuses with the status', async () => {
    const t = setup(() => new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const r = await t.call(routes.rollMsg, {});
    expect(r).toEqual({ ok: false, code: 502, msg: 'Bad Gateway' });
  });

  it('resolves a network failure as code 999 with the player-language text, not the browser’s', async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const r = await t.call(routes.rollMsg, {});
    expect(r).toEqual({
      ok: false,
      code: FAIL_CODE,
      msg: 'Offline (player text)',
      noAnswer: 'network',
    });
    expect(t.toasts).toEqual(['Offline (player text)']);
  });

  it('times out after 60 s as code 999 with the timeout text', async () => {
    vi.useFakeTimers();
    try {
      const t = setup(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      );
      const pending = t.call(routes.rollMsg, {}, { silent: true });
      await vi.advanceTimersByTimeAsync(59_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({
        ok: false,
        code: FAIL_CODE,
        msg: 'Timed out (player text)',
        noAnswer: 'timeout',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('error rules', () => {
  it('recognises login-required answers', () => {
    expect(isLoginRequired('401', '')).toBe(true);
    expect(isLoginRequired('-1', '')).toBe(true);
    expect(isLoginRequired('400', 'Please login first')).toBe(true);
    expect(isLoginRequired('400', 'please login')).toBe(true);
    expect(isLoginRequired('400', 'Wrong password')).toBe(false);
  });

  it('toasts everything but system faults and empty texts', () => {
    expect(isToastable('Wrong account or password')).toBe(true);
    expect(isToastable('Terjadi kesalahan system')).toBe(false);
    expect(isToastable('')).toBe(false);
  });
});
