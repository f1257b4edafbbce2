import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET, loadConfig, parseTrustProxy, parseWalletApiKeys } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses true (any client could set its own address) with a message saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe any client's X-Forwarded-For header; set the number of proxies/,
    );
  });

  it('refuses what is no address', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is not an IP address/);
    expect(() => parseTrustProxy('balancer.local')).toThrow(/not an IP address or CIDR/);
    expect(() => parseTrustProxy('99')).toThrow(/at most 10 hops/);
  });
});

describe('APP_SECRET in production', () => {
  const prod = {
    NODE_ENV: 'production',
    SANDBOX: 'false',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_TEMPLATE_ID: 'tpl',
  };

  it('refuses the development secret, a short one and a low-entropy one, saying why', () => {
    expect(() =>
      loadConfig({ ...prod, APP_SECRET: 'cardroom-development-secret-not-for-production-use' }),
    ).toThrow(/APP_SECRET is a published development value; generate one with `openssl rand/);
    expect(() => loadConfig({ ...prod, APP_SECRET: 'Zq8#kL2!' })).toThrow(
      /APP_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...prod, APP_SECRET: 'a'.repeat(32) })).toThrow(
      /too little variety to be random/,
    );
    expect(() => loadConfig({ ...prod, APP_SECRET: '0123'.repeat(12) })).toThrow(
      /too little variety/,
    );
    expect(() => loadConfig({ ...prod })).toThrow(/APP_SECRET is required in production/);
  });

  it('takes a random one', () => {
    const secret = 'T7f2Qx9LmP4vRz8KcW1nYb6HdJ3sGa5E';
    expect(loadConfig({ ...prod, APP_SECRET: secret }).appSecret).toBe(secret);
    // Outside production the development secret stands in.
    expect(loadConfig({}).appSecret).toBe(DEVELOPMENT_SECRET);
  });
});

describe('WALLET_API_KEYS', () => {
  it('reads provider:key pairs and refuses anything else', () => {
    const k = `${'p'.repeat(16)}${'Q'.repeat(16)}`;
    expect([...parseWalletApiKeys(`house:${k}, acme-1:${k}`)]).toEqual([
      ['house', k],
      ['acme-1', k],
    ]);
    expect(parseWalletApiKeys(undefined).size).toBe(0);
    expect(() => parseWalletApiKeys('house:short')).toThrow(/key at least 32 characters/);
    expect(() => parseWalletApiKeys(k)).toThrow(/provider:key pairs/);
  });
});
