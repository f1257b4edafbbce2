// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedGameUrl } from './rules';

const origins = ['https://games.example.com', 'https://slots.example.net:8443'];

describe('isAllowedGameUrl', () => {
  it('allows a URL on a listed origin, with any path and query', () => {
    expect(isAllowedGameUrl('https://games.example.com/launch?t=abc', origins)).toBe(true);
    expect(isAllowedGameUrl('https://GAMES.example.com/x', origins)).toBe(true);
    expect(isAllowedGameUrl('https://slots.example.net:8443/play', origins)).toBe(true);
  });

  it('refuses any other origin, look-alike or port', () => {
    expect(isAllowedGameUrl('https://evil.example/', origins)).toBe(false);
    expect(isAllowedGameUrl('https://games.example.com.evil.example/', origins)).toBe(false);
    expect(isAllowedGameUrl('https://games.example.com@evil.example/', origins)).toBe(false);
    expect(isAllowedGameUrl('https://games.example.com:444/', origins)).toBe(false);
    expect(isAllowedGameUrl('https://slots.example.net/play', origins)).toBe(false);
  });

  it('refuses other schemes and broken URLs', () => {
    expect(isAllowedGameUrl('http://games.example.com/', origins)).toBe(false);
    expect(isAllowedGameUrl('javascript:alert(1)//https://games.example.com', origins)).toBe(false);
    expect(isAllowedGameUrl(' https://games.example.com/', origins)).toBe(false);
    expect(isAllowedGameUrl('//games.example.com/', origins)).toBe(false);
    expect(isAllowedGameUrl('https://', origins)).toBe(false);
    expect(isAllowedGameUrl('', origins)).toBe(false);
  });

  it('allows nothing when no provider is set', () => {
    expect(isAllowedGameUrl('https://games.example.com/', [])).toBe(false);
  });
});
