import { api } from '@cardroom/contract';
import { consoleApi } from '@cardroom/contract/console';
import { describe, expect, it } from 'vitest';
import { isLoopback, jsonDepthExceeds, MAX_JSON_DEPTH } from '../src/http/guards.js';
import { providerKey, sign, walletKeyOf } from '../src/modules/wallet-api/index.js';
import { SIGNATURE_HEADER } from '../src/modules/wallet-api/signature.js';
import { useTestApp, withTestApp } from './use-test-app.js';

const t = useTestApp();

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('deeply nested JSON', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds(deep(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(deep(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ note: '[[[['.repeat(100) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ note: '\\"[[[[' }))).toBe(false);
  });

  it('a 30,000-deep array is refused with 400 on sandbox, player and console routes', async () => {
    const body = deep(30_000);
    for (const url of [
      '/sandbox/reality/next',
      '/sandbox/operator/settings/app',
      api.ssoIdLogin.path,
      consoleApi.consoleSignIn.path,
    ]) {
      const res = await post(url, body);
      const answer = res.json() as { state?: string; code?: number; msg: string };
      expect(String(answer.state ?? answer.code), url).toBe('400');
      expect(answer.msg).toBe('Invalid request: the data is nested too deeply');
    }
    const id = await post(api.ssoIdLogin.path, body, { 'accept-language': 'id' });
    expect(id.json()).toMatchObject({
      msg: 'Permintaan tidak valid: data bersarang terlalu dalam',
    });
  });

  it('the wallet API refuses it as wrong types, even correctly signed', async () => {
    const body = `{"request_uuid":${deep(30_000)}}`;
    const key = providerKey(t.config.appSecret, 'house');
    const res = await post('/wallet-api/house/user/balance', body, {
      [SIGNATURE_HEADER]: sign(key, body),
    });
    expect(res.json()).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES' });
  });
});

describe('/sandbox/* from beyond loopback', () => {
  it('answers loopback clients and refuses any other address', async () => {
    const from = (remoteAddress: string) =>
      t.inject({
        method: 'GET',
        url: '/sandbox/sms',
        query: { mobile: '81234567890' },
        remoteAddress,
      });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    const far = await from('203.0.113.7');
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({
      state: '403',
      msg: 'The sandbox answers only the machine it runs on (SANDBOX_PUBLIC=1 opens it)',
    });
    // A money window too.
    const pay = await t.inject({
      method: 'POST',
      url: '/sandbox/gateway/payout/X1/resend',
      remoteAddress: '10.9.8.7',
    });
    expect(pay.statusCode).toBe(403);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
  });

  it('SANDBOX_PUBLIC=1 opens it', async () => {
    await withTestApp({ SANDBOX_PUBLIC: '1' }, {}, async (open) => {
      const res = await open.inject({
        method: 'GET',
        url: '/sandbox/sms',
        query: { mobile: '81234567890' },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

describe('wallet-API keys', () => {
  const keys = new Map([['acme', `${'k'.repeat(20)}abcdefghijklmnop`]]);
  it('production takes them from WALLET_API_KEYS only, never from APP_SECRET', () => {
    const prod = { production: true, appSecret: 'q'.repeat(40), walletApiKeys: keys };
    expect(walletKeyOf(prod, 'acme')).toBe(keys.get('acme'));
    expect(walletKeyOf(prod, 'house')).toBeNull();
  });

  it('outside production an unlisted provider gets the derived key', () => {
    const dev = { production: false, appSecret: 'q'.repeat(40), walletApiKeys: keys };
    expect(walletKeyOf(dev, 'acme')).toBe(keys.get('acme'));
    expect(walletKeyOf(dev, 'house')).toBe(providerKey('q'.repeat(40), 'house'));
  });
});
