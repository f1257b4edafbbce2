import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, toHex } from './sha256.js';

function randomLength(max: number): number {
  return randomBytes(2).readUInt16BE(0) % (max + 1);
}

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    const enc = new TextEncoder();
    expect(toHex(sha256(enc.encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array(0)))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('matches node:crypto on random inputs, including every padding boundary', () => {
    for (let len = 0; len < 200; len++) {
      const data = randomBytes(len);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
    for (let i = 0; i < 200; i++) {
      const data = randomBytes(randomLength(3000));
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });
});

describe('hmacSha256', () => {
  it('matches node:crypto on random keys and messages', () => {
    const out = new Uint8Array(32);
    for (let i = 0; i < 500; i++) {
      // Keys past 64 bytes are hashed first; cover both sides of that boundary.
      const key = randomBytes(randomLength(150));
      const message = randomBytes(randomLength(300));
      const mac = hmacSha256(key);
      mac.mac(message, message.length, out);
      expect(toHex(out)).toBe(createHmac('sha256', key).update(message).digest('hex'));
      // A bound key is reused across many rounds; the second tag must not depend on the first.
      const second = randomBytes(randomLength(120));
      mac.mac(second, second.length, out);
      expect(toHex(out)).toBe(createHmac('sha256', key).update(second).digest('hex'));
    }
  });

  it('tags only the first `length` bytes of the buffer', () => {
    const out = new Uint8Array(32);
    const buf = new TextEncoder().encode('client:1:0 trailing junk');
    hmacSha256(new TextEncoder().encode('server')).mac(buf, 10, out);
    expect(toHex(out)).toBe(createHmac('sha256', 'server').update('client:1:0').digest('hex'));
  });
});
