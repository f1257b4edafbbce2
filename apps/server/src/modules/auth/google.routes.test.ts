import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, sandboxApi } from '@cardroom/contract';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeData, failure, resultData } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const FAILED = 'Google sign-in failed, please try again';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** A stand-in for Google's key endpoint: a real HTTP server publishing our own key set. */
describe('Google sign-in against a JWKS URL', () => {
  let server: Server;
  let keys: KeyPair;
  const kid = randomUUID();
  let seq = 0;

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  // Registered after the key server's hooks: the app starts once it listens, closes before it.
  const t = useTestApp(() => ({
    GOOGLE_JWKS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`,
    GOOGLE_CLIENT_ID: CLIENT_ID,
  }));

  const sub = () => `10${Date.now()}${++seq}`;

  function token(
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    opts: {
      key?: KeyPair['privateKey'];
      kid?: string;
      iss?: string;
      aud?: string;
      exp?: number;
    } = {},
  ): Promise<string> {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid })
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opts.key ?? keys.privateKey);
  }

  const login = (googleToken: string, locale: 'en' | 'id' = 'en') =>
    t.call(api.ssoGoogleLogin, { googleToken }, { locale });

  it('signs in with a valid token; the same Google account gets the same player', async () => {
    const id = sub();
    const first = codeData(
      await login(await token({ sub: id, email: 'ana@example.com', name: 'Ana Putri' })),
    );
    expect(first.newUserFlag).toBe(true);
    const info = resultData<{ email: string; nickname: string; isGuest: boolean }>(
      await t.call(api.getUserInfo, {}, { sign: first.sign }),
    );
    expect(info).toMatchObject({ email: 'ana@example.com', nickname: 'Ana Putri', isGuest: false });
    // Google sign-up has no form: the app asks for 18+ and the terms after it.
    expect(info).toMatchObject({ adultConfirmed: false });
    // Also accepted: Google's issuer without the scheme.
    const again = codeData(await login(await token({ sub: id }, { iss: 'accounts.google.com' })));
    expect(again).toMatchObject({ uid: first.uid, newUserFlag: false });
    const other = codeData(await login(await token({ sub: sub() })));
    expect(other.uid).not.toBe(first.uid);
  });

  it('says the channel is enabled and not the sandbox one', async () => {
    const res = await t.call(api.threeLoginChannel, {});
    expect(resultData(res)).toEqual([
      { channel: 'google', enabled: true, clientId: CLIENT_ID, sandbox: false },
    ]);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s', async (_label, opts) => {
    const res = await login(await token({ sub: sub() }, opts));
    expect(res.body).toEqual({ code: 400, msg: FAILED });
  });

  it('refuses a token signed by another key (same key id or unknown one)', async () => {
    const stranger = await generateKeyPair('RS256');
    const sameKid = await login(await token({ sub: sub() }, { key: stranger.privateKey }));
    expect(sameKid.body).toEqual({ code: 400, msg: FAILED });
    const otherKid = await login(
      await token({ sub: sub() }, { key: stranger.privateKey, kid: randomUUID() }),
    );
    expect(otherKid.body).toEqual({ code: 400, msg: FAILED });
  });

  it('refuses an unverified email address', async () => {
    const res = await login(
      await token({ sub: sub(), email: 'x@example.com', email_verified: false }),
    );
    expect(res.body).toEqual({ code: 400, msg: FAILED });
  });

  it('refuses garbage and an empty token, in both languages', async () => {
    expect((await login('not.a.jwt')).body).toEqual({ code: 400, msg: FAILED });
    expect((await login('garbage')).body).toEqual({ code: 400, msg: FAILED });
    expect((await login('', 'id')).body).toEqual({
      code: 400,
      msg: 'Masuk dengan Google gagal, silakan coba lagi',
    });
    const missing = await t.call(api.ssoGoogleLogin, {});
    expect(missing.body).toEqual({ code: 400, msg: FAILED });
  });

  it('does not trust the profile fields sent beside the token', async () => {
    const id = sub();
    const s = codeData(
      await t.call(api.ssoGoogleLogin, {
        googleToken: await token({ sub: id, email: 'real@example.com' }),
        googleId: 'someone-else',
        email: 'fake@example.com',
      }),
    );
    const info = resultData<{ email: string }>(await t.call(api.getUserInfo, {}, { sign: s.sign }));
    expect(info.email).toBe('real@example.com');
  });
});

describe('Google sign-in in the sandbox (default settings)', () => {
  const t = useTestApp();

  const mint = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: sandboxApi.sandboxGoogleToken.path,
      payload: { email, name: 'Sandbox Sam' },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { idToken: string }).idToken;
  };

  it('mints a token the server accepts; the same email is the same player', async () => {
    const email = `sam-${randomUUID()}@example.com`;
    const first = codeData(await t.call(api.ssoGoogleLogin, { googleToken: await mint(email) }));
    expect(first.newUserFlag).toBe(true);
    const again = codeData(await t.call(api.ssoGoogleLogin, { googleToken: await mint(email) }));
    expect(again).toMatchObject({ uid: first.uid, newUserFlag: false });
    const info = resultData<{ nickname: string; email: string }>(
      await t.call(api.getUserInfo, {}, { sign: again.sign }),
    );
    expect(info).toMatchObject({ nickname: 'Sandbox Sam', email });
  });

  it('publishes the sandbox channel', async () => {
    expect(resultData(await t.call(api.threeLoginChannel, {}))).toEqual([
      {
        channel: 'google',
        enabled: true,
        clientId: 'cardroom-sandbox.apps.googleusercontent.com',
        sandbox: true,
      },
    ]);
  });

  it('publishes the sandbox public key set', async () => {
    const res = await t.inject({ method: 'GET', url: '/sandbox/google/jwks' });
    const { keys } = res.json() as { keys: Array<{ kid: string; alg: string; d?: string }> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ alg: 'ES256' });
    // Public only: no private part.
    expect(keys[0]?.d).toBeUndefined();
  });

  it('refuses a bad email on the token route with HTTP 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: sandboxApi.sandboxGoogleToken.path,
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: '400' });
  });
});

describe('Google sign-in switched off', () => {
  const t = useTestApp({ SANDBOX: 'false', GOOGLE_ENABLED: 'false' });

  it('reports the channel disabled and refuses sign-in', async () => {
    const [channel] = resultData<Array<{ enabled: boolean }>>(
      await t.call(api.threeLoginChannel, {}),
    );
    expect(channel?.enabled).toBe(false);
    const res = await t.call(api.ssoGoogleLogin, { googleToken: 'x.y.z' });
    expect(failure(res)).toEqual({ state: '403', msg: 'This sign-in method is not available' });
  });

  it('has no sandbox routes', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/sandbox/sms',
      query: { mobile: '81234567890' },
    });
    expect(res.statusCode).toBe(404);
  });
});
