import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, newServerSeed, verifyCommitment } from './seeds.js';

describe('server seeds', () => {
  it('hashes the seed text with SHA-256', () => {
    const seed = newServerSeed((n) => randomBytes(n));
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('uses the injected random source', () => {
    expect(newServerSeed((n) => new Uint8Array(n).fill(0xab))).toBe('ab'.repeat(32));
    expect(() => newServerSeed(() => new Uint8Array(16))).toThrow();
  });

  it('verifies a commitment and rejects a different seed', () => {
    const seed = 'f'.repeat(64);
    const hash = hashServerSeed(seed);
    expect(verifyCommitment(seed, hash)).toBe(true);
    expect(verifyCommitment(seed, hash.toUpperCase())).toBe(true);
    expect(verifyCommitment('e'.repeat(64), hash)).toBe(false);
  });
});
