import { describe, expect, it } from 'vitest';
import { updateUserInfo } from './endpoints/user.js';
import {
  httpsOrigin,
  isAllowedImageUrl,
  isHttpsOrigin,
  isSafeLink,
  playerText,
  safeLink,
  stripInvisible,
} from './player-text.js';

const name = playerText({ min: 1, max: 20, empty: 'nicknameRule' });

describe('playerText', () => {
  it('strips every bidi control and zero-width character', () => {
    const all =
      '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\u200C\u200D\u2060\uFEFF';
    expect(stripInvisible(`a${all}b`)).toBe('ab');
    expect(name.parse('Ana\u202E 0812')).toBe('Ana 0812');
    expect(name.parse('  \u200BBudi\uFEFF ')).toBe('Budi');
  });

  it('keeps ordinary letters of both markets', () => {
    expect(name.parse('Siti Nurhaliza')).toBe('Siti Nurhaliza');
    expect(name.parse('राहुल')).toBe('राहुल');
  });

  it('refuses a text that is empty once stripped, like an empty one', () => {
    for (const v of ['', '   ', '\u202E', '\u200B \u200D', '\uFEFF\u2066']) {
      const r = name.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('nicknameRule');
    }
  });

  it('measures the length after stripping', () => {
    expect(name.parse(`${'a'.repeat(20)}\u200B\u200B`)).toBe('a'.repeat(20));
    expect(name.safeParse('a'.repeat(21)).success).toBe(false);
  });

  it('is what the profile call uses', () => {
    const r = updateUserInfo.request.safeParse({ nickname: 'Eve\u202E1234' });
    expect(r.success && r.data.nickname).toBe('Eve1234');
  });
});

describe('settings links', () => {
  it('accepts https addresses and app paths', () => {
    for (const v of ['https://t.me/cardroom', 'https://example.com:8443/x?y=1', '/pages/faq']) {
      expect(isSafeLink(v)).toBe(true);
    }
  });

  it('refuses script, data, http, protocol-relative and padded links', () => {
    for (const v of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      '//evil.example',
      '/\\evil.example',
      ' https://example.com',
      'https://example.com ',
      'https://',
      'https:example.com',
      '/pages/x y',
      '/other/path',
      '',
    ]) {
      expect(isSafeLink(v), v).toBe(false);
    }
    const r = safeLink.safeParse('javascript:alert(1)');
    expect(r.error?.issues[0]?.message).toMatch(/https:\/\/ address or an app path/);
  });
});

describe('frame origins', () => {
  it('accepts an https origin with an optional port, nothing more', () => {
    expect(isHttpsOrigin('https://games.example.com')).toBe(true);
    expect(isHttpsOrigin('https://games.example.com:8443')).toBe(true);
    for (const v of [
      'https://games.example.com/',
      'https://games.example.com/launch',
      'https://games.example.com?x',
      'https://GAMES.example.com',
      'http://games.example.com',
      'https://user@games.example.com',
      ' https://games.example.com',
      'javascript:alert(1)',
      '*',
      'https:',
      'https://*.example.com',
      'https://a.example;script-src *',
    ]) {
      expect(isHttpsOrigin(v), v).toBe(false);
    }
    expect(httpsOrigin.safeParse('https://a.example/x').error?.issues[0]?.message).toMatch(
      /no path/,
    );
  });
});

describe('image URLs', () => {
  const hosts = ['cdn.example.com'];
  it('accepts the app paths and the listed hosts', () => {
    expect(isAllowedImageUrl('/banners/games.svg', hosts)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example.com/a.png', hosts)).toBe(true);
  });
  it('refuses any other host or scheme', () => {
    for (const v of [
      'https://evil.example/a.png',
      'https://cdn.example.com.evil.example/a.png',
      'http://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      ' /banners/games.svg',
    ]) {
      expect(isAllowedImageUrl(v, hosts), v).toBe(false);
    }
    expect(isAllowedImageUrl('https://cdn.example.com/a.png', [])).toBe(false);
  });
});
